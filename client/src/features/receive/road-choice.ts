/**
 * Which road an arriving file takes when the sender's device can be reached directly (docs/instant-share.md,
 * "Which road an arriving file takes"). The sender's upload goes on whatever the recipient does, so following it
 * from the server costs its uplink nothing more: each byte crosses it once. The direct road is worth it only when it
 * is faster than the upload (two devices on one network while the uplink is slow); through the same uplink it would
 * send every byte a second time and slow the upload it races. So the recipient takes what the server holds from
 * the server, measures the direct road's first bytes of the rest, and goes on with it only when the rest would come
 * that way well before the upload brings it.
 * Pure: the samples come from the share's arrival (use-share-downloads.ts), the probe from the direct road.
 */
import type { DirectProbe } from '../live';

/** The share's received bytes as one arrival update said, and when the page heard it (ms, a monotonic clock). */
export interface PaceSample {
  at: number;
  bytes: number;
}

/** The upload's pace is judged over this much of its recent past. */
export const PACE_WINDOW_MS = 10_000;
/** Samples spanning less than this say nothing about the pace yet. */
export const PACE_MIN_SPAN_MS = 1_000;
/**
 * With no change heard since the first sample, an upload is taken as stopped only after this long: the page hears
 * of its progress about once a second or two (the server records it every second, the live poll brings it at most
 * every second), so a shorter silence may be a running upload not heard from yet.
 */
export const PACE_SILENCE_MS = 3_000;
/**
 * The direct road goes on only when it would bring what it has still to bring in at most this share of the time the
 * upload needs for the rest: a measurement of a second or two is rough, and following the upload is never worse.
 */
export const DIRECT_MARGIN = 0.8;

/** `samples` with `sample` added, keeping the newest within the window and the last one before it. */
export function withSample(samples: readonly PaceSample[], sample: PaceSample): readonly PaceSample[] {
  const last = samples[samples.length - 1];
  // The same figure again (a change elsewhere in the share) is no news about the upload's pace.
  if (last && last.bytes === sample.bytes) return samples;
  const kept = [...samples, sample];
  const windowStart = sample.at - PACE_WINDOW_MS;
  const firstInside = kept.findIndex((each) => each.at >= windowStart);
  return kept.slice(Math.max(0, firstInside - 1));
}

/**
 * The upload's pace in bytes per millisecond, from the oldest sample kept to `now`: an upload that has stopped
 * brings no samples, and its pace falls as time passes. Null until the samples say enough: two of them a second
 * apart, or one heard alone for PACE_SILENCE_MS.
 */
export function uploadPace(samples: readonly PaceSample[], now: number): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return null;
  const span = now - first.at;
  if (span < (samples.length > 1 ? PACE_MIN_SPAN_MS : PACE_SILENCE_MS)) return null;
  return Math.max(0, last.bytes - first.bytes) / span;
}

export interface ArrivingFileState {
  /** The file's whole size. */
  size: number;
  /** Bytes of it the server holds already. */
  receivedBytes: number;
}

/**
 * Whether the direct road should go on bringing what it has still to bring: it would, at the pace its first bytes
 * came, be done well before the upload (at its pace) brings the rest to the server. Null while the upload's pace is
 * unknown: the direct road goes on, and is judged again once it is known.
 */
export function directOutrunsUpload(probe: DirectProbe, file: ArrivingFileState, pace: number | null): boolean | null {
  if (pace === null) return null;
  if (probe.bytes <= 0) return false;
  const directMs = probe.left / (probe.bytes / Math.max(1, probe.ms));
  const remaining = Math.max(0, file.size - file.receivedBytes);
  if (pace === 0) return remaining > 0;
  return directMs <= DIRECT_MARGIN * (remaining / pace);
}
