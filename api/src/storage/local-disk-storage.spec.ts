import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage.js';
import { READ_CHUNK_BYTES, StoredObjectNotFoundError } from './storage.service.js';

describe(LocalDiskStorage.name, () => {
  let directory: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-storage-'));
    storage = new LocalDiskStorage(join(directory, 'files'), join(directory, 'staging'));
    await storage.onModuleInit();
  });

  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('stores bytes under a generated key and reads them back', async () => {
    const { key, size } = await storage.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(size).toBe(11);
    expect(await storage.size(key)).toBe(11);
    expect(await text(await storage.read(key))).toBe('hello world');
  });

  it('reads an inclusive byte range', async () => {
    const { key } = await storage.write(Readable.from([Buffer.from('0123456789')]));
    expect(await text(await storage.read(key, { start: 2, end: 5 }))).toBe('2345');
  });

  it('reads in chunks of READ_CHUNK_BYTES, not the 64 KiB Node defaults to', async () => {
    const bytes = Buffer.alloc(READ_CHUNK_BYTES * 2 + 10, 7);
    const { key } = await storage.write(Readable.from([bytes]));
    const chunks: Buffer[] = await (await storage.read(key)).toArray();
    expect(chunks.map((chunk) => chunk.length)).toEqual([READ_CHUNK_BYTES, READ_CHUNK_BYTES, 10]);
  });

  it('removes the partial object when the source fails', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('client went away');
    }
    await expect(storage.write(Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await readdir(join(directory, 'files'))).toEqual([]);
  });

  it('lists stored keys and ignores foreign files', async () => {
    const first = await storage.write(Readable.from([Buffer.from('a')]));
    const second = await storage.write(Readable.from([Buffer.from('b')]));
    await writeFile(join(directory, 'files', 'notes.txt'), 'not ours');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys.sort()).toEqual([first.key, second.key].sort());
  });

  it('deletes idempotently and reports missing objects', async () => {
    const { key } = await storage.write(Readable.from([Buffer.from('a')]));
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    await expect(storage.size(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
  });

  describe('partial objects', () => {
    it('grows by appends, stays invisible until completed, then reads like any object', async () => {
      const key = await storage.createPartial();
      expect(await storage.partialSize(key)).toBe(0);
      expect(await storage.appendPartial(key, 0, Readable.from([Buffer.from('hello ')]))).toBe(6);
      expect(await storage.appendPartial(key, 6, Readable.from([Buffer.from('world')]))).toBe(11);
      const listed: string[] = [];
      for await (const stored of storage.keys()) listed.push(stored);
      expect(listed).toEqual([]);
      const partials: string[] = [];
      for await (const partial of storage.partialKeys()) partials.push(partial);
      expect(partials).toEqual([key]);

      expect(await storage.completePartial(key)).toEqual({ key, size: 11 });
      expect(await text(await storage.read(key))).toBe('hello world');
      expect(await readdir(join(directory, 'staging'))).toEqual([]);
    });

    it('keeps the bytes that arrived before the source failed', async () => {
      const key = await storage.createPartial();
      async function* cut() {
        yield Buffer.from('0123');
        throw new Error('connection cut');
      }
      await expect(storage.appendPartial(key, 0, Readable.from(cut()))).rejects.toThrow('connection cut');
      expect(await storage.partialSize(key)).toBe(4);
    });

    it('cuts off bytes past the offset before appending (never acknowledged to the client)', async () => {
      const key = await storage.createPartial();
      await storage.appendPartial(key, 0, Readable.from([Buffer.from('abcdef')]));
      expect(await storage.appendPartial(key, 3, Readable.from([Buffer.from('XY')]))).toBe(5);
      await storage.completePartial(key);
      expect(await text(await storage.read(key))).toBe('abcXY');
    });

    it('refuses to append after an offset the object has not reached', async () => {
      const key = await storage.createPartial();
      await expect(storage.appendPartial(key, 5, Readable.from([Buffer.from('x')]))).rejects.toThrow(/fewer than/);
    });

    it('completes a partial object nothing was appended to as an empty object, and deletes idempotently', async () => {
      const empty = await storage.createPartial();
      expect(await storage.completePartial(empty)).toEqual({ key: empty, size: 0 });
      const dropped = await storage.createPartial();
      await storage.appendPartial(dropped, 0, Readable.from([Buffer.from('x')]));
      await storage.deletePartial(dropped);
      await storage.deletePartial(dropped);
      expect(await storage.partialSize(dropped)).toBe(0);
      await expect(storage.partialSize('../files')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    });
  });

  it('refuses keys that are not generated ones', async () => {
    await expect(storage.read('../sharecode.sqlite')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
  });
});
