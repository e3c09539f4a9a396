import type { OnModuleInit } from '@nestjs/common';
import { close, createReadStream, createWriteStream, open as openFile, write, writev } from 'node:fs';
import { once } from 'node:events';
import {
  access,
  constants,
  type FileHandle,
  mkdir,
  open,
  opendir,
  rename,
  stat,
  truncate,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OpenReads } from './read-chunks.js';
import {
  type ByteRange,
  StorageService,
  type StoredObject,
  StoredObjectNotFoundError,
  type WriteOptions,
} from './storage.service.js';
import { freeChunk, freeWrittenChunks } from '../common/free-written-chunks.js';
import { isStorageKey, newStorageKey } from './storage-key.js';
import { writeInBatches } from './batched-writes.js';
import { DEVICE_SYNC, type DiskSync, sharingDirectoryFlushes } from './disk-sync.js';
import { DiskSpace, type SpaceState } from './disk-space.js';
import type { Metrics } from '../metrics/metrics.js';
import { StorageFullException } from './storage-full.exception.js';

/** Bytes of a partial object's append gathered before one write: few system calls, little memory. */
const APPEND_BATCH_BYTES = 1024 * 1024;

/** The file system calls of a write stream (its `fs` option); `fsync` is made when it is flushed before closing. */
interface StreamFs {
  open: typeof openFile;
  write: typeof write;
  writev: typeof writev;
  close: typeof close;
  fsync: (fd: number, done: (error: Error | null) => void) => void;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Stores each object as one file named by a random UUID in a single directory. Client-supplied names
 * never reach the file system; keys are checked against the UUID shape before any path is built.
 * Partial objects live in a staging directory beside it (on the same file system, so completing one is
 * a rename, not a copy) and are created on their first append.
 *
 * Durable before it answers: every write, append and completion is flushed to the device (the file, then its
 * directory entry) before its promise resolves, so what the caller records next survives a power cut. A full
 * disk answers 507 and leaves nothing half-written behind (see DiskSpace).
 */
export class LocalDiskStorage extends StorageService implements OnModuleInit {
  private readonly space: DiskSpace;
  /** The calls a write stream makes, Node's own, with the flush before closing (`flush: true`) through `sync`. */
  private readonly flushingFs: StreamFs;
  /** Open reads, which share READ_BUFFER_BUDGET_BYTES of read buffers. */
  private readonly openReads = new OpenReads();
  private readonly sync: DiskSync;

  constructor(
    private readonly directory: string,
    private readonly stagingDirectory: string,
    metrics: Metrics,
    sync: DiskSync = DEVICE_SYNC,
  ) {
    super();
    this.sync = sharingDirectoryFlushes(sync);
    this.space = new DiskSpace(directory, metrics);
    this.flushingFs = {
      open: openFile,
      write,
      writev,
      close,
      fsync: (fd, done) => void this.sync.file(fd).then(() => done(null), done),
    };
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await mkdir(this.stagingDirectory, { recursive: true });
  }

  async write(source: Readable, options: WriteOptions = {}): Promise<StoredObject> {
    const key = newStorageKey();
    const path = this.pathOf(key);
    // Flushed before it closes, and the pipeline resolves only once it has closed.
    const file = createWriteStream(path, { flags: 'wx', flush: true, fs: this.flushingFs });
    if (options.chunksHandedOver) freeWrittenChunks(file);
    try {
      await pipeline(source, file);
      await this.sync.directory(this.directory);
    } catch (error) {
      await this.delete(key);
      throw this.space.refusal(error);
    }
    this.space.fitted();
    return { key, size: file.bytesWritten };
  }

  read(key: string, range?: ByteRange): Promise<Readable> {
    return this.opened(key, (known) => this.pathOf(known), range);
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

  async check(): Promise<SpaceState> {
    await access(this.directory, constants.W_OK);
    await access(this.stagingDirectory, constants.W_OK);
    return this.space.state();
  }

  createPartial(): Promise<string> {
    return Promise.resolve(newStorageKey());
  }

  async appendPartial(key: string, offset: number, source: Readable, options: WriteOptions = {}): Promise<number> {
    const path = this.partialPathOf(key);
    try {
      const size = await this.partialSize(key);
      if (size < offset)
        throw new Error(`Partial object ${key} holds ${size} bytes, fewer than the ${offset} to append after`);
      if (size > offset) await truncate(path, offset);
      const file = await open(path, 'a');
      try {
        await writeInBatches(source, APPEND_BATCH_BYTES, async (pieces) => {
          await file.writev(pieces);
          if (options.chunksHandedOver) for (const piece of pieces) freeChunk(piece);
        });
      } finally {
        // Bytes kept from a source that failed are recorded as received too: flushed either way.
        await this.flushAppended(file, offset);
        // The first append created the file.
        await this.sync.directory(this.stagingDirectory);
      }
    } catch (error) {
      const refusal = this.space.refusal(error);
      // Out of space, what arrived of this append is not kept: the disk needs the room more than the upload
      // needs the bytes, which it sends again from the offset acknowledged before.
      if (refusal instanceof StorageFullException) await truncate(path, offset).catch(() => undefined);
      throw refusal;
    }
    this.space.fitted();
    return this.partialSize(key);
  }

  /**
   * Flushes and closes an appended file. When the flush fails, what this append wrote may not be on the device:
   * the file is cut back to `offset`, which an earlier answer acknowledged, so no offset is recorded for bytes a
   * power cut could take back.
   */
  private async flushAppended(file: FileHandle, offset: number): Promise<void> {
    try {
      await this.sync.file(file.fd);
    } catch (error) {
      await file.truncate(offset).catch(() => undefined);
      throw error;
    } finally {
      await file.close();
    }
  }

  async partialSize(key: string): Promise<number> {
    try {
      return (await stat(this.partialPathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  readPartial(key: string, range: ByteRange): Promise<Readable> {
    return this.opened(key, (known) => this.partialPathOf(known), range);
  }

  async storeWhole(key: string, bytes: readonly Buffer[]): Promise<StoredObject> {
    const path = this.pathOf(key);
    const size = bytes.reduce((sum, piece) => sum + piece.length, 0);
    try {
      const file = await open(path, 'w');
      try {
        const { bytesWritten } = await file.writev(bytes);
        if (bytesWritten !== size) throw new Error(`Wrote ${bytesWritten} of the ${size} bytes of ${key}`);
        await this.sync.file(file.fd);
      } finally {
        await file.close();
      }
      await this.sync.directory(this.directory);
    } catch (error) {
      await this.delete(key).catch(() => undefined);
      throw this.space.refusal(error);
    }
    // Bytes an interrupted attempt appended would otherwise be read while the file still counts as arriving.
    await this.unlinkPartial(key);
    this.space.fitted();
    return { key, size };
  }

  async completePartial(key: string): Promise<StoredObject> {
    const path = this.pathOf(key);
    try {
      try {
        // Its bytes were flushed as they were appended; the new name is flushed below.
        await rename(this.partialPathOf(key), path);
      } catch (error) {
        if (!isMissing(error)) throw error;
        // Nothing was ever appended: an empty file, which has no bytes to flush.
        await writeFile(path, '', { flag: 'wx' });
      }
      await this.sync.directory(this.directory);
    } catch (error) {
      throw this.space.refusal(error);
    }
    return { key, size: await this.size(key) };
  }

  deletePartial(key: string): Promise<void> {
    return this.unlinkPartial(key);
  }

  private async unlinkPartial(key: string): Promise<void> {
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

  /**
   * A read of object `key`'s file (where `locate` puts it), opened before anyone commits to a response; an
   * unknown key rejects, as a missing file does.
   */
  private async opened(key: string, locate: (key: string) => string, range?: ByteRange): Promise<Readable> {
    // fs.createReadStream (callback reads) streams markedly faster than a FileHandle's promise-based one.
    const stream = createReadStream(locate(key), { highWaterMark: this.openReads.nextChunkBytes(), ...range });
    this.openReads.track(stream);
    try {
      // A missing file is an error, not a truncated body.
      await once(stream, 'ready');
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectNotFoundError(key);
      throw error;
    }
    return stream;
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
