import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { RedisConnection } from './redis-connection.js';

/**
 * Every key this app writes to Redis starts with this, so it can share a Redis with other software. Tests
 * override it to give each test app keys of its own (or two of them the same ones).
 */
export const REDIS_KEY_PREFIX = 'REDIS_KEY_PREFIX';
const DEFAULT_KEY_PREFIX = 'sharecode:';

/** Connects to REDIS_URL at start-up; without it, RedisConnection is null and shared state stays in process. */
@Global()
@Module({
  providers: [
    { provide: REDIS_KEY_PREFIX, useValue: DEFAULT_KEY_PREFIX },
    {
      provide: RedisConnection,
      inject: [AppConfig, REDIS_KEY_PREFIX],
      useFactory: (config: AppConfig, keyPrefix: string): Promise<RedisConnection | null> | null =>
        config.redisUrl === undefined ? null : RedisConnection.open(config.redisUrl, keyPrefix),
    },
  ],
  exports: [RedisConnection],
})
export class RedisModule {}
