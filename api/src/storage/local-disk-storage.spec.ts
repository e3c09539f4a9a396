import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from './local-disk-storage.js';
import { describeStorageContract } from './storage.contract.js';
import { READ_CHUNK_BYTES } from './storage.service.js';

/** A storage in a directory of its own: `files/` for stored objects, `staging/` for partial ones. */
async function diskStorage(): Promise<{ directory: string; storage: LocalDiskStorage }> {
  const directory = await mkdtemp(join(tmpdir(), 'sharecode-storage-'));
  const storage = new LocalDiskStorage(join(directory, 'files'), join(directory, 'staging'));
  await storage.onModuleInit();
  return { directory, storage };
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

    it('lists stored keys and ignores foreign files', async () => {
      const first = await storage.write(Readable.from([Buffer.from('a')]));
      const second = await storage.write(Readable.from([Buffer.from('b')]));
      await writeFile(join(directory, 'files', 'notes.txt'), 'not ours');
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      expect(keys.sort()).toEqual([first.key, second.key].sort());
    });
  });
});
