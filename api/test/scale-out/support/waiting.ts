/** Every wait of these tests is bounded: a server that stops answering fails a test rather than hanging it. */

/** `promise`, or a rejection naming `what` once `timeoutMs` has passed. */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How long `untilTurn` waits by default: a guard against a hang, not a claim about how soon the turn comes. */
const HANG_GUARD_MS = 15_000;

/**
 * Asks `status` every `everyMs` until it answers something other than `from`, and resolves that answer; rejects
 * naming `what` only if it never turns (a hang). How soon it turns is not judged here: timing is the benchmark's.
 */
export async function untilTurn(
  status: () => Promise<number>,
  from: number,
  what: string,
  timeoutMs = HANG_GUARD_MS,
  everyMs = 100,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = await status();
    if (last !== from) return last;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}: still answering ${from} (a hang guard)`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
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
