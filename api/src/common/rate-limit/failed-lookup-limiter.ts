import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { type LimitPolicy, RateLimitStorage } from './rate-limit-storage.js';
import { FAILED_LOOKUP_THROTTLER, FAILED_LOOKUP_WINDOW_MS } from './throttler-names.js';

/** What a client blocked by this limit is told it sent too many of. */
export const FAILED_LOOKUPS = 'failed code lookups';

/**
 * Counts failed code lookups per client (RATE_LOOKUP_FAIL_PER_15MIN in 15 minutes) in the rate-limit
 * storage. Once a client goes past the limit it is blocked for a whole window, whatever it looks up.
 */
@Injectable()
export class FailedLookupLimiter {
  private readonly policy: LimitPolicy;

  constructor(
    private readonly storage: RateLimitStorage,
    config: AppConfig,
  ) {
    this.policy = {
      name: FAILED_LOOKUP_THROTTLER,
      limit: config.rateLimits.failedLookupsPer15Minutes,
      ttlMs: FAILED_LOOKUP_WINDOW_MS,
      blockMs: FAILED_LOOKUP_WINDOW_MS,
    };
  }

  /** Seconds this client must still wait; 0 when it may look codes up. */
  blockedSeconds(client: string): Promise<number> {
    return this.storage.blockedSeconds(this.keyOf(client), this.policy);
  }

  /** Counts one failure; resolves the seconds to wait when this failure went past the limit, else 0. */
  async recordFailure(client: string): Promise<number> {
    const record = await this.storage.hit(this.keyOf(client), this.policy);
    return record.isBlocked ? record.timeToBlockExpire : 0;
  }

  private keyOf(client: string): string {
    return `${FAILED_LOOKUP_THROTTLER}:${client}`;
  }
}
