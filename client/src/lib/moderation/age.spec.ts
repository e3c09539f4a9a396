import { ageOf } from './age';

describe(ageOf, () => {
  const now = Date.parse('2030-01-10T12:00:00.000Z');

  it('says how long ago in the largest whole unit', () => {
    expect(ageOf('2030-01-10T11:59:30.000Z', now)).toBe('just now');
    expect(ageOf('2030-01-10T11:55:00.000Z', now)).toBe('5 min ago');
    expect(ageOf('2030-01-10T09:00:00.000Z', now)).toBe('3 h ago');
    expect(ageOf('2030-01-09T10:00:00.000Z', now)).toBe('1 day ago');
    expect(ageOf('2030-01-01T12:00:00.000Z', now)).toBe('9 days ago');
  });

  it('says nothing of an instant it cannot read', () => {
    expect(ageOf('not a date', now)).toBe('');
  });
});
