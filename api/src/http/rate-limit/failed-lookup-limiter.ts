import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { type LimitPolicy, RateLimitStorage } from './rate-limit-storage.js';
import type { LimitReached } from './too-many-requests.js';
import { FAILED_LOOKUP_THROTTLER, FAILED_LOOKUP_WINDOW_MS } from './throttler-names.js';

/**
 * What a lookup names a share by: its code, one of 10 000 anyone may guess, or a 128-bit key (a link, or a
 * management key with the code) that only someone who was handed it holds.
 */
export type LookupKind = 'code' | 'key';

/** What a client blocked by each count is told it sent too many of. */
export const FAILED_LOOKUPS: Record<LookupKind, LimitReached> = {
  code: { code: 'too_many_failed_code_lookups', what: 'failed code lookups' },
  key: { code: 'too_many_failed_key_lookups', what: 'lookups of unknown links or management keys' },
};

/**
 * Counts failed lookups per client (RATE_LOOKUP_FAIL_PER_15MIN in 15 minutes) in the rate-limit storage,
 * codes and keys apart. Past the limit on codes the client may not look codes up for a whole window, but its
 * links still work: a wrong code says nothing about a link, and someone who mistyped codes then got the link
 * must be able to open it. Past the limit on keys (a link scanner) every unknown link or management key the
 * client sends is answered 429 for a window, but a valid one still works: nobody guesses a 128-bit key, and the
 * client's address may be shared with the share's own sender or recipients. Its code lookups are left to the
 * code count and the service-wide guessing budget.
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

  /** Seconds this client is blocked for failures of this kind; 0 when it is not. */
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
