import { expect } from '@jest/globals';
import { CodeClaim } from '../src/code-space/code-claim.entity.js';
import { CODE_SPACE, formatCode } from '../src/code-space/codes.js';
import { Folder } from '../src/folders/folder.entity.js';
import { decodeQrDataUrl } from './support/qr.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app.js';
import {
  NESTED_FOLDER,
  share,
  sizeOf,
  uploadWithFilePaths,
  uploadWithPartNames,
  uploadWithRawLists,
} from './support/uploads.js';
import { errorOf, retrievalOf, uploadedOf } from './support/answers.js';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/upload', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('shares a folder sent as files plus a filePaths list (the data-sharing page)', async () => {
    const response = await uploadWithFilePaths(app, NESTED_FOLDER).expect(201);
    const { folderCode, folderUrl, qrCode, expiresAt, retention, files } = uploadedOf(response);
    expect(folderCode).toMatch(/^\d{4}$/);
    // The link shows the code, then 128 random bits.
    expect(folderUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/s/${folderCode}-[A-Za-z0-9_-]{22}$`));
    expect(decodeQrDataUrl(qrCode)).toBe(folderUrl);
    expect(retention).toBe('2h');
    expect(new Date(expiresAt).getTime()).toBe(app.clock.now().getTime() + TWO_HOURS_MS);
    expect(files).toEqual(
      NESTED_FOLDER.map((file) => ({
        filename: file.path.slice(file.path.lastIndexOf('/') + 1),
        filepath: file.path,
        filesize: sizeOf(file),
      })),
    );
  });

  it('shares files sent with filenamesRaw, filepathsRaw and filesizeRaw (the feature page)', async () => {
    const response = await uploadWithRawLists(app, NESTED_FOLDER).expect(201);
    expect(uploadedOf(response).files.map((file: { filepath: string }) => file.filepath)).toEqual(
      NESTED_FOLDER.map((file) => file.path),
    );
    expect(uploadedOf(response).files[1]).toEqual({
      filename: 'beach.jpg',
      filepath: 'holiday/photos/beach.jpg',
      filesize: 9,
    });
  });

  it('takes paths from the part filenames when no list is sent', async () => {
    const response = await uploadWithPartNames(app, NESTED_FOLDER).expect(201);
    expect(uploadedOf(response).files.map((file: { filepath: string }) => file.filepath)).toEqual(
      NESTED_FOLDER.map((file) => file.path),
    );
  });

  it('accepts the list before the files as well', async () => {
    const upload = app
      .http()
      .post('/api/upload')
      .field('filePaths', JSON.stringify(['x/one.txt', 'x/two.txt']));
    upload.attach('files', Buffer.from('1'), 'whatever-1');
    upload.attach('files', Buffer.from('22'), 'whatever-2');
    const response = await upload.expect(201);
    expect(uploadedOf(response).files).toEqual([
      { filename: 'one.txt', filepath: 'x/one.txt', filesize: 1 },
      { filename: 'two.txt', filepath: 'x/two.txt', filesize: 2 },
    ]);
  });

  it('answers the same on /api/upload-folder (the test page)', async () => {
    const response = await uploadWithFilePaths(app, NESTED_FOLDER, { endpoint: '/api/upload-folder' }).expect(201);
    expect(uploadedOf(response).folderCode).toMatch(/^\d{4}$/);
    expect(uploadedOf(response).files).toHaveLength(NESTED_FOLDER.length);
  });

  it('keeps a share for 24 hours or until downloaded when asked', async () => {
    for (const retention of ['24h', 'download']) {
      const response = await uploadWithFilePaths(app, NESTED_FOLDER, { retention }).expect(201);
      expect(uploadedOf(response).retention).toBe(retention);
      expect(new Date(uploadedOf(response).expiresAt).getTime()).toBe(app.clock.now().getTime() + DAY_MS);
    }
  });

  it('normalises paths: backslashes, leading ./ and /, Unicode to NFC', async () => {
    const paths = ['.\\win\\file.txt', '/abs/file.txt', 'cafe\u0301/menu.txt'];
    const files = paths.map((path, index) => ({ path, content: `file ${index}` }));
    const response = await uploadWithFilePaths(app, files).expect(201);
    expect(uploadedOf(response).files.map((file: { filepath: string }) => file.filepath)).toEqual([
      'win/file.txt',
      'abs/file.txt',
      'caf\u00e9/menu.txt',
    ]);
  });

  it('stores exactly the bytes sent, and a zero-byte file', async () => {
    const code = await share(app, [
      { path: 'empty.txt', content: '' },
      { path: 'data.bin', content: Buffer.from([0, 1, 2, 255]) },
    ]);
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    expect(body.data.files.map((file: { filesize: number }) => file.filesize)).toEqual([4, 0]);
  });
});

describe('POST /api/upload rejects bad input and keeps what is stored', () => {
  let app: TestApp;
  let existingCode: string;
  let storedBefore: string[];

  beforeAll(async () => {
    app = await createTestApp();
    existingCode = await share(app);
    storedBefore = (await app.storedFiles()).sort();
  });

  afterAll(() => app.close());

  afterEach(async () => {
    // Nothing of the rejected upload is left, and the earlier share is intact.
    expect((await app.storedFiles()).sort()).toEqual(storedBefore);
    expect(await app.folderCount()).toBe(1);
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${existingCode}`).expect(200));
    expect(body.data.files).toHaveLength(NESTED_FOLDER.length);
  });

  async function rejects(
    paths: unknown,
    code: string,
    params: Record<string, unknown>,
    message: RegExp,
    files = NESTED_FOLDER.slice(0, 2),
  ) {
    const response = await uploadWithFilePaths(app, files, { paths }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code,
      message: expect.stringMatching(message),
      error: 'Bad Request',
      params,
    });
  }

  it('rejects a parent-folder path, naming it', async () => {
    await rejects(
      ['ok.txt', '../../etc/passwd'],
      'invalid_file_path',
      { path: '../../etc/passwd' },
      /Invalid file path "\.\.\/\.\.\/etc\/passwd"/,
    );
  });

  it('rejects traversal hidden in a part filename', async () => {
    const response = await uploadWithPartNames(app, [{ path: 'a/../../escape.txt', content: 'x' }]).expect(400);
    expect(errorOf(response).code).toBe('invalid_file_path');
    expect(errorOf(response).message).toMatch(/Invalid file path .*escape\.txt.*"\.\."/);
  });

  it('rejects NUL and control characters, showing them escaped', async () => {
    await rejects(
      ['ok.txt', 'bad\u0000name.txt'],
      'invalid_file_path',
      { path: 'bad\u0000name.txt' },
      /Invalid file path "bad\\u0000name\.txt": it contains control characters/,
    );
    await rejects(
      ['ok.txt', 'line\nbreak.txt'],
      'invalid_file_path',
      { path: 'line\nbreak.txt' },
      /"line\\nbreak\.txt".*control characters/,
    );
  });

  it('rejects drive letters and empty segments', async () => {
    await rejects(
      ['ok.txt', 'C:\\Windows\\evil.dll'],
      'invalid_file_path',
      { path: 'C:\\Windows\\evil.dll' },
      /drive letter/,
    );
    await rejects(['ok.txt', 'a//b.txt'], 'invalid_file_path', { path: 'a//b.txt' }, /empty folder name/);
  });

  it('rejects an exact duplicate path', async () => {
    await rejects(
      ['same/file.txt', 'same/file.txt'],
      'duplicate_path',
      { path: 'same/file.txt' },
      /"same\/file\.txt" appears more than once/,
    );
  });

  it('rejects a path that is both a file and a folder', async () => {
    await rejects(
      ['thing', 'thing/inside.txt'],
      'path_file_and_folder',
      { path: 'thing' },
      /"thing" is both a file and a folder/,
    );
  });

  it('rejects a path list that does not match the files', async () => {
    await rejects(
      ['only-one.txt'],
      'path_count_mismatch',
      { field: 'filePaths', paths: 1, files: 2 },
      /filePaths lists 1 paths but 2 files were sent/,
    );
    await rejects('[not json', 'invalid_path_list', { field: 'filePaths' }, /filePaths must be a JSON list/);
    await rejects('[1, 2]', 'invalid_path_list', { field: 'filePaths' }, /filePaths must be a JSON list/);
  });

  it('rejects an unknown retention', async () => {
    const response = await uploadWithFilePaths(app, NESTED_FOLDER, { retention: 'forever' }).expect(400);
    expect(errorOf(response)).toMatchObject({
      code: 'invalid_retention',
      message: 'retention must be one of 2h, 24h, download.',
      params: { retentions: '2h, 24h, download' },
    });
  });

  it('rejects an upload without files', async () => {
    const response = await app.http().post('/api/upload').field('filePaths', '[]').expect(400);
    expect(errorOf(response).code).toBe('no_files');
    expect(errorOf(response).message).toBe('No files were uploaded.');
  });

  it('rejects a body that is not multipart', async () => {
    const response = await app.http().post('/api/upload').send({ files: [] }).expect(400);
    expect(errorOf(response).code).toBe('multipart_required');
    expect(errorOf(response).message).toBe('Send the files as multipart/form-data.');
  });
});

describe('POST /api/upload size limit', () => {
  const LIMIT = 64 * 1024;
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { MAX_UPLOAD_BYTES: String(LIMIT) } });
  });

  afterAll(() => app.close());

  it('accepts a share of exactly MAX_UPLOAD_BYTES', async () => {
    await share(app, [
      { path: 'a.bin', content: Buffer.alloc(LIMIT / 2) },
      { path: 'b.bin', content: Buffer.alloc(LIMIT / 2) },
    ]);
  });

  it('answers 413 past MAX_UPLOAD_BYTES and removes what was written', async () => {
    const storedBefore = (await app.storedFiles()).sort();
    const foldersBefore = await app.folderCount();
    const response = await uploadWithFilePaths(app, [
      { path: 'first.bin', content: Buffer.alloc(LIMIT - 10) },
      { path: 'second.bin', content: Buffer.alloc(LIMIT) },
    ]).expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      code: 'upload_too_large',
      message: 'The upload is larger than the 64 KiB a share may hold.',
      params: { limit: LIMIT },
      error: 'Payload Too Large',
    });
    expect((await app.storedFiles()).sort()).toEqual(storedBefore);
    expect(await app.folderCount()).toBe(foldersBefore);
  });
});

describe('share code allocation', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(() => app.close());

  it('gives 50 concurrent uploads 50 distinct codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        uploadWithFilePaths(app, [{ path: `upload-${index}/file.txt`, content: `upload ${index}` }]),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const codes = responses.map((response) => uploadedOf(response).folderCode);
    expect(new Set(codes).size).toBe(50);
    expect(await app.folderCount()).toBe(50);
    // Each code leads to its own upload.
    for (const [index, code] of codes.entries()) {
      const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
      expect(body.data.files[0].filepath).toBe(`upload-${index}/file.txt`);
    }
  });

  async function fillCodeTable(expiresAt: Date, except: string[] = []) {
    const rows = [];
    for (let index = 0; index < CODE_SPACE; index++) {
      const code = formatCode(index);
      if (except.includes(code)) continue;
      rows.push({ code, retention: '2h', createdAt: app.clock.now(), expiresAt, totalBytes: 0, ownerId: null });
    }
    const repository = app.dataSource.getRepository(Folder);
    // Each share row holds its code in the code space, as one stored by an upload does.
    const claims = app.dataSource.getRepository(CodeClaim);
    for (let start = 0; start < rows.length; start += 500) {
      const page = rows.slice(start, start + 500);
      await repository.insert(page as Folder[]);
      await claims.insert(
        page.map(({ code, createdAt }) => ({ code, holder: 'share' as const, claimedAt: createdAt })),
      );
    }
  }

  it('answers 503 and stores nothing when every code is held by a live share', async () => {
    await fillCodeTable(new Date(app.clock.now().getTime() + TWO_HOURS_MS));
    const response = await uploadWithFilePaths(app, NESTED_FOLDER).expect(503);
    expect(response.body).toEqual({
      statusCode: 503,
      code: 'no_free_code',
      message: expect.stringMatching(/^Every folder code is in use right now/),
      error: 'Service Unavailable',
    });
    expect(await app.storedFiles()).toEqual([]);
    expect(await app.folderCount()).toBe(CODE_SPACE);
  });

  it('finds the last free code when the table is nearly full', async () => {
    await fillCodeTable(new Date(app.clock.now().getTime() + TWO_HOURS_MS), ['0815']);
    const response = await uploadWithFilePaths(app, NESTED_FOLDER).expect(201);
    expect(uploadedOf(response).folderCode).toBe('0815');
  });

  it('reclaims codes of shares that expired but were not cleaned up yet', async () => {
    await fillCodeTable(new Date(app.clock.now().getTime() - 1));
    const response = await uploadWithFilePaths(app, NESTED_FOLDER).expect(201);
    const body = retrievalOf(
      await app
        .http()
        .get(`/api/folders/retrieve/${uploadedOf(response).folderCode}`)
        .expect(200),
    );
    expect(body.data.files).toHaveLength(NESTED_FOLDER.length);
  });
});
