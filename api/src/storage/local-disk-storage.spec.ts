import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage.js';
import { StoredObjectNotFoundError } from './storage.service.js';

describe(LocalDiskStorage.name, () => {
  let directory: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-storage-'));
    storage = new LocalDiskStorage(join(directory, 'files'));
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

  it('refuses keys that are not generated ones', async () => {
    await expect(storage.read('../sharecode.sqlite')).rejects.toBeInstanceOf(StoredObjectNotFoundError);
  });
});
