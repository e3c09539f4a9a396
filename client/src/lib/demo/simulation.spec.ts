import { randomConfidence, restoreResult, SIMULATION_DURATION_MS } from './simulation';

describe('demo simulation', () => {
  it('takes 3 s', () => {
    expect(SIMULATION_DURATION_MS).toBe(3000);
  });

  it('gives a whole confidence from 80 to 99 inclusive', () => {
    expect(randomConfidence(() => 0)).toBe(80);
    expect(randomConfidence(() => 0.999999)).toBe(99);
    expect(randomConfidence(() => 0.5)).toBe(90);
    for (let i = 0; i < 200; i += 1) {
      const value = randomConfidence();
      expect(value).toBeGreaterThanOrEqual(80);
      expect(value).toBeLessThanOrEqual(99);
    }
  });

  it('describes a restored file', () => {
    expect(restoreResult({ name: 'a.png', size: 2048 }, () => 0)).toEqual({
      name: 'a.png',
      size: 2048,
      status: 'Restored',
      confidence: 80,
    });
  });
});
