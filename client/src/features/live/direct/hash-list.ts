/**
 * How both sides check a file's bytes: a hash list, as BitTorrent checks its pieces. Each BLOCK_BYTES block is
 * hashed by itself with WebCrypto's SHA-256; the sender's mark after each block carries that block's digest, and the
 * end carries the SHA-256 of every block's digest in order (the last, shorter block included; none for an empty
 * file). The list digest binds the whole file as one digest of it would: two files with the same list digest need a
 * SHA-256 collision, in a block or in the list.
 *
 * Why not one running digest of the whole file: WebCrypto hashes only whole buffers, and an incremental SHA-256 in
 * JavaScript runs on the page's thread at a fraction of the speed the data channel delivers, so it became the
 * transfer's bottleneck. WebCrypto's native digest of each block runs off that thread, one block while the next
 * arrives, and a block is checked as soon as it is whole.
 */

/** Bytes per hashed block, and so between two marks. */
export const BLOCK_BYTES = 1024 * 1024;

/** A digest in hex, as the control messages carry it. */
export function hex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The SHA-256 of one block. */
export function blockDigest(block: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', block);
}

/** The hex SHA-256 of the block digests laid end to end, as the end carries it. */
export async function listDigestHex(digests: readonly ArrayBuffer[]): Promise<string> {
  const list = new Uint8Array(digests.length * 32);
  digests.forEach((digest, index) => list.set(new Uint8Array(digest), index * 32));
  return hex(await crypto.subtle.digest('SHA-256', list));
}

/**
 * The recipient's side: gathers the bytes as they come into blocks, hashes each block once it is whole (while the
 * next one arrives), and gives the digest of a block for its mark and the list digest for the end.
 */
export class HashList {
  private block = new Uint8Array(BLOCK_BYTES);
  private filled = 0;
  private readonly digests: Promise<ArrayBuffer>[] = [];

  update(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length;) {
      const taken = Math.min(bytes.length - at, BLOCK_BYTES - this.filled);
      this.block.set(bytes.subarray(at, at + taken), this.filled);
      this.filled += taken;
      at += taken;
      if (this.filled === BLOCK_BYTES) this.seal();
    }
  }

  /** Hex digest of the block ending at `offset` (a multiple of BLOCK_BYTES), once all its bytes were fed. */
  async blockHexAt(offset: number): Promise<string | undefined> {
    const digest = this.digests[offset / BLOCK_BYTES - 1];
    return digest === undefined ? undefined : hex(await digest);
  }

  /** The list digest of everything fed; nothing may be fed after. */
  async finish(): Promise<string> {
    if (this.filled > 0) this.seal();
    return listDigestHex(await Promise.all(this.digests));
  }

  private seal(): void {
    // Its own buffer from here on: the digest reads it while the next block is gathered.
    this.digests.push(blockDigest(this.block.subarray(0, this.filled)));
    this.block = new Uint8Array(BLOCK_BYTES);
    this.filled = 0;
  }
}
