/**
 * Bytes arriving in chunks of any size, taken out in pieces of a chosen size (records). Chunks are kept as they
 * came and copied once, when a piece is taken, so a stream of small chunks costs no repeated copying.
 */
import type { Bytes } from './bytes';

export class ByteQueue {
  private readonly chunks: Uint8Array[] = [];
  private offsetInFirst = 0;
  private queued = 0;

  get length(): number {
    return this.queued;
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.queued += chunk.length;
  }

  /** Removes and returns the first `count` bytes; there must be that many. */
  take(count: number): Bytes {
    if (count > this.queued) throw new RangeError(`Only ${this.queued} bytes are queued`);
    const piece = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const first = this.chunks[0];
      const available = first.length - this.offsetInFirst;
      const used = Math.min(available, count - filled);
      piece.set(first.subarray(this.offsetInFirst, this.offsetInFirst + used), filled);
      filled += used;
      if (used === available) {
        this.chunks.shift();
        this.offsetInFirst = 0;
      } else {
        this.offsetInFirst += used;
      }
    }
    this.queued -= count;
    return piece;
  }
}
