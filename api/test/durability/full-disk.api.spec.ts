import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Metrics } from '../../src/metrics/metrics.js';
import { newAccount } from '../support/accounts.js';
import { bodyOf, errorOf, folderOf, rawBodyOf, resumableOf } from '../support/answers.js';
import { create, sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { share, type TestFile, uploadWithFilePaths } from '../support/uploads.js';
import { LOCAL_DISK_ENV } from './support/local-disk-env.js';

/** What a write refused for want of disk answers, word for word. */
const STORAGE_FULL =
  'The server has run out of storage space, so this could not be saved. Nothing was kept; please try again later.';

const run = promisify(execFile);
const MIB = 1024 * 1024;
/** The data directory's file system: small enough to fill in a moment, large enough to start on. */
const DISK_BYTES = 12 * MIB;

/**
 * A real full disk: DATA_DIR (the SQLite file and stored files) on a tmpfs of a few MB that the test mounts
 * itself (as root, which this machine's tests run as) and fills. SQLite and local disk on every run, whatever
 * the run's database and storage, since it is their disk that fills.
 */
describe('a full disk', () => {
  let dataDir: string;
  let app: TestApp;
  let errors: jest.SpiedFunction<Logger['error']>;
  const earlier: TestFile[] = [
    { path: 'kept/a.txt', content: 'stored before the disk filled\n' },
    { path: 'kept/b.bin', content: Buffer.alloc(256 * 1024, 7) },
  ];
  let earlierCode: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sharecode-full-disk-'));
    try {
      await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', dataDir]);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(
        `This test needs to mount a tmpfs of ${DISK_BYTES / MIB} MiB on ${dataDir} (mount -t tmpfs, as root) to fill ` +
          `a real disk, and could not: ${(error as Error).message}`,
        { cause: error },
      );
    }
    app = await createTestApp({ dataDir, env: { DATABASE_URL: '', ...LOCAL_DISK_ENV } });
    earlierCode = await share(app, earlier, '24h');
  });

  afterAll(async () => {
    await app?.stop();
    await run('umount', [dataDir]);
    await app?.removeData();
  });

  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  /** Error lines about running out of space since the test began. */
  const spaceErrors = () =>
    errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('Out of storage space'));

  async function countedFull(): Promise<number> {
    const counted = (await app.app.get(Metrics).storageErrors.get()).values;
    return counted.find(({ labels }) => labels.kind === 'full')?.value ?? 0;
  }

  /** The earlier share, downloaded file by file, byte for byte. */
  async function expectEarlierShareIntact(): Promise<void> {
    const folder = folderOf(await app.http().get(`/api/folders/retrieve/${earlierCode}`).expect(200));
    for (const file of folder.files) {
      const received = rawBodyOf(await app.http().get(file.url).responseType('blob').expect(200));
      const sent = earlier.find((entry) => entry.path === file.filepath)!.content;
      expect(received.equals(Buffer.from(sent))).toBe(true);
    }
  }

  it('answers an upload that does not fit 507, keeps nothing of it, logs one line, and reports storage full', async () => {
    expect(bodyOf<{ storage: string }>(await app.http().get('/api/health').expect(200)).storage).toBe('up');
    const storedBefore = (await app.storedFiles()).sort();
    const foldersBefore = await app.folderCount();

    const refused = await uploadWithFilePaths(app, [{ path: 'big.bin', content: Buffer.alloc(2 * DISK_BYTES, 1) }]);

    expect(refused.status).toBe(507);
    expect(errorOf(refused)).toEqual({
      statusCode: 507,
      code: 'storage_full',
      message: STORAGE_FULL,
      error: 'Insufficient Storage',
    });
    expect((await app.storedFiles()).sort()).toEqual(storedBefore);
    expect(await app.folderCount()).toBe(foldersBefore);
    expect(spaceErrors()).toHaveLength(1);
    expect(spaceErrors()[0]).toMatch(/ENOSPC/);
    expect(await countedFull()).toBe(1);
    const health = await app.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({ storage: 'full', database: 'up', message: 'File storage is out of space.' });
    await expectEarlierShareIntact();
  });

  it('answers a resumable chunk that does not fit 507, keeping the offset acknowledged before it', async () => {
    const content = Buffer.alloc(2 * DISK_BYTES, 2);
    const { id } = resumableOf(await create(app, [{ path: 'big.bin', content }]).expect(201));
    await sendChunk(app, id, 0, content.subarray(0, MIB)).expect(200);

    const refused = await sendChunk(app, id, MIB, content.subarray(MIB));

    expect(refused.status).toBe(507);
    expect(errorOf(refused).code).toBe('storage_full');
    expect(errorOf(refused).message).toBe(STORAGE_FULL);
    expect(spaceErrors()).toHaveLength(1);
    expect(resumableOf(await app.http().get(`/api/resumable-uploads/${id}`).expect(200)).offset).toBe(MIB);
    await app.http().delete(`/api/resumable-uploads/${id}`).expect(204);
  });

  it('while the disk is full: answers database writes 507, keeps serving earlier shares, and recovers once there is room', async () => {
    const filler = join(dataDir, 'filler');
    await expect(writeFile(filler, Buffer.alloc(DISK_BYTES))).rejects.toThrow(/ENOSPC/);
    const fullBefore = await countedFull();

    expect((await app.http().get('/api/health').expect(503)).body).toMatchObject({ storage: 'full' });
    const signUp = await app.http().post('/api/signup').send(newAccount());
    expect(signUp.status).toBe(507);
    expect(errorOf(signUp).code).toBe('storage_full');
    expect(errorOf(signUp).message).toBe(STORAGE_FULL);
    expect(spaceErrors()).toHaveLength(1);
    expect(spaceErrors()[0]).toMatch(/SQLITE_FULL/);
    // Counted per failed query: a job of this process writing meanwhile may count too.
    expect(await countedFull()).toBeGreaterThan(fullBefore);
    expect((await uploadWithFilePaths(app, [{ path: 'small.txt', content: 'no room' }])).status).toBe(507);
    await expectEarlierShareIntact();

    await rm(filler);
    await share(app, [{ path: 'fits.txt', content: 'room again' }]);
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ storage: 'up' });
    await app.http().post('/api/signup').send(newAccount()).expect(201);
    await expectEarlierShareIntact();
  });
});
