import { User } from '../src/auth/user.entity.js';
import { Folder } from '../src/folders/folder.entity.js';
import { signedInAccount } from './support/accounts.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app.js';
import {
  NESTED_FOLDER,
  share,
  sizeOf,
  type TestFile,
  uploadWithFilePaths,
  uploadWithRawLists,
} from './support/uploads.js';
import { errorOf, mySharesOf, uploadedOf } from './support/answers.js';

const MINUTE_MS = 60_000;
/** No digits in these paths, so searching for a share's code can never match them by chance. */
const PLAIN_FILES: TestFile[] = [{ path: 'notes/readme.txt', content: 'hello' }];

describe('my shares API', () => {
  let app: TestApp;
  let cookie: string;

  beforeEach(async () => {
    app = await createTestApp();
    ({ cookie } = await signedInAccount(app));
  });

  afterEach(() => app.close());

  /** Shares files as the signed-in account; resolves the code. */
  async function shareAsUser(
    files: readonly TestFile[] = NESTED_FOLDER,
    sessionCookie = cookie,
    retention?: string,
  ): Promise<string> {
    const response = await uploadWithFilePaths(app, files, { retention }).set('Cookie', sessionCookie).expect(201);
    return uploadedOf(response).folderCode;
  }

  function list(query?: string, sessionCookie = cookie) {
    const request = app.http().get('/api/my/shares').set('Cookie', sessionCookie);
    return query === undefined ? request : request.query({ q: query });
  }

  async function listedCodes(query?: string, sessionCookie = cookie): Promise<string[]> {
    const response = await list(query, sessionCookie).expect(200);
    return (mySharesOf(response) as Array<{ code: string }>).map((item) => item.code);
  }

  it('needs a session', async () => {
    await app.http().get('/api/my/shares').expect(401);
    await app.http().delete('/api/my/shares/1234').expect(401);
  });

  it("lists the account's live shares, newest first, with their summary", async () => {
    const older = await shareAsUser(NESTED_FOLDER, cookie, '24h');
    app.clock.advance(MINUTE_MS);
    const newer = await shareAsUser([{ path: 'report.pdf', content: '%PDF-1.4' }]);
    const anonymous = await share(app, [{ path: 'anonymous.txt', content: 'nobody owns me' }]);

    const response = await list().expect(200);
    expect(mySharesOf(response).map((item: { code: string }) => item.code)).toEqual([newer, older]);
    expect(mySharesOf(response)).not.toContainEqual(expect.objectContaining({ code: anonymous }));
    const created = await app.dataSource.getRepository(Folder).findOneByOrFail({ code: older });
    expect(mySharesOf(response)[1]).toEqual({
      code: older,
      folderUrl: `${TEST_PUBLIC_URL}/s/${older}-${created.linkKey}`,
      status: 'live',
      removal: null,
      // No scanner configured in this app.
      scan: null,
      createdAt: created.createdAt.toISOString(),
      expiresAt: created.expiresAt.toISOString(),
      retention: '24h',
      fileCount: 4,
      encrypted: false,
      totalBytes: NESTED_FOLDER.reduce((sum, file) => sum + sizeOf(file), 0),
      // The first three paths in path order.
      firstFiles: ['holiday/notes.txt', 'holiday/photos/2024/notes.txt', 'holiday/photos/beach.jpg'],
    });
  });

  it("also owns shares made with the feature page's upload shape and /api/upload-folder", async () => {
    const raw = uploadedOf(
      await uploadWithRawLists(app, [{ path: 'raw/a.txt', content: 'a' }])
        .set('Cookie', cookie)
        .expect(201),
    ).folderCode;
    const viaFolderRoute = uploadedOf(
      await uploadWithFilePaths(app, [{ path: 'b.txt', content: 'b' }], { endpoint: '/api/upload-folder' })
        .set('Cookie', cookie)
        .expect(201),
    ).folderCode;
    expect(await listedCodes()).toEqual(expect.arrayContaining([raw, viaFolderRoute]));
  });

  it('leaves a share anonymous when the session cookie is stale', async () => {
    await app.http().post('/api/logout').set('Cookie', cookie).expect(204);
    const code = await shareAsUser(NESTED_FOLDER, cookie);
    expect((await app.dataSource.getRepository(Folder).findOneByOrFail({ code })).ownerId).toBeNull();
  });

  it('leaves out expired shares', async () => {
    const shortLived = await shareAsUser(PLAIN_FILES, cookie, '2h');
    const longLived = await shareAsUser(PLAIN_FILES, cookie, '24h');
    app.clock.advance(2 * 60 * MINUTE_MS);
    expect(await listedCodes()).toEqual([longLived]);
    expect(await listedCodes(shortLived)).toEqual([]);
  });

  describe('search (q)', () => {
    let holiday: string;
    let work: string;

    beforeEach(async () => {
      holiday = await shareAsUser(NESTED_FOLDER);
      work = await shareAsUser([
        { path: 'Work/Q3 Report_final.PDF', content: 'pdf' },
        { path: 'Work/100% done.txt', content: 'yes' },
      ]);
    });

    it('matches the code', async () => {
      expect(await listedCodes(holiday)).toEqual([holiday]);
      const response = await list(work).expect(200);
      expect(mySharesOf(response)[0].matchingFiles).toEqual([]);
    });

    it('matches part of the code', async () => {
      expect(await listedCodes(holiday.slice(1, 3))).toContain(holiday);
    });

    it('matches a file name in any case, and says which files matched', async () => {
      const response = await list('BEACH').expect(200);
      expect(mySharesOf(response)).toHaveLength(1);
      expect(mySharesOf(response)[0]).toMatchObject({
        code: holiday,
        matchingFiles: ['holiday/photos/beach.jpg'],
        fileCount: 4,
      });
      expect(await listedCodes('report_final.pdf')).toEqual([work]);
    });

    it('matches a folder in a path', async () => {
      const response = await list('photos/2024').expect(200);
      expect(mySharesOf(response).map((item: { code: string }) => item.code)).toEqual([holiday]);
      expect(mySharesOf(response)[0].matchingFiles).toEqual(['holiday/photos/2024/notes.txt']);
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect(await listedCodes('100%')).toEqual([work]);
      expect(await listedCodes('%')).toEqual([work]);
      expect(await listedCodes('_')).toEqual([work]);
      expect(await listedCodes('Q3_Report')).toEqual([]);
    });

    it('finds nothing for text no share holds, and ignores surrounding spaces', async () => {
      expect(await listedCodes('no such file')).toEqual([]);
      expect(await listedCodes('  beach  ')).toEqual([holiday]);
      expect(await listedCodes('   ')).toHaveLength(2);
    });

    it('answers 400 for an overlong query', async () => {
      const response = await list('x'.repeat(201)).expect(400);
      expect(errorOf(response).code).toBe('invalid_search_text');
      expect(errorOf(response).message).toBe('The search text must be at most 200 characters long.');
    });
  });

  describe("another account's shares", () => {
    it('are invisible in its list and search, and cannot be ended', async () => {
      const mine = await shareAsUser(PLAIN_FILES);
      const other = await signedInAccount(app);
      const theirs = await shareAsUser([{ path: 'secret/plans.txt', content: 'theirs' }], other.cookie);
      expect(await listedCodes()).toEqual([mine]);
      expect(await listedCodes('plans')).toEqual([]);
      expect(await listedCodes(theirs)).toEqual([]);
      expect(await listedCodes(undefined, other.cookie)).toEqual([theirs]);

      const refused = await app.http().delete(`/api/my/shares/${theirs}`).set('Cookie', cookie).expect(404);
      expect(errorOf(refused).code).toBe('not_your_share');
      expect(errorOf(refused).message).toBe('You have no live share with this code.');
      await app.http().get(`/api/folders/retrieve/${theirs}`).expect(200);
    });
  });

  describe('DELETE /api/my/shares/{code}', () => {
    it('ends the share now: rows and stored files go, the code says the sender ended it', async () => {
      const keep = await shareAsUser([{ path: 'keep.txt', content: 'keep' }]);
      const code = await shareAsUser(NESTED_FOLDER);
      expect(await app.storedFiles()).toHaveLength(5);
      await app.http().delete(`/api/my/shares/${code}`).set('Cookie', cookie).expect(204);
      expect(await app.storedFiles()).toHaveLength(1);
      expect(await app.fileRowCount()).toBe(1);
      expect(errorOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(410)).reason).toBe('ended');
      expect(await listedCodes()).toEqual([keep]);
      await app.http().delete(`/api/my/shares/${code}`).set('Cookie', cookie).expect(404);
    });

    it('answers 404 for an expired share and 400 for a malformed code', async () => {
      const code = await shareAsUser(NESTED_FOLDER, cookie, '2h');
      app.clock.advance(2 * 60 * MINUTE_MS);
      await app.http().delete(`/api/my/shares/${code}`).set('Cookie', cookie).expect(404);
      const malformed = await app.http().delete('/api/my/shares/12a4').set('Cookie', cookie).expect(400);
      expect(errorOf(malformed).code).toBe('invalid_code_format');
      expect(errorOf(malformed).message).toBe('The folder code must be exactly 4 digits.');
    });

    it('refuses a request another site sends', async () => {
      const code = await shareAsUser(NESTED_FOLDER);
      await app
        .http()
        .delete(`/api/my/shares/${code}`)
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    });
  });

  describe('deleting the account', () => {
    it("deletes its shares (live and expired) with their files, and nobody else's", async () => {
      const owner = await signedInAccount(app);
      const expired = await shareAsUser([{ path: 'old.txt', content: 'old' }], owner.cookie, '2h');
      app.clock.advance(2 * 60 * MINUTE_MS);
      const live = await shareAsUser(NESTED_FOLDER, owner.cookie);
      const someoneElses = await shareAsUser([{ path: 'mine.txt', content: 'mine' }]);
      const anonymous = await share(app, [{ path: 'anon.txt', content: 'anon' }]);
      expect(await app.storedFiles()).toHaveLength(7);

      await app
        .http()
        .delete('/api/me')
        .set('Cookie', owner.cookie)
        .send({ password: owner.account.password })
        .expect(204);

      const codes = (await app.dataSource.getRepository(Folder).find()).map((folder) => folder.code).sort();
      expect(codes).toEqual([someoneElses, anonymous].sort());
      expect(codes).not.toContain(expired);
      expect(await app.fileRowCount()).toBe(2);
      expect(await app.storedFiles()).toHaveLength(2);
      expect(errorOf(await app.http().get(`/api/folders/retrieve/${live}`).expect(410)).reason).toBe('ended');
      await app.http().get(`/api/folders/retrieve/${someoneElses}`).expect(200);
      expect(await app.dataSource.getRepository(User).countBy({ email: owner.account.email })).toBe(0);
    });
  });
});
