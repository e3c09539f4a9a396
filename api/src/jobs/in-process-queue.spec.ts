import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { InProcessQueue, type QueuedJob } from './in-process-queue.js';
import { KEEP_FAILED_JOBS } from './job-definition.js';
import { JobOutcomes } from './job-outcomes.js';
import { UnknownJobError } from './jobs.js';

const BACKOFF_MS = 1_000;

function job(name: string, overrides: Partial<QueuedJob> = {}): QueuedJob {
  return { name, data: { of: name }, attempts: 3, backoffMs: BACKOFF_MS, ...overrides };
}

/** The jobs_total counter's value for one job and outcome. */
async function outcomeCount(metrics: Metrics, name: string, outcome: string): Promise<number> {
  const { values } = await metrics.jobs.get();
  return values.find((value) => value.labels.job === name && value.labels.outcome === outcome)?.value ?? 0;
}

describe(InProcessQueue.name, () => {
  let metrics: Metrics;
  let errors: jest.SpiedFunction<Logger['error']>;

  beforeEach(() => {
    jest.useFakeTimers();
    metrics = new Metrics();
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function queue(processor: (name: string, data: unknown) => Promise<unknown>, concurrency = 1): InProcessQueue {
    return new InProcessQueue('maintenance', concurrency, processor, new JobOutcomes(metrics));
  }

  it('runs a job with its data and counts it completed', async () => {
    const seen: unknown[] = [];
    const jobs = queue((name, data) => Promise.resolve(seen.push([name, data])));
    jobs.add(job('sweep'));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([['sweep', { of: 'sweep' }]]);
    expect(await outcomeCount(metrics, 'sweep', 'completed')).toBe(1);
    expect(jobs.counts()).toEqual({ queue: 'maintenance', waiting: 0, active: 0, delayed: 0, failed: 0 });
  });

  it('retries a failing job after an exponential backoff, then keeps it as failed with its reason', async () => {
    const attemptsAt: number[] = [];
    const jobs = queue(() => {
      attemptsAt.push(Date.now());
      return Promise.reject(new Error('storage said no'));
    });
    const start = Date.now();
    jobs.add(job('sweep'));
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.counts()).toMatchObject({ delayed: 1, failed: 0 });
    await jest.advanceTimersByTimeAsync(BACKOFF_MS - 1);
    expect(attemptsAt).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1 + 2 * BACKOFF_MS);

    expect(attemptsAt.map((at) => at - start)).toEqual([0, BACKOFF_MS, 3 * BACKOFF_MS]);
    expect(jobs.failed()).toEqual([
      expect.objectContaining({ name: 'sweep', data: { of: 'sweep' }, reason: 'storage said no', attemptsMade: 3 }),
    ]);
    expect(jobs.counts()).toMatchObject({ waiting: 0, active: 0, delayed: 0, failed: 1 });
    expect(await outcomeCount(metrics, 'sweep', 'retried')).toBe(2);
    expect(await outcomeCount(metrics, 'sweep', 'failed')).toBe(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toMatch(
      /^Job sweep \(maintenance #1\) failed after 3 attempt\(s\).*storage said no$/,
    );
  });

  it('completes a job that succeeds on a retry, keeping no failure', async () => {
    let calls = 0;
    const jobs = queue(() => (++calls < 2 ? Promise.reject(new Error('once')) : Promise.resolve()));
    jobs.add(job('sweep'));
    await jest.advanceTimersByTimeAsync(BACKOFF_MS);
    expect(calls).toBe(2);
    expect(jobs.failed()).toEqual([]);
    expect(await outcomeCount(metrics, 'sweep', 'completed')).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('does not retry a job no processor knows', async () => {
    const jobs = queue(() => Promise.reject(new UnknownJobError('gone')));
    jobs.add(job('gone'));
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.failed()).toEqual([expect.objectContaining({ name: 'gone', attemptsMade: 1 })]);
  });

  it('adds nothing while a job of the same deduplication id waits or runs', async () => {
    let finish!: () => void;
    const jobs = queue(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(jobs.add(job('catch-up', { deduplicationId: 'start-up' }))).toBe(true);
    expect(jobs.add(job('catch-up', { deduplicationId: 'start-up' }))).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.counts().active).toBe(1);
    expect(jobs.add(job('catch-up', { deduplicationId: 'start-up' }))).toBe(false);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.add(job('catch-up', { deduplicationId: 'start-up' }))).toBe(true);
  });

  it('counts a job waiting for its retry as pending for deduplication', async () => {
    const jobs = queue(() => Promise.reject(new Error('not yet')));
    jobs.add(job('catch-up', { deduplicationId: 'start-up' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.counts().delayed).toBe(1);
    expect(jobs.add(job('catch-up', { deduplicationId: 'start-up' }))).toBe(false);
  });

  it('runs at most `concurrency` jobs at once, the rest waiting their turn', async () => {
    const running: Array<() => void> = [];
    const jobs = queue(() => new Promise<void>((resolve) => running.push(resolve)), 2);
    for (const name of ['a', 'b', 'c']) jobs.add(job(name));
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.counts()).toMatchObject({ waiting: 1, active: 2 });
    running[0]();
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs.counts()).toMatchObject({ waiting: 0, active: 2 });
  });

  it('runs a delayed job once its delay has passed', async () => {
    const ran: string[] = [];
    const jobs = queue((name) => Promise.resolve(ran.push(name)));
    jobs.add(job('later'), 5_000);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(ran).toEqual([]);
    expect(jobs.counts().delayed).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['later']);
  });

  it(`keeps the last ${KEEP_FAILED_JOBS} failed jobs, newest first`, async () => {
    const jobs = queue((name) => Promise.reject(new Error(`failed ${name}`)), 50);
    for (let index = 0; index <= KEEP_FAILED_JOBS; index++) jobs.add(job(String(index), { attempts: 1 }));
    await jest.advanceTimersByTimeAsync(0);
    const failed = jobs.failed();
    expect(failed).toHaveLength(KEEP_FAILED_JOBS);
    expect(failed[0].reason).toBe(`failed ${KEEP_FAILED_JOBS}`);
    expect(failed.map((entry) => entry.name)).not.toContain('0');
  });

  it('stops: waits for the running job, drops the waiting and delayed ones, takes no more', async () => {
    let finish!: () => void;
    const ran: string[] = [];
    const jobs = queue((name) => {
      ran.push(name);
      return name === 'slow' ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
    });
    jobs.add(job('slow'));
    jobs.add(job('next'));
    jobs.add(job('later'), 1_000);
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(jobs.add(job('after'))).toBe(false);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(ran).toEqual(['slow']);
  });
});
