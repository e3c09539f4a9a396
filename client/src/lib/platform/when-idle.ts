/** The longest a task waits for the browser to be idle before it runs anyway. */
const IDLE_WAIT_MS = 5000;

type IdleWindow = { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number };

/** Resolves when the browser has nothing more pressing to do (or after IDLE_WAIT_MS): for work nobody waits on. */
export function whenIdle(): Promise<void> {
  const { requestIdleCallback } = globalThis as IdleWindow;
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}
