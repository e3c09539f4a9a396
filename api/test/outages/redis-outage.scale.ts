import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';
import { errorOf } from '../support/answers.js';
import { startRedis, stopRedis } from './support/redis-server.js';

/**
 * Runs in the scale-out run only (it needs Debian's redis-server): an app on a Redis of its own, which the
 * test stops and starts again.
 */
describe('Redis going away and coming back', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` }, worker: false });
  });

  afterAll(async () => {
    await app?.close();
    await stopRedis(redis);
  });

  afterEach(() => jest.restoreAllMocks());

  it('stops the server at start-up with a message naming REDIS_URL when Redis cannot be reached', async () => {
    const nowhere = await freePort();
    // On SQLite: a PostgreSQL pool still connecting when start-up fails would keep retrying after the test.
    await expect(
      createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${nowhere}`, DATABASE_URL: '' } }),
    ).rejects.toThrow(new RegExp(`REDIS_URL="redis://127\\.0\\.0\\.1:${nowhere}/?": Redis cannot be reached`));
  });

  it('answers 503 to the requests that need Redis while it is down, logs it once, and recovers by itself', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const code = await share(app, [{ path: 'kept.txt', content: 'kept across the outage' }], '24h');
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ redis: 'up', database: 'up' });

    await stopRedis(redis);
    const refused = await app.http().get(`/api/folders/retrieve/${code}`).expect(503);
    expect(errorOf(refused).message).toMatch(/Redis/);
    await app.http().get(`/api/folders/retrieve/${code}`).expect(503);
    expect((await app.http().get('/api/health').expect(503)).body).toMatchObject({ redis: 'down', database: 'up' });
    expect(errors.mock.calls.filter(([message]) => String(message).includes('Redis')).length).toBe(1);

    redis = await startRedis(port);
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 200,
      'lookups work again',
    );
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ redis: 'up' });
  }, 30_000);
});
