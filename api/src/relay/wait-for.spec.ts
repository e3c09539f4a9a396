import { expect } from '@jest/globals';
import { waitFor } from './wait-for.js';

const LONG_MS = 60_000;

describe('waitFor', () => {
  it('looks again until it finds something, and resolves that', async () => {
    let looks = 0;
    const found = await waitFor(() => Promise.resolve(++looks === 3 ? 'found' : undefined), {
      forMs: LONG_MS,
      everyMs: 1,
      signal: new AbortController().signal,
    });
    expect(found).toBe('found');
    expect(looks).toBe(3);
  });

  it('gives up once the time is up', async () => {
    let looks = 0;
    const found = await waitFor(() => Promise.resolve(++looks > 1000 ? 'found' : undefined), {
      forMs: 0,
      everyMs: 1,
      signal: new AbortController().signal,
    });
    expect(found).toBeUndefined();
    expect(looks).toBe(1);
  });

  it('gives up at once when its signal aborts, however long it was to wait', async () => {
    const stop = new AbortController();
    let looks = 0;
    const waiting = waitFor(
      () => {
        // Aborts while the wait sleeps before its next look.
        if (++looks === 1) setImmediate(() => stop.abort());
        return Promise.resolve(undefined);
      },
      { forMs: LONG_MS, everyMs: LONG_MS, signal: stop.signal },
    );
    expect(await waiting).toBeUndefined();
    expect(looks).toBe(1);
  });

  it('rejects when a look fails', async () => {
    await expect(
      waitFor(() => Promise.reject(new Error('Redis away')), {
        forMs: LONG_MS,
        everyMs: 1,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow('Redis away');
  });
});
