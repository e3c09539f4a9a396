import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { signedInAccount } from './support/accounts.js';
import { eventually } from './support/poll.js';
import { rawDownload } from './support/raw-download.js';
import type { FolderStateDto } from '../src/folders/dto/folder-state.dto.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { linkOf, NESTED_FOLDER, sizeOf, uploadWithFilePaths, type TestFile } from './support/uploads.js';
import { errorOf, folderStateOf, retrievalOf, uploadedOf } from './support/answers.js';

const KEY_HEADER = 'X-Manage-Key';
const UNKNOWN = 'No share has this code and management key (or it was removed after it ended).';

interface Shared {
  code: string;
  link: string;
  manageKey: string;
}

async function shareFolder(app: TestApp, files: readonly TestFile[] = NESTED_FOLDER, cookie?: string): Promise<Shared> {
  const upload = uploadWithFilePaths(app, files);
  if (cookie) upload.set('Cookie', cookie);
  const body = uploadedOf(await upload.expect(201));
  return { code: body.folderCode, link: linkOf(body.folderUrl), manageKey: body.manageKey };
}

function state(app: TestApp, { code, manageKey }: Pick<Shared, 'code' | 'manageKey'>) {
  return app.http().get(`/api/shares/${code}/state`).set(KEY_HEADER, manageKey);
}

/** The state once this instance's opens have been written (they are batched once a second). */
async function stateOf(app: TestApp, share: Shared): Promise<FolderStateDto> {
  return folderStateOf(await state(app, share).expect(200));
}

describe("sender control: a share's state and ending it (/api/shares)", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('hands the sender a 128-bit management key with every upload, kept only as a hash', async () => {
    const first = await shareFolder(app);
    const second = await shareFolder(app);
    for (const { manageKey, link } of [first, second]) {
      expect(manageKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(link).not.toContain(manageKey);
    }
    expect(first.manageKey).not.toBe(second.manageKey);
    const stored = Buffer.concat(await app.databaseContents());
    expect(stored.includes(Buffer.from(first.manageKey))).toBe(false);

    const folder = await uploadWithFilePaths(app, NESTED_FOLDER, { endpoint: '/api/upload-folder' }).expect(201);
    expect(uploadedOf(folder).manageKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("answers a new share's state: live, nothing opened or downloaded yet", async () => {
    const share = await shareFolder(app);
    const body = await stateOf(app, share);
    const total = NESTED_FOLDER.reduce((sum, file) => sum + sizeOf(file), 0);
    expect(body).toEqual({
      folderCode: share.code,
      status: 'live',
      removal: null,
      opens: 0,
      lastOpenedAt: null,
      zipDownloads: 0,
      files: expect.any(Array),
      expiresAt: expect.any(String),
      // Shared in one request: every file arrived as it was made.
      arrivedAt: app.clock.now().toISOString(),
      receivedBytes: total,
      totalBytes: total,
      retention: '2h',
      passwordProtected: false,
      // No scanner configured in this app.
      scan: null,
      directOnly: false,
      senderPresent: null,
    });
    expect(body.files.map((file) => [file.filepath, file.downloads])).toEqual(
      [...NESTED_FOLDER]
        .map((file) => file.path)
        .sort()
        .map((path) => [path, 0]),
    );
  });

  it('refuses a wrong, missing or malformed key alike, with 404', async () => {
    const share = await shareFolder(app);
    for (const key of ['A'.repeat(22), 'short', undefined]) {
      const request = app.http().get(`/api/shares/${share.code}/state`);
      if (key !== undefined) request.set(KEY_HEADER, key);
      expect(errorOf(await request.expect(404))).toMatchObject({ code: 'unknown_managed_share', message: UNKNOWN });
    }
    await app.http().delete(`/api/shares/${share.code}`).set(KEY_HEADER, 'A'.repeat(22)).expect(404);
    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(200);
  });

  it('counts opens (code, link and page lookups) and only downloads delivered whole: no preview, range or cut download', async () => {
    const big: TestFile = { path: 'video/big.bin', content: randomBytes(24 * 1024 * 1024) };
    const share = await shareFolder(app, [...NESTED_FOLDER, big]);
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${share.code}`).expect(200));
    await app.http().get(`/s/${share.link}/qr`).expect(200);
    await app.http().get(`/s/${share.link}`).set('Accept', 'application/json').expect(200);
    const files: Array<{ id: number; filepath: string; url: string }> = body.data.files;
    const text = files.find((file) => file.filepath === NESTED_FOLDER[0].path)!;
    const video = files.find((file) => file.filepath === big.path)!;

    await app.http().get(`${text.url}?inline=1`).expect(200);
    await app.http().get(text.url).set('Range', 'bytes=0-1').expect(206);
    await app.http().get(text.url).expect(200);
    await app.http().get(text.url).expect(200);
    const cut = rawDownload(new URL(video.url, app.baseUrl).toString(), { pauseAtFirstBytes: true });
    await cut.firstBytes;
    cut.abort();
    expect((await cut.done).complete).toBe(false);
    await app.http().get(body.data.zipUrl).expect(200);

    let counted: FolderStateDto | undefined;
    await eventually(
      async () => {
        counted = await stateOf(app, share);
        return counted.files.find((file) => file.id === text.id)!.downloads === 2 && counted.zipDownloads === 1;
      },
      'the downloads are counted',
      10_000,
    );
    expect(counted!.opens).toBe(3);
    expect(Date.parse(counted!.lastOpenedAt!)).toBeGreaterThan(0);
    expect(counted!.files.find((file) => file.id === video.id)!.downloads).toBe(0);
  });

  it('ends a share now with its key: 410 everywhere, files removed, the state says ended', async () => {
    const share = await shareFolder(app);
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${share.code}`).expect(200));
    const before = (await app.storedFiles()).length;

    await app.http().delete(`/api/shares/${share.code}`).set(KEY_HEADER, share.manageKey).expect(204);

    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(410);
    await app.http().get(`/s/${share.link}/qr`).expect(410);
    await app.http().get(body.data.files[0].url).expect(410);
    expect((await app.storedFiles()).length).toBe(before - NESTED_FOLDER.length);
    expect((await stateOf(app, share)).status).toBe('ended');
    // Ending it again changes nothing.
    await app.http().delete(`/api/shares/${share.code}`).set(KEY_HEADER, share.manageKey).expect(204);
  });

  it('lets the signed-in owner read and end a share without the key, and nobody else', async () => {
    const owner = await signedInAccount(app);
    const other = await signedInAccount(app);
    const share = await shareFolder(app, NESTED_FOLDER, owner.cookie);

    await app.http().get(`/api/shares/${share.code}/state`).set('Cookie', other.cookie).expect(404);
    await app.http().delete(`/api/shares/${share.code}`).set('Cookie', other.cookie).expect(404);
    expect(
      folderStateOf(await app.http().get(`/api/shares/${share.code}/state`).set('Cookie', owner.cookie).expect(200))
        .status,
    ).toBe('live');
    await app.http().delete(`/api/shares/${share.code}`).set('Cookie', owner.cookie).expect(204);
    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(410);
  });

  it("refuses ending a share from another site's page", async () => {
    const owner = await signedInAccount(app);
    const share = await shareFolder(app, NESTED_FOLDER, owner.cookie);
    await app
      .http()
      .delete(`/api/shares/${share.code}`)
      .set('Cookie', owner.cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(200);
  });
});

describe('sender control: guessing management keys', () => {
  let app: TestApp;

  afterEach(() => app.close());

  it("counts wrong keys against the client's failed-lookup limit, never refusing the right one", async () => {
    app = await createTestApp({ env: { RATE_LOOKUP_FAIL_PER_15MIN: '3' } });
    const share = await shareFolder(app);
    for (let attempt = 0; attempt < 3; attempt++) {
      await state(app, { code: share.code, manageKey: randomBytes(16).toString('base64url') }).expect(404);
    }
    await state(app, { code: share.code, manageKey: randomBytes(16).toString('base64url') }).expect(429);
    // The client's address may be its sender's too (see lockouts/valid-keys).
    await state(app, share).expect(200);
  });
});
