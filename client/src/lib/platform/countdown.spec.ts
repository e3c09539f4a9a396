import { formatCountdown, secondsUntil } from './countdown';

describe(formatCountdown.name, () => {
  it.each([
    [0, '0:00'],
    [45, '0:45'],
    [60, '1:00'],
    [732, '12:12'],
    [900, '15:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe(secondsUntil.name, () => {
  it('rounds a part of a second up, and stops at 0', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(70_000, 10_000)).toBe(60);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});
