import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { type LimitPolicy, RateLimitStorage } from './rate-limit-storage.js';
import { FAILED_LOOKUP_THROTTLER, FAILED_LOOKUP_WINDOW_MS } from './throttler-names.js';

/**
 * What a lookup names a share by: its code, one of 10 000 anyone may guess, or a 128-bit key (a link, or a
 * management key with the code) that only someone who was handed it holds.
 */
export type LookupKind = 'code' | 'key';

/** What a client blocked by each count is told it sent too many of. */
export const FAILED_LOOKUPS: Record<LookupKind, string> = {
  code: 'failed code lookups',
  key: 'lookups of unknown links or management keys',
};

/**
 * Counts failed lookups per client (RATE_LOOKUP_FAIL_PER_15MIN in 15 minutes) in the rate-limit storage,
 * codes and keys apart. Past the limit on codes the client may not look codes up for a whole window, but its
 * links still work: a wrong code says nothing about a link, and someone who mistyped codes then got the link
 * must be able to open it. Past the limit on keys (a link scanner) the client may not use links or management
 * keys for a window; its code lookups are left to the code count and the service-wide guessing budget.
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

  /** Seconds this client must still wait before looking anything up by this kind; 0 when it may now. */
  blockedSeconds(kind: LookupKind, client: string): Promise<number> {
    return this.storage.blockedSeconds(this.keyOf(kind, client), this.policy);
  }

  /** Counts one failure; resolves the seconds to wait when this failure went past the limit, else 0. */
  async recordFailure(kind: LookupKind, client: string): Promise<number> {
    const record = await this.storage.hit(this.keyOf(kind, client), this.policy);
    return record.isBlocked ? record.timeToBlockExpire : 0;
  }

  private keyOf(kind: LookupKind, client: string): string {
    return `${FAILED_LOOKUP_THROTTLER}:${kind}:${client}`;
  }
}
