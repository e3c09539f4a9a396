import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { InProcessJobs } from './in-process-jobs.js';
import { JobOutcomes } from './job-outcomes.js';
import { UnknownJobError } from './jobs.js';

const PERIOD_MS = 1_000;

describe(InProcessJobs.name, () => {
  let jobs: InProcessJobs;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jobs = new InProcessJobs(2, new JobOutcomes(new Metrics()));
  });

  afterEach(async () => {
    await jobs.beforeApplicationShutdown();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs a repeatable job once per period, from the first period on', async () => {
    let runs = 0;
    jobs.define({ name: 'tick', every: PERIOD_MS, run: () => Promise.resolve(runs++) });
    jobs.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(PERIOD_MS - 1);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(3 * PERIOD_MS);
    expect(runs).toBe(3);
    expect(await jobs.schedules()).toEqual([{ queue: 'maintenance', name: 'tick', every: PERIOD_MS }]);
  });

  it('skips a period whose last run is still going, rather than running the job twice at once', async () => {
    let running = 0;
    let most = 0;
    let finish!: () => void;
    jobs.define({
      name: 'slow',
      every: PERIOD_MS,
      run: () => {
        most = Math.max(most, ++running);
        return new Promise<void>((resolve) => (finish = () => resolve(void running--)));
      },
    });
    jobs.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5 * PERIOD_MS);
    expect(most).toBe(1);
    expect((await jobs.counts())[0]).toMatchObject({ active: 1, waiting: 0 });
    finish();
  });

  it('runs a start-up job once when the process starts', async () => {
    let runs = 0;
    jobs.define({ name: 'catch-up', atStartUp: true, run: () => Promise.resolve(runs++) });
    jobs.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(10 * PERIOD_MS);
    expect(runs).toBe(1);
  });

  it('runs an enqueued job with its data, after its delay', async () => {
    const seen: unknown[] = [];
    jobs.define<{ folderId: number }>({ name: 'scan', run: (data) => Promise.resolve(seen.push(data)) });
    await jobs.enqueue('scan', { folderId: 7 }, { delayMs: 500 });
    await jest.advanceTimersByTimeAsync(499);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([{ folderId: 7 }]);
  });

  it('refuses to enqueue a job nothing defined, and to define one twice', async () => {
    await expect(jobs.enqueue('nothing', {})).rejects.toThrow(UnknownJobError);
    jobs.define({ name: 'once', run: () => Promise.resolve() });
    expect(() => jobs.define({ name: 'once', run: () => Promise.resolve() })).toThrow('Job "once" is defined twice');
  });

  it('lists failed jobs newest first across queues, as many as asked', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jobs.define({ name: 'broken', attempts: 1, run: () => Promise.reject(new Error('broken on purpose')) });
    for (let index = 0; index < 3; index++) {
      await jobs.enqueue('broken', { index });
      await jest.advanceTimersByTimeAsync(10);
    }
    const failed = await jobs.failed(2);
    expect(failed.map((job) => job.data)).toEqual([{ index: 2 }, { index: 1 }]);
    expect(failed[0]).toMatchObject({ queue: 'maintenance', name: 'broken', reason: 'broken on purpose' });
  });

  it('stops its periods on shutdown', async () => {
    let runs = 0;
    jobs.define({ name: 'tick', every: PERIOD_MS, run: () => Promise.resolve(runs++) });
    jobs.onApplicationBootstrap();
    await jobs.beforeApplicationShutdown();
    await jest.advanceTimersByTimeAsync(5 * PERIOD_MS);
    expect(runs).toBe(0);
  });
});
