import type { FactoryProvider } from '@nestjs/common';
import { RedisConnection } from './redis-connection.js';

/**
 * A provider of `token` whose state lives in Redis when REDIS_URL is set, shared by every instance, and in
 * this process otherwise.
 */
export function sharedThroughRedis<T>(
  token: abstract new (...args: never[]) => T,
  inProcess: () => T,
  inRedis: (redis: RedisConnection) => T,
): FactoryProvider<T> {
  return {
    provide: token,
    inject: [RedisConnection],
    useFactory: (redis: RedisConnection | null) => (redis ? inRedis(redis) : inProcess()),
  };
}
