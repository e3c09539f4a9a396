import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  /** Gives up after this long. */
  forMs: number;
  /** Looks again this often. */
  everyMs: number;
  /** Gives up at once when aborted (the client went away, or the app shuts down). */
  signal: AbortSignal;
}

/**
 * Calls `look` until it finds something, and resolves that; undefined once the time is up or `signal` aborts.
 * The sleeps between looks never keep the process alive. A failing `look` rejects (Redis away: a 503).
 */
export async function waitFor<T>(look: () => Promise<T | undefined>, { forMs, everyMs, signal }: WaitOptions) {
  const deadline = performance.now() + forMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    const left = deadline - performance.now();
    if (left <= 0 || signal.aborted) return undefined;
    try {
      await sleep(Math.min(everyMs, left), undefined, { signal, ref: false });
    } catch {
      // Only an abort rejects a sleep.
      return undefined;
    }
  }
}
