import { Readable } from 'node:stream';
import type { ByteRange } from './storage.service.js';
import type { S3Bucket } from './s3-bucket.js';
import { writeInBatches } from './batched-writes.js';
import { partialFolder, pieceObjectName, pieceStart } from './s3-layout.js';

/**
 * Appended bytes gathered before they are sent as one piece: what one chunk request holds in memory at most
 * (the 8 MiB chunks the client sends make two pieces).
 */
export const PIECE_BYTES = 5 * 1024 * 1024;
/** Pieces removed at once when a partial object goes. */
const REMOVALS_AT_ONCE = 16;

interface Piece {
  name: string;
  start: number;
  size: number;
}

/** The pieces that follow each other without a gap from byte 0, and so the bytes the partial object holds. */
function contiguous(pieces: readonly Piece[]): { pieces: Piece[]; size: number } {
  const run: Piece[] = [];
  let size = 0;
  for (const piece of pieces) {
    if (piece.start !== size) break;
    run.push(piece);
    size += piece.size;
  }
  return { pieces: run, size };
}

/**
 * Partial objects on an object store, which has no append. Each append is stored as new objects ("pieces")
 * of the partial object's folder, named by the offset they start at; the partial object is their
 * concatenation. Cutting one back (bytes never acknowledged to the client) removes the pieces past the cut
 * and rewrites the one it falls in. Completing it copies a single piece server-side, or streams the pieces
 * in order into one multipart upload; either way memory stays at a few parts, whatever the size.
 */
export class S3PartialObjects {
  constructor(private readonly bucket: S3Bucket) {}

  async size(key: string): Promise<number> {
    return contiguous(await this.pieces(key)).size;
  }

  async append(key: string, offset: number, source: Readable): Promise<number> {
    const pieces = await this.pieces(key);
    const { size } = contiguous(pieces);
    if (size < offset)
      throw new Error(`Partial object ${key} holds ${size} bytes, fewer than the ${offset} to append after`);
    if (pieces.some((piece) => piece.start + piece.size > offset)) await this.cutBack(pieces, offset);

    // One piece object per batch.
    let position = offset;
    await writeInBatches(source, PIECE_BYTES, async (batch, bytes) => {
      await this.bucket.put(pieceObjectName(key, position), Buffer.concat(batch, bytes));
      position += bytes;
    });
    return position;
  }

  /** Bytes `range` of the partial object; undefined when it holds none of them (gone, or completed). */
  async read(key: string, range: ByteRange): Promise<Readable | undefined> {
    const { pieces, size } = contiguous(await this.pieces(key));
    if (range.end >= size) {
      if (size === 0) return undefined;
      throw new Error(`Partial object ${key} holds ${size} bytes, not the ${range.end + 1} to read up to`);
    }
    const overlapping = pieces.filter((piece) => piece.start <= range.end && piece.start + piece.size > range.start);
    return Readable.from(this.slices(overlapping, range));
  }

  /** Makes the stored object `target` of the partial object's bytes, then removes the pieces. */
  async complete(key: string, target: string): Promise<number> {
    const { pieces, size } = contiguous(await this.pieces(key));
    if (pieces.length === 0) await this.bucket.put(target, Buffer.alloc(0));
    else if (pieces.length === 1) await this.bucket.copy(pieces[0].name, target);
    else await this.bucket.upload(target, this.concatenation(pieces));
    await this.remove(key);
    return size;
  }

  async remove(key: string): Promise<void> {
    const names: string[] = [];
    for await (const object of this.bucket.list(partialFolder(key))) names.push(object.name);
    for (let start = 0; start < names.length; start += REMOVALS_AT_ONCE) {
      await Promise.all(names.slice(start, start + REMOVALS_AT_ONCE).map((name) => this.bucket.remove(name)));
    }
  }

  private async pieces(key: string): Promise<Piece[]> {
    const pieces: Piece[] = [];
    for await (const object of this.bucket.list(partialFolder(key))) {
      const start = pieceStart(object.name);
      if (start !== undefined) pieces.push({ name: object.name, start, size: object.size });
    }
    // Listed in name order, which the zero-padded offsets make byte order.
    return pieces;
  }

  /**
   * Keeps only the first `offset` bytes. Works from the end backwards, so that an interruption midway still
   * leaves a gapless start (cut again by the next append) rather than a hole.
   */
  private async cutBack(pieces: readonly Piece[], offset: number): Promise<void> {
    for (const piece of [...pieces].reverse()) {
      if (piece.start >= offset) {
        await this.bucket.remove(piece.name);
      } else if (piece.start + piece.size > offset) {
        const length = offset - piece.start;
        const kept = await this.bucket.open(piece.name, { start: 0, end: length - 1 });
        if (!kept) throw new Error(`Piece ${piece.name} vanished while being cut back`);
        // Sliced as well: some stores (s3rver among them) answer the one-byte range bytes=0-0 with everything.
        await this.bucket.put(piece.name, Buffer.concat(await kept.toArray()).subarray(0, length));
      }
    }
  }

  /** The part of each piece inside `range`, in order. */
  private async *slices(pieces: readonly Piece[], { start, end }: ByteRange): AsyncGenerator<Buffer> {
    for (const piece of pieces) {
      const from = Math.max(start - piece.start, 0);
      const to = Math.min(end - piece.start, piece.size - 1);
      const body = await this.bucket.open(piece.name, { start: from, end: to });
      if (!body) throw new Error(`Piece ${piece.name} vanished while being read`);
      // Sliced as well: some stores (s3rver among them) answer the one-byte range bytes=0-0 with everything.
      yield Buffer.concat(await body.toArray()).subarray(0, to - from + 1);
    }
  }

  private async *concatenation(pieces: readonly Piece[]): AsyncGenerator<Buffer> {
    for (const piece of pieces) {
      const body = await this.bucket.open(piece.name);
      if (!body) throw new Error(`Piece ${piece.name} vanished before its upload was completed`);
      yield* body as AsyncIterable<Buffer>;
    }
  }
}
