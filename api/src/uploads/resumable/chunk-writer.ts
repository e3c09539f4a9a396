import { Readable } from 'node:stream';
import type { StorageService } from '../../storage/storage.service.js';
import { ByteReader } from './byte-reader.js';
import { locateOffset } from './chunk-layout.js';

/** A file of a resumable upload, as the chunk writer needs it. */
export interface StagedFile {
  storageKey: string;
  filesize: number;
}

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
 * Writes one chunk body, starting at `offset` of the upload's byte sequence, into the files' partial
 * objects: the end of one file, then the next, and so on. Resolves with the upload's new offset. When the
 * body fails midway, rejects with ChunkInterruptedError carrying the offset reached, so the client can
 * resume from there rather than resend the whole chunk. The caller keeps the body within the upload.
 */
export async function writeChunk(
  storage: StorageService,
  files: readonly StagedFile[],
  offset: number,
  body: AsyncIterable<Buffer>,
): Promise<number> {
  let { index, within, before } = locateOffset(
    files.map((file) => file.filesize),
    offset,
  );
  const reader = new ByteReader(body);
  while (index < files.length && !reader.done) {
    const file = files[index];
    const wanted = file.filesize - within;
    if (wanted > 0) {
      let size: number;
      try {
        size = await storage.appendPartial(file.storageKey, within, Readable.from(reader.take(wanted)));
      } catch (error) {
        const kept = await storage.partialSize(file.storageKey).catch(() => within);
        throw new ChunkInterruptedError(before + Math.min(kept, file.filesize), error);
      }
      // The body ended inside this file.
      if (size < file.filesize) return before + size;
    }
    before += file.filesize;
    index++;
    within = 0;
  }
  return before + within;
}
