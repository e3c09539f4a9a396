import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { type LimiterOptions, RateLimitStorage } from './rate-limit-storage.js';

/** Rate-limit state in this process's memory: the default, right for one instance. */
export class MemoryRateLimitStorage extends RateLimitStorage {
  protected createLimiter(options: LimiterOptions): RateLimiterAbstract {
    return new RateLimiterMemory(options);
  }

  protected call<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}
