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
function steadyUpload(seconds: number, perMs: number, from = 0): PaceSample[] {
  let samples: PaceSample[] = [];
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

  it('is left for the server when it runs at the upload pace (the same uplink)', () => {
    expect(directOutrunsUpload({ bytes: 5 * MB, ms: 1000 }, file, FIVE_MB_S)).toBe(false);
  });

  it('is left when it runs at half of it (the uplink shared with the upload)', () => {
    expect(directOutrunsUpload({ bytes: 2.5 * MB, ms: 1000 }, file, FIVE_MB_S)).toBe(false);
  });

  it('goes on when it would bring the whole file well before the upload brings the rest (one fast network)', () => {
    expect(directOutrunsUpload({ bytes: 4 * 2 ** 20, ms: 80 }, file, FIVE_MB_S)).toBe(true);
  });

  it('is taken only with the margin', () => {
    const remainingMs = (file.size - file.receivedBytes) / FIVE_MB_S;
    const justInside = file.size / (DIRECT_MARGIN * remainingMs);
    expect(directOutrunsUpload({ bytes: justInside * 1000 * 1.01, ms: 1000 }, file, FIVE_MB_S)).toBe(true);
    expect(directOutrunsUpload({ bytes: justInside * 1000 * 0.99, ms: 1000 }, file, FIVE_MB_S)).toBe(false);
  });

  it('is left when nearly everything is on the server already', () => {
    const almost = { ...file, receivedBytes: file.size - MB };
    expect(directOutrunsUpload({ bytes: 4 * 2 ** 20, ms: 80 }, almost, FIVE_MB_S)).toBe(false);
  });

  it('is not judged while the pace is unknown, and taken when the upload has stopped', () => {
    expect(directOutrunsUpload({ bytes: MB, ms: 1000 }, file, null)).toBeNull();
    expect(directOutrunsUpload({ bytes: MB, ms: 1000 }, file, 0)).toBe(true);
  });
});
