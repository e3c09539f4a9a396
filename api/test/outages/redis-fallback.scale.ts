import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ChildProcess } from 'node:child_process';
import { Metrics } from '../../src/metrics/metrics.js';
import { errorOf, folderOf, rawBodyOf, resumableOf } from '../support/answers.js';
import { logIn, signUp } from '../support/accounts.js';
import { freePort } from '../support/free-port.js';
import { create, sendChunk } from '../support/resumable-uploads.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { shareWithLink, type TestFile, uploadWithFilePaths } from '../support/uploads.js';
import { startRedis, stopRedis } from './support/redis-server.js';

/** Few enough uploads per client that the test reaches the limit while Redis is away. */
const UPLOADS_PER_HOUR = 3;
const FILES: TestFile[] = [{ path: 'doc/report.txt', content: 'readable while Redis is away\n' }];
const RESUMABLE = [{ path: 'doc/large.bin', content: Buffer.alloc(64 * 1024, 4) }];

/**
 * Runs in the scale-out run only (it needs Debian's redis-server): an app on a Redis of its own, which the
 * test stops and starts again. Redis holds counters, not shares: while it is away, what needs only per-client
 * limits keeps working on this instance's counts, and only the service-wide guessing budget fails closed.
 */
describe('while Redis is away', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_UPLOAD_PER_HOUR: String(UPLOADS_PER_HOUR) },
      worker: false,
    });
  });

  afterAll(async () => {
    // Back first, should the test have failed while it was away: closing the app's queues waits for Redis.
    if (redis.exitCode !== null) redis = await startRedis(port);
    await app?.close();
    await stopRedis(redis);
  });

  afterEach(() => jest.restoreAllMocks());

  async function fallingBack(): Promise<number> {
    return (await app.app.get(Metrics).rateLimitFallback.get()).values[0]?.value ?? 0;
  }

  it('serves links, downloads, uploads and sign-ins on per-instance limits, refuses code lookups, and recovers by itself', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { code, link } = await shareWithLink(app, FILES, '24h');
    expect(await fallingBack()).toBe(0);

    await stopRedis(redis);

    const folder = folderOf(await app.http().get(`/s/${link}/qr`).expect(200));
    const file = await app.http().get(folder.files[0].url).responseType('blob').expect(200);
    expect(rawBodyOf(file).toString()).toBe(FILES[0].content);
    const refused = await app.http().get(`/api/folders/retrieve/${code}`).expect(503);
    expect(errorOf(refused).message).toMatch(/Redis/);
    // Signing up and in: their per-client and per-account limits are counted here too.
    await logIn(app, await signUp(app));
    // A resumable upload can be announced, but its chunks wait for Redis: the write lock that keeps two
    // instances from writing one upload's bytes at once cannot be taken safely without it.
    const { id } = resumableOf(await create(app, RESUMABLE).expect(201));
    expect(errorOf(await sendChunk(app, id, 0, RESUMABLE[0].content).expect(503)).message).toMatch(/Redis/);
    // Per-client limits still hold, counted here: a fresh allowance (the announced upload was one), then 429.
    for (let upload = 1; upload < UPLOADS_PER_HOUR; upload++) await uploadWithFilePaths(app, FILES).expect(201);
    await uploadWithFilePaths(app, FILES).expect(429);
    expect(await fallingBack()).toBe(1);
    const warned = warnings.mock.calls.map(([line]) => String(line));
    expect(warned.filter((line) => line.includes("this instance's memory"))).toHaveLength(1);
    // The download could not be registered in Redis: nothing to say per download, the outage is logged once.
    expect(warned.filter((line) => line.includes('download'))).toEqual([]);

    redis = await startRedis(port);
    await eventually(
      async () => (await app.http().get(`/api/folders/retrieve/${code}`)).status === 200,
      'code lookups work again',
    );
    expect(await fallingBack()).toBe(0);
    // Counted in Redis again, which restarted empty.
    await uploadWithFilePaths(app, FILES).expect(201);
    await sendChunk(app, id, 0, RESUMABLE[0].content).expect(200);
  }, 30_000);
});
