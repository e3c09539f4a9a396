import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitStorage } from './rate-limit-storage.js';
import { FAILED_LOOKUP_THROTTLER, FAILED_LOOKUP_WINDOW_MS } from './throttler-names.js';

/** What a client blocked by this limit is told it sent too many of. */
export const FAILED_LOOKUPS = 'failed code lookups';

/**
 * Counts failed code lookups per client (RATE_LOOKUP_FAIL_PER_15MIN in 15 minutes) in the throttler's
 * storage. Once a client goes past the limit it is blocked for a whole window, whatever it looks up.
 */
@Injectable()
export class FailedLookupLimiter {
  constructor(
    private readonly storage: RateLimitStorage,
    private readonly config: AppConfig,
  ) {}

  /** Seconds this client must still wait; 0 when it may look codes up. */
  blockedSeconds(client: string): number {
    return this.storage.blockedSeconds(this.keyOf(client));
  }

  /** Counts one failure; resolves the seconds to wait when this failure went past the limit, else 0. */
  async recordFailure(client: string): Promise<number> {
    const record = await this.storage.increment(
      this.keyOf(client),
      FAILED_LOOKUP_WINDOW_MS,
      this.config.rateLimits.failedLookupsPer15Minutes,
      FAILED_LOOKUP_WINDOW_MS,
      FAILED_LOOKUP_THROTTLER,
    );
    return record.isBlocked ? record.timeToBlockExpire : 0;
  }

  private keyOf(client: string): string {
    return `${FAILED_LOOKUP_THROTTLER}:${client}`;
  }
}
