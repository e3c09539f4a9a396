import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { bullmqPrefix } from '../../src/jobs/bullmq-options.js';
import { MAINTENANCE_QUEUE } from '../../src/jobs/job-definition.js';
import { Jobs } from '../../src/jobs/jobs.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { eventually } from '../support/poll.js';
import { JobDeployment } from './support/job-apps.js';

/** Short enough to see several periods soon, long enough for a busy machine to keep up. */
const PERIOD_MS = 500;
/** Runs of the repeatable job waited for (not a time: a busy machine only makes them come later). */
const RUNS_WATCHED = 6;
const BACKOFF_MS = 400;

/** The jobs_total counter's value for one job and outcome, in one app's registry. */
async function outcomeCount(metrics: Metrics, job: string, outcome: string): Promise<number> {
  const { values } = await metrics.jobs.get();
  return values.find((value) => value.labels.job === job && value.labels.outcome === outcome)?.value ?? 0;
}

/** The deployment's maintenance queue as BullMQ holds it in Redis, read beside the apps (close it after). */
function maintenanceQueue(deployment: JobDeployment): Queue {
  const queue = new Queue(MAINTENANCE_QUEUE, {
    connection: { url: JobDeployment.redisUrl() },
    prefix: bullmqPrefix(deployment.prefix),
  });
  queue.on('error', () => undefined);
  return queue;
}

/**
 * The job queue in Redis, with API apps that enqueue and workers that run (the scale-out run only: it needs
 * that run's Redis). Each deployment has a key prefix of its own.
 */
describe('jobs on a Redis queue', () => {
  let deployment: JobDeployment | undefined;
  let queue: Queue | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await queue?.close();
    queue = undefined;
    await deployment?.close();
    deployment = undefined;
  });

  it('runs a repeatable job once per period with two API apps and a worker sharing the queue', async () => {
    let runs = 0;
    deployment = new JobDeployment([{ name: 'tick', every: PERIOD_MS, run: () => Promise.resolve(runs++) }]);
    const apis = [await deployment.api(), await deployment.api()];
    await deployment.worker();
    queue = maintenanceQueue(deployment);
    const finished = queue;
    const ticks = async () => (await finished.getCompleted(0, -1)).filter((job) => job.name === 'tick');
    await eventually(async () => (await ticks()).length >= RUNS_WATCHED, `${RUNS_WATCHED} runs of the tick job`);
    expect(runs).toBeGreaterThanOrEqual(RUNS_WATCHED);

    // One job per period, whatever the pace: each run was the job of a period of its own (BullMQ names a
    // scheduled job after its schedule and its slot), a whole number of periods after the one before. A run
    // may start late and a late one skip a period; no period has two. Counted by slot, not by the clock.
    const slots = (await ticks())
      .map((job) => /^repeat:tick:(\d+)$/.exec(job.id ?? '')?.[1])
      .map((slot) => Number(slot))
      .sort((a, b) => a - b);
    expect(slots.every(Number.isSafeInteger)).toBe(true);
    const gaps = slots.slice(1).map((slot, index) => slot - slots[index]);
    expect(gaps.filter((gap) => gap < PERIOD_MS || gap % PERIOD_MS !== 0)).toEqual([]);

    // Every process put the schedule in place; the queue holds it once (a schedule per process would make about
    // three jobs a period).
    const schedules = await apis[0].get(Jobs).schedules();
    expect(schedules.filter((schedule) => schedule.name === 'tick')).toEqual([
      expect.objectContaining({ queue: 'maintenance', every: PERIOD_MS }),
    ]);
    // The application's own repeatable jobs, once each.
    const names = schedules.map((schedule) => schedule.name).sort();
    expect(names).toEqual(
      [
        'abandoned-partials',
        'ended-file-requests-forgotten',
        'ended-shares-forgotten',
        'expired-file-requests',
        'expired-shares',
        'orphan-files',
        'reporter-emails-erased',
        'stale-resumable-uploads',
        'thumbnail-sweep',
        'tick',
      ].sort(),
    );
  }, 30_000);

  it('leaves jobs waiting while no worker runs, and an API app runs none itself', async () => {
    const runs: unknown[] = [];
    deployment = new JobDeployment([{ name: 'work', run: (data) => Promise.resolve(runs.push(data)) }]);
    const api = await deployment.api();
    const jobs = api.get(Jobs);
    queue = maintenanceQueue(deployment);
    await jobs.enqueue('work', { n: 1 });
    // No process takes jobs from the queue (an API app runs none itself), so the job can only wait: asked of
    // Redis, not inferred from a pause in which nothing happened.
    expect(await queue.getWorkers()).toEqual([]);
    const [maintenance] = await jobs.counts();
    expect(maintenance.waiting).toBeGreaterThanOrEqual(1);
    expect(runs).toEqual([]);

    await deployment.worker();
    expect(await queue.getWorkersCount()).toBe(1);
    await eventually(() => runs.length === 1, 'a worker started later runs the waiting job');
    expect(runs).toEqual([{ n: 1 }]);
  }, 30_000);

  it('retries a failing job with exponential backoff, then keeps it failed with its reason and logs it once', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const attemptsAt: number[] = [];
    deployment = new JobDeployment([
      {
        name: 'doomed',
        attempts: 3,
        backoffMs: BACKOFF_MS,
        run: () => {
          attemptsAt.push(Date.now());
          return Promise.reject(new Error('the bucket refused'));
        },
      },
    ]);
    const api = await deployment.api();
    const worker = await deployment.worker();
    await api.get(Jobs).enqueue('doomed', { share: 42 });

    const jobs = api.get(Jobs);
    await eventually(async () => (await jobs.failed(10)).length === 1, 'the job is kept as failed');
    expect(attemptsAt).toHaveLength(3);
    const [first, second] = [attemptsAt[1] - attemptsAt[0], attemptsAt[2] - attemptsAt[1]];
    expect(first).toBeGreaterThanOrEqual(BACKOFF_MS);
    expect(second).toBeGreaterThanOrEqual(2 * BACKOFF_MS);
    expect(await jobs.failed(10)).toEqual([
      expect.objectContaining({
        queue: 'maintenance',
        name: 'doomed',
        data: { share: 42 },
        reason: 'the bucket refused',
        attemptsMade: 3,
      }),
    ]);
    expect((await jobs.counts())[0]).toMatchObject({ failed: 1 });
    const finalLines = errors.mock.calls.filter(([message]) => String(message).includes('doomed'));
    expect(finalLines).toHaveLength(1);
    expect(String(finalLines[0][0])).toMatch(/failed after 3 attempt\(s\).*the bucket refused/);
    const metrics = worker.get(Metrics);
    expect(await outcomeCount(metrics, 'doomed', 'retried')).toBe(2);
    expect(await outcomeCount(metrics, 'doomed', 'failed')).toBe(1);
  }, 30_000);
});
