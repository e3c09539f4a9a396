import { describeWait } from './wait-time.js';

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [0, '1 second'],
    [2, '2 seconds'],
    [59, '59 seconds'],
    [59.2, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [732, '13 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
  ])('%p seconds reads "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
