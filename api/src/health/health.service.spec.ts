import type { DataSource } from 'typeorm';
import type { DatabaseLock } from '../database/database-lock.js';
import type { Jobs } from '../jobs/jobs.js';
import type { StorageService } from '../storage/storage.service.js';
import { HealthService } from './health.service.js';

/** A health service whose database answers when the test says so, counting the queries it was sent. */
function withDatabase() {
  const answers: Array<() => void> = [];
  let queries = 0;
  const dataSource = {
    query: () => {
      queries++;
      return new Promise<void>((resolve) => answers.push(resolve));
    },
  } as unknown as DataSource;
  const lock = { read: <T>(work: () => Promise<T>) => work() } as DatabaseLock;
  const storage = { check: () => Promise.resolve('up' as const) } as unknown as StorageService;
  const jobs = { shared: false } as Jobs;
  const health = new HealthService(dataSource, lock, storage, null, jobs);
  return { health, queries: () => queries, answer: () => answers.splice(0).forEach((resolve) => resolve()) };
}

describe(HealthService.name, () => {
  it('answers the probes that come while a round of checks runs with that round', async () => {
    const { health, queries, answer } = withDatabase();
    const reports = [health.report(), health.report(), health.report()];
    answer();
    expect(await Promise.all(reports)).toEqual(
      Array(3).fill({ status: 'ok', database: 'up', storage: 'up', redis: 'unused', queue: 'unused' }),
    );
    expect(queries()).toBe(1);
  });

  it('checks afresh for a probe that comes after a round has answered', async () => {
    const { health, queries, answer } = withDatabase();
    const first = health.report();
    answer();
    await first;
    const second = health.report();
    answer();
    await second;
    expect(queries()).toBe(2);
  });
});
