import { Injectable } from '@nestjs/common';
import { type LimitPolicy, RateLimitStorage } from '../common/rate-limit/rate-limit-storage.js';
import { FAILED_LOGIN_THROTTLER, FAILED_LOGIN_WINDOW_MS } from '../common/rate-limit/throttler-names.js';
import { AppConfig } from '../config/app-config.js';

/**
 * Counts failed password checks (RATE_LOGIN_FAIL_PER_15MIN in 15 minutes) twice: per client (IPv4 address
 * or IPv6 /64), against one client trying many accounts, and per account email, against many clients
 * trying one account. Past either limit, that client or that account is refused for a whole window.
 * Unknown emails are counted like real ones, so the limit does not reveal which accounts exist.
 */
@Injectable()
export class LoginAttemptLimiter {
  private readonly policy: LimitPolicy;

  constructor(
    private readonly storage: RateLimitStorage,
    config: AppConfig,
  ) {
    this.policy = {
      name: FAILED_LOGIN_THROTTLER,
      limit: config.rateLimits.failedLoginsPer15Minutes,
      ttlMs: FAILED_LOGIN_WINDOW_MS,
      blockMs: FAILED_LOGIN_WINDOW_MS,
    };
  }

  /** Seconds until this client may try this account again; 0 when it may now. */
  async blockedSeconds(client: string, email: string | undefined): Promise<number> {
    const waits = await Promise.all(
      this.keysOf(client, email).map((key) => this.storage.blockedSeconds(key, this.policy)),
    );
    return Math.max(...waits);
  }

  /** Counts one failure; resolves the seconds to wait when it went past a limit, else 0. */
  async recordFailure(client: string, email: string | undefined): Promise<number> {
    const records = await Promise.all(this.keysOf(client, email).map((key) => this.storage.hit(key, this.policy)));
    return Math.max(0, ...records.filter((record) => record.isBlocked).map((record) => record.timeToBlockExpire));
  }

  private keysOf(client: string, email: string | undefined): string[] {
    const keys = [`${FAILED_LOGIN_THROTTLER}:client:${client}`];
    if (email) keys.push(`${FAILED_LOGIN_THROTTLER}:account:${email}`);
    return keys;
  }
}
