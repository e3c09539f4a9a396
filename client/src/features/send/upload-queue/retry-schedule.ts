/**
 * When a page's agent goes over the queue again without being asked: after an attempt the connection failed,
 * with growing pauses; soon after finding an upload someone else was sending; and at once when the connection
 * returns (the online event), the pauses starting over. One pass is planned at a time, and none once stopped.
 */

/** Pauses before the next attempt after consecutive failures while online; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/**
 * How soon an upload someone else was sending (another page, or the service worker's background sync) is tried
 * again: if their attempt fails, nothing else would wake this page, which stays online and hears no `online`.
 */
export const BUSY_RECHECK_MS = 5_000;

export class RetrySchedule {
  private started = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `pass` goes over the queue (and calls `clear` as it begins). */
  constructor(private readonly pass: () => void) {}

  /** Listens for the connection's return and plans passes from now on. */
  start(): void {
    this.started = true;
    window.addEventListener('online', this.onOnline);
  }

  /** Stops listening and drops the planned pass; plans none until started again. */
  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.timer);
  }

  /** Drops the planned pass: one is under way. */
  clear(): void {
    clearTimeout(this.timer);
  }

  /** An attempt failed on the connection: plans the next pass after the next pause. */
  connectionFailed(): void {
    if (!this.started) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
    this.failures++;
    this.plan(delay);
  }

  /** An upload was sent: the pauses start over. */
  sent(): void {
    this.failures = 0;
  }

  /** Someone else was sending an upload: plans a pass BUSY_RECHECK_MS from now. */
  sentElsewhere(): void {
    this.plan(BUSY_RECHECK_MS);
  }

  private readonly onOnline = () => {
    this.failures = 0;
    this.pass();
  };

  private plan(delay: number): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pass(), delay);
  }
}
