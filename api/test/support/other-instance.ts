import { TEST_S3_BUCKET_VARIABLE } from './test-storage.js';
import { TEST_POSTGRES_URL_VARIABLE } from './test-database.js';
import { TEST_REDIS_URL_VARIABLE } from './test-redis.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** Whether this run shares state through PostgreSQL, Redis and a bucket (the scale-out run of the tests). */
export function runsScaledOut(): boolean {
  return [TEST_POSTGRES_URL_VARIABLE, TEST_REDIS_URL_VARIABLE, TEST_S3_BUCKET_VARIABLE].every((name) =>
    Boolean(process.env[name]),
  );
}

export interface OtherInstance {
  app: TestApp;
  /** Stops the second instance (the data stays with `first`); nothing to do when it is `first` itself. */
  stop: () => Promise<void>;
}

/**
 * A second API instance on the same database, bucket and Redis as `first`, as a load balancer would send a
 * client's next request to; on a run with local state only (SQLite, local disk, in-process counters, where
 * only one instance can exist), `first` itself. Tests written against it hold for one instance and for many.
 * `overrides` replace providers as `first`'s did (give the same ones).
 */
export async function otherInstance(first: TestApp, overrides?: TestAppOptions['overrides']): Promise<OtherInstance> {
  if (!runsScaledOut()) return { app: first, stop: () => Promise.resolve() };
  const app = await createTestApp({ dataDir: first.dataDir, clock: first.clock, overrides });
  return { app, stop: () => app.stop() };
}
