import { Injectable } from '@nestjs/common';
import { AppConfig, type DirectSessionLimits } from '../config/app-config.js';
import type { LimitPolicy } from '../http/rate-limit/rate-limit-storage.js';
import { RateLimitStorage } from '../http/rate-limit/rate-limit-storage.js';
import { type LimitReached, tooManyRequests } from '../http/rate-limit/too-many-requests.js';

const MINUTE_MS = 60_000;

/**
 * How many direct sessions may start: per client and per share, in a minute (DIRECT_SESSIONS_PER_*_PER_MIN).
 * Every session hands TURN credentials to both its pages, so these bound what anyone gets out of the relay
 * however many shares or addresses they use. Counted in the rate limits' store (Redis with REDIS_URL).
 */
@Injectable()
export class DirectSessionQuota {
  private readonly perClient: LimitPolicy;
  private readonly perShare: LimitPolicy;

  constructor(
    private readonly storage: RateLimitStorage,
    config: AppConfig,
  ) {
    const limits: DirectSessionLimits = config.directTransfer.sessionLimits;
    this.perClient = { name: 'direct-sessions-client', limit: limits.perClientPerMinute, ttlMs: MINUTE_MS, blockMs: 0 };
    this.perShare = { name: 'direct-sessions-share', limit: limits.perSharePerMinute, ttlMs: MINUTE_MS, blockMs: 0 };
  }

  /** Counts a session `client` starts with the share's sender; 429 past either limit. */
  async admit(folderId: number, client: string): Promise<void> {
    await this.count(`direct-sessions:client:${client}`, this.perClient, {
      code: 'too_many_direct_sessions',
      what: 'direct transfers started from here',
    });
    await this.count(`direct-sessions:share:${folderId}`, this.perShare, {
      code: 'too_many_share_direct_sessions',
      what: 'direct transfers of this share',
    });
  }

  private async count(key: string, policy: LimitPolicy, what: LimitReached): Promise<void> {
    const { isBlocked, timeToBlockExpire } = await this.storage.hit(key, policy);
    if (isBlocked) throw tooManyRequests(Math.max(1, timeToBlockExpire), what);
  }
}
