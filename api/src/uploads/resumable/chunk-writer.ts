import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StorageService } from '../../storage/storage.service.js';
import { Sha256Stage } from '../digest/sha256-stage.js';
import { ByteReader } from './byte-reader.js';
import { ChunkInterruptedError, ChunkPastTheEndError } from './chunk-errors.js';
import { WHOLE_FILE_BYTES, WholeFileStores } from './whole-files.js';

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

/** How a file whose every byte is stored got there. */
export interface StoredFile {
  /** Its SHA-256, when all of its bytes passed through this chunk (none came before it): need not be read back. */
  sha256?: string;
  /** Stored as its object in one step (StorageService.storeWhole): there is no partial object to complete. */
  whole: boolean;
}

/** What a chunk writer tells as it goes: bytes passed on to storage, and each file whose every byte is stored. */
export interface ChunkListener<F extends PlacedFile = PlacedFile> {
  /** The next bytes stream into `file`'s partial object. */
  writing?(file: F): void;
  /**
   * `bytes` more arrived for storage (not yet flushed, or still held to be stored whole: for showing progress, and
   * for noticing soon that the share ended, only).
   */
  passed(bytes: number): void;
  /** Every byte of `file` is stored, durably, at `offset` of the upload (the file's end). */
  stored(file: F, offset: number, how: StoredFile): void;
}

const IGNORED: ChunkListener = { passed: () => undefined, stored: () => undefined };

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

/** The bytes of one file a body brought, all of them unless it ended or failed first (`failure`). */
interface Taken {
  bytes: Buffer[];
  size: number;
  failure?: { error: unknown };
}

async function takeAll(reader: ByteReader, length: number, listener: Pick<ChunkListener, 'passed'>): Promise<Taken> {
  const taken: Taken = { bytes: [], size: 0 };
  try {
    for await (const piece of reader.take(length)) {
      taken.bytes.push(piece);
      taken.size += piece.length;
      listener.passed(piece.length);
    }
  } catch (error) {
    taken.failure = { error };
  }
  return taken;
}

/**
 * Keeps what a body brought of `file` before it ended or failed, in its partial object, so a resumed upload need
 * not send it again; resolves the upload's offset after it, or rejects with the chunk's interruption there.
 */
async function keepTaken<F extends PlacedFile>(
  storage: StorageService,
  file: F,
  taken: Taken,
  listener: ChunkListener<F>,
): Promise<number> {
  let kept = 0;
  try {
    listener.writing?.(file);
    if (taken.size > 0) kept = await storage.appendPartial(file.storageKey, 0, Readable.from(taken.bytes));
  } catch (error) {
    kept = await storage.partialSize(file.storageKey).catch(() => 0);
    throw new ChunkInterruptedError(file.start + kept, error);
  }
  if (taken.failure) throw new ChunkInterruptedError(file.start + kept, taken.failure.error);
  return file.start + kept;
}

/**
 * Writes one chunk body, starting at `offset` of the upload's byte sequence, into the files' partial
 * objects: the end of one file, then the next, and so on, telling `listener` of each file that is whole as
 * soon as it is. A small file the chunk carries whole is stored whole instead, several at a time
 * (WholeFileStores). Resolves with the upload's new offset. When the body fails midway, rejects with
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
  const wholes = new WholeFileStores(storage, listener);
  try {
    for await (const file of target.files) {
      if (reader.done) break;
      const end = file.start + file.filesize;
      // Empty files, and those the chunk starts after, take none of its bytes.
      if (end <= position) continue;
      const within = position - file.start;
      if (within === 0 && file.filesize <= WHOLE_FILE_BYTES) {
        const taken = await takeAll(reader, file.filesize, listener);
        if (taken.size < file.filesize) {
          // The files before it are stored first: the offset to resume from passes them.
          await wholes.drain();
          return await keepTaken(storage, file, taken, listener);
        }
        // The file that ends the upload is whole only if the body ends with it.
        if (end === length) {
          await wholes.drain();
          await endsHere(reader, position);
        }
        await wholes.add(file, taken.bytes);
        position = end;
        continue;
      }
      await wholes.drain();
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
      listener.stored(file, end, { sha256: written.sha256, whole: false });
      position = end;
    }
    await wholes.drain();
  } finally {
    // Stopped early: files still being stored are waited for (and kept), not told.
    await wholes.abandon();
  }
  // A chunk sent once every byte is there (or ending in empty files) carries nothing.
  if (position === length) await endsHere(reader, length);
  return position;
}
