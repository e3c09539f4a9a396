/**
 * Passes a request body's pieces on until `signal` aborts, then throws its reason at once, even while waiting for
 * the next piece. Unlike leaving a `for await` loop, an abort leaves the body itself alone (not destroyed), so
 * the request can still be answered, with why the chunk was refused; Node reads and drops the rest of the body
 * once the answer is sent. Ended any other way (the body ends or fails, the consumer stops), it behaves as a
 * `for await` over the body would.
 */
export async function* abortable(body: AsyncIterable<Buffer>, signal: AbortSignal): AsyncGenerator<Buffer> {
  const pieces = body[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  // The abort may come after the body has ended: nobody waits on it then.
  aborted.catch(() => undefined);
  let done = false;
  try {
    for (;;) {
      const next = await Promise.race([pieces.next(), aborted]);
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done && !signal.aborted) await pieces.return?.();
  }
}
