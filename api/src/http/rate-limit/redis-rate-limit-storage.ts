import { Logger } from '@nestjs/common';
import { type RateLimiterAbstract, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Metrics } from '../../metrics/metrics.js';
import type { RedisConnection } from '../../redis/redis-connection.js';
import { RedisUnavailableException } from '../../redis/redis-unavailable.exception.js';
import { MemoryRateLimitStorage } from './memory-rate-limit-storage.js';
import {
  type LimiterOptions,
  type LimitPolicy,
  RateLimitStorage,
  type ThrottlerStorageRecord,
} from './rate-limit-storage.js';

/**
 * Rate-limit state in Redis (REDIS_URL): every instance sharing it counts against the same limits.
 *
 * Redis is a cache of counters, not the system of record, so an outage must not stop the service: while Redis
 * cannot be reached, the per-client limits (`hit`, `blockedSeconds`: the throttler's, failed lookups, logins
 * and share passwords) are counted in this instance's memory instead, a fresh allowance per instance being the
 * lesser harm. The plain counters (`count`, `peekCount`: the guessing budget and proof-of-work replays) never
 * fall back: counted per instance they would multiply the service-wide guessing budget, so they fail with a
 * 503 and code lookups are refused until Redis is back; links never need them.
 *
 * The fallback is this class's, not rate-limiter-flexible's insuranceLimiter: that one switches silently, so
 * neither the log nor metrics could say when it is in use, and the Redis connection would take its answers
 * for Redis's own. Falling back is logged once and shown in metrics (rate_limit_local_fallback = 1) until a
 * per-client count reaches Redis again.
 */
export class RedisRateLimitStorage extends RateLimitStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly local = new MemoryRateLimitStorage();
  private fallingBack = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly metrics: Metrics,
  ) {
    super();
  }

  override hit(key: string, policy: LimitPolicy): Promise<ThrottlerStorageRecord> {
    return this.perClient(
      () => super.hit(key, policy),
      () => this.local.hit(key, policy),
    );
  }

  override blockedSeconds(key: string, policy: LimitPolicy): Promise<number> {
    return this.perClient(
      () => super.blockedSeconds(key, policy),
      () => this.local.blockedSeconds(key, policy),
    );
  }

  protected createLimiter(options: LimiterOptions): RateLimiterAbstract {
    return new RateLimiterRedis({ ...options, storeClient: this.redis.client });
  }

  protected call<T>(work: () => Promise<T>): Promise<T> {
    return this.redis.run(work);
  }

  private async perClient<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await inRedis();
    } catch (error) {
      if (!(error instanceof RedisUnavailableException)) throw error;
      this.fallBack();
      return inMemory();
    }
    if (this.fallingBack) this.recover();
    return result;
  }

  private fallBack(): void {
    if (this.fallingBack) return;
    this.fallingBack = true;
    this.metrics.rateLimitFallback.set(1);
    this.logger.warn(
      "Per-client rate limits are counted in this instance's memory until Redis answers again; code lookups " +
        'answer 503 meanwhile, as the guessing budget can only be counted for the whole service',
    );
  }

  private recover(): void {
    this.fallingBack = false;
    this.metrics.rateLimitFallback.set(0);
    this.logger.log('Per-client rate limits are counted in Redis again');
  }
}
