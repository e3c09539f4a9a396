import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { BOOTSTRAP_ATTEMPTS, RedisJobs } from './redis-jobs.js';

/** No Redis listens here: every Queue call the spec makes is replaced, and the connection only retries. */
const NOWHERE = 'redis://127.0.0.1:9';

describe(`${RedisJobs.name} at start-up`, () => {
  let jobs: RedisJobs;
  let schedule: jest.SpiedFunction<Queue['upsertJobScheduler']>;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    schedule = jest.spyOn(Queue.prototype, 'upsertJobScheduler');
    jest.spyOn(Queue.prototype, 'add').mockResolvedValue(undefined as never);
    jobs = new RedisJobs(NOWHERE, 'spec:');
    jobs.define({ name: 'tick', every: 60_000, atStartUp: true, run: () => Promise.resolve() });
  });

  afterEach(async () => {
    await jobs.onApplicationShutdown();
    jest.restoreAllMocks();
  });

  it('schedules again when Redis was slow to answer, as scheduling is idempotent', async () => {
    schedule.mockRejectedValueOnce(new Error('Command timed out')).mockResolvedValue(undefined as never);
    await jobs.onApplicationBootstrap();
    expect(schedule).toHaveBeenCalledTimes(2);
  });

  it('gives up, naming REDIS_URL and the reason, once Redis is slow every time or refuses', async () => {
    schedule.mockRejectedValue(new Error('Command timed out'));
    await expect(jobs.onApplicationBootstrap()).rejects.toThrow(
      'REDIS_URL: the background jobs could not be scheduled in Redis (Command timed out)',
    );
    expect(schedule).toHaveBeenCalledTimes(BOOTSTRAP_ATTEMPTS);

    schedule.mockClear().mockRejectedValue(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    await expect(jobs.onApplicationBootstrap()).rejects.toThrow('could not be scheduled in Redis (Stream');
    expect(schedule).toHaveBeenCalledTimes(1);
  });
});
