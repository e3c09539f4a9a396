import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StorageService } from '../../storage/storage.service.js';
import { Sha256Stage } from '../digest/sha256-stage.js';
import { ByteReader } from './byte-reader.js';

/** A file of a resumable upload, as the chunk writer needs it. */
export interface StagedFile {
  storageKey: string;
  filesize: number;
}

/**
 * A file placed in the upload's byte sequence: the files laid end to end in list order, so that one offset says
 * how far the whole upload got, and one chunk may cover the end of one file and the start of the next (many small
 * files need few requests). Empty files take no byte of it.
 */
export interface PlacedFile extends StagedFile {
  /** Offset of its first byte in the upload's sequence. */
  start: number;
}

/** An upload's byte sequence as a chunk writes into it. */
export interface ChunkTarget<F extends PlacedFile> {
  /**
   * Its files in sequence order, from the one the chunk's offset falls in (earlier ones are skipped), read as the
   * chunk reaches them: an upload of many files is never held whole.
   */
  files: AsyncIterable<F> | Iterable<F>;
  /** The length of the whole sequence. */
  length: number;
}

/** What a chunk writer tells as it goes: bytes passed on to storage, and each file whose every byte is stored. */
export interface ChunkListener<F extends PlacedFile = PlacedFile> {
  /** The next bytes go to `file`. */
  writing?(file: F): void;
  /** `bytes` more were handed to storage (not yet flushed: for showing progress only). */
  passed(bytes: number): void;
  /**
   * Every byte of `file` is stored, durably, at `offset` of the upload (the file's end). `sha256` when all of its
   * bytes passed through this chunk (none came before it), so need not be read back to be hashed.
   */
  stored(file: F, offset: number, sha256: string | undefined): void;
}

const IGNORED: ChunkListener = { passed: () => undefined, stored: () => undefined };

/** A chunk body that ended in an error; the bytes before the error were kept. */
export class ChunkInterruptedError extends Error {
  constructor(
    /** The upload's offset after the bytes that were kept. */
    readonly offset: number,
    override readonly cause: unknown,
  ) {
    super(`The chunk was cut short at offset ${offset}`);
  }
}

/**
 * A chunk body that carried more bytes than the upload still needed. What it wrote into the file that ends the
 * upload is not kept (bytes of files it completed before are): a body longer than announced says that file is
 * not the one announced, so it must not open to recipients cut to its announced size.
 */
export class ChunkPastTheEndError extends Error {
  constructor(
    /** The upload's offset after the bytes that were kept. */
    readonly offset: number,
  ) {
    super(`The chunk ran past the end of the upload; the upload holds ${offset} bytes`);
  }
}

/**
 * Writes `piece` to the digest stage; resolves once the stage has taken it in (copied it, see Sha256Stage), or
 * failed (destroyed meanwhile: the digest is read as failed later).
 */
function copiedBy(stage: Writable, piece: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stage.off('close', done);
      resolve();
    };
    stage.on('close', done);
    stage.write(piece, done);
  });
}

/**
 * Passes pieces on untouched, counting them and feeding a copy to `digest` (when hashing). Beside the write
 * rather than in series with it: a failing body must leave storage every byte that arrived, which a stage in
 * between would hold back.
 */
async function* counted(
  pieces: AsyncIterable<Buffer>,
  listener: ChunkListener,
  digest: Sha256Stage | undefined,
): AsyncGenerator<Buffer> {
  for await (const piece of pieces) {
    listener.passed(piece.length);
    // On only once the digest has taken its copy: storage frees a piece as soon as it is written.
    if (digest) await copiedBy(digest, piece);
    yield piece;
  }
}

/** Appends the next bytes of one file, hashing them when the file starts here; resolves its size and digest. */
async function appendFile(
  storage: StorageService,
  file: StagedFile,
  within: number,
  reader: ByteReader,
  listener: ChunkListener,
): Promise<{ size: number; sha256: string | undefined }> {
  const digest = within === 0 ? new Sha256Stage() : undefined;
  // Only the digest matters: what the stage passes on is dropped, and its failure is the digest's (read below).
  digest?.resume();
  digest?.on('error', () => undefined);
  try {
    const pieces = counted(reader.take(file.filesize - within), listener, digest);
    const size = await storage.appendPartial(file.storageKey, within, Readable.from(pieces), {
      chunksHandedOver: true,
    });
    if (!digest || size < file.filesize) return { size, sha256: undefined };
    digest.end();
    await finished(digest);
    return { size, sha256: digest.sha256 };
  } finally {
    digest?.destroy();
  }
}

/**
 * Whether `reader`'s body ends here, at the end of the upload, or runs past it (ChunkPastTheEndError, the upload
 * left at `kept`). Cut off while waiting to know, it is a chunk interrupted at `kept`: a body that never ended
 * does not say the file is whole.
 */
async function endsHere(reader: ByteReader, kept: number): Promise<void> {
  let ended: boolean;
  try {
    ended = await reader.atEnd();
  } catch (error) {
    throw new ChunkInterruptedError(kept, error);
  }
  if (!ended) throw new ChunkPastTheEndError(kept);
}

/**
 * Writes one chunk body, starting at `offset` of the upload's byte sequence, into the files' partial
 * objects: the end of one file, then the next, and so on, telling `listener` of each file that is whole as
 * soon as it is. Resolves with the upload's new offset. When the body fails midway, rejects with
 * ChunkInterruptedError carrying the offset reached, so the client can resume from there rather than resend
 * the whole chunk. Never writes past the upload's end: a body that runs past it rejects with
 * ChunkPastTheEndError, whatever pieces its bytes came in. Throws RangeError for an offset outside the sequence.
 */
export async function writeChunk<F extends PlacedFile>(
  storage: StorageService,
  target: ChunkTarget<F>,
  offset: number,
  body: AsyncIterable<Buffer>,
  listener: ChunkListener<F> = IGNORED,
): Promise<number> {
  const { length } = target;
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > length)
    throw new RangeError(`Offset ${offset} is not a byte position of the upload (${length} bytes)`);
  let position = offset;
  const reader = new ByteReader(body);
  for await (const file of target.files) {
    if (reader.done) break;
    const end = file.start + file.filesize;
    // Empty files, and those the chunk starts after, take none of its bytes.
    if (end <= position) continue;
    const within = position - file.start;
    listener.writing?.(file);
    let written: { size: number; sha256: string | undefined };
    try {
      written = await appendFile(storage, file, within, reader, listener);
    } catch (error) {
      const kept = await storage.partialSize(file.storageKey).catch(() => within);
      throw new ChunkInterruptedError(file.start + Math.min(kept, file.filesize), error);
    }
    // The body ended inside this file.
    if (written.size < file.filesize) return file.start + written.size;
    // The file that ends the upload is whole only if the body ends with it.
    if (end === length) await endsHere(reader, position);
    listener.stored(file, end, written.sha256);
    position = end;
  }
  // A chunk sent once every byte is there (or ending in empty files) carries nothing.
  if (position === length) await endsHere(reader, length);
  return position;
}
