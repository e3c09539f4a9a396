/**
 * Keeps the screen on while an upload runs. Phones suspend a page when the screen locks, and a long upload
 * then stops halfway; a screen Wake Lock prevents that. The browser drops the lock whenever the page is hidden,
 * so it is asked for again when the page shows while an upload is still running. Where there is no Wake Lock
 * API (older browsers, the service worker) or the browser refuses (battery saver), uploads simply go on
 * without it.
 */

export class ScreenWakeLock {
  private holders = 0;
  private sentinel: WakeLockSentinel | null = null;
  private requesting: Promise<void> | null = null;

  /** Holds the lock until the returned function is called (calling it again does nothing). Holders share one lock. */
  hold(): () => void {
    if (typeof document === 'undefined') return () => undefined;
    this.holders += 1;
    if (this.holders === 1) {
      document.addEventListener('visibilitychange', this.onVisibilityChange);
      void this.acquire();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders > 0) return;
      document.removeEventListener('visibilitychange', this.onVisibilityChange);
      const sentinel = this.sentinel;
      this.sentinel = null;
      void sentinel?.release().catch(() => undefined);
    };
  }

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void this.acquire();
  };

  private acquire(): Promise<void> {
    const api =
      typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!api || this.requesting || (this.sentinel && !this.sentinel.released))
      return this.requesting ?? Promise.resolve();
    // A hidden page is always refused; the visibilitychange listener asks again when it shows.
    if (document.visibilityState !== 'visible') return Promise.resolve();
    this.requesting = api
      .request('screen')
      .then(async (sentinel) => {
        if (this.holders === 0) {
          // Every upload ended while the request was pending.
          await sentinel.release();
          return;
        }
        this.sentinel = sentinel;
      })
      .catch(() => undefined)
      .finally(() => {
        this.requesting = null;
      });
    return this.requesting;
  }
}

/** The page's one lock: uploads sent side by side share it. */
const screenWakeLock = new ScreenWakeLock();

/** Runs `work` with the screen kept on, releasing the lock however it ends: done, failed or cancelled. */
export async function withScreenWakeLock<T>(work: () => Promise<T>, lock: ScreenWakeLock = screenWakeLock): Promise<T> {
  const release = lock.hold();
  try {
    return await work();
  } finally {
    release();
  }
}
