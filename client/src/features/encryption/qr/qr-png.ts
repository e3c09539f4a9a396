/**
 * A QR code as a PNG data URL, like the one the server draws for a plain share's link: black modules on white
 * with the standard's 4-module quiet zone. Encoded with fast-png rather than a canvas, which the service worker
 * (where a queued encrypted upload may be sent) does not have.
 */
import { encode } from 'fast-png';
import { qrMatrix } from './qr-matrix';

/** Pixels per module. */
const SCALE = 8;
const QUIET_ZONE_MODULES = 4;
const WHITE = 0xff;

/** The QR code of `text` as a `data:image/png;base64,…` URL: 8-bit grayscale, 0 for a dark module. */
export function qrPngDataUrl(text: string): string {
  const matrix = qrMatrix(text);
  const width = (matrix.length + 2 * QUIET_ZONE_MODULES) * SCALE;
  const pixels = new Uint8Array(width * width);
  for (let y = 0; y < width; y++) {
    const my = Math.floor(y / SCALE) - QUIET_ZONE_MODULES;
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / SCALE) - QUIET_ZONE_MODULES;
      if (matrix[my]?.[mx] !== true) pixels[y * width + x] = WHITE;
    }
  }
  const png = encode({ width, height: width, data: pixels, depth: 8, channels: 1 });
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
