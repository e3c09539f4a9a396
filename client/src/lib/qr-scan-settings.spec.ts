import { cameraProblemOf, scanRegionFor } from './qr-scan-settings';

describe(scanRegionFor.name, () => {
  it('is a centred square two thirds of the smaller side', () => {
    expect(scanRegionFor(1280, 720)).toEqual({ x: 400, y: 120, width: 480, height: 480, downScaledWidth: 400, downScaledHeight: 400 });
    expect(scanRegionFor(720, 1280)).toEqual({ x: 120, y: 400, width: 480, height: 480, downScaledWidth: 400, downScaledHeight: 400 });
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
