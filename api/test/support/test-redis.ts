import { createHash } from 'node:crypto';
import { REDIS_KEY_PREFIX } from '../../src/redis/redis.module.js';

/**
 * Set by the scale-out run of the API tests (scripts/with-test-redis.sh): the URL of a throw-away Redis on
 * which every test app keeps its rate limits, guessing budget and locks. Unset, they stay in process.
 */
export const TEST_REDIS_URL_VARIABLE = 'REDIS_URL';

export interface TestRedis {
  /** Environment for the app: REDIS_URL, or nothing for in-process state. */
  env: Record<string, string>;
  /** Providers to override: a key prefix of the app's own, so that apps sharing the server never share counts. */
  overrides: Array<{ token: string; value: string }>;
}

/**
 * The Redis of the test app whose data directory is `dataDir`. Its keys are prefixed after that directory,
 * so an app restarted on it (or a second instance given the same directory's prefix) sees the same state.
 */
export function testRedisFor(dataDir: string, sharedWith?: string): TestRedis {
  const url = process.env[TEST_REDIS_URL_VARIABLE];
  if (!url) return { env: {}, overrides: [] };
  const prefix = `test-${createHash('sha256')
    .update(sharedWith ?? dataDir)
    .digest('hex')
    .slice(0, 16)}:`;
  return { env: { REDIS_URL: url }, overrides: [{ token: REDIS_KEY_PREFIX, value: prefix }] };
}
