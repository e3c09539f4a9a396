/**
 * A QR code as a PNG data URL, like the one the server draws for a plain share's link: black modules on white
 * with the standard's 4-module quiet zone. A 1-bit grayscale PNG in stored (uncompressed) deflate blocks, so
 * no compression library is needed; at this size it stays a few tens of KB.
 */
import { qrMatrix } from './qr-matrix';

/** Pixels per module. */
const SCALE = 8;
const QUIET_ZONE_MODULES = 4;
/** Largest stored deflate block. */
const STORED_BLOCK_BYTES = 0xffff;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function uint32(value: number): number[] {
  return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((character) => character.charCodeAt(0)).concat([...data]));
  return [...uint32(data.length), ...typed, ...uint32(crc32(typed))];
}

/** A zlib stream of `raw` in stored blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let start = 0; start < raw.length || start === 0; start += STORED_BLOCK_BYTES) {
    const block = raw.subarray(start, start + STORED_BLOCK_BYTES);
    const final = start + STORED_BLOCK_BYTES >= raw.length ? 1 : 0;
    out.push(final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff);
    for (const byte of block) out.push(byte);
  }
  return new Uint8Array([...out, ...uint32(adler32(raw))]);
}

/** The QR code of `text` as a `data:image/png;base64,…` URL. */
export function qrPngDataUrl(text: string): string {
  const matrix = qrMatrix(text);
  const modules = matrix.length + 2 * QUIET_ZONE_MODULES;
  const width = modules * SCALE;
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array((rowBytes + 1) * width);
  for (let y = 0; y < width; y++) {
    const row = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const my = Math.floor(y / SCALE) - QUIET_ZONE_MODULES;
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / SCALE) - QUIET_ZONE_MODULES;
      const dark = matrix[my]?.[mx] === true;
      // In 1-bit grayscale, 1 is white.
      if (!dark) row[x >>> 3] |= 0x80 >>> (x & 7);
    }
  }
  const header = new Uint8Array([...uint32(width), ...uint32(width), 1, 0, 0, 0, 0]);
  const png = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
