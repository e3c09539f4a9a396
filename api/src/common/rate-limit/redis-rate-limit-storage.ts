import { type RateLimiterAbstract, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RedisConnection } from '../../redis/redis-connection.js';
import { type LimiterOptions, RateLimitStorage } from './rate-limit-storage.js';

/** Rate-limit state in Redis (REDIS_URL): every instance sharing it counts against the same limits. */
export class RedisRateLimitStorage extends RateLimitStorage {
  constructor(private readonly redis: RedisConnection) {
    super();
  }

  protected createLimiter(options: LimiterOptions): RateLimiterAbstract {
    // No insurance limiter: falling back to per-process counts while Redis is away would hand every
    // instance a fresh allowance (and the guessing budget with it); a 503 is the honest answer.
    return new RateLimiterRedis({ ...options, storeClient: this.redis.client });
  }

  protected call<T>(work: () => Promise<T>): Promise<T> {
    return this.redis.run(work);
  }
}
