import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OwnRedis } from './support/own-redis.js';
import { startTestWorker } from './support/test-worker.js';

async function get(port: number, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5_000) });
  return { status: response.status, body: await response.text() };
}

/**
 * The worker's operations port (METRICS_PORT): its health, for compose and load balancers, and its metrics.
 * The scale-out run only: the worker needs Redis, here one of the test's own, stopped and started again.
 */
describe("the worker's operations port", () => {
  let redis: OwnRedis;
  let app: TestApp;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    app = await createTestApp({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  afterEach(() => jest.restoreAllMocks());

  it('answers /health, 503 naming Redis while it is away, and serves /metrics and nothing else', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const port = await freePort();
    const worker = await startTestWorker({
      env: { DATA_DIR: app.dataDir, REDIS_URL: redis.url, METRICS_PORT: String(port) },
      clock: app.clock,
    });
    try {
      const healthy = await get(port, '/health');
      expect(healthy.status).toBe(200);
      expect(JSON.parse(healthy.body)).toEqual({ status: 'ok', database: 'up', redis: 'up', worker: 'up' });
      const metrics = await get(port, '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.body).toMatch(/^sharecode_queue_jobs\{queue="maintenance",state="waiting"\} \d+$/m);
      // Its start-up jobs, run and counted.
      await eventually(
        async () =>
          /^sharecode_jobs_total\{queue="maintenance",job="[a-z-]+",outcome="completed"\} \d+$/m.test(
            (await get(port, '/metrics')).body,
          ),
        'the worker counts the jobs it ran',
        10_000,
      );
      expect((await get(port, '/api/health')).status).toBe(404);

      await redis.stop();
      const down = await get(port, '/health');
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toMatchObject({ status: 'unhealthy', redis: 'down', database: 'up' });

      await redis.start();
      await eventually(async () => (await get(port, '/health')).status === 200, 'the worker is healthy again', 15_000);
    } finally {
      await worker.close();
    }
    // Closed: the port is free again.
    await expect(get(port, '/health')).rejects.toThrow();
  }, 60_000);
});
