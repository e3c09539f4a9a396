import {
  cameraProblemOf,
  QR_MAX_SCANS_PER_SECOND,
  QR_REGION_SCANS_PER_SECOND,
  scanRegionFor,
  wholeFrameRegionFor,
} from './qr-scan-settings';

describe(scanRegionFor.name, () => {
  it('is a centred square two thirds of the smaller side', () => {
    expect(scanRegionFor(1280, 720)).toEqual({
      x: 400,
      y: 120,
      width: 480,
      height: 480,
      downScaledWidth: 400,
      downScaledHeight: 400,
    });
    expect(scanRegionFor(720, 1280)).toEqual({
      x: 120,
      y: 400,
      width: 480,
      height: 480,
      downScaledWidth: 400,
      downScaledHeight: 400,
    });
  });
});

describe(wholeFrameRegionFor.name, () => {
  it('is the whole frame, its smaller side scaled down to 400 px', () => {
    expect(wholeFrameRegionFor(1280, 720)).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
      downScaledWidth: 711,
      downScaledHeight: 400,
    });
    expect(wholeFrameRegionFor(480, 640)).toEqual({
      x: 0,
      y: 0,
      width: 480,
      height: 640,
      downScaledWidth: 400,
      downScaledHeight: 533,
    });
  });

  it('never scales a small frame up', () => {
    expect(wholeFrameRegionFor(320, 240)).toMatchObject({ downScaledWidth: 320, downScaledHeight: 240 });
  });

  it('leaves room for the whole-frame look within the scan rate', () => {
    expect(QR_REGION_SCANS_PER_SECOND * 2).toBeLessThanOrEqual(QR_MAX_SCANS_PER_SECOND);
  });
});

describe(cameraProblemOf.name, () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'failed'],
  ])('%s → %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('x', name))).toBe(problem);
  });

  it('treats non-errors as a generic failure', () => {
    expect(cameraProblemOf('Camera not found.')).toBe('failed');
  });
});
