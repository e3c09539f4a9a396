import { act, renderHook } from '@testing-library/react';
import { loadQrScanner } from '../lib/qr-scan/load-qr-scanner';
import { useQrCamera } from './use-qr-camera';

/** The live scanner, as qr-scanner would be: it starts, and the test says what it decodes. */
class FakeScanner {
  static NO_QR_CODE_FOUND = 'No QR code found';
  static latest: FakeScanner | undefined;
  readonly destroy = jest.fn();

  constructor(
    readonly video: HTMLVideoElement,
    readonly onDecode: (result: { data: string }) => void,
  ) {
    FakeScanner.latest = this;
  }

  start(): Promise<void> {
    return Promise.resolve();
  }
}

jest.mock('../lib/qr-scan/load-qr-scanner', () => ({ loadQrScanner: jest.fn() }));
// The whole-frame look needs a canvas and a decoder; it has specs of its own.
jest.mock('../lib/qr-scan/whole-frame-scan', () => ({
  WholeFrameScan: class {
    regionMissed() {}
    stop() {}
  },
}));

const TIMED_OUT =
  'No QR code was found within 10 seconds. Hold the code steady inside the frame and try again, or choose a QR image instead.';

/**
 * The stop after 10 seconds without a code, on a clock the test moves: the browser test
 * (tests/e2e/sharing/camera-scan.e2e.ts) sees it happen with a real camera, and does not time it.
 */
describe('useQrCamera: the camera stops looking 10 seconds after scanning starts', () => {
  const track = { stop: jest.fn() };
  let video: HTMLVideoElement;

  beforeEach(() => {
    jest.useFakeTimers();
    track.stop.mockClear();
    FakeScanner.latest = undefined;
    jest.mocked(loadQrScanner).mockResolvedValue(FakeScanner as unknown as Awaited<ReturnType<typeof loadQrScanner>>);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: jest.fn(() => Promise.resolve({ getTracks: () => [track] })) },
      configurable: true,
    });
    video = document.createElement('video');
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  async function scanning(onDecode: (text: string) => void = jest.fn()) {
    const hook = renderHook(() => useQrCamera(onDecode));
    act(() => hook.result.current.attachVideo(video));
    await act(() => hook.result.current.start());
    expect(hook.result.current.state).toEqual({ status: 'scanning' });
    return hook;
  }

  it('keeps looking for 10 seconds, then stops, lets the camera go and says why', async () => {
    const { result } = await scanning();

    act(() => jest.advanceTimersByTime(9_999));
    expect(result.current.state).toEqual({ status: 'scanning' });
    expect(track.stop).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toEqual({ status: 'problem', message: TIMED_OUT });
    expect(FakeScanner.latest!.destroy).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
  });

  it('does not stop a scan that found its code in time', async () => {
    const onDecode = jest.fn();
    const { result } = await scanning(onDecode);
    act(() => jest.advanceTimersByTime(9_999));
    act(() => FakeScanner.latest!.onDecode({ data: 'http://localhost/s/1234' }));
    expect(onDecode).toHaveBeenCalledWith('http://localhost/s/1234');

    // Past the point where the stop would have come: it never does.
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.state).toEqual({ status: 'off' });
  });
});
