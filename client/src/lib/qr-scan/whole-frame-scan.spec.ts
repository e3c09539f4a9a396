import type QrScannerClass from 'qr-scanner';
import { WholeFrameScan } from './whole-frame-scan';

function video(width = 640, height = 480, readyState = 4): HTMLVideoElement {
  const element = document.createElement('video');
  Object.defineProperties(element, {
    videoWidth: { value: width },
    videoHeight: { value: height },
    readyState: { value: readyState },
  });
  return element;
}

function fakeScanner() {
  const engine = { terminate: jest.fn() };
  Object.setPrototypeOf(engine, Worker.prototype);
  let answer: { resolve: (value: { data: string }) => void; reject: (reason: unknown) => void } | undefined;
  const scanImage = jest.fn(() => new Promise((resolve, reject) => (answer = { resolve, reject })));
  const Scanner = {
    createQrEngine: jest.fn(() => Promise.resolve(engine)),
    scanImage,
  } as unknown as typeof QrScannerClass;
  return { Scanner, scanImage, engine, answer: () => answer! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  // jsdom has no Worker; the scan only needs the class to tell a worker engine apart.
  (globalThis as { Worker?: unknown }).Worker ??= class {};
});

describe(WholeFrameScan.name, () => {
  it('decodes the whole frame, scaled down, when the region found nothing', async () => {
    const { Scanner, scanImage, answer } = fakeScanner();
    const onDecode = jest.fn();
    const scan = new WholeFrameScan(Scanner, video(), onDecode);
    scan.regionMissed();
    expect(scanImage).toHaveBeenCalledWith(
      expect.any(HTMLVideoElement),
      expect.objectContaining({
        scanRegion: { x: 0, y: 0, width: 640, height: 480, downScaledWidth: 533, downScaledHeight: 400 },
      }),
    );
    answer().resolve({ data: 'http://localhost/s/1234' });
    await settle();
    expect(onDecode).toHaveBeenCalledWith('http://localhost/s/1234');
  });

  it('looks once at a time, and again after a miss', async () => {
    const { Scanner, scanImage, answer } = fakeScanner();
    const scan = new WholeFrameScan(Scanner, video(), jest.fn());
    scan.regionMissed();
    scan.regionMissed();
    expect(scanImage).toHaveBeenCalledTimes(1);
    answer().reject('No QR code found');
    await settle();
    scan.regionMissed();
    expect(scanImage).toHaveBeenCalledTimes(2);
  });

  it('waits for a frame to draw', () => {
    const { Scanner, scanImage } = fakeScanner();
    new WholeFrameScan(Scanner, video(0, 0, 0), jest.fn()).regionMissed();
    expect(scanImage).not.toHaveBeenCalled();
  });

  it('reports nothing once stopped, and ends its worker', async () => {
    const { Scanner, engine, answer } = fakeScanner();
    const onDecode = jest.fn();
    const scan = new WholeFrameScan(Scanner, video(), onDecode);
    scan.regionMissed();
    scan.stop();
    answer().resolve({ data: 'late' });
    await settle();
    expect(onDecode).not.toHaveBeenCalled();
    expect(engine.terminate).toHaveBeenCalled();
  });
});
