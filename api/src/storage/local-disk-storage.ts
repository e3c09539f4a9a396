import type { OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, opendir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, StorageService, type StoredObject, StoredObjectNotFoundError } from './storage.service.js';

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Stores each object as one file named by a random UUID in a single directory. Client-supplied names
 * never reach the file system; keys are checked against the UUID shape before any path is built.
 */
export class LocalDiskStorage extends StorageService implements OnModuleInit {
  constructor(private readonly directory: string) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async write(source: Readable): Promise<StoredObject> {
    const key = randomUUID();
    const path = this.pathOf(key);
    let size = 0;
    const counter = new PassThrough();
    counter.on('data', (chunk: Buffer) => (size += chunk.length));
    try {
      await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      await this.delete(key);
      throw error;
    }
    return { key, size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    // fs.createReadStream (callback reads) streams markedly faster than a FileHandle's promise-based one.
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
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

  async *keys(): AsyncIterable<string> {
    for await (const entry of await opendir(this.directory)) {
      if (entry.isFile() && KEY_PATTERN.test(entry.name)) yield entry.name;
    }
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new StoredObjectNotFoundError(key);
    return join(this.directory, key);
  }
}
