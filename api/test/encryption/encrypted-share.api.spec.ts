import { expect } from '@jest/globals';
import { createCipheriv, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_PATH, THUMBNAILS_PATH } from '../../src/encrypted-shares/encrypted-upload.js';
import { signedInAccount } from '../support/accounts.js';
import { eventually } from '../support/poll.js';
import { errorOf, folderOf, mySharesOf, resumableOf, uploadedOf } from '../support/answers.js';
import { CHUNK_TYPE } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths, type TestFile } from '../support/uploads.js';

/** Where s3rver keeps its objects on the S3 run (scripts/with-test-s3.mjs); unset on local disk. */
const S3_DIRECTORY_VARIABLE = 'TEST_S3_DIRECTORY';
const E2E_MAX_BYTES = 64 * 1024;
const FILE_NAME = 'Quarterly-salaries-Zebulon.txt';
const MARKER = 'plaintext-marker-7f3a9c';

/** What the sender's browser does, in miniature: AES-256-GCM under a key the server never sees. */
function seal(key: Buffer, plaintext: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  return Buffer.concat([nonce, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function fileId(): string {
  return randomBytes(16).toString('base64url');
}

/** An encrypted share as the browser uploads it: one object per file, named by its id, plus the manifest. */
function encryptedFolder(): TestFile[] {
  const key = randomBytes(32);
  const id = fileId();
  const manifest = JSON.stringify({ v: 1, files: [{ id, path: `secret/${FILE_NAME}`, size: 40, type: 'text/plain' }] });
  return [
    { path: id, content: seal(key, Buffer.from(`${MARKER} in a file called ${FILE_NAME}`)) },
    { path: MANIFEST_PATH, content: seal(key, Buffer.from(manifest)) },
  ];
}

function uploadEncrypted(app: TestApp, files: readonly TestFile[], endpoint?: string) {
  return uploadWithFilePaths(app, files, { endpoint }).field('encrypted', '1');
}

/** Every file under `directory`, read whole. */
async function filesUnder(directory: string): Promise<Buffer[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name))),
  );
}

describe('an end-to-end encrypted share', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { MAX_UPLOAD_BYTES: String(4 * E2E_MAX_BYTES), E2E_MAX_BYTES: String(E2E_MAX_BYTES) },
    });
  });

  afterAll(() => app.close());

  it('is stored as opaque objects: no name or plaintext on disk, in the bucket or in any table', async () => {
    const files = encryptedFolder();
    const uploaded = uploadedOf(await uploadEncrypted(app, files).expect(201));
    const { files: listed, encrypted } = folderOf(
      await app
        .http()
        .get(`/s/${linkOf(uploaded.folderUrl)}/qr`)
        .expect(200),
    );
    expect(encrypted).toBe(true);
    expect(listed.map((file) => file.mimetype)).toEqual(['application/octet-stream', 'application/octet-stream']);
    for (const file of listed) {
      const sent = files.find((candidate) => candidate.path === file.filepath)!;
      expect((await app.http().get(file.url).buffer(true).expect(200)).body).toEqual(sent.content);
    }

    const stored = [
      ...(await filesUnder(app.dataDir)),
      ...(await app.databaseContents()),
      ...(process.env[S3_DIRECTORY_VARIABLE] ? await filesUnder(process.env[S3_DIRECTORY_VARIABLE]) : []),
    ];
    expect(stored.length).toBeGreaterThan(0);
    // The same search finds the name of a plain share: it would find an encrypted share's names too.
    const plainName = `plain-${randomBytes(6).toString('hex')}.txt`;
    await uploadWithFilePaths(app, [{ path: plainName, content: MARKER }]).expect(201);
    const storedAfter = [...(await filesUnder(app.dataDir)), ...(await app.databaseContents())];
    expect(storedAfter.some((bytes) => bytes.includes(plainName))).toBe(true);
    for (const bytes of stored) {
      expect(bytes.includes(FILE_NAME)).toBe(false);
      expect(bytes.includes(MARKER)).toBe(false);
    }
  });

  it("shows in the owner's list as encrypted, so the owner's device can put names on it", async () => {
    const { cookie } = await signedInAccount(app);
    const code = uploadedOf(await uploadEncrypted(app, encryptedFolder()).set('Cookie', cookie).expect(201)).folderCode;
    await uploadWithFilePaths(app, NESTED_FOLDER).set('Cookie', cookie).expect(201);
    const listed = mySharesOf(await app.http().get('/api/my/shares').set('Cookie', cookie).expect(200));
    expect(listed.map((share) => [share.code === code, share.encrypted])).toEqual(
      expect.arrayContaining([
        [true, true],
        [false, false],
      ]),
    );
  });

  it('says a plain share is not encrypted', async () => {
    const uploaded = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
    const folder = folderOf(
      await app
        .http()
        .get(`/s/${linkOf(uploaded.folderUrl)}/qr`)
        .expect(200),
    );
    expect(folder.encrypted).toBe(false);
    expect(folder.files.find((file) => file.filepath.endsWith('.txt'))?.mimetype).toBe('text/plain');
  });

  it('refuses readable names and a missing manifest with a 400 that says why', async () => {
    const [file, manifest] = encryptedFolder();
    const named = errorOf(await uploadEncrypted(app, [{ ...file, path: FILE_NAME }, manifest]).expect(400));
    expect(named.message).toContain('names its objects by file id');
    const unlisted = errorOf(await uploadEncrypted(app, [file]).expect(400));
    expect(unlisted.message).toBe(`An encrypted share must include its "${MANIFEST_PATH}".`);
    const flag = errorOf(await uploadWithFilePaths(app, [file, manifest]).field('encrypted', 'maybe').expect(400));
    expect(flag.message).toBe('encrypted must be 1 (an end-to-end encrypted share) or 0.');
  });

  it('holds encrypted shares to E2E_MAX_BYTES with a 413, on both upload routes, and plain ones to MAX_UPLOAD_BYTES', async () => {
    const [file, manifest] = encryptedFolder();
    const large = { ...file, content: randomBytes(E2E_MAX_BYTES + 1) };
    const message = 'The upload is larger than the 64 KiB a share may hold.';
    expect(errorOf(await uploadEncrypted(app, [large, manifest]).expect(413)).message).toBe(message);
    // The flag sent after the files: the limit still holds once it is known.
    const late = app.http().post('/api/upload').attach('files', large.content, { filename: large.path });
    late.attach('files', manifest.content, { filename: manifest.path }).field('encrypted', '1');
    expect(errorOf(await late.expect(413)).message).toBe(message);
    await uploadWithFilePaths(app, [{ path: 'plain.bin', content: large.content }]).expect(201);

    const announce = (size: number) =>
      app
        .http()
        .post('/api/resumable-uploads')
        .field('encrypted', '1')
        .field('filePaths', JSON.stringify([file.path, MANIFEST_PATH]))
        .field('fileSizes', JSON.stringify([size, manifest.content.length]));
    expect(errorOf(await announce(E2E_MAX_BYTES).expect(413)).message).toBe(message);
    await announce(E2E_MAX_BYTES - manifest.content.length).expect(201);
  });

  it('can be uploaded resumably, and comes out encrypted', async () => {
    const files = encryptedFolder();
    const created = resumableOf(
      await app
        .http()
        .post('/api/resumable-uploads')
        .field('encrypted', '1')
        .field('filePaths', JSON.stringify(files.map((file) => file.path)))
        .field('fileSizes', JSON.stringify(files.map((file) => file.content.length)))
        .expect(201),
    );
    const bytes = Buffer.concat(files.map((file) => Buffer.from(file.content)));
    await app
      .http()
      .patch(`/api/resumable-uploads/${created.id}?offset=0`)
      .set('Content-Type', CHUNK_TYPE)
      .send(bytes)
      .expect(200);
    const uploaded = uploadedOf(await app.http().post(`/api/resumable-uploads/${created.id}/finish`).expect(201));
    const folder = folderOf(
      await app
        .http()
        .get(`/s/${linkOf(uploaded.folderUrl)}/qr`)
        .expect(200),
    );
    expect(folder.encrypted).toBe(true);
    expect(folder.files.map((file) => file.filepath).sort()).toEqual(files.map((file) => file.path).sort());
  });

  it('takes one thumbnail pack, and ends a share kept until downloaded without waiting for it', async () => {
    const files = [...encryptedFolder(), { path: THUMBNAILS_PATH, content: randomBytes(1024) }];
    const uploaded = uploadedOf(
      await uploadWithFilePaths(app, files, { retention: 'download' }).field('encrypted', '1').expect(201),
    );
    const link = linkOf(uploaded.folderUrl);
    const folder = folderOf(await app.http().get(`/s/${link}/qr`).expect(200));
    const pack = folder.files.find((file) => file.filepath === THUMBNAILS_PATH)!;
    await app.http().get(pack.url).set('Range', 'bytes=0-99').expect(206);
    for (const file of folder.files.filter((stored) => stored.filepath !== THUMBNAILS_PATH)) {
      await app.http().get(file.url).expect(200);
    }
    await eventually(
      async () => (await app.http().get(`/s/${link}/qr`)).status === 410,
      'the share ends, every file and the manifest downloaded',
    );
  });
});
