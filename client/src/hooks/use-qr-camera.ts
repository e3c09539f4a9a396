import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadQrScanner } from '../lib/qr-scan/load-qr-scanner';
import { WholeFrameScan } from '../lib/qr-scan/whole-frame-scan';
import {
  CAMERA_PROBLEM_MESSAGES,
  cameraProblemOf,
  QR_REGION_SCANS_PER_SECOND,
  QR_SCAN_TIMEOUT_MS,
  qrTimeoutMessage,
  scanRegionFor,
} from '../lib/qr-scan/qr-scan-settings';

type Scanner = InstanceType<Awaited<ReturnType<typeof loadQrScanner>>>;

export type CameraState =
  { status: 'off' } | { status: 'starting' } | { status: 'scanning' } | { status: 'problem'; message: string };

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Live QR scanning through qr-scanner: at most 25 scans a second, a centred scan region two thirds of the
 * smaller video side, the whole frame when that region finds nothing (a code held close overflows it), and a
 * stop after 10 s without a code. The camera stream is opened here rather than by
 * qr-scanner, because qr-scanner reports every failure as "Camera not found." while the user needs to know
 * whether permission was denied, no camera exists or the page is not secure. `attachVideo` is the ref of the <video>
 * that shows the camera; with `autoStart` the camera starts as soon as that element exists.
 */
export function useQrCamera(onDecode: (text: string) => void, { autoStart = false } = {}) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const video = useRef<HTMLVideoElement | null>(null);
  const autoStarted = useRef(false);
  const scanner = useRef<Scanner | null>(null);
  const wholeFrame = useRef<WholeFrameScan | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timeout = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const session = useRef(0);
  const decodeRef = useRef(onDecode);
  useLayoutEffect(() => {
    decodeRef.current = onDecode;
  });

  const release = useCallback(() => {
    session.current += 1;
    clearTimeout(timeout.current);
    scanner.current?.destroy();
    scanner.current = null;
    wholeFrame.current?.stop();
    wholeFrame.current = null;
    stopStream(stream.current);
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState({ status: 'off' });
  }, [release]);

  const start = useCallback(async () => {
    release();
    const mine = session.current;
    const element = video.current;
    if (!element) return;
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'problem', message: CAMERA_PROBLEM_MESSAGES.unavailable });
      return;
    }
    setState({ status: 'starting' });
    try {
      const [QrScanner, media] = await Promise.all([
        loadQrScanner(),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
      ]);
      if (session.current !== mine) {
        stopStream(media);
        return;
      }
      stream.current = media;
      element.srcObject = media; // qr-scanner plays an existing stream instead of opening its own
      const found = (text: string) => {
        if (session.current !== mine) return;
        release();
        setState({ status: 'off' });
        decodeRef.current(text);
      };
      const fallback = new WholeFrameScan(QrScanner, element, found);
      wholeFrame.current = fallback;
      const instance = new QrScanner(element, (result) => found(result.data), {
        returnDetailedScanResult: true,
        maxScansPerSecond: QR_REGION_SCANS_PER_SECOND,
        calculateScanRegion: (v) => scanRegionFor(v.videoWidth, v.videoHeight),
        highlightScanRegion: true,
        onDecodeError: (error) => {
          // "No QR code found" on most frames is normal while aiming; the whole frame gets a look too.
          if (error === QrScanner.NO_QR_CODE_FOUND) fallback.regionMissed();
        },
      });
      scanner.current = instance;
      await instance.start();
      if (session.current !== mine) return;
      setState({ status: 'scanning' });
      timeout.current = setTimeout(() => {
        if (session.current !== mine) return;
        release();
        setState({ status: 'problem', message: qrTimeoutMessage() });
      }, QR_SCAN_TIMEOUT_MS);
    } catch (error) {
      if (session.current !== mine) return;
      release();
      setState({ status: 'problem', message: CAMERA_PROBLEM_MESSAGES[cameraProblemOf(error)] });
    }
  }, [release]);

  useEffect(() => release, [release]);

  const attachVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      if (element && autoStart && !autoStarted.current) {
        autoStarted.current = true;
        void start();
      }
    },
    [autoStart, start],
  );

  return { state, start, stop, attachVideo };
}
