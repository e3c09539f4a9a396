/**
 * How often a watch looks again without a change announced: what no event marks happens on a clock (a share
 * expiring, a direct-only share's sender gone past its grace), and an announcement may be lost. A provider, so
 * the HTTP tests can set it beyond their waits and see that announcements alone answer.
 */
export abstract class WatchTiming {
  abstract readonly recheckMs: number;
}

export const DEFAULT_WATCH_TIMING: WatchTiming = { recheckMs: 5_000 };
