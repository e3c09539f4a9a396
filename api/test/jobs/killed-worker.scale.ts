import { Test } from '@nestjs/testing';
import { Queue, type Job } from 'bullmq';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfigModule } from '../../src/config/app-config.module.js';
import { bullmqPrefix } from '../../src/jobs/bullmq-options.js';
import { MAINTENANCE_QUEUE } from '../../src/jobs/job-definition.js';
import { RedisConnection } from '../../src/redis/redis-connection.js';
import { RedisModule } from '../../src/redis/redis.module.js';
import { type Deployment, startDeployment } from '../scale-out/support/deployment.js';
import { ManualClock } from '../support/manual-clock.js';
import { eventually } from '../support/poll.js';
import { createTestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';
import { type SlowProxy, slowProxy } from './support/slow-proxy.js';
import { startWorkerProcess, stopAllWorkerProcesses } from './support/worker-process.js';

const HOUR_MS = 60 * 60 * 1000;
/** Shares to remove, one file each: with slow deletes, the job removing them runs for seconds. */
const SHARES = 8;
const DELETE_DELAY_MS = 500;
/** A killed worker's job runs again within its lock's lifetime plus one stalled-job check (30 s + 15 s). */
const RECOVERY_TIMEOUT_MS = 90_000;
/** A Redis database of these processes' own: their key prefix is the default one, which other tests' processes use. */
const REDIS_DATABASE = 9;

/** The maintenance queue as the worker processes see it: their Redis key prefix is the app's default. */
async function observedQueue(redisUrl: string): Promise<Queue> {
  const probe = await Test.createTestingModule({
    imports: [AppConfigModule.forRoot({ REDIS_URL: redisUrl }), RedisModule],
  }).compile();
  const keyPrefix = probe.get(RedisConnection).client.options.keyPrefix ?? '';
  await probe.close();
  return new Queue(MAINTENANCE_QUEUE, { connection: { url: redisUrl }, prefix: bullmqPrefix(keyPrefix) });
}

/**
 * Worker processes (`node dist/worker.js`, built) on the scale-out run's PostgreSQL, bucket and Redis,
 * killed or stopped while a job removes expired shares through a slow object store.
 */
describe('worker processes stopped mid-job', () => {
  let deployment: Deployment;
  let proxy: SlowProxy;
  let queue: Queue;
  let redisUrl: string;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    deployment = await startDeployment({ redisDatabase: REDIS_DATABASE });
    redisUrl = deployment.env.REDIS_URL;
    proxy = await slowProxy(deployment.env.S3_ENDPOINT, DELETE_DELAY_MS);
    queue = await observedQueue(redisUrl);
    await queue.obliterate({ force: true });
  }, 60_000);

  afterAll(async () => {
    await stopAllWorkerProcesses();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await proxy?.close();
    await deployment?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  /** Shares on the deployment that expired an hour ago: uploaded by an app whose clock runs three hours behind. */
  async function expiredShares(count: number): Promise<void> {
    const uploader = await createTestApp({
      env: deployment.env,
      clock: new ManualClock(new Date(Date.now() - 3 * HOUR_MS)),
    });
    try {
      for (let index = 0; index < count; index++) {
        await share(uploader, [{ path: `expired-${index}.txt`, content: `share ${index}` }], '2h');
      }
    } finally {
      await uploader.close();
    }
  }

  async function workerEnv(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
    const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-worker-'));
    dataDirs.push(dataDir);
    return { ...deployment.env, REDIS_URL: redisUrl, DATA_DIR: dataDir, WORKER_CONCURRENCY: '1', ...overrides };
  }

  /** The job running once the slow store has seen `after` deletes more: a removal well under way. */
  async function jobDeleting(after: number): Promise<Job> {
    let running: Job | undefined;
    await eventually(
      async () => {
        if (proxy.deletes() < after) return false;
        [running] = await queue.getJobs(['active']);
        return running !== undefined;
      },
      'a job is removing shares',
      30_000,
    );
    return running!;
  }

  it('loses nothing when killed: the job it was running completes on another worker', async () => {
    await expiredShares(SHARES);
    const first = await startWorkerProcess(await workerEnv({ S3_ENDPOINT: proxy.url }));
    const job = await jobDeleting(proxy.deletes() + 2);
    await first.kill();
    expect(await deployment.shareCount()).toBeGreaterThan(0);

    const second = await startWorkerProcess(await workerEnv({ WORKER_CONCURRENCY: '2' }));
    await eventually(
      async () => (await queue.getJob(job.id!))?.finishedOn !== undefined,
      `job ${job.name} #${job.id} finishes on the other worker`,
      RECOVERY_TIMEOUT_MS,
    );
    expect(await (await queue.getJob(job.id!))!.getState()).toBe('completed');
    expect(second.log()).toContain(`Job #${job.id} stalled`);
    expect(await deployment.shareCount()).toBe(0);
    expect(await deployment.storage.storedFiles()).toEqual([]);
    await second.stop();
  }, 150_000);

  it('finishes the job it is running when stopped with SIGTERM, then exits', async () => {
    await expiredShares(SHARES);
    const worker = await startWorkerProcess(await workerEnv({ S3_ENDPOINT: proxy.url }));
    const job = await jobDeleting(proxy.deletes() + 2);
    await worker.stop();

    // No other worker runs: the job was finished by the one stopping, not left to a stalled-job check.
    expect(await (await queue.getJob(job.id!))!.getState()).toBe('completed');
    expect(await deployment.shareCount()).toBe(0);
    expect(await deployment.storage.storedFiles()).toEqual([]);
  }, 120_000);
});
