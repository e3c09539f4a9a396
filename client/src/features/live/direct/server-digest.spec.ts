import { createHash } from 'node:crypto';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { matchesServer, sha256Of } from './server-digest';

installNodeWebCrypto();

/** A Blob reading `bytes` (jsdom's has no arrayBuffer()), sliced as the digest reads a large file. */
function blobOf(bytes: Uint8Array<ArrayBuffer>): Blob {
  return {
    size: bytes.length,
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
    slice: (start: number, end: number) => blobOf(bytes.slice(start, end)),
  } as unknown as Blob;
}

function bytesOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 4096) bytes[at] = (at / 4096) % 251;
  return bytes;
}

const expected = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Small sizes, so that the piecewise road is taken for a file of a few hundred KiB. */
const SIZES = { oneGoBytes: 256 * 1024, pieceBytes: 64 * 1024 };

describe('sha256Of', () => {
  it.each([
    ['an empty file', 0],
    ['a file hashed in one go', SIZES.oneGoBytes],
    ['a file larger than one go, hashed piece by piece', SIZES.oneGoBytes + 12_345],
  ])('is the SHA-256 of %s', async (_, size) => {
    const bytes = bytesOf(size);
    expect(await sha256Of(blobOf(bytes), SIZES)).toBe(expected(bytes));
  });

  it('hashes a file in one go up to 64 MiB by default', async () => {
    const bytes = bytesOf(3 * 1024 * 1024 + 7);
    expect(await sha256Of(blobOf(bytes))).toBe(expected(bytes));
  });
});

describe('matchesServer', () => {
  it("passes the server's bytes, and any bytes when the server holds no copy to compare with", async () => {
    const bytes = bytesOf(1000);
    const other = bytes.slice();
    other[999] = 1;
    expect(await matchesServer(blobOf(bytes), expected(bytes))).toBe(true);
    expect(await matchesServer(blobOf(other), expected(bytes))).toBe(false);
    expect(await matchesServer(blobOf(other), null)).toBe(true);
    expect(await matchesServer(blobOf(other), undefined)).toBe(true);
  });
});
