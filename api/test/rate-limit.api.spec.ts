import { expect } from '@jest/globals';
import { createTestApp, createTestAppBehindProxy, type TestApp } from './support/test-app.js';
import { share, shareWithLink, uploadWithFilePaths } from './support/uploads.js';
import { errorOf, uploadedOf } from './support/answers.js';

const CLIENT = '203.0.113.10';
const OTHER_CLIENT = '198.51.100.20';

/** Every request names its client through X-Forwarded-For, which TRUST_PROXY makes the server believe. */
describe('rate limits', () => {
  let app: TestApp;

  afterEach(() => app.close());

  it('limits code lookups per minute (RATE_LOOKUP_PER_MIN), per client', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_PER_MIN: '3' });
    const code = await share(app);
    for (let lookup = 0; lookup < 3; lookup++) {
      await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', CLIENT).expect(200);
    }
    const refused = await app.http().get(`/s/${code}/qr`).set('X-Forwarded-For', CLIENT).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'too_many_requests',
      message: expect.stringMatching(/^Too many requests\. Please wait (\d+ seconds?|1 minute) and try again\.$/),
      error: 'Too Many Requests',
      params: { retryAfter: Number(refused.headers['retry-after']) },
    });
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', OTHER_CLIENT).expect(200);
  });

  it('groups IPv6 clients by their /64', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_PER_MIN: '2' });
    const code = await share(app);
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', '2001:db8:1:2::a').expect(200);
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', '2001:db8:1:2::b').expect(200);
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', '2001:db8:1:2:ffff::c').expect(429);
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', '2001:db8:1:3::a').expect(200);
  });

  it('limits failed lookups (RATE_LOOKUP_FAIL_PER_15MIN), counting only unknown codes', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: '3' });
    const { code, link } = await shareWithLink(app);
    const unknown = ['0000', '0001', '0002', '0003', '0004'].filter((candidate) => candidate !== code);
    // Successful lookups do not count.
    for (let lookup = 0; lookup < 5; lookup++) {
      await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', CLIENT).expect(200);
    }
    for (const guess of unknown.slice(0, 3)) {
      await app.http().get(`/api/folders/retrive/${guess}`).set('X-Forwarded-For', CLIENT).expect(404);
    }
    const refused = await app
      .http()
      .get(`/api/folders/retrive/${unknown[3]}`)
      .set('X-Forwarded-For', CLIENT)
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(errorOf(refused).message).toMatch(/^Too many failed code lookups\. Please wait 15 minutes/);
    // Blocked now on every code lookup; its link still opens the share (see lockouts/).
    await app
      .http()
      .get(`/api/folders/retrieve/${code}`)
      .set('X-Forwarded-For', CLIENT)
      .expect(429)
      .expect('Retry-After', /\d+/);
    await app.http().get(`/s/${code}/qr`).set('X-Forwarded-For', CLIENT).expect(429);
    await app.http().get(`/s/${link}/qr`).set('X-Forwarded-For', CLIENT).expect(200);
    // Another client is unaffected.
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', OTHER_CLIENT).expect(200);
    await app.http().get(`/api/folders/retrive/${unknown[0]}`).set('X-Forwarded-For', OTHER_CLIENT).expect(404);
  });

  it('counts unknown links on download routes too', async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: '1' });
    const key = 'k'.repeat(22);
    await app.http().get(`/api/folders/0000-${key}/zip`).set('X-Forwarded-For', CLIENT).expect(404);
    await app.http().get(`/api/folders/0001-${key}/files/1`).set('X-Forwarded-For', CLIENT).expect(429);
  });

  it('limits uploads per hour (RATE_UPLOAD_PER_HOUR), per client', async () => {
    app = await createTestAppBehindProxy({ RATE_UPLOAD_PER_HOUR: '2' });
    const files = [{ path: 'a.txt', content: 'a' }];
    await uploadWithFilePaths(app, files).set('X-Forwarded-For', CLIENT).expect(201);
    await uploadWithFilePaths(app, files, { endpoint: '/api/upload-folder' })
      .set('X-Forwarded-For', CLIENT)
      .expect(201);
    const refused = await uploadWithFilePaths(app, files).set('X-Forwarded-For', CLIENT).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await app.storedFiles()).toHaveLength(2);
    await uploadWithFilePaths(app, files).set('X-Forwarded-For', OTHER_CLIENT).expect(201);
  });

  it('counts each kind of request against its own allowance only', async () => {
    app = await createTestAppBehindProxy({ RATE_UPLOAD_PER_HOUR: '1', RATE_LOOKUP_PER_MIN: '1' });
    const files = [{ path: 'a.txt', content: 'a' }];
    const body = uploadedOf(await uploadWithFilePaths(app, files).set('X-Forwarded-For', CLIENT).expect(201));
    await uploadWithFilePaths(app, files).set('X-Forwarded-For', CLIENT).expect(429);
    // Out of uploads, the client may still look its share up; and a spent lookup allowance does not
    // spend the other client's upload allowance.
    await app.http().get(`/api/folders/retrieve/${body.folderCode}`).set('X-Forwarded-For', CLIENT).expect(200);
    await app.http().get(`/api/folders/retrieve/${body.folderCode}`).set('X-Forwarded-For', OTHER_CLIENT).expect(200);
    await app.http().get(`/api/folders/retrieve/${body.folderCode}`).set('X-Forwarded-For', OTHER_CLIENT).expect(429);
    await uploadWithFilePaths(app, files).set('X-Forwarded-For', OTHER_CLIENT).expect(201);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    app = await createTestApp({ env: { RATE_LOOKUP_PER_MIN: '1' } });
    const code = await share(app);
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', CLIENT).expect(200);
    // A different claimed address does not buy a fresh allowance.
    await app.http().get(`/api/folders/retrieve/${code}`).set('X-Forwarded-For', OTHER_CLIENT).expect(429);
  });
});
