/**
 * The direct road judged by its first bytes: a download may ask, once they say enough, whether to go on at that
 * pace (features/receive's road-choice.ts does, for a file whose upload the direct road would only race).
 */

/** The direct road's pace is judged on its first second of bytes, or its first 4 MiB when they come sooner. */
export const PROBE_MS = 1_000;
export const PROBE_BYTES = 4 * 1024 * 1024;
/** How often a road not judged yet is asked about again. */
export const PROBE_AGAIN_MS = 250;

/** The direct road's first bytes: how many came in how long, from the first one, and how many it has still to bring. */
export interface DirectProbe {
  bytes: number;
  ms: number;
  left: number;
}

/** true: go on; false: stop, the server's road instead; null: cannot tell yet, ask again. */
export type GoOn = (probe: DirectProbe) => boolean | null;

/**
 * A function to call with the direct bytes so far and the bytes still to come: it calls `goOn` once they say
 * enough, again every PROBE_AGAIN_MS while it cannot tell, and `stop` when it answers false.
 */
export function probeOf(goOn: GoOn | undefined, stop: () => void): (direct: number, left: number) => void {
  let firstAt: number | null = null;
  let askAt = 0;
  let judged = goOn === undefined;
  return (direct, left) => {
    if (judged || direct === 0) return;
    const now = performance.now();
    firstAt ??= now;
    const ms = now - firstAt;
    if ((ms < PROBE_MS && direct < PROBE_BYTES) || now < askAt) return;
    const verdict = goOn?.({ bytes: direct, ms, left });
    if (verdict === null) {
      askAt = now + PROBE_AGAIN_MS;
      return;
    }
    judged = true;
    if (verdict === false) stop();
  };
}
