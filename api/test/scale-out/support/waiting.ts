/** Every wait of these tests is bounded: a server that stops answering fails a test rather than hanging it. */

/** `promise`, or a rejection naming `what` once `timeoutMs` has passed. */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface Turn {
  /** Milliseconds from the start until the check first saw another state; undefined if it never did. */
  afterMs: number | undefined;
  /** What the check saw last, for a failure's message. */
  last: number;
}

/**
 * Asks `status` every `everyMs` until it answers something other than `from`, for at most `withinMs`.
 * It does not throw on a slow turn: the caller asserts on `afterMs`, so a failure says how it went.
 */
export async function watchTurn(
  status: () => Promise<number>,
  from: number,
  withinMs: number,
  everyMs = 100,
): Promise<Turn> {
  const start = Date.now();
  let last = from;
  while (Date.now() - start <= withinMs) {
    last = await status();
    if (last !== from) return { afterMs: Date.now() - start, last };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return { afterMs: undefined, last };
}

/**
 * Asks `status` every `everyMs` until stopped; `stop` resolves the distinct answers in the order first seen
 * (-1 for a request that failed outright). Stop it in a `finally`, or it goes on after the test.
 */
export function keepAsking(status: () => Promise<number>, everyMs = 100): { stop: () => Promise<number[]> } {
  const seen = new Set<number>();
  let asking = true;
  const loop = (async () => {
    while (asking) {
      seen.add(await status().catch(() => -1));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      asking = false;
      await loop;
      return [...seen];
    },
  };
}
