import { Injectable } from '@nestjs/common';
import { type LimitPolicy, RateLimitStorage } from '../http/rate-limit/rate-limit-storage.js';
import { FAILED_LOGIN_THROTTLER, FAILED_LOGIN_WINDOW_MS } from '../http/rate-limit/throttler-names.js';
import { AppConfig } from '../config/app-config.js';

/**
 * Counts failed password checks twice, over 15 minutes. Per account and client pair
 * (RATE_LOGIN_FAIL_PER_15MIN): past it, that client is refused for that account for a whole window, so one
 * address cannot keep guessing one password. Per account, all clients together (LOGIN_ACCOUNT_POW_AFTER, a
 * much higher bar): past it, logins for the account need a proof of work rather than being refused, since a
 * refusal there would let anyone lock any account out, its owner included, by typing wrong passwords for it.
 * Unknown emails are counted like real ones, so neither count reveals which accounts exist.
 */
@Injectable()
export class LoginAttemptLimiter {
  private readonly pairPolicy: LimitPolicy;
  private readonly accountPolicy: LimitPolicy;

  constructor(
    private readonly storage: RateLimitStorage,
    config: AppConfig,
  ) {
    this.pairPolicy = {
      name: FAILED_LOGIN_THROTTLER,
      limit: config.rateLimits.failedLoginsPer15Minutes,
      ttlMs: FAILED_LOGIN_WINDOW_MS,
      blockMs: FAILED_LOGIN_WINDOW_MS,
    };
    // No block: the count only says when a proof of work is due, until its window ends.
    this.accountPolicy = {
      name: FAILED_LOGIN_THROTTLER,
      limit: config.rateLimits.accountLoginFailuresBeforeProofOfWork,
      ttlMs: FAILED_LOGIN_WINDOW_MS,
      blockMs: 0,
    };
  }

  /** Seconds until this client may try this account again; 0 when it may now. */
  blockedSeconds(client: string, account: string): Promise<number> {
    return this.storage.blockedSeconds(this.pairKey(client, account), this.pairPolicy);
  }

  /** Seconds during which logins for this account need a proof of work; 0 when they need none. */
  proofOfWorkSeconds(account: string): Promise<number> {
    return this.storage.blockedSeconds(this.accountKey(account), this.accountPolicy);
  }

  /** Counts one failure; resolves the seconds to wait when it went past the pair's limit, else 0. */
  async recordFailure(client: string, account: string): Promise<number> {
    const [pair] = await Promise.all([
      this.storage.hit(this.pairKey(client, account), this.pairPolicy),
      this.storage.hit(this.accountKey(account), this.accountPolicy),
    ]);
    return pair.isBlocked ? pair.timeToBlockExpire : 0;
  }

  private pairKey(client: string, account: string): string {
    return `${FAILED_LOGIN_THROTTLER}:pair:${client}:${account}`;
  }

  private accountKey(account: string): string {
    return `${FAILED_LOGIN_THROTTLER}:account:${account}`;
  }
}
