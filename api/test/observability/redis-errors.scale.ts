import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ChildProcess } from 'node:child_process';
import { Metrics } from '../../src/metrics/metrics.js';
import { startRedis, stopRedis } from '../outages/support/redis-server.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';

/**
 * Runs in the scale-out run only (it needs Debian's redis-server): an app on a Redis of its own, which the
 * test stops and starts again, so that the requests needing it fail meanwhile and redis_errors_total counts them.
 */
describe('redis_errors_total', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    // The API process alone: a worker beside it would have a Redis outage of its own.
    app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` }, worker: false });
  });

  afterAll(async () => {
    await app?.close();
    await stopRedis(redis);
  });

  afterEach(() => jest.restoreAllMocks());

  const redisErrors = async () => (await app.app.get(Metrics).redisErrors.get()).values[0]?.value ?? 0;

  it('counts the Redis commands that fail while Redis is down, and only those', async () => {
    const code = await share(app);
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(await redisErrors()).toBe(0);

    // The outage itself is logged (once) by RedisConnection: not this test's business.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await stopRedis(redis);
    // A code lookup needs the guessing budget, which only Redis can count for the whole service.
    await app.http().get(`/api/folders/retrieve/${code}`).expect(503);
    const duringOutage = await redisErrors();
    expect(duringOutage).toBeGreaterThanOrEqual(1);

    redis = await startRedis(port);
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 200,
      'lookups work again',
    );
    const recovered = await redisErrors();
    await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    expect(await redisErrors()).toBe(recovered);
  }, 30_000);
});
