import type { Readable } from 'node:stream';
import { READ_CHUNK_BYTES } from './storage.service.js';

/**
 * What the read buffers of every open read may hold together. A stream holds about two chunks at a time (the one
 * read ahead, the one its response is still writing), so the first READ_BUFFER_BUDGET_BYTES / (2 ×
 * READ_CHUNK_BYTES) reads get full chunks and the rest smaller ones: a few downloads at once go at full speed, and
 * two hundred do not hold a hundred megabytes of buffers.
 */
export const READ_BUFFER_BUDGET_BYTES = 16 * 1024 * 1024;
/** The smallest chunk a read gets however many are open: Node's own default. */
export const MIN_READ_CHUNK_BYTES = 64 * 1024;
const CHUNKS_HELD_PER_READ = 2;

/** The chunk size of a read opened while `openReads` others are: READ_CHUNK_BYTES until the budget is shared out. */
export function readChunkBytes(openReads: number): number {
  const share = READ_BUFFER_BUDGET_BYTES / (CHUNKS_HELD_PER_READ * (openReads + 1));
  const rounded = Math.floor(share / MIN_READ_CHUNK_BYTES) * MIN_READ_CHUNK_BYTES;
  return Math.min(READ_CHUNK_BYTES, Math.max(MIN_READ_CHUNK_BYTES, rounded));
}

/** Counts a storage's open reads, so that each new one is sized by readChunkBytes. */
export class OpenReads {
  private open = 0;

  /** The chunk size for a read about to open. */
  nextChunkBytes(): number {
    return readChunkBytes(this.open);
  }

  /** Counts `stream` as open until it closes (ended, destroyed or failed). */
  track(stream: Readable): void {
    this.open++;
    stream.once('close', () => this.open--);
  }

  get count(): number {
    return this.open;
  }
}
