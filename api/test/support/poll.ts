/**
 * How long `eventually` waits by default. A guard against a hang, not a claim about speed: generous, so that a
 * machine busy with other builds never fails a test that would pass, only a condition that is never reached.
 * How fast things happen is the benchmark's business (`npm run bench`).
 */
const HANG_GUARD_MS = 15_000;
const POLL_EVERY_MS = 10;

/** Waits for a condition the server reaches asynchronously (a socket event, a file removal). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = HANG_GUARD_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let checks = 0;
  while (!(await check())) {
    checks++;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out waiting until ${what}: still not so after ${timeoutMs} ms (${checks} checks). ` +
          'This is a guard against a hang: the awaited event never came.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}
