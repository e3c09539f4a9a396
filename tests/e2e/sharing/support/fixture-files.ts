/**
 * The folder every sharing journey shares, written fresh into a temp dir: a nested tree with an image, a PDF,
 * a text file, an HTML file whose script would leave a marker if it ever ran, non-ASCII names, an empty file and a
 * binary file that has no preview.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';

const ROOT_NAME = 'trip';

/** Relative paths (as the share lists them) of every fixture file. */
export const FIXTURE_PATHS = {
  image: `${ROOT_NAME}/photos/pixel.png`,
  pdf: `${ROOT_NAME}/docs/report.pdf`,
  text: `${ROOT_NAME}/notes/readme.txt`,
  html: `${ROOT_NAME}/notes/page.html`,
  unicode: `${ROOT_NAME}/Ünïcödé 文件/café.txt`,
  empty: `${ROOT_NAME}/empty.txt`,
  binary: `${ROOT_NAME}/data.bin`,
} as const;
export type FixtureName = keyof typeof FIXTURE_PATHS;

export const TEXT_CONTENT = 'Plain notes for the trip.\nLine two: 1 < 2 & 3 > 2.\n';
export const UNICODE_CONTENT = 'Crème brûlée — 文件 — ✓\n';
export const HTML_MARKER = '__sharecodeHtmlRan';
export const HTML_CONTENT = `<!doctype html><html><body><h1 id="rendered">HTML RENDERED</h1><script>window.${HTML_MARKER} = true; try { parent.${HTML_MARKER} = true; } catch (e) {}</script></body></html>\n`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of `size`×`size` pixels: a blue/orange checkerboard, easy to recognise in screenshots. */
export function makePng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const blue = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0;
      row.set(blue ? [29, 78, 216] : [245, 158, 11], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF with a line of text, with a correct cross-reference table. */
export function makePdf(text = 'Sharecode test PDF'): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface FixtureFolder {
  /** The temp dir holding `ROOT_NAME/`. */
  base: string;
  /** The folder to pick (`base/trip`). */
  root: string;
  /** Bytes of each file, by fixture name. */
  bytes: Record<FixtureName, Buffer>;
  /** Absolute path of each file. */
  path(name: FixtureName): string;
}

export function makeFixtureFolder(): FixtureFolder {
  const base = mkdtempSync(join(tmpdir(), 'sharecode-fixture-'));
  const bytes: Record<FixtureName, Buffer> = {
    image: makePng(),
    pdf: makePdf(),
    text: Buffer.from(TEXT_CONTENT, 'utf8'),
    html: Buffer.from(HTML_CONTENT, 'utf8'),
    unicode: Buffer.from(UNICODE_CONTENT, 'utf8'),
    empty: Buffer.alloc(0),
    binary: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256)),
  };
  const path = (name: FixtureName) => join(base, FIXTURE_PATHS[name]);
  for (const name of Object.keys(FIXTURE_PATHS) as FixtureName[]) {
    mkdirSync(dirname(path(name)), { recursive: true });
    writeFileSync(path(name), bytes[name]);
  }
  return { base, root: join(base, ROOT_NAME), bytes, path };
}
