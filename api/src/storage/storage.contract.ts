import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { type StorageService, StoredObjectNotFoundError } from './storage.service.js';

/** A backend under test: a fresh, empty storage, and what the backend holds underneath it. */
export interface StorageUnderTest {
  storage: StorageService;
  /**
   * Every name the backend holds, sorted, stored objects as `files/{key}`: files in the local directories,
   * objects in the bucket. What the contract checks is left behind, whatever the API lists.
   */
  contents(): Promise<string[]>;
  close(): Promise<void> | void;
}

function bytes(...pieces: string[]): Readable {
  return Readable.from(pieces.map((piece) => Buffer.from(piece)));
}

function* failingAfter(piece: string, message: string): Generator<Buffer> {
  yield Buffer.from(piece);
  throw new Error(message);
}

async function all(keys: AsyncIterable<string>): Promise<string[]> {
  const listed: string[] = [];
  for await (const key of keys) listed.push(key);
  return listed.sort();
}

/**
 * What every StorageService must do, whatever keeps the bytes: run by each backend's spec against a fresh
 * storage per case. Behaviour only one backend has (read chunk sizes, multipart parts, outages) is checked
 * in that backend's own spec.
 */
export function describeStorageContract(open: () => Promise<StorageUnderTest>): void {
  describe('the storage contract', () => {
    let backend: StorageUnderTest;
    let storage: StorageService;

    beforeEach(async () => {
      backend = await open();
      storage = backend.storage;
    });

    afterEach(() => backend.close());

    it('stores bytes under a generated key and reads them back, whole and by range', async () => {
      const { key, size } = await storage.write(bytes('hello ', 'world'));
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(size).toBe(11);
      expect(await storage.size(key)).toBe(11);
      expect(await text(await storage.read(key))).toBe('hello world');
      expect(await text(await storage.read(key, { start: 2, end: 5 }))).toBe('llo ');
      expect(await backend.contents()).toEqual([`files/${key}`]);
    });

    it('stores every byte of a source already flowing when handed over (a byte counter listens to it)', async () => {
      const source = new PassThrough();
      let counted = 0;
      source.on('data', (chunk: Buffer) => (counted += chunk.length));
      const writing = storage.write(source);
      source.end(Buffer.from('counted bytes'));
      const { key, size } = await writing;
      expect({ size, counted }).toEqual({ size: 13, counted: 13 });
      expect(await text(await storage.read(key))).toBe('counted bytes');
    });

    it('reads an inclusive byte range', async () => {
      const { key } = await storage.write(bytes('0123456789'));
      expect(await text(await storage.read(key, { start: 2, end: 5 }))).toBe('2345');
    });

    it('leaves nothing behind when the source fails', async () => {
      await expect(storage.write(Readable.from(failingAfter('partial', 'client went away')))).rejects.toThrow(
        'client went away',
      );
      expect(await backend.contents()).toEqual([]);
    });

    it('lists stored keys', async () => {
      const first = await storage.write(bytes('a'));
      const second = await storage.write(bytes('b'));
      const keys = await all(storage.keys());
      expect(keys).toEqual([first.key, second.key].sort());
      expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    });

    it('deletes idempotently and reports missing objects', async () => {
      const { key } = await storage.write(bytes('a'));
      await storage.delete(key);
      await storage.delete(key);
      await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
      await expect(storage.size(key)).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    });

    it('refuses keys that are not generated ones', async () => {
      await expect(storage.read('../sharecode.sqlite')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
      await expect(storage.read('../other-bucket')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
    });

    describe('partial objects', () => {
      it('grows by appends, stays invisible until completed, then reads like any object', async () => {
        const key = await storage.createPartial();
        expect(await storage.partialSize(key)).toBe(0);
        expect(await storage.appendPartial(key, 0, bytes('hello '))).toBe(6);
        expect(await storage.appendPartial(key, 6, bytes('world'))).toBe(11);
        expect(await all(storage.keys())).toEqual([]);
        expect(await all(storage.partialKeys())).toEqual([key]);

        expect(await storage.completePartial(key)).toEqual({ key, size: 11 });
        expect(await text(await storage.read(key))).toBe('hello world');
        expect(await all(storage.partialKeys())).toEqual([]);
        expect(await backend.contents()).toEqual([`files/${key}`]);
      });

      it('keeps the bytes that arrived before the source failed', async () => {
        const key = await storage.createPartial();
        await expect(
          storage.appendPartial(key, 0, Readable.from(failingAfter('0123', 'connection cut'))),
        ).rejects.toThrow('connection cut');
        expect(await storage.partialSize(key)).toBe(4);
      });

      it('cuts off bytes past the offset before appending (never acknowledged to the client)', async () => {
        const key = await storage.createPartial();
        await storage.appendPartial(key, 0, bytes('abcdef'));
        expect(await storage.appendPartial(key, 3, bytes('XY'))).toBe(5);
        await storage.completePartial(key);
        expect(await text(await storage.read(key))).toBe('abcXY');
      });

      it('cuts off bytes past the offset across earlier appends', async () => {
        const key = await storage.createPartial();
        await storage.appendPartial(key, 0, bytes('abc'));
        await storage.appendPartial(key, 3, bytes('def'));
        await storage.appendPartial(key, 6, bytes('ghi'));
        expect(await storage.appendPartial(key, 4, bytes('XY'))).toBe(6);
        expect(await storage.appendPartial(key, 6, Readable.from([]))).toBe(6);
        await storage.completePartial(key);
        expect(await text(await storage.read(key))).toBe('abcdXY');
      });

      it('reads a range of what a partial object holds, across appends, until it is completed', async () => {
        const key = await storage.createPartial();
        await storage.appendPartial(key, 0, bytes('abc'));
        await storage.appendPartial(key, 3, bytes('def'));
        expect(await text(await storage.readPartial(key, { start: 0, end: 5 }))).toBe('abcdef');
        expect(await text(await storage.readPartial(key, { start: 2, end: 3 }))).toBe('cd');
        expect(await text(await storage.readPartial(key, { start: 5, end: 5 }))).toBe('f');
        await storage.completePartial(key);
        await expect(storage.readPartial(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(StoredObjectNotFoundError);
        await expect(storage.readPartial(await storage.createPartial(), { start: 0, end: 0 })).rejects.toBeInstanceOf(
          StoredObjectNotFoundError,
        );
      });

      it('stores bytes that came together as the object under its partial key, replacing an interrupted attempt', async () => {
        const key = await storage.createPartial();
        // An earlier attempt appended part of the file before it was cut off.
        await storage.appendPartial(key, 0, bytes('hel'));
        expect(await storage.storeWhole(key, [Buffer.from('hello '), Buffer.from('world')])).toEqual({ key, size: 11 });
        expect(await text(await storage.read(key))).toBe('hello world');
        expect(await storage.partialSize(key)).toBe(0);
        expect(await all(storage.partialKeys())).toEqual([]);
        // Stored again (the upload resumed before the file: its offset was never recorded), it is replaced.
        await storage.storeWhole(key, [Buffer.from('HELLO')]);
        expect(await text(await storage.read(key))).toBe('HELLO');
        expect(await backend.contents()).toEqual([`files/${key}`]);
      });

      it('refuses to append after an offset the object has not reached', async () => {
        const key = await storage.createPartial();
        await expect(storage.appendPartial(key, 5, bytes('x'))).rejects.toThrow(/fewer than/);
      });

      it('completes a partial object nothing was appended to as an empty object, and deletes idempotently', async () => {
        const empty = await storage.createPartial();
        expect(await storage.completePartial(empty)).toEqual({ key: empty, size: 0 });
        expect(await storage.size(empty)).toBe(0);
        const dropped = await storage.createPartial();
        await storage.appendPartial(dropped, 0, bytes('x'));
        await storage.deletePartial(dropped);
        await storage.deletePartial(dropped);
        expect(await storage.partialSize(dropped)).toBe(0);
        await expect(storage.partialSize('../files')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
      });
    });
  });
}
