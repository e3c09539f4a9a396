import { Queue } from 'bullmq';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bullmqPrefix } from '../../../src/jobs/bullmq-options.js';
import { MAINTENANCE_QUEUE } from '../../../src/jobs/job-definition.js';
import { OwnRedis } from '../../jobs/support/own-redis.js';
import { startWorkerProcess, stopAllWorkerProcesses, type WorkerProcess } from '../../jobs/support/worker-process.js';
import { createPostgres, type PostgresServer } from '../../outages/support/postgres-server.js';
import { type ApiProcess, startApiProcess, stopAllApiProcesses } from '../../scale-out/support/api-process.js';
import { freePort } from '../../support/free-port.js';
import { eventually } from '../../support/poll.js';
import RELAXED_RATE_LIMITS from '../../support/relaxed-rate-limits.json' with { type: 'json' };
import type { Dependency } from './expectations.js';
import { createS3Server, type S3Server } from './s3-server.js';

/** The processes' Redis keys: the app's default prefix, as nothing else uses this Redis. */
const KEY_PREFIX = 'sharecode:';
/** A job the test enqueues runs within this: the worker takes jobs as soon as they are added. */
const JOB_TIMEOUT_MS = 30_000;

interface StoppableDependency {
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/**
 * A whole deployment of the test's own: two API processes and a worker process (`dist/main.js`,
 * `dist/worker.js`, as production runs them) on a PostgreSQL, a Redis and an S3 server that the test stops and
 * starts again, each on a free loopback port.
 */
export interface FaultDeployment {
  instances: ApiProcess[];
  worker: WorkerProcess;
  dependencies: Record<Dependency, StoppableDependency>;
  /** Every share row: its code, and its files as `path:size`, sorted. */
  recordedShares(): Promise<Map<string, string[]>>;
  /** Adds a run of the job `name` to the queue and resolves its state once the worker has finished it. */
  runJob(name: string): Promise<string>;
  /** Every process's last output, for a failure's message. */
  logs(): string;
  close(): Promise<void>;
}

export async function startFaultDeployment(): Promise<FaultDeployment> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    await stopAllApiProcesses();
    await stopAllWorkerProcesses();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres: PostgresServer = await createPostgres();
    cleanups.push(() => postgres.remove());
    const redis = new OwnRedis(await freePort());
    await redis.start();
    cleanups.push(() => redis.stop());
    const s3: S3Server = await createS3Server();
    cleanups.push(() => s3.remove());
    const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-faults-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...s3.env,
      // No client build: the placeholder page is enough for an API test.
      CLIENT_DIR: join(dataDir, 'no-client'),
      PUBLIC_URL: 'http://sharecode.test',
      CODE_GUESS_POW_SECRET: 'one secret shared by every instance of this deployment',
      // Thousands of requests from one loopback address: no per-client limit or guessing budget may refuse them.
      ...RELAXED_RATE_LIMITS,
      // Outages and recoveries are warnings and errors; the access log of thousands of requests would bury them.
      LOG_LEVEL: 'warn',
    };
    const instance = (name: string) => startApiProcess(name, { ...env, DATA_DIR: join(dataDir, name) });
    // One at a time for the schema: the first runs the migrations, which two processes must not run at once.
    const a = await instance('a');
    const [b, worker] = await Promise.all([
      instance('b'),
      startWorkerProcess({ ...env, DATA_DIR: join(dataDir, 'worker') }),
    ]);

    return {
      instances: [a, b],
      worker,
      dependencies: {
        Redis: { stop: () => redis.stop(), start: () => redis.start() },
        PostgreSQL: { stop: () => postgres.stop(), start: () => postgres.start() },
        S3: { stop: () => s3.stop(), start: () => s3.start() },
      },
      recordedShares: async () => {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ code: string; file: string | null }>(
            `SELECT folders.code, folder_files.filepath || ':' || folder_files.filesize AS file
               FROM folders LEFT JOIN folder_files ON folder_files.folder_id = folders.id`,
          );
          const shares = new Map<string, string[]>();
          for (const { code, file } of rows) {
            // A share without files has one row, with no file: it is listed with none.
            shares.set(code, [...(shares.get(code) ?? []), ...(file === null ? [] : [file])].sort());
          }
          return shares;
        } finally {
          await client.end();
        }
      },
      runJob: async (name) => {
        // Connected only now: a queue connected across the test's Redis outage would report it as errors.
        const queue = new Queue(MAINTENANCE_QUEUE, {
          connection: { url: redis.url },
          prefix: bullmqPrefix(KEY_PREFIX),
        });
        try {
          const job = await queue.add(name, {});
          await eventually(
            async () => (await queue.getJob(job.id!))?.finishedOn !== undefined,
            `the worker finished job ${name} #${job.id}`,
            JOB_TIMEOUT_MS,
          );
          return await (await queue.getJob(job.id!))!.getState();
        } finally {
          await queue.close();
        }
      },
      logs: () => [a, b].map((api) => `--- ${api.name}:\n${api.log()}`).join('\n') + `\n--- worker:\n${worker.log()}`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
