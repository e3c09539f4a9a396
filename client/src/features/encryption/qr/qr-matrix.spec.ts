import { decode } from 'fast-png';
import { qrMatrix } from './qr-matrix';
import { qrPngDataUrl } from './qr-png';

const LINK = 'http://localhost:3000/s/4821-q8Xk0vY3m9TfR2cLw7hN1A#q8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9TfR2cLw7hN1';

/** The 15 format bits as read around the top-left finder, and their second copy. */
function formatCopies(dark: boolean[][]): [number, number] {
  const size = dark.length;
  const read = (cells: Array<[number, number]>) =>
    cells.reduce((bits, [x, y], i) => bits | (Number(dark[y][x]) << i), 0);
  const first: Array<[number, number]> = [
    ...[0, 1, 2, 3, 4, 5].map((i): [number, number] => [8, i]),
    [8, 7],
    [8, 8],
    [7, 8],
    ...[9, 10, 11, 12, 13, 14].map((i): [number, number] => [14 - i, 8]),
  ];
  const second: Array<[number, number]> = [
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i): [number, number] => [size - 1 - i, 8]),
    ...[8, 9, 10, 11, 12, 13, 14].map((i): [number, number] => [8, size - 15 + i]),
  ];
  return [read(first), read(second)];
}

function isFinder(dark: boolean[][], left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy++) {
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (dark[top + dy][left + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe(qrMatrix.name, () => {
  it.each([
    ['a short text', 'hello', 1],
    ['an encrypted share link', LINK, 6],
    ['a long link', `https://share.example.com/s/${'x'.repeat(300)}`, 13],
  ])('draws %s at the smallest version of level M that holds it', (_name, text, version) => {
    const dark = qrMatrix(text);
    expect(dark.length).toBe(version * 4 + 17);
    const size = dark.length;
    expect(isFinder(dark, 0, 0) && isFinder(dark, size - 7, 0) && isFinder(dark, 0, size - 7)).toBe(true);
    for (let i = 8; i < size - 8; i++) {
      expect(dark[6][i]).toBe(i % 2 === 0);
      expect(dark[i][6]).toBe(i % 2 === 0);
    }
    expect(dark[size - 8][8]).toBe(true);
    const [first, second] = formatCopies(dark);
    expect(first).toBe(second);
    const format = first ^ 0x5412;
    // Level M is 00; the BCH(15,5) remainder of the 5 data bits checks out.
    expect(format >>> 13).toBe(0);
    let remainder = format >>> 10;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    expect(((format >>> 10) << 10) | remainder).toBe(format);
  });
});

describe(qrPngDataUrl.name, () => {
  it('is a grayscale PNG of the matrix, 8 pixels a module, with a 4-module quiet zone', () => {
    const png = Buffer.from(qrPngDataUrl(LINK).replace('data:image/png;base64,', ''), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const dark = qrMatrix(LINK);
    const width = (dark.length + 8) * 8;
    const image = decode(png);
    expect({ width: image.width, height: image.height, channels: image.channels }).toEqual({
      width,
      height: width,
      channels: 1,
    });
    const pixelDark = (x: number, y: number) => image.data[y * width + x] === 0;
    for (let my = -4; my < dark.length + 4; my++) {
      for (let mx = -4; mx < dark.length + 4; mx++) {
        expect(pixelDark((mx + 4) * 8 + 3, (my + 4) * 8 + 3)).toBe(dark[my]?.[mx] === true);
      }
    }
  });
});
