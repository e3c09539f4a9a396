import { once } from 'node:events';
import { fstat } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { Metrics } from '../metrics/metrics.js';
import { DEVICE_SYNC, type DiskSync } from './disk-sync.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { StorageFullException } from './storage-full.exception.js';
import { describeStorageContract } from './storage.contract.js';
import { MIN_READ_CHUNK_BYTES } from './read-chunks.js';
import { READ_CHUNK_BYTES } from './storage.service.js';

/** A storage in a directory of its own: `files/` for stored objects, `staging/` for partial ones. */
async function diskStorage(
  sync?: DiskSync,
): Promise<{ directory: string; storage: LocalDiskStorage; metrics: Metrics }> {
  const directory = await mkdtemp(join(tmpdir(), 'sharecode-storage-'));
  const metrics = new Metrics();
  const storage = new LocalDiskStorage(join(directory, 'files'), join(directory, 'staging'), metrics, sync);
  await storage.onModuleInit();
  return { directory, storage, metrics };
}

/** The device's flushes, each noted in `events` first: a file with the bytes it holds, a directory by name. */
function recordingSync(events: string[], failFileSync?: () => Error | undefined): DiskSync {
  return {
    async file(fd) {
      events.push(`flush file of ${(await promisify(fstat)(fd)).size} bytes`);
      const failure = failFileSync?.();
      if (failure) throw failure;
      await DEVICE_SYNC.file(fd);
    },
    async directory(path) {
      events.push(`flush directory ${basename(path)}`);
      await DEVICE_SYNC.directory(path);
    },
  };
}

function bytes(...pieces: string[]): Readable {
  return Readable.from(pieces.map((piece) => Buffer.from(piece)));
}

function* failingAfter(piece: string): Generator<Buffer> {
  yield Buffer.from(piece);
  throw new Error('connection cut');
}

/** The error a file system gives when it is out of space (or over a quota). */
function outOfSpace(code = 'ENOSPC'): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: no space left on device, write`), { code });
}

describe(LocalDiskStorage.name, () => {
  describeStorageContract(async () => {
    const { directory, storage } = await diskStorage();
    const listed = async (folder: string) =>
      (await readdir(join(directory, folder))).map((name) => `${folder}/${name}`);
    return {
      storage,
      contents: async () => [...(await listed('files')), ...(await listed('staging'))].sort(),
      close: () => rm(directory, { recursive: true, force: true }),
    };
  });

  describe('on disk', () => {
    let directory: string;
    let storage: LocalDiskStorage;

    beforeEach(async () => {
      ({ directory, storage } = await diskStorage());
    });

    afterEach(() => rm(directory, { recursive: true, force: true }));

    it('reads in chunks of READ_CHUNK_BYTES, not the 64 KiB Node defaults to', async () => {
      const bytes = Buffer.alloc(READ_CHUNK_BYTES * 2 + 10, 7);
      const { key } = await storage.write(Readable.from([bytes]));
      const chunks = (await (await storage.read(key)).toArray()) as Buffer[];
      expect(chunks.map((chunk) => chunk.length)).toEqual([READ_CHUNK_BYTES, READ_CHUNK_BYTES, 10]);
    });

    it('gives reads smaller chunks while many are open, and full ones again once they closed', async () => {
      const { key } = await storage.write(Readable.from([Buffer.alloc(READ_CHUNK_BYTES * 4, 1)]));
      const first = await storage.read(key);
      expect(first.readableHighWaterMark).toBe(READ_CHUNK_BYTES);
      const many = await Promise.all(Array.from({ length: 200 }, () => storage.read(key)));
      const crowded = await storage.read(key);
      expect(crowded.readableHighWaterMark).toBe(MIN_READ_CHUNK_BYTES);
      for (const stream of [first, ...many, crowded]) stream.destroy();
      await Promise.all([first, ...many, crowded].map((stream) => once(stream, 'close')));
      const alone = await storage.read(key);
      expect(alone.readableHighWaterMark).toBe(READ_CHUNK_BYTES);
      alone.destroy();
    });

    it('frees chunks handed over once they are written, and only those', async () => {
      const chunks = [0, 1, 2].map((fill) => Buffer.alloc(64 * 1024, fill));
      const kept = Buffer.alloc(64 * 1024, 3);
      const { key, size } = await storage.write(Readable.from([...chunks]), { chunksHandedOver: true });
      expect(size).toBe(3 * 64 * 1024);
      expect(chunks.map((chunk) => chunk.buffer.detached)).toEqual([true, true, true]);
      const stored = Buffer.concat((await (await storage.read(key)).toArray()) as Buffer[]);
      expect(stored.equals(Buffer.concat([0, 1, 2].map((fill) => Buffer.alloc(64 * 1024, fill))))).toBe(true);

      await storage.write(Readable.from([kept]));
      expect(kept.buffer.detached).toBe(false);
    });

    it('frees appended chunks handed over once they are written', async () => {
      const key = await storage.createPartial();
      const chunks = [4, 5].map((fill) => Buffer.alloc(64 * 1024, fill));
      expect(await storage.appendPartial(key, 0, Readable.from([...chunks]), { chunksHandedOver: true })).toBe(
        2 * 64 * 1024,
      );
      expect(chunks.map((chunk) => chunk.buffer.detached)).toEqual([true, true]);
      const kept = Buffer.alloc(64 * 1024, 6);
      await storage.appendPartial(key, 2 * 64 * 1024, Readable.from([kept]));
      expect(kept.buffer.detached).toBe(false);
      const stored = await storage.completePartial(key);
      const bytes = Buffer.concat((await (await storage.read(stored.key)).toArray()) as Buffer[]);
      expect(bytes.equals(Buffer.concat([4, 5, 6].map((fill) => Buffer.alloc(64 * 1024, fill))))).toBe(true);
    });

    it('lists stored keys and ignores foreign files', async () => {
      const first = await storage.write(Readable.from([Buffer.from('a')]));
      const second = await storage.write(Readable.from([Buffer.from('b')]));
      await writeFile(join(directory, 'files', 'notes.txt'), 'not ours');
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      expect(keys.sort()).toEqual([first.key, second.key].sort());
    });
  });

  describe('durable before it answers', () => {
    let directory: string;
    let storage: LocalDiskStorage;
    let metrics: Metrics;
    const events: string[] = [];
    let failFileSync: (() => Error | undefined) | undefined;

    beforeEach(async () => {
      events.length = 0;
      failFileSync = undefined;
      ({ directory, storage, metrics } = await diskStorage(recordingSync(events, () => failFileSync?.())));
    });

    afterEach(() => rm(directory, { recursive: true, force: true }));

    async function fullCount(): Promise<number> {
      const counted = (await metrics.storageErrors.get()).values;
      return counted.find(({ labels }) => labels.kind === 'full')?.value ?? 0;
    }

    it('flushes a written file with all its bytes, then its directory entry, before the write resolves', async () => {
      await storage.write(bytes('hello ', 'world'));
      events.push('write resolved');
      expect(events).toEqual(['flush file of 11 bytes', 'flush directory files', 'write resolved']);
    });

    it('flushes an appended chunk, then the staging directory, before the append resolves with the new offset', async () => {
      const key = await storage.createPartial();
      expect(await storage.appendPartial(key, 0, bytes('hello '))).toBe(6);
      events.push('append resolved');
      expect(await storage.appendPartial(key, 6, bytes('world'))).toBe(11);
      events.push('append resolved');
      expect(events).toEqual([
        'flush file of 6 bytes',
        'flush directory staging',
        'append resolved',
        'flush file of 11 bytes',
        'flush directory staging',
        'append resolved',
      ]);
    });

    it('flushes the bytes kept from a chunk that was cut short before the append rejects', async () => {
      const key = await storage.createPartial();
      await expect(storage.appendPartial(key, 0, Readable.from(failingAfter('0123')))).rejects.toThrow(
        'connection cut',
      );
      events.push('append rejected');
      expect(events).toEqual(['flush file of 4 bytes', 'flush directory staging', 'append rejected']);
      expect(await storage.partialSize(key)).toBe(4);
    });

    it('cuts an append whose flush failed back to the offset acknowledged before it', async () => {
      const key = await storage.createPartial();
      await storage.appendPartial(key, 0, bytes('abc'));
      failFileSync = () => new Error('EIO: i/o error, fdatasync');
      await expect(storage.appendPartial(key, 3, bytes('def'))).rejects.toThrow('EIO');
      expect(await storage.partialSize(key)).toBe(3);
    });

    it('flushes a file stored whole with all its bytes, then its directory entry, before storing resolves', async () => {
      const key = await storage.createPartial();
      await storage.storeWhole(key, [Buffer.from('hello '), Buffer.from('world')]);
      events.push('store resolved');
      expect(events).toEqual(['flush file of 11 bytes', 'flush directory files', 'store resolved']);
    });

    it('flushes the directory a completed object is renamed into before completing resolves', async () => {
      const key = await storage.createPartial();
      await storage.appendPartial(key, 0, bytes('abc'));
      events.length = 0;
      await storage.completePartial(key);
      events.push('complete resolved');
      const empty = await storage.createPartial();
      await storage.completePartial(empty);
      events.push('complete resolved');
      expect(events).toEqual([
        'flush directory files',
        'complete resolved',
        'flush directory files',
        'complete resolved',
      ]);
    });

    it('answers a write that found the disk full with StorageFullException, keeps nothing, and reports full', async () => {
      expect(await storage.check()).toBe('up');
      failFileSync = () => outOfSpace();
      await expect(storage.write(bytes('will not fit'))).rejects.toBeInstanceOf(StorageFullException);
      const key = await storage.createPartial();
      failFileSync = () => outOfSpace('EDQUOT');
      await expect(storage.appendPartial(key, 0, bytes('over quota'))).rejects.toBeInstanceOf(StorageFullException);
      expect(await readdir(join(directory, 'files'))).toEqual([]);
      expect(await storage.partialSize(key)).toBe(0);
      expect(await fullCount()).toBe(2);
      expect(await storage.check()).toBe('full');

      // Room again (a write fitted): health follows.
      failFileSync = undefined;
      const { key: fitted } = await storage.write(bytes('fits'));
      expect(await text(await storage.read(fitted))).toBe('fits');
      expect(await storage.check()).toBe('up');
    });

    it('passes other failures on as they are', async () => {
      await expect(storage.write(Readable.from(failingAfter('partial')))).rejects.toThrow('connection cut');
      expect(await fullCount()).toBe(0);
      expect(await storage.check()).toBe('up');
    });
  });
});
