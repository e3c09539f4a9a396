/** The live QR scanner's limits, named once. */
import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';

/**
 * At most 25 decode attempts a second: smooth on phones without pegging the CPU. A frame whose centred region
 * holds no code is tried again whole, so the region is scanned at half this rate and the two together stay
 * within it.
 */
export const QR_MAX_SCANS_PER_SECOND = 25;
export const QR_REGION_SCANS_PER_SECOND = QR_MAX_SCANS_PER_SECOND / 2;

/** The camera stops looking after 10 seconds without a code. */
export const QR_SCAN_TIMEOUT_MS = 10_000;

/** The scanned square's side, as a fraction of the video's smaller side. */
const QR_SCAN_REGION_FRACTION = 2 / 3;

/** Frames are scaled down to this many pixels square before decoding (qr-scanner's own default). */
const QR_DOWNSCALED_SIZE = 400;

export interface ScanRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  downScaledWidth: number;
  downScaledHeight: number;
}

/** The centred square two thirds of the smaller video side, in video pixels. */
export function scanRegionFor(videoWidth: number, videoHeight: number): ScanRegion {
  const side = Math.round(QR_SCAN_REGION_FRACTION * Math.min(videoWidth, videoHeight));
  return {
    x: Math.round((videoWidth - side) / 2),
    y: Math.round((videoHeight - side) / 2),
    width: side,
    height: side,
    downScaledWidth: QR_DOWNSCALED_SIZE,
    downScaledHeight: QR_DOWNSCALED_SIZE,
  };
}

/**
 * The whole frame, scaled down so its smaller side is QR_DOWNSCALED_SIZE (never up): for a code held close,
 * which fills the frame and overflows the centred region.
 */
export function wholeFrameRegionFor(videoWidth: number, videoHeight: number): ScanRegion {
  const scale = Math.min(1, QR_DOWNSCALED_SIZE / Math.min(videoWidth, videoHeight));
  return {
    x: 0,
    y: 0,
    width: videoWidth,
    height: videoHeight,
    downScaledWidth: Math.round(videoWidth * scale),
    downScaledHeight: Math.round(videoHeight * scale),
  };
}

export type CameraProblem = 'unavailable' | 'denied' | 'no-camera' | 'busy' | 'failed';

/** Why getUserMedia failed, from the DOMException names browsers use. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

const messages = defineMessages({
  unavailable: {
    id: 'qrScan.camera.unavailable',
    defaultMessage:
      'The camera cannot be used here: it needs a secure (HTTPS) connection and a browser that supports camera access. Choose a QR image instead.',
  },
  denied: {
    id: 'qrScan.camera.denied',
    defaultMessage:
      'Camera permission was denied. Allow camera access for this site in your browser settings, or choose a QR image instead.',
  },
  noCamera: {
    id: 'qrScan.camera.noCamera',
    defaultMessage: 'No camera was found on this device. Choose a QR image instead.',
  },
  busy: {
    id: 'qrScan.camera.busy',
    defaultMessage:
      'The camera is being used by another app. Close that app and try again, or choose a QR image instead.',
  },
  failed: {
    id: 'qrScan.camera.failed',
    defaultMessage: 'The camera could not be started. Try again, or choose a QR image instead.',
  },
  timeout: {
    id: 'qrScan.timeout',
    defaultMessage:
      'No QR code was found within 10 seconds. Hold the code steady inside the frame and try again, or choose a QR image instead.',
  },
});

/**
 * What each camera problem tells the user, always pointing at the image-file fallback: read in the page's
 * language each time a message is.
 */
export const CAMERA_PROBLEM_MESSAGES: Readonly<Record<CameraProblem, string>> = {
  get unavailable() {
    return pageIntl().formatMessage(messages.unavailable);
  },
  get denied() {
    return pageIntl().formatMessage(messages.denied);
  },
  get 'no-camera'() {
    return pageIntl().formatMessage(messages.noCamera);
  },
  get busy() {
    return pageIntl().formatMessage(messages.busy);
  },
  get failed() {
    return pageIntl().formatMessage(messages.failed);
  },
};

/** No QR code was found in time, in the page's language. */
export function qrTimeoutMessage(): string {
  return pageIntl().formatMessage(messages.timeout);
}
