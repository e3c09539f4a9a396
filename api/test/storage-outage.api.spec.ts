import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from './support/test-app.js';
import { share, uploadWithFilePaths } from './support/uploads.js';
import { errorOf, folderOf } from './support/answers.js';

/** What a request that needs the storage answers while it is away, word for word. */
const STORAGE_UNAVAILABLE = 'File storage is not responding right now. Please try again in a moment.';

const BUCKET = 'outage-test';

/**
 * An app on an S3 store of its own, which the test stops and starts again (on every run: the default one
 * checks the S3 wiring, the S3 run shares nothing with its other apps here).
 */
describe('file storage going away and coming back (S3 backend)', () => {
  let directory: string;
  let server: S3rver;
  let port: number;
  let app: TestApp;
  const env = () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });

  async function startServer(): Promise<void> {
    server = new S3rver({
      address: '127.0.0.1',
      port: port ?? 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    port = (await server.run()).port;
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sharecode-outage-'));
    await startServer();
    app = await createTestApp({ env: env() });
  });

  afterAll(async () => {
    await app.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  afterEach(() => jest.restoreAllMocks());

  it('answers 503 to the requests that need the store while it is down, logs it once, and recovers by itself', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const code = await share(app, [{ path: 'kept.txt', content: 'kept across the outage' }], '24h');
    const url = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200)).files[0].url;
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', storage: 'up' });

    await server.close();
    const health = await app.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({
      statusCode: 503,
      code: 'unhealthy',
      message: 'File storage is not responding.',
      error: 'Service Unavailable',
      database: 'up',
      storage: 'down',
    });
    const download = await app.http().get(url).expect(503);
    expect(errorOf(download).code).toBe('storage_unavailable');
    expect(errorOf(download).message).toBe(STORAGE_UNAVAILABLE);
    // A ZIP's headers go out before its first entry is read: it ends as a broken transfer, not a whole file.
    const zip = await app
      .http()
      .get(`${url.replace(/\/files\/\d+$/, '')}/zip`)
      .then(
        (response) => response.status,
        () => 'broken',
      );
    expect([503, 'broken']).toContain(zip);
    const upload = await uploadWithFilePaths(app, [{ path: 'new.txt', content: 'new' }]).expect(503);
    expect(errorOf(upload).code).toBe('storage_unavailable');
    expect(errorOf(upload).message).toBe(STORAGE_UNAVAILABLE);
    // Lookups need only the database.
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(errors.mock.calls.filter(([line]) => /File storage .* failed/.test(String(line)))).toHaveLength(1);

    await startServer();
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', storage: 'up' });
    expect((await app.http().get(url).expect(200)).text).toBe('kept across the outage');
    await share(app, [{ path: 'after.txt', content: 'after' }]);
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(createTestApp({ env: { ...env(), S3_BUCKET: 'no-such-bucket' } })).rejects.toThrow(
      /S3_BUCKET="no-such-bucket" at S3_ENDPOINT="http:\/\/127\.0\.0\.1:\d+" cannot be reached: the bucket does not exist/,
    );
  });
});
