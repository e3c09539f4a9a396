import {
  DIRECT_MARGIN,
  PACE_MIN_SPAN_MS,
  PACE_SILENCE_MS,
  PACE_WINDOW_MS,
  directOutrunsUpload,
  uploadPace,
  withSample,
  type PaceSample,
} from './road-choice';

const MB = 1_000_000;
/** 5 MB/s, in bytes per millisecond. */
const FIVE_MB_S = (5 * MB) / 1000;

/** Samples one second apart of an upload at `perMs` bytes per millisecond, from `from` bytes. */
function steadyUpload(seconds: number, perMs: number, from = 0): readonly PaceSample[] {
  let samples: readonly PaceSample[] = [];
  for (let second = 0; second <= seconds; second++)
    samples = withSample(samples, { at: second * 1000, bytes: from + second * 1000 * perMs });
  return samples;
}

describe('the upload pace', () => {
  it('is unknown until two samples span a second, or one has been alone for a while', () => {
    expect(uploadPace([], 5_000)).toBeNull();
    const two = [
      { at: 0, bytes: 0 },
      { at: 500, bytes: MB },
    ];
    expect(uploadPace(two, PACE_MIN_SPAN_MS - 1)).toBeNull();
    expect(uploadPace(two, PACE_MIN_SPAN_MS)).toBeCloseTo(MB / PACE_MIN_SPAN_MS);
    // One sample alone: the next may simply not have been heard yet.
    expect(uploadPace([{ at: 0, bytes: 0 }], PACE_SILENCE_MS - 1)).toBeNull();
    expect(uploadPace([{ at: 0, bytes: 0 }], PACE_SILENCE_MS)).toBe(0);
  });

  it('is the bytes over the time since the oldest sample kept', () => {
    const samples = steadyUpload(4, FIVE_MB_S);
    expect(uploadPace(samples, 4_000)).toBeCloseTo(FIVE_MB_S);
  });

  it('keeps the window and the one sample before it', () => {
    const samples = steadyUpload(30, FIVE_MB_S);
    expect(samples[0].at).toBe(30_000 - PACE_WINDOW_MS - 1000);
    expect(samples[samples.length - 1].at).toBe(30_000);
  });

  it('ignores an update that brought no bytes, so a stopped upload slows as time passes', () => {
    let samples = steadyUpload(2, FIVE_MB_S);
    samples = withSample(samples, { at: 9_000, bytes: samples[samples.length - 1].bytes });
    expect(samples[samples.length - 1].at).toBe(2_000);
    expect(uploadPace(samples, 10_000)).toBeCloseTo((2 * 1000 * FIVE_MB_S) / 10_000);
  });
});

describe('the direct road for an arriving file', () => {
  const file = { size: 60 * 2 ** 20, receivedBytes: 20 * 2 ** 20 };
  /** The direct road's first `bytes` in `ms`, bringing the whole file (none of it taken from the server). */
  const whole = (bytes: number, ms: number) => ({ bytes, ms, left: file.size - bytes });

  it('is left for the server when it runs at the upload pace (the same uplink)', () => {
    expect(directOutrunsUpload(whole(5 * MB, 1000), file, FIVE_MB_S)).toBe(false);
  });

  it('is left when it runs at half of it (the uplink shared with the upload)', () => {
    expect(directOutrunsUpload(whole(2.5 * MB, 1000), file, FIVE_MB_S)).toBe(false);
  });

  it('goes on when it would bring the whole file well before the upload brings the rest (one fast network)', () => {
    expect(directOutrunsUpload(whole(4 * 2 ** 20, 80), file, FIVE_MB_S)).toBe(true);
  });

  it('is taken only with the margin', () => {
    const remainingMs = (file.size - file.receivedBytes) / FIVE_MB_S;
    const justInside = file.size / (DIRECT_MARGIN * remainingMs);
    expect(directOutrunsUpload({ bytes: justInside * 1000 * 1.01, ms: 1000, left: file.size }, file, FIVE_MB_S)).toBe(
      true,
    );
    expect(directOutrunsUpload({ bytes: justInside * 1000 * 0.99, ms: 1000, left: file.size }, file, FIVE_MB_S)).toBe(
      false,
    );
  });

  it('brings only what the server does not hold: judged on that, it may win where the whole file would not', () => {
    const rest = file.size - file.receivedBytes;
    const pace = { bytes: 6 * MB, ms: 1000 };
    // At 6 MB/s the whole file takes 10.5 s, the upload's rest (at 5 MB/s) 8.4 s: the whole is not worth it.
    expect(directOutrunsUpload(whole(pace.bytes, pace.ms), file, FIVE_MB_S)).toBe(false);
    // The server's 20 MiB taken from the server, the direct road's 40 MiB take 7 s: still not within the margin.
    expect(directOutrunsUpload({ ...pace, left: rest }, file, FIVE_MB_S)).toBe(false);
    // Against a 2 MB/s upload (21 s for the rest), the rest comes directly in a third of it.
    expect(directOutrunsUpload({ ...pace, left: rest }, file, (2 * MB) / 1000)).toBe(true);
    expect(directOutrunsUpload({ ...pace, left: rest - 10 * MB }, file, FIVE_MB_S)).toBe(true);
  });

  it('is left when nearly everything is on the server already', () => {
    const almost = { ...file, receivedBytes: file.size - MB };
    expect(directOutrunsUpload(whole(4 * 2 ** 20, 80), almost, FIVE_MB_S)).toBe(false);
  });

  it('is not judged while the pace is unknown, and taken when the upload has stopped', () => {
    expect(directOutrunsUpload(whole(MB, 1000), file, null)).toBeNull();
    expect(directOutrunsUpload(whole(MB, 1000), file, 0)).toBe(true);
  });
});
