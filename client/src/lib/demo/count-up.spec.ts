import { COUNTER_DURATION_MS, countUpValue } from './count-up';

describe('countUpValue', () => {
  it('runs over the spec duration of 250000 ms', () => {
    expect(COUNTER_DURATION_MS).toBe(250_000);
  });

  it('starts at 0 and ends exactly at the target', () => {
    expect(countUpValue(0, 5280)).toBe(0);
    expect(countUpValue(COUNTER_DURATION_MS, 5280)).toBe(5280);
    expect(countUpValue(COUNTER_DURATION_MS * 2, 1340)).toBe(1340);
  });

  it('climbs monotonically in whole numbers and stays below the target before the end', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed < COUNTER_DURATION_MS; elapsed += 5000) {
      const value = countUpValue(elapsed, 1750);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThan(1750);
      previous = value;
    }
    expect(countUpValue(COUNTER_DURATION_MS / 2, 1000)).toBe(750); // ease-out: 3/4 of the way at half time
  });
});
