import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageService } from '../../storage/storage.service.js';
import { Sha256Stage } from '../digest/sha256-stage.js';
import { freeChunk } from '../../common/free-written-chunks.js';

/**
 * SHA-256 (hex) of a stored object, read back once. For resumable uploads only: their chunks may reach any
 * instance, and a chunk cut off is trimmed back to the last acknowledged byte, so no one process sees every
 * byte of a file in order, and a hash's state cannot be saved between requests. Reading the assembled object
 * once at the finish costs one sequential read (hashed on the digest thread); a plain upload hashes its bytes
 * as they arrive.
 */
export async function storedSha256(storage: StorageService, key: string): Promise<string> {
  const digest = new Sha256Stage();
  // The digest has copied each chunk before passing it on: freed here, a gigabyte read back does not leave tens of
  // megabytes of chunks to the collector (see freeWrittenChunks).
  const drop = new Writable({
    write: (chunk, _encoding, done) => {
      freeChunk(chunk);
      done();
    },
  });
  await pipeline(await storage.read(key), digest, drop);
  return digest.sha256!;
}
