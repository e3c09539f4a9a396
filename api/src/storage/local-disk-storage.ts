import type { OnModuleInit } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { access, constants, mkdir, open, opendir, rename, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  READ_CHUNK_BYTES,
  StorageService,
  type StoredObject,
  StoredObjectNotFoundError,
} from './storage.service.js';
import { isStorageKey, newStorageKey } from './storage-key.js';
import { writeInBatches } from './batched-writes.js';

/** Bytes of a partial object's append gathered before one write: few system calls, little memory. */
const APPEND_BATCH_BYTES = 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Stores each object as one file named by a random UUID in a single directory. Client-supplied names
 * never reach the file system; keys are checked against the UUID shape before any path is built.
 * Partial objects live in a staging directory beside it (on the same file system, so completing one is
 * a rename, not a copy) and are created on their first append.
 */
export class LocalDiskStorage extends StorageService implements OnModuleInit {
  constructor(
    private readonly directory: string,
    private readonly stagingDirectory: string,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await mkdir(this.stagingDirectory, { recursive: true });
  }

  async write(source: Readable): Promise<StoredObject> {
    const key = newStorageKey();
    const path = this.pathOf(key);
    const file = createWriteStream(path, { flags: 'wx' });
    try {
      await pipeline(source, file);
    } catch (error) {
      await this.delete(key);
      throw error;
    }
    return { key, size: file.bytesWritten };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    // fs.createReadStream (callback reads) streams markedly faster than a FileHandle's promise-based one.
    const stream = createReadStream(this.pathOf(key), { highWaterMark: READ_CHUNK_BYTES, ...range });
    try {
      // Opened before anyone commits to a response: a missing file is an error, not a truncated body.
      await once(stream, 'ready');
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectNotFoundError(key);
      throw error;
    }
    return stream;
  }

  async size(key: string): Promise<number> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *keys(storedBefore?: Date): AsyncIterable<string> {
    for await (const entry of await opendir(this.directory)) {
      if (!entry.isFile() || !isStorageKey(entry.name)) continue;
      if (storedBefore && (await this.modifiedAt(entry.name)) >= storedBefore.getTime()) continue;
      yield entry.name;
    }
  }

  /** When the file was last written (ms); a file deleted meanwhile counts as new, so nothing acts on it. */
  private async modifiedAt(key: string): Promise<number> {
    try {
      return (await stat(this.pathOf(key))).mtimeMs;
    } catch (error) {
      if (isMissing(error)) return Number.POSITIVE_INFINITY;
      throw error;
    }
  }

  async check(): Promise<void> {
    await access(this.directory, constants.W_OK);
    await access(this.stagingDirectory, constants.W_OK);
  }

  createPartial(): Promise<string> {
    return Promise.resolve(newStorageKey());
  }

  async appendPartial(key: string, offset: number, source: Readable): Promise<number> {
    const path = this.partialPathOf(key);
    const size = await this.partialSize(key);
    if (size < offset)
      throw new Error(`Partial object ${key} holds ${size} bytes, fewer than the ${offset} to append after`);
    if (size > offset) await truncate(path, offset);
    const file = await open(path, 'a');
    try {
      await writeInBatches(source, APPEND_BATCH_BYTES, async (pieces) => {
        await file.writev(pieces);
      });
    } finally {
      await file.close();
    }
    return this.partialSize(key);
  }

  async partialSize(key: string): Promise<number> {
    try {
      return (await stat(this.partialPathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  async completePartial(key: string): Promise<StoredObject> {
    try {
      await rename(this.partialPathOf(key), this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
      // Nothing was ever appended: an empty file.
      await writeFile(this.pathOf(key), '', { flag: 'wx' });
    }
    return { key, size: await this.size(key) };
  }

  async deletePartial(key: string): Promise<void> {
    try {
      await unlink(this.partialPathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *partialKeys(): AsyncIterable<string> {
    for await (const entry of await opendir(this.stagingDirectory)) {
      if (entry.isFile() && isStorageKey(entry.name)) yield entry.name;
    }
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new StoredObjectNotFoundError(key);
    return join(this.directory, key);
  }

  private partialPathOf(key: string): string {
    if (!isStorageKey(key)) throw new StoredObjectNotFoundError(key);
    return join(this.stagingDirectory, key);
  }
}
