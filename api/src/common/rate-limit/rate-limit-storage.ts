import { Injectable } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';

/**
 * The throttler's own in-memory storage, plus a read-only look at whether a key is blocked. The
 * failed-lookup limit needs it: it must refuse a blocked client before the lookup, but count only
 * lookups that turn out to fail, so it cannot simply call increment() up front as the guard does.
 */
@Injectable()
export class RateLimitStorage extends ThrottlerStorageService {
  /** Seconds until `key` is unblocked; 0 when it is not blocked. */
  blockedSeconds(key: string, now = Date.now()): number {
    const record = this.storage.get(key);
    if (!record?.isBlocked || record.blockExpiresAt <= now) return 0;
    return Math.ceil((record.blockExpiresAt - now) / 1000);
  }
}
