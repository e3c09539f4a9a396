import { type FactoryProvider, Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config.js';
import { Metrics } from '../../metrics/metrics.js';
import { RedisConnection } from '../../redis/redis-connection.js';
import { clientKey } from '../../common/client-ip.js';
import { FailedLookupLimiter } from './failed-lookup-limiter.js';
import { MemoryRateLimitStorage } from './memory-rate-limit-storage.js';
import { RateLimitStorage } from './rate-limit-storage.js';
import { RedisRateLimitStorage } from './redis-rate-limit-storage.js';
import {
  FILE_REQUEST_ANSWER_THROTTLER,
  FILE_REQUEST_THROTTLER,
  FILE_REQUEST_WINDOW_MS,
  LOOKUP_THROTTLER,
  LOOKUP_WINDOW_MS,
  REPORT_THROTTLER,
  REPORT_WINDOW_MS,
  SIGNUP_THROTTLER,
  SIGNUP_WINDOW_MS,
  UPLOAD_THROTTLER,
  UPLOAD_WINDOW_MS,
} from './throttler-names.js';

/** In Redis when REDIS_URL is set, shared by every instance (falling back to memory while it is away); else in process. */
const rateLimitStorage: FactoryProvider<RateLimitStorage> = {
  provide: RateLimitStorage,
  inject: [RedisConnection, Metrics],
  useFactory: (redis: RedisConnection | null, metrics: Metrics) =>
    redis ? new RedisRateLimitStorage(redis, metrics) : new MemoryRateLimitStorage(),
};

/** Per-client limits (IPv4 address or IPv6 /64), configured from RATE_* variables. */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RateLimitStorage],
      useFactory: (config: AppConfig, storage: RateLimitStorage) => ({
        storage,
        getTracker: (request) => clientKey(request as Parameters<typeof clientKey>[0]),
        // One allowance per client for each kind of request, shared by every route of that kind (the
        // throttler's default is one per route).
        generateKey: (_context, client, throttler) => `${throttler}:${client}`,
        // No X-RateLimit-* headers on every answer: nothing reads them, and lookups are the hot path. A 429
        // still says how long to wait, in Retry-After and in its message (ClientThrottlerGuard).
        setHeaders: false,
        throttlers: [
          { name: LOOKUP_THROTTLER, ttl: LOOKUP_WINDOW_MS, limit: config.rateLimits.lookupsPerMinute },
          { name: UPLOAD_THROTTLER, ttl: UPLOAD_WINDOW_MS, limit: config.rateLimits.uploadsPerHour },
          { name: SIGNUP_THROTTLER, ttl: SIGNUP_WINDOW_MS, limit: config.rateLimits.signupsPerHour },
          { name: REPORT_THROTTLER, ttl: REPORT_WINDOW_MS, limit: config.rateLimits.reportsPerHour },
          { name: FILE_REQUEST_THROTTLER, ttl: FILE_REQUEST_WINDOW_MS, limit: config.rateLimits.fileRequestsPerHour },
          {
            name: FILE_REQUEST_ANSWER_THROTTLER,
            ttl: FILE_REQUEST_WINDOW_MS,
            limit: config.rateLimits.fileRequestAnswersPerHour,
          },
        ],
      }),
    }),
  ],
  providers: [rateLimitStorage, FailedLookupLimiter],
  exports: [RateLimitStorage, FailedLookupLimiter],
})
export class RateLimitModule {}
