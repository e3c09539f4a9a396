import { afterRetention, FILE_REQUEST_MAX_KEEP_MS } from './request-retention.js';

const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2030-01-01T00:00:00.000Z');

describe(afterRetention.name, () => {
  it('adds 2 hours, 24 hours or 7 days', () => {
    expect(afterRetention('2h', START).getTime() - START.getTime()).toBe(2 * HOUR_MS);
    expect(afterRetention('24h', START).getTime() - START.getTime()).toBe(24 * HOUR_MS);
    expect(afterRetention('7d', START).getTime() - START.getTime()).toBe(7 * 24 * HOUR_MS);
  });

  it('never keeps anything longer than a week', () => {
    expect(FILE_REQUEST_MAX_KEEP_MS).toBe(7 * 24 * HOUR_MS);
  });
});
