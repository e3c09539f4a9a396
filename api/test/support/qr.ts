import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr's UMD bundle exports the function itself, while its types declare a default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Decodes the QR code in a PNG data URL, as a phone camera would read it. */
export function decodeQrDataUrl(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
