import { Queue } from 'bullmq';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bullmqPrefix } from '../../src/jobs/bullmq-options.js';
import { SCANNING_QUEUE } from '../../src/jobs/job-definition.js';
import { folderOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { linkOf } from '../support/uploads.js';
import { type ApiProcess, startApiProcess, stopAllApiProcesses } from '../scale-out/support/api-process.js';
import { type Deployment, startDeployment } from '../scale-out/support/deployment.js';
import { startWorkerProcess, stopAllWorkerProcesses } from '../jobs/support/worker-process.js';
import { EICAR, runClamd } from './support/clamd.js';

/** A Redis database of these processes' own: their key prefix is the default one, which other tests' processes use. */
const REDIS_DATABASE = 10;
/** The Redis key prefix of a process that is not told otherwise (redis.module.ts), as these processes are. */
const DEFAULT_KEY_PREFIX = 'sharecode:';
const SCAN_TIMEOUT_MS = 60_000;

/**
 * Scans run on a worker process (`node dist/worker.js`, built), not in the API process, on the scale-out run's
 * PostgreSQL, bucket, Redis and clamd.
 */
describe('scans on a worker process', () => {
  let deployment: Deployment;
  let env: Record<string, string>;
  let api: ApiProcess;
  const dataDirs: string[] = [];

  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'sharecode-scanning-'));
    dataDirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    deployment = await startDeployment({ redisDatabase: REDIS_DATABASE });
    env = { ...deployment.env, ...runClamd(), PUBLIC_URL: 'http://sharecode.test' };
    const apiDir = await dataDir();
    api = await startApiProcess('api', { ...env, DATA_DIR: apiDir, CLIENT_DIR: join(apiDir, 'no-client') });
  }, 120_000);

  afterAll(async () => {
    await stopAllWorkerProcesses();
    await stopAllApiProcesses();
    await deployment?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  async function lookup(link: string): Promise<number> {
    return (await api.http().get(`/s/${link}/qr`)).status;
  }

  /** What a recipient gets for the share's file: 409 while it waits for its scan. */
  async function download(link: string): Promise<number> {
    const answer = await api.http().get(`/s/${link}/qr`);
    if (answer.status !== 200) return answer.status;
    return (await api.http().get(folderOf(answer).files[0].url)).status;
  }

  it('leaves shares checking until a worker takes their scans, then opens the clean one and quarantines EICAR', async () => {
    const upload = async (path: string, content: string | Buffer) =>
      uploadedOf(
        await api
          .http()
          .post('/api/upload')
          .attach('files', Buffer.from(content), { filename: path, contentType: 'application/octet-stream' })
          .field('filePaths', JSON.stringify([path]))
          .expect(201),
      );
    const clean = await upload('notes.txt', 'Nothing to see.\n');
    const infected = await upload('eicar.com', EICAR);
    expect([clean.status, infected.status]).toEqual(['checking', 'checking']);

    // The API process enqueued the scans and takes none itself: they wait in Redis, where no process takes
    // jobs from the queue. Asked of the queue, not inferred from a pause in which nothing happened.
    const scans = new Queue(SCANNING_QUEUE, {
      connection: { url: env.REDIS_URL },
      prefix: bullmqPrefix(DEFAULT_KEY_PREFIX),
    });
    scans.on('error', () => undefined);
    try {
      // CLIENT LIST names every connection on the server, whatever its database: other tests' workers, with the
      // same default prefix, live in other databases.
      const workersHere = (await scans.getWorkers()).filter((client) => client.db === String(REDIS_DATABASE));
      expect(workersHere).toEqual([]);
      const waiting = await scans.getJobs(['waiting', 'prioritized']);
      expect(waiting.filter((job) => job.name === 'scan-share')).toHaveLength(2);
      expect(await scans.getJobCounts('active', 'completed', 'failed')).toEqual({ active: 0, completed: 0, failed: 0 });
    } finally {
      await scans.close();
    }
    // Both shares open; their files wait for their scans.
    expect([await download(linkOf(clean.folderUrl)), await download(linkOf(infected.folderUrl))]).toEqual([409, 409]);

    await startWorkerProcess({ ...env, DATA_DIR: await dataDir() });
    await eventually(
      async () =>
        (await download(linkOf(clean.folderUrl))) === 200 && (await lookup(linkOf(infected.folderUrl))) === 410,
      'the worker scanned both shares',
      SCAN_TIMEOUT_MS,
    );
  });
});
