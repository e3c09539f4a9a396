/**
 * A QR code of a short text, as a matrix of dark modules: byte mode, error correction level M, the smallest
 * version that holds the text. The link of an end-to-end encrypted share carries its key, so its QR code cannot
 * come from the server (which never sees the key): it is drawn here, with the `qrcode` package the server uses.
 */
import QRCode from 'qrcode';

/** Dark modules, row by row (`[y][x]`), without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => modules.get(y, x) === 1),
  );
}
