import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr's UMD bundle exports the function itself, while its types declare a default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Decodes the QR code in a PNG image, as a phone camera would read it. */
export function decodeQrPng(image: Buffer): string | undefined {
  const png = PNG.sync.read(image);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** Decodes the QR code in a PNG data URL. */
export function decodeQrDataUrl(dataUrl: string): string | undefined {
  return decodeQrPng(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
}
