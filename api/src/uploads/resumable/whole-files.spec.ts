import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { StorageService, StoredObject } from '../../storage/storage.service.js';
import { ChunkInterruptedError } from './chunk-errors.js';
import { type ChunkListener, type PlacedFile, writeChunk } from './chunk-writer.js';
import { WHOLE_FILE_BYTES, WHOLE_FILES_IN_FLIGHT } from './whole-files.js';

/** Storage whose whole-file stores end only when the spec says so; appends are kept in memory. */
function heldStorage() {
  const storing = new Map<string, { end: (error?: Error) => void }>();
  const appended = new Map<string, number>();
  let mostAtOnce = 0;
  const storage = {
    storeWhole: (key: string, bytes: readonly Buffer[]) =>
      new Promise<StoredObject>((resolve, reject) => {
        const size = bytes.reduce((sum, piece) => sum + piece.length, 0);
        storing.set(key, {
          end: (error) => (error ? reject(error) : resolve({ key, size })),
        });
        mostAtOnce = Math.max(mostAtOnce, [...storing.keys()].length);
      }).finally(() => storing.delete(key)),
    appendPartial: async (key: string, offset: number, source: Readable) => {
      let size = offset;
      for await (const piece of source) size += (piece as Buffer).length;
      appended.set(key, size);
      return size;
    },
    partialSize: (key: string) => Promise.resolve(appended.get(key) ?? 0),
  } as unknown as StorageService;
  return { storage, storing, appended, mostAtOnce: () => mostAtOnce };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** `count` files of `size` bytes laid end to end, each byte its file's index. */
function smallFiles(count: number, size: number): { files: PlacedFile[]; bytes: Buffer } {
  const files = Array.from({ length: count }, (_, index) => ({
    storageKey: `key-${index}`,
    filesize: size,
    start: index * size,
  }));
  const bytes = Buffer.concat(files.map((_, index) => Buffer.alloc(size, index)));
  return { files, bytes };
}

describe('a chunk of whole small files', () => {
  it('stores several at a time, and tells each in the upload order once every file before it is stored', async () => {
    const { storage, storing, mostAtOnce } = heldStorage();
    const { files, bytes } = smallFiles(WHOLE_FILES_IN_FLIGHT + 4, 100);
    const told: Array<[string, number, boolean]> = [];
    let passed = 0;
    const listener: ChunkListener = {
      passed: (count) => (passed += count),
      stored: (file, offset, how) => told.push([file.storageKey, offset, how.whole]),
    };
    const written = writeChunk(storage, { files, length: bytes.length }, 0, Readable.from([bytes]), listener);
    await turn();
    expect(mostAtOnce()).toBe(WHOLE_FILES_IN_FLIGHT);
    // The second file is stored before the first: neither is told until the first is.
    storing.get('key-1')?.end();
    await turn();
    expect(told).toEqual([]);
    storing.get('key-0')?.end();
    await turn();
    expect(told.map(([key]) => key)).toEqual(['key-0', 'key-1']);
    while (storing.size > 0) {
      for (const store of [...storing.values()]) store.end();
      await turn();
    }
    expect(await written).toBe(bytes.length);
    expect(told).toEqual(files.map((file) => [file.storageKey, file.start + 100, true]));
    expect(passed).toBe(bytes.length);
  });

  it('tells each file stored while the body waits for its next bytes', async () => {
    const { storage, storing } = heldStorage();
    const { files, bytes } = smallFiles(5, 100);
    const told: string[] = [];
    const listener: ChunkListener = { passed: () => undefined, stored: (file) => told.push(file.storageKey) };
    const body = new PassThrough();
    const written = writeChunk(storage, { files, length: bytes.length }, 0, body, listener);
    // A slow uplink: three files and part of the fourth, then nothing for a while.
    body.write(bytes.subarray(0, 350));
    await turn();
    for (const store of [...storing.values()]) store.end();
    await turn();
    expect(told).toEqual(['key-0', 'key-1', 'key-2']);
    body.end(bytes.subarray(350));
    let settled = false;
    void written.finally(() => (settled = true));
    while (!settled) {
      for (const store of [...storing.values()]) store.end();
      await turn();
    }
    expect(await written).toBe(bytes.length);
    expect(told).toEqual(files.map((file) => file.storageKey));
  });

  it('stops at the start of the first file that could not be stored, having told the ones before it', async () => {
    const { storage, storing } = heldStorage();
    const { files, bytes } = smallFiles(4, 100);
    const told: string[] = [];
    const listener: ChunkListener = { passed: () => undefined, stored: (file) => told.push(file.storageKey) };
    const failed = writeChunk(storage, { files, length: bytes.length }, 0, Readable.from([bytes]), listener).catch(
      (error: unknown) => error,
    );
    await turn();
    storing.get('key-0')?.end();
    storing.get('key-2')?.end();
    storing.get('key-1')?.end(new Error('EIO'));
    await turn();
    // Stored, but after the file that failed: waited for, not told (the upload resumes before it).
    storing.get('key-3')?.end();
    const failure = await failed;
    expect(failure).toBeInstanceOf(ChunkInterruptedError);
    expect((failure as ChunkInterruptedError).offset).toBe(100);
    expect(told).toEqual(['key-0']);
    expect(storing.size).toBe(0);
  });

  it('appends what came of a small file before the body ended, once the files before it are stored', async () => {
    const { storage, storing, appended } = heldStorage();
    const { files, bytes } = smallFiles(3, 100);
    const told: string[] = [];
    const listener: ChunkListener = { passed: () => undefined, stored: (file) => told.push(file.storageKey) };
    const written = writeChunk(storage, { files, length: 300 }, 0, Readable.from([bytes.subarray(0, 250)]), listener);
    await turn();
    for (const store of [...storing.values()]) store.end();
    expect(await written).toBe(250);
    expect(told).toEqual(['key-0', 'key-1']);
    expect(appended.get('key-2')).toBe(50);
  });

  it('appends a file larger than WHOLE_FILE_BYTES as it streams, hashing it on the way', async () => {
    const { storage, appended } = heldStorage();
    const large = Buffer.alloc(WHOLE_FILE_BYTES + 1, 7);
    const file = { storageKey: 'large', filesize: large.length, start: 0 };
    let how: { sha256?: string; whole: boolean } | undefined;
    const listener: ChunkListener = { passed: () => undefined, stored: (_file, _offset, told) => (how = told) };
    await writeChunk(storage, { files: [file], length: large.length }, 0, Readable.from([large]), listener);
    expect(appended.get('large')).toBe(large.length);
    expect(how).toEqual({ sha256: createHash('sha256').update(large).digest('hex'), whole: false });
  });
});
