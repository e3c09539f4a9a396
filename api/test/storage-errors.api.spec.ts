import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { Folder } from '../src/folders/folder.entity.js';
import { StorageService } from '../src/storage/storage.service.js';
import { eventually } from './support/poll.js';
import { rawDownload } from './support/raw-download.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { bytesOf, NESTED_FOLDER, share, type TestFile } from './support/uploads.js';
import { unzip } from './support/zip.js';
import { errorOf, retrievalOf } from './support/answers.js';

interface ListedFile {
  filepath: string;
  url: string;
}

interface Shared {
  code: string;
  linkKey: string;
  zipUrl: string;
  /** Download URL and storage key by path. */
  files: Map<string, { url: string; key: string }>;
}

/** A file big enough that a ZIP of it is still streaming well after its first bytes went out. */
const SLOW_FOLDER: TestFile[] = [
  { path: 'album/a-first.txt', content: 'first entry\n' },
  { path: 'album/b-middle.bin', content: Buffer.alloc(512 * 1024, 3) },
  { path: 'album/c-last.txt', content: 'last entry\n' },
];

describe('storage read errors during downloads', () => {
  let app: TestApp;
  let storage: StorageService;
  let logged: () => string[];

  beforeAll(async () => {
    app = await createTestApp();
    storage = app.app.get(StorageService);
  });

  afterAll(() => app.close());

  beforeEach(() => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    logged = () => [...error.mock.calls, ...warn.mock.calls, ...log.mock.calls].map(([line]) => String(line));
  });

  afterEach(() => jest.restoreAllMocks());

  async function shareFiles(files: TestFile[]): Promise<Shared> {
    const code = await share(app, files, '24h');
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    const folder = await app.dataSource
      .getRepository(Folder)
      .findOneOrFail({ where: { code }, relations: { files: true } });
    const keys = new Map(folder.files.map((file) => [file.filepath, file.storageKey]));
    const listed = new Map<string, { url: string; key: string }>(
      body.data.files.map((file: ListedFile) => [file.filepath, { url: file.url, key: keys.get(file.filepath)! }]),
    );
    return { code, linkKey: folder.linkKey, zipUrl: body.data.zipUrl, files: listed };
  }

  /** The one line logged about the failure: names the share and the key, never the link's key. */
  function expectLoggedOnce(shared: Shared, key: string): void {
    const lines = logged();
    expect(lines.filter((line) => line.includes(key))).toHaveLength(1);
    expect(lines.find((line) => line.includes(key))).toContain(`share ${shared.code}`);
    expect(lines.filter((line) => line.includes(shared.linkKey))).toEqual([]);
  }

  /** A stored stream that delivers `bytes` and then fails, as a storage connection reset mid-read does. */
  function failAfter(bytes: number, key: string): void {
    const read = storage.read.bind(storage);
    jest.spyOn(storage, 'read').mockImplementation(async (requested, range) => {
      if (requested !== key) return read(requested, range);
      const failing = new Readable({ read: () => undefined });
      failing.push(Buffer.alloc(bytes, 1));
      setTimeout(() => failing.destroy(new Error('connection reset by the storage')), 50);
      return failing;
    });
  }

  /** The server keeps serving: health, a file and a whole ZIP of another share. */
  async function expectServerUp(): Promise<void> {
    await app.http().get('/api/health').expect(200);
    const other = await shareFiles(NESTED_FOLDER);
    const file = await app.http().get(other.files.get(NESTED_FOLDER[0].path)!.url).expect(200);
    expect(file.text).toBe(NESTED_FOLDER[0].content);
    const zip = rawDownload(new URL(other.zipUrl, app.baseUrl).toString());
    const { status, body, complete } = await zip.done;
    expect({ status, complete }).toEqual({ status: 200, complete: true });
    expect([...(await unzip(body)).keys()].sort()).toEqual(NESTED_FOLDER.map((entry) => entry.path).sort());
  }

  it('cuts a ZIP off when a stored file is missing, logs it once, and keeps serving', async () => {
    const shared = await shareFiles(SLOW_FOLDER);
    const missing = shared.files.get('album/b-middle.bin')!.key;
    await storage.delete(missing);

    const { body, complete } = await rawDownload(new URL(shared.zipUrl, app.baseUrl).toString()).done;

    // No chunked terminator, so the client knows the transfer broke; and no central directory either.
    expect(complete).toBe(false);
    await expect(unzip(body)).rejects.toThrow();
    expectLoggedOnce(shared, missing);
    await expectServerUp();
  });

  it('cuts a ZIP off when the storage fails in the middle of an entry', async () => {
    const shared = await shareFiles(SLOW_FOLDER);
    const failing = shared.files.get('album/b-middle.bin')!.key;
    failAfter(64 * 1024, failing);

    const { status, body, complete } = await rawDownload(new URL(shared.zipUrl, app.baseUrl).toString()).done;

    expect({ status, complete }).toEqual({ status: 200, complete: false });
    expect(body.length).toBeGreaterThan(64 * 1024);
    await expect(unzip(body)).rejects.toThrow();
    expectLoggedOnce(shared, failing);
    jest.restoreAllMocks();
    await expectServerUp();
  });

  it('answers 410 for a ZIP whose first file is already gone, before any byte of it', async () => {
    const shared = await shareFiles(SLOW_FOLDER);
    const missing = shared.files.get('album/a-first.txt')!.key;
    await storage.delete(missing);

    const body = errorOf(await app.http().get(shared.zipUrl).expect(410));

    expect(body.message).toMatch(/^This share has expired/);
    expectLoggedOnce(shared, missing);
    await expectServerUp();
  });

  it('answers 410 for a single file already gone, and cuts one off that fails mid-stream', async () => {
    const shared = await shareFiles(SLOW_FOLDER);
    const gone = shared.files.get('album/c-last.txt')!;
    await storage.delete(gone.key);
    await app.http().get(gone.url).expect(410);
    expectLoggedOnce(shared, gone.key);

    const cut = shared.files.get('album/b-middle.bin')!;
    failAfter(64 * 1024, cut.key);
    const { status, body, complete } = await rawDownload(new URL(cut.url, app.baseUrl).toString()).done;

    // The headers promised the whole file; the client sees it end early.
    expect({ status, complete }).toEqual({ status: 200, complete: false });
    expect(body.length).toBeLessThan(bytesOf(SLOW_FOLDER[1].content).length);
    // The client may see the connection close before the server has logged why.
    await eventually(() => logged().some((line) => line.includes(cut.key)), 'the cut download is logged');
    expectLoggedOnce(shared, cut.key);
    jest.restoreAllMocks();
    await expectServerUp();
  });
});
