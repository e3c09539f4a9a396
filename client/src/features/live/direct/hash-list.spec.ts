import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { expectedDigests, patternBytes } from './fake-channel';
import { BLOCK_BYTES, HashList, blockDigest, hex, listDigestHex } from './hash-list';

installNodeWebCrypto();

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

/** Feeds `bytes` to a new HashList in pieces of `piece` bytes. */
function fed(bytes: Uint8Array, piece: number): HashList {
  const hashes = new HashList();
  for (let at = 0; at < bytes.length; at += piece) hashes.update(bytes.subarray(at, at + piece));
  return hashes;
}

describe('the hash list', () => {
  it('hashes a block with SHA-256 (FIPS 180-2 "abc")', async () => {
    expect(hex(await blockDigest(new TextEncoder().encode('abc')))).toBe(ABC_SHA256);
  });

  it('gives an empty file the digest of an empty list', async () => {
    expect(await listDigestHex([])).toBe(EMPTY_SHA256);
    expect(await new HashList().finish()).toBe(EMPTY_SHA256);
  });

  it.each([
    ['shorter than a block', 1000],
    ['exactly two blocks', 2 * BLOCK_BYTES],
    ['two blocks and a short one', 2 * BLOCK_BYTES + 77],
  ])('digests a file %s as the list of its block digests, however it is fed', async (_, size) => {
    const bytes = patternBytes(size);
    const expected = expectedDigests.list(bytes);
    expect(await fed(bytes, 16 * 1024).finish()).toBe(expected);
    expect(await fed(bytes, 1000 + 7).finish()).toBe(expected);
  });

  it('gives each whole block its own digest for its mark, and none for a block not yet whole', async () => {
    const bytes = patternBytes(2 * BLOCK_BYTES + 5);
    const hashes = fed(bytes.subarray(0, 2 * BLOCK_BYTES + 5), 4096);
    expect(await hashes.blockHexAt(BLOCK_BYTES)).toBe(expectedDigests.block(bytes, BLOCK_BYTES));
    expect(await hashes.blockHexAt(2 * BLOCK_BYTES)).toBe(expectedDigests.block(bytes, 2 * BLOCK_BYTES));
    expect(await hashes.blockHexAt(3 * BLOCK_BYTES)).toBeUndefined();
    expect(await hashes.blockHexAt(BLOCK_BYTES + 1)).toBeUndefined();
  });
});
