import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Jobs } from '../../src/jobs/jobs.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { within } from '../scale-out/support/waiting.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OwnRedis } from './support/own-redis.js';

/**
 * A guard against a hang, not a measure of speed: a close that waited on Redis would wait for ever, so the stop
 * is awaited and only a stop that never comes fails the test.
 */
const STOP_HANG_GUARD_MS = 30_000;
/** Every queue's repeatable jobs (the maintenance queue's and the thumbnails' sweep), sorted. */
const REPEATABLE_SCHEDULES = [
  'abandoned-partials',
  'ended-file-requests-forgotten',
  'ended-shares-forgotten',
  'expired-file-requests',
  'expired-shares',
  'orphan-files',
  'reporter-emails-erased',
  'stale-resumable-uploads',
  'thumbnail-sweep',
];

/**
 * The job queue while its Redis goes away and comes back (the scale-out run only: it needs Debian's
 * redis-server). The app has a Redis of its own, which the test stops and starts again, empty.
 */
describe('the job queue when Redis goes away', () => {
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

  it('answers 503 with queue: down while Redis is away, and puts the schedules back when it returns empty', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const jobs = app.app.get(Jobs);
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ redis: 'up', queue: 'up' });
    expect((await jobs.schedules()).map((schedule) => schedule.name).sort()).toEqual(REPEATABLE_SCHEDULES);

    await redis.stop();
    const health = await app.http().get('/api/health').expect(503);
    expect(health.body).toMatchObject({ database: 'up', redis: 'down', queue: 'down' });
    expect((health.body as { message: string }).message).toContain('The job queue (Redis) is not responding.');

    // Back, but without the schedules it held (no persistence here).
    await redis.start();
    await eventually(async () => (await app.http().get('/api/health')).status === 200, 'the health check passes again');
    await eventually(
      async () => (await jobs.schedules()).length === REPEATABLE_SCHEDULES.length,
      'the schedules are back in Redis',
    );
    expect((await jobs.schedules()).map((schedule) => schedule.name).sort()).toEqual(REPEATABLE_SCHEDULES);
  }, 60_000);

  it('stops at once while Redis is away, the API app and its worker alike', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const other = await createTestApp({ env: { REDIS_URL: redis.url } });
    await redis.stop();
    try {
      await within(other.stop(), STOP_HANG_GUARD_MS, 'the app and its worker stopped while Redis is away');
    } finally {
      await other.removeData();
      await redis.start();
    }
  }, 60_000);
});
