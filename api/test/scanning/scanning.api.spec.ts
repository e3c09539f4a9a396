import { randomBytes } from 'node:crypto';
import { MANIFEST_PATH } from '../../src/encrypted-shares/encrypted-upload.js';
import { errorOf, uploadedOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, uploadWithFilePaths } from '../support/uploads.js';
import { lookupStatus, send, senderState } from './support/shares.js';

const FILES = [{ path: 'report.txt', content: 'Quarterly numbers.\n' }];

/**
 * What scanning changes without a clamd to talk to (the scale-out run's tests scan for real): nothing without
 * CLAMAV_HOST, and with it a share that waits for the scanner.
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

  it('keeps a share checking while clamd cannot be reached: lookups and downloads 409 with Retry-After', async () => {
    // Nothing listens there: every scan attempt is refused, and retried.
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const share = await send(app, FILES);
    expect(share.status).toBe('checking');
    for (const path of [
      `/s/${share.link}/qr`,
      `/api/folders/retrieve/${share.code}`,
      `/api/folders/${share.link}/zip`,
    ]) {
      const answer = await app.http().get(path).expect(409);
      expect(errorOf(answer)).toMatchObject({
        statusCode: 409,
        message: 'This share is being checked for malware. It opens as soon as the check is done.',
        reason: 'checking',
      });
      expect(answer.headers['retry-after']).toBe('2');
    }
    expect(await senderState(app, share)).toMatchObject({ status: 'checking', scan: { state: 'checking' } });
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
