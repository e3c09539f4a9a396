import { decodeQrPng } from './support/qr.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths } from './support/uploads.js';
import {
  errorOf,
  folderOf,
  folderStateOf,
  rawBodyOf,
  resumableOf,
  retrievalOf,
  uploadedOf,
} from './support/answers.js';

const PASSWORD = 'correct horse';
const PASSWORD_HEADER = 'X-Share-Password';
const REQUIRED = 'This share is protected by a password.';
const WRONG = 'Wrong password for this share.';

interface Protected {
  code: string;
  link: string;
  manageKey: string;
}

async function shareProtected(app: TestApp, password = PASSWORD): Promise<Protected> {
  const body = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).field('password', password).expect(201));
  return { code: body.folderCode, link: linkOf(body.folderUrl), manageKey: body.manageKey };
}

/** Every client is named by X-Forwarded-For, which TRUST_PROXY makes the server believe. */
function lookup(app: TestApp, code: string, password?: string, client = '203.0.113.1') {
  const request = app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', client);
  return password === undefined ? request : request.set(PASSWORD_HEADER, password);
}

function withoutGrant(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.delete('grant');
  return `${parsed.pathname}${parsed.search}`;
}

describe('a share protected by a password', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'on', RATE_SHARE_PASSWORD_FAIL_PER_15MIN: '3' } });
  });

  afterAll(() => app.close());

  it('answers a code or link lookup without the password with its existence and nothing else', async () => {
    const share = await shareProtected(app);
    for (const request of [
      lookup(app, share.code),
      app.http().get(`/s/${share.link}/qr`),
      app.http().get(`/s/${share.code}/qr`),
    ]) {
      const body = errorOf(await request.expect(401));
      expect(body).toEqual({
        statusCode: 401,
        code: 'password_required',
        message: REQUIRED,
        error: 'Unauthorized',
        passwordRequired: true,
        folderCode: share.code,
      });
    }
  });

  it('opens with the password, handing out URLs that work only with their grant', async () => {
    const share = await shareProtected(app);
    const { files, zipUrl, qrCode } = folderOf(await lookup(app, share.code, PASSWORD).expect(200));
    expect(files.map((file) => file.filepath)).toEqual(NESTED_FOLDER.map((file) => file.path).sort());

    const file = files.find((candidate) => candidate.filepath === NESTED_FOLDER[0].path)!;
    expect(file.url).toMatch(/[?&]grant=/);
    expect((await app.http().get(file.url).expect(200)).text).toBe(NESTED_FOLDER[0].content);
    await app.http().get(`${file.url}&inline=1`).expect(200);
    await app.http().get(zipUrl).expect(200);
    expect(decodeQrPng(rawBodyOf(await app.http().get(qrCode).buffer(true).expect(200)))).toMatch(`/s/${share.link}`);

    for (const url of [file.url, zipUrl, qrCode]) {
      expect(errorOf(await app.http().get(withoutGrant(url)).expect(401)).passwordRequired).toBe(true);
      await app
        .http()
        .get(`${withoutGrant(url)}${withoutGrant(url).includes('?') ? '&' : '?'}grant=9999999999.${'A'.repeat(43)}`)
        .expect(401);
    }
  });

  it("does not let one share's grant open another share", async () => {
    const first = await shareProtected(app);
    const second = await shareProtected(app);
    const grant = new URL(
      folderOf(await lookup(app, first.code, PASSWORD).expect(200)).zipUrl,
      'http://x',
    ).searchParams.get('grant')!;
    const zipUrl = withoutGrant(folderOf(await lookup(app, second.code, PASSWORD).expect(200)).zipUrl);
    await app
      .http()
      .get(`${zipUrl}?grant=${encodeURIComponent(grant)}`)
      .expect(401);
  });

  it('says so on a wrong password, and refuses every password of a share past its limit of wrong ones', async () => {
    const share = await shareProtected(app);
    // Wrong guesses from three different clients: the share's own count reaches its limit.
    for (const client of ['203.0.113.10', '203.0.113.11', '203.0.113.12']) {
      expect(errorOf(await lookup(app, share.code, 'not it', client).expect(401))).toMatchObject({
        code: 'wrong_share_password',
        message: WRONG,
      });
    }
    const refused = await lookup(app, share.code, 'not it either', '203.0.113.13').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    await lookup(app, share.code, PASSWORD, '203.0.113.14').expect(429);
  });

  it('refuses a client past its limit of wrong passwords, whatever share it tries next', async () => {
    const client = '203.0.113.20';
    for (let attempt = 0; attempt < 3; attempt++) {
      const share = await shareProtected(app);
      await lookup(app, share.code, 'not it', client).expect(401);
    }
    const other = await shareProtected(app);
    await lookup(app, other.code, 'not it', client).expect(429);
    await lookup(app, other.code, PASSWORD, '203.0.113.21').expect(200);
  });

  it('keeps only an argon2id hash of the password, and the sender sees the share is protected', async () => {
    const share = await shareProtected(app, 'a password nobody stores');
    const stored = Buffer.concat(await app.databaseContents());
    expect(stored.includes(Buffer.from('a password nobody stores'))).toBe(false);
    expect(stored.includes(Buffer.from('$argon2id$'))).toBe(true);
    const state = await app
      .http()
      .get(`/api/shares/${share.code}/state`)
      .set('X-Manage-Key', share.manageKey)
      .expect(200);
    expect(folderStateOf(state).passwordProtected).toBe(true);
  });

  it('refuses a password too short or too long, storing nothing', async () => {
    const before = (await app.storedFiles()).length;
    for (const password of ['abc', 'x'.repeat(129)]) {
      const body = errorOf(await uploadWithFilePaths(app, NESTED_FOLDER).field('password', password).expect(400));
      expect(body.message).toBe('A share password must be 4 to 128 characters long.');
    }
    expect((await app.storedFiles()).length).toBe(before);
  });

  it('protects a share sent as a resumable upload too', async () => {
    const content = Buffer.from('resumable and protected');
    const created = await app
      .http()
      .post('/api/resumable-uploads')
      .field('filePaths', JSON.stringify(['secret.txt']))
      .field('fileSizes', JSON.stringify([content.length]))
      .field('password', PASSWORD)
      .expect(201);
    await app
      .http()
      .patch(`/api/resumable-uploads/${resumableOf(created).id}?offset=0`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(content)
      .expect(200);
    const finished = await app
      .http()
      .post(`/api/resumable-uploads/${resumableOf(created).id}/finish`)
      .expect(201);
    expect(uploadedOf(finished).manageKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await lookup(app, uploadedOf(finished).folderCode).expect(401);
    const body = retrievalOf(await lookup(app, uploadedOf(finished).folderCode, PASSWORD).expect(200));
    expect((await app.http().get(body.data.files[0].url).expect(200)).text).toBe(content.toString());
  });
});
