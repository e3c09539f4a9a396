import { expect, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { eventually } from './support/poll.js';
import { decodeQrPng } from './support/qr.js';
import { createTestApp, CLIENT_PAGE, TEST_PUBLIC_URL, type TestApp } from './support/test-app.js';
import { bytesOf, NESTED_FOLDER, shareWithLink, sizeOf } from './support/uploads.js';
import { errorOf, folderOf, retrievalOf } from './support/answers.js';

/** What a link that opens no share answers, word for word: the wording is what is under test. */
const INVALID_LINK = 'This link does not open any share. Check that it was copied whole.';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

describe('retrieving a share', () => {
  let app: TestApp;
  let code: string;
  let link: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ code, link } = await shareWithLink(app));
  });

  afterAll(() => app.close());

  it.each(['retrive', 'retrieve'])('answers GET /api/folders/%s/{code} with the folder in `data`', async (spelling) => {
    const data = folderOf(await app.http().get(`/api/folders/${spelling}/${code}`).expect(200));
    expect(data.folderCode).toBe(code);
    expect(data.folderUrl).toBe(`${TEST_PUBLIC_URL}/s/${link}`);
    expect(data.retention).toBe('2h');
    expect(typeof data.expiresAt).toBe('string');
    expect(data.qrCode).toBe(`/api/folders/${link}/qr.png`);
    expect(data.zipUrl).toBe(`/api/folders/${link}/zip`);
    // Shared in one request: complete, every file ready.
    const total = NESTED_FOLDER.reduce((sum, file) => sum + sizeOf(file), 0);
    expect(data).toMatchObject({ status: 'ready', receivedBytes: total, totalBytes: total });
    expect(data.progressUrl).toBe(`/api/folders/${link}/progress`);
    const sorted = [...NESTED_FOLDER].sort((a, b) => a.path.localeCompare(b.path));
    expect(data.files).toEqual(
      sorted.map((file) => ({
        id: expect.any(Number),
        filename: file.path.slice(file.path.lastIndexOf('/') + 1),
        filepath: file.path,
        path: file.path,
        filesize: sizeOf(file),
        url: expect.stringMatching(new RegExp(`^/api/folders/${link}/files/\\d+$`)),
        mimetype: expect.any(String),
        status: 'ready',
        receivedBytes: sizeOf(file),
        // What a page receiving the file from the sender's device checks the bytes against.
        sha256: createHash('sha256').update(bytesOf(file.content)).digest('hex'),
        // A photo's thumbnail (docs/gallery.md); none of a text.
        thumbnailUrl: file.path.endsWith('.jpg')
          ? expect.stringMatching(new RegExp(`^/api/folders/${link}/files/\\d+/thumbnail$`))
          : null,
      })),
    );
    const byName = Object.fromEntries(data.files.map((file) => [file.filename, file.mimetype]));
    expect(byName['beach.jpg']).toBe('image/jpeg');
    expect(byName['readme.txt']).toBe('text/plain');
  });

  it('serves the QR image at qrCode, encoding exactly the folder URL', async () => {
    const { qrCode } = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    const image = await app
      .http()
      .get(qrCode)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'image/png')
      .expect('Cache-Control', /max-age=\d+/);
    expect(decodeQrPng(image.body as Buffer)).toBe(`${TEST_PUBLIC_URL}/s/${link}`);
  });

  it('answers the QR image route with the lookup errors', async () => {
    await app
      .http()
      .get(`/api/folders/${code}-${'x'.repeat(22)}/qr.png`)
      .expect(404, { statusCode: 404, code: 'unknown_link', message: INVALID_LINK, error: 'Not Found' });
    await app.http().get('/api/folders/12a4/qr.png').expect(400);
  });

  it('answers 404 "Invalid code" for a code nobody holds', async () => {
    const unused = code === '0000' ? '0001' : '0000';
    const body = errorOf(await app.http().get(`/api/folders/retrive/${unused}`).expect(404));
    expect(body).toEqual({ statusCode: 404, code: 'unknown_code', message: 'Invalid code', error: 'Not Found' });
  });

  it.each(['123', '12345', 'abcd', '12a4'])('answers 400 for the malformed code %s', async (bad) => {
    const body = errorOf(await app.http().get(`/api/folders/retrive/${bad}`).expect(400));
    expect(body).toEqual({
      statusCode: 400,
      code: 'invalid_code_format',
      message: 'The folder code must be exactly 4 digits.',
      error: 'Bad Request',
    });
  });

  it('answers GET /s/{code}/qr with the same JSON, whatever the Accept header', async () => {
    const retrieved = await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    const answer = await app.http().get(`/s/${code}/qr`).set('Accept', '*/*').expect(200);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(retrievalOf(answer)).toEqual(retrievalOf(retrieved));
    await app.http().get(`/s/${code}/qr`).set('Accept', 'text/html').expect(200).expect('Content-Type', /json/);
  });

  it('answers GET /s/{code} with JSON when Accept prefers it', async () => {
    const retrieved = await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    const answer = await app.http().get(`/s/${code}`).set('Accept', 'application/json').expect(200);
    expect(retrievalOf(answer)).toEqual(retrievalOf(retrieved));
    await app
      .http()
      .get(`/s/${code}`)
      .set('Accept', 'application/json, text/html;q=0.5')
      .expect(200)
      .expect('Content-Type', /json/);
  });

  it('answers GET /s/{code} with the client page for a browser', async () => {
    const response = await app
      .http()
      .get(`/s/${code}`)
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(response.text).toBe(CLIENT_PAGE);
  });

  it('opens the share by its link at /s/{link} and /s/{link}/qr, with the same answer as a code lookup', async () => {
    const retrieved = await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    const byLink = await app.http().get(`/s/${link}`).set('Accept', 'application/json').expect(200);
    expect(byLink.body).toEqual(retrieved.body);
    const byQr = await app.http().get(`/s/${link}/qr`).expect(200);
    expect(byQr.body).toEqual(retrieved.body);
  });

  it('answers a link with the right code but a wrong key exactly like one whose code is unused', async () => {
    const unused = code === '0000' ? '0001' : '0000';
    const key = link.slice(5);
    const wrongKey = await app
      .http()
      .get(`/s/${code}-${key.split('').reverse().join('')}/qr`)
      .expect(404);
    const unusedCode = await app.http().get(`/s/${unused}-${key}/qr`).expect(404);
    expect(wrongKey.body).toEqual({ statusCode: 404, code: 'unknown_link', message: INVALID_LINK, error: 'Not Found' });
    expect(unusedCode.body).toEqual(wrongKey.body);
  });

  it('keeps link keys out of the log, even when a link fails', async () => {
    const lines: string[] = [];
    const spies = (['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) =>
      jest
        .spyOn(Logger.prototype, level)
        .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    const once = await shareWithLink(app, [{ path: 'once.txt', content: 'once' }], 'download');
    try {
      const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${once.code}`).expect(200));
      await app.http().get(body.data.zipUrl).query({ path: '../bad' }).expect(400);
      await app
        .http()
        .get(`/s/${once.code}-${'B'.repeat(22)}/qr`)
        .expect(404);
      await app.http().get(`/api/folders/${once.link}/files/999999`).expect(404);
      await app.http().get(body.data.files[0].url).expect(200);
      // Ending the share is logged, by code.
      await eventually(() => lines.some((line) => line.includes(once.code)), 'the share has ended');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.join('\n')).not.toContain(once.link.slice(5));
  });

  it('answers the share URL routes with the same errors', async () => {
    const unused = code === '0000' ? '0001' : '0000';
    await app
      .http()
      .get(`/s/${unused}/qr`)
      .expect(404, { statusCode: 404, code: 'unknown_code', message: 'Invalid code', error: 'Not Found' });
    await app.http().get('/s/12/qr').expect(400);
    await app.http().get(`/s/${unused}`).set('Accept', 'application/json').expect(404);
  });
});

describe('an expired share', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('answers 410 from the moment it expires, before cleanup has run', async () => {
    const { code, link } = await shareWithLink(app);
    const fileUrl = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200)).files[0].url;

    app.clock.advance(TWO_HOURS_MS - 1);
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);

    app.clock.advance(1);
    const body = errorOf(await app.http().get(`/api/folders/retrive/${code}`).expect(410));
    expect(body).toEqual({
      statusCode: 410,
      code: 'share_expired',
      message: expect.stringMatching(/^This share has expired/),
      error: 'Gone',
      reason: 'expired',
    });
    await app.http().get(`/s/${code}/qr`).expect(410);
    await app.http().get(`/s/${link}/qr`).expect(410);
    await app.http().get(`/api/folders/${link}/qr.png`).expect(410);
    await app.http().get(fileUrl).expect(410);
    await app.http().get(`/api/folders/${link}/zip`).expect(410);
    // Still stored: only cleanup removes rows and files.
    expect(await app.folderCount()).toBe(1);
    expect(await app.storedFiles()).toHaveLength(NESTED_FOLDER.length);
  });
});
