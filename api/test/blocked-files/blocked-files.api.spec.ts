import { randomBytes } from 'node:crypto';
import type { AuditListDto } from '../../src/operators/dto/audit.dto.js';
import { signedInAccount } from '../support/accounts.js';
import { bodyOf, errorOf, resumableOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { create, sendChunk, sendFrom, stagingFiles } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { uploadWithFilePaths } from '../support/uploads.js';
import { folderIdOf, OPERATOR_EMAIL, operatorCookie, sha256Of, storedDigests } from './support.js';

const BLOCKED_ROUTE = '/api/operator/blocked-files';

interface ImportOutcome {
  added: number;
  alreadyBlocked: number;
  invalidLines: number[];
}

describe('file digests and the block list', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
    cookie = await operatorCookie(app);
  });

  afterAll(() => app.close());

  function importList(hashes: string, note?: string) {
    return app.http().post(BLOCKED_ROUTE).set('Cookie', cookie).send({ hashes, note });
  }

  async function auditActions(): Promise<string[]> {
    const response = await app.http().get('/api/operator/audit').set('Cookie', cookie).expect(200);
    return bodyOf<AuditListDto>(response).entries.map((entry) => `${entry.action} ${entry.targetId}`);
  }

  it('keeps the SHA-256 of every file of a plain upload, computed as the bytes arrived', async () => {
    const files = [
      { path: 'a/one.bin', content: randomBytes(3 * 1024 * 1024 + 17) },
      { path: 'a/empty.txt', content: Buffer.alloc(0) },
      { path: 'b.txt', content: 'hello' },
    ];
    const { folderCode } = uploadedOf(await uploadWithFilePaths(app, files).expect(201));
    expect(await storedDigests(app, folderCode)).toEqual(
      new Map(files.map((file) => [file.path, sha256Of(file.content)])),
    );
  });

  it('keeps the SHA-256 of every file of a resumable upload, whatever the chunks', async () => {
    const files = [
      { path: 'trip/small.bin', content: randomBytes(3 * 1024 * 1024) },
      { path: 'trip/empty.txt', content: Buffer.alloc(0) },
      { path: 'trip/big.bin', content: randomBytes(10 * 1024 * 1024 + 5) },
    ];
    const { id } = resumableOf(await create(app, files).expect(201));
    await sendFrom(app, id, files, 0);
    const { folderCode } = uploadedOf(await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201));
    expect(await storedDigests(app, folderCode)).toEqual(
      new Map(files.map((file) => [file.path, sha256Of(file.content)])),
    );
  });

  it('imports a list: digests added once, those already listed counted, lines without one reported', async () => {
    const [a, b] = [sha256Of(randomBytes(16)), sha256Of(randomBytes(16))];
    const first = importList(
      `# from the hotline\n${a}\n\nnot a digest\n${b.toUpperCase()}  setup.exe\n${a}`,
      'hotline',
    );
    expect(bodyOf<ImportOutcome>(await first.expect(200))).toEqual({ added: 2, alreadyBlocked: 0, invalidLines: [4] });
    const again = await importList(`${b}\n${'0'.repeat(63)}`).expect(200);
    expect(bodyOf<ImportOutcome>(again)).toEqual({ added: 0, alreadyBlocked: 1, invalidLines: [2] });

    const listed = await app.http().get(`${BLOCKED_ROUTE}?limit=500`).set('Cookie', cookie).expect(200);
    const entries = bodyOf<{ entries: { sha256: string; source: string; note: string | null }[] }>(listed).entries;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sha256: a, source: 'import', note: 'hotline' }),
        expect.objectContaining({ sha256: b, source: 'import', note: 'hotline' }),
      ]),
    );
    expect(await auditActions()).toContain('blocked-files.import import');
    const empty = await importList('').expect(400);
    expect(errorOf(empty).code).toBe('invalid_block_list');
    expect(errorOf(empty).message).toBe('The list is empty: send one SHA-256 per line.');
  });

  it('refuses a plain upload holding a blocked file with 422 naming it, keeping none of its bytes', async () => {
    const bad = randomBytes(64 * 1024);
    await importList(sha256Of(bad)).expect(200);
    const before = { stored: await app.storedFiles(), folders: await app.folderCount() };
    const files = [
      { path: 'docs/fine.txt', content: 'nothing wrong here' },
      { path: 'docs/deep/bad.bin', content: bad },
      { path: 'docs/also-fine.bin', content: randomBytes(2 * 1024 * 1024) },
    ];
    const refused = await uploadWithFilePaths(app, files).expect(422);
    expect(errorOf(refused)).toMatchObject({
      statusCode: 422,
      message: `The file "docs/deep/bad.bin" cannot be shared: it is on Sharecode's block list.`,
    });
    expect(await app.storedFiles()).toEqual(before.stored);
    expect(await app.folderCount()).toBe(before.folders);

    // The other files alone are fine.
    await uploadWithFilePaths(app, [files[0], files[2]]).expect(201);
  });

  it('refuses a resumable upload holding a blocked file as the file arrives, keeping none of its bytes', async () => {
    const bad = randomBytes(5 * 1024 * 1024 + 3);
    await importList(sha256Of(bad)).expect(200);
    const before = { stored: await app.storedFiles(), folders: await app.folderCount() };
    const files = [
      { path: 'x/ok.bin', content: randomBytes(1024) },
      { path: 'x/bad.bin', content: bad },
    ];
    const { id } = resumableOf(await create(app, files).expect(201));
    const all = Buffer.concat(files.map((file) => file.content));
    const refused = await sendChunk(app, id, 0, all).expect(422);
    expect(errorOf(refused).code).toBe('blocked_file');
    expect(errorOf(refused).message).toBe(`The file "x/bad.bin" cannot be shared: it is on Sharecode's block list.`);
    await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(410);
    await eventually(async () => (await app.storedFiles()).length === before.stored.length, 'its bytes are deleted');
    expect(await app.storedFiles()).toEqual(before.stored);
    expect(await stagingFiles(app)).toEqual([]);
    // Its share, open while it arrived, ended: its row goes with the next cleanup run.
    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(before.folders);
  });

  it("blocks every file of a share on an operator's word (audited): the same bytes cannot be shared again", async () => {
    const files = [
      { path: 'leak/one.txt', content: randomBytes(100) },
      { path: 'leak/two.txt', content: randomBytes(200) },
    ];
    const { folderCode } = uploadedOf(await uploadWithFilePaths(app, files).expect(201));
    const id = await folderIdOf(app, folderCode);
    const blocked = await app.http().post(`/api/operator/folders/${id}/block`).set('Cookie', cookie).expect(200);
    expect(bodyOf<{ blocked: number }>(blocked)).toEqual({ blocked: 2 });
    expect(await auditActions()).toContain(`folder.block-files ${id}`);

    const again = await uploadWithFilePaths(app, [{ path: 'copy.txt', content: files[1].content }]).expect(422);
    expect(errorOf(again).code).toBe('blocked_file');
    expect(errorOf(again).message).toBe(`The file "copy.txt" cannot be shared: it is on Sharecode's block list.`);
    await app.http().post('/api/operator/folders/999999/block').set('Cookie', cookie).expect(404);
  });

  it('lets only operators block, import or list: 401 signed out, 403 for other accounts', async () => {
    const { cookie: other } = await signedInAccount(app);
    const routes = [
      () =>
        app
          .http()
          .post(BLOCKED_ROUTE)
          .send({ hashes: sha256Of('x') }),
      () => app.http().get(BLOCKED_ROUTE),
      () => app.http().post('/api/operator/folders/1/block'),
    ];
    for (const route of routes) {
      expect(errorOf(await route().expect(401))).toMatchObject({
        code: 'operator_sign_in_required',
        message: 'Sign in to use the operator console.',
      });
      expect(errorOf(await route().set('Cookie', other).expect(403))).toMatchObject({
        code: 'not_an_operator',
        message: 'This account is not an operator.',
      });
    }
  });

  it("refuses an operator's block or import sent from another site's page", async () => {
    const files = [{ path: 'kept.txt', content: randomBytes(50) }];
    const { folderCode } = uploadedOf(await uploadWithFilePaths(app, files).expect(201));
    const id = await folderIdOf(app, folderCode);
    for (const route of [
      () => app.http().post(`/api/operator/folders/${id}/block`),
      () =>
        app
          .http()
          .post(BLOCKED_ROUTE)
          .send({ hashes: sha256Of(files[0].content) }),
      () => app.http().post(`/api/operator/folders/${id}/release`),
    ]) {
      expect(errorOf(await route().set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').expect(403)).message).toBe(
        'This request came from another site and was refused.',
      );
    }
    await uploadWithFilePaths(app, [{ path: 'again.txt', content: files[0].content }]).expect(201);
  });
});
