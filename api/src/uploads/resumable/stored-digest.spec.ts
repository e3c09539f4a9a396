import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Metrics } from '../../metrics/metrics.js';
import { LocalDiskStorage } from '../../storage/local-disk-storage.js';
import { READ_CHUNK_BYTES } from '../../storage/storage.service.js';
import { storedSha256 } from './stored-digest.js';

describe(storedSha256.name, () => {
  let directory: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-digest-'));
    storage = new LocalDiskStorage(join(directory, 'files'), join(directory, 'staging'), new Metrics());
    await storage.onModuleInit();
  });

  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('hashes every byte of an object read back in many chunks, each freed once the digest has its copy', async () => {
    const bytes = randomBytes(READ_CHUNK_BYTES * 40 + 123);
    const { key } = await storage.write(Readable.from([bytes]));
    expect(await storedSha256(storage, key)).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('hashes an empty object', async () => {
    const { key } = await storage.write(Readable.from([]));
    expect(await storedSha256(storage, key)).toBe(createHash('sha256').digest('hex'));
  });
});
