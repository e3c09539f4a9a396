import { randomBytes } from 'node:crypto';
import { MANIFEST_PATH } from '../../src/encrypted-shares/encrypted-upload.js';
import { errorOf, folderOf, uploadedOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, uploadWithFilePaths } from '../support/uploads.js';
import { lookupStatus, send, senderState } from './support/shares.js';

const FILES = [{ path: 'report.txt', content: 'Quarterly numbers.\n' }];

/**
 * What scanning changes without a clamd to talk to (the scale-out run's tests scan for real): nothing without
 * CLAMAV_HOST, and with it a share whose files wait for the scanner.
 */
describe('malware scanning, without a scanner to reach', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('opens shares at once, with no scan, when CLAMAV_HOST is unset', async () => {
    app = await createTestApp();
    const share = await send(app, FILES);
    expect(share.status).toBe('live');
    expect(await lookupStatus(app, share)).toBe(200);
    expect((await senderState(app, share)).scan).toBeNull();
  });

  it('keeps each file checking while clamd cannot be reached: the share opens, its files and ZIP answer 409', async () => {
    // Nothing listens there: every scan attempt is refused, and retried.
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const share = await send(app, FILES);
    expect(share.status).toBe('checking');
    const folder = folderOf(await app.http().get(`/s/${share.link}/qr`).expect(200));
    expect(folder).toMatchObject({ status: 'checking', files: [{ status: 'checking' }] });
    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(200);
    for (const path of [folder.files[0].url, `/api/folders/${share.link}/zip`]) {
      const answer = await app.http().get(path).expect(409);
      expect(errorOf(answer)).toMatchObject({ statusCode: 409, reason: 'checking' });
      expect(answer.headers['retry-after']).toBe('2');
    }
    expect(await senderState(app, share)).toMatchObject({
      status: 'checking',
      scan: { state: 'checking' },
      files: [{ status: 'checking' }],
    });
  });

  it('opens an encrypted share at once, marked unscanned: its bytes are ciphertext', async () => {
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const files = [
      { path: randomBytes(16).toString('base64url'), content: randomBytes(64) },
      { path: MANIFEST_PATH, content: randomBytes(64) },
    ];
    const body = uploadedOf(await uploadWithFilePaths(app, files).field('encrypted', '1').expect(201));
    expect(body.status).toBe('live');
    await app
      .http()
      .get(`/s/${linkOf(body.folderUrl)}/qr`)
      .expect(200);
  });
});
