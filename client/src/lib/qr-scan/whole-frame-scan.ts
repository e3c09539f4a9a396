import type QrScannerClass from 'qr-scanner';
import { wholeFrameRegionFor } from './qr-scan-settings';

type QrScannerStatic = typeof QrScannerClass;
type QrEngine = Awaited<ReturnType<QrScannerStatic['createQrEngine']>>;

/**
 * The second look at a camera frame. qr-scanner decodes only the centred scan region, and a code held close
 * to the camera overflows it: its corner patterns fall outside and nothing is found however steady the hand.
 * When the region finds nothing, the whole frame is decoded, by the platform's BarcodeDetector where there is
 * one (qr-scanner's engine picks it) or else qr-scanner's worker. One look at a time: a miss that comes while
 * one is running is skipped, so the decoder never falls behind the camera.
 */
export class WholeFrameScan {
  private readonly engine: Promise<QrEngine>;
  private readonly canvas = document.createElement('canvas');
  private running = false;
  private stopped = false;

  constructor(
    private readonly Scanner: QrScannerStatic,
    private readonly video: HTMLVideoElement,
    private readonly onDecode: (text: string) => void,
  ) {
    this.engine = Scanner.createQrEngine();
  }

  /** Called for each frame in whose region the scanner found no code. */
  regionMissed(): void {
    const { videoWidth, videoHeight, readyState } = this.video;
    // readyState 2: a frame is there to draw.
    if (this.running || this.stopped || !videoWidth || !videoHeight || readyState < 2) return;
    this.running = true;
    this.Scanner.scanImage(this.video, {
      scanRegion: wholeFrameRegionFor(videoWidth, videoHeight),
      qrEngine: this.engine,
      canvas: this.canvas,
      returnDetailedScanResult: true,
    })
      .then((result) => {
        if (!this.stopped) this.onDecode(result.data);
      })
      // No code in the whole frame either: the next miss looks again.
      .catch(() => undefined)
      .finally(() => {
        this.running = false;
      });
  }

  stop(): void {
    this.stopped = true;
    void this.engine
      .then((engine) => {
        if (engine instanceof Worker) engine.terminate();
      })
      .catch(() => undefined);
  }
}
