/** The Platform Activity counters count up from 0 over 250000 ms. */
export const COUNTER_DURATION_MS = 250_000;

/**
 * The counter value `elapsedMs` into a count-up to `target` over `durationMs`: whole numbers from 0 to the
 * target, easing out (fast at first, settling at the end) so the numbers look alive from the start.
 */
export function countUpValue(elapsedMs: number, target: number, durationMs = COUNTER_DURATION_MS): number {
  if (elapsedMs <= 0 || durationMs <= 0) return elapsedMs >= durationMs ? target : 0;
  if (elapsedMs >= durationMs) return target;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 2;
  return Math.min(target, Math.floor(target * eased));
}
