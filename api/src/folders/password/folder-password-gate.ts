import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../../password-hashing/password-hasher.js';
import { type LimitPolicy, RateLimitStorage } from '../../http/rate-limit/rate-limit-storage.js';
import { type LimitReached, tooManyRequests } from '../../http/rate-limit/too-many-requests.js';
import { AppConfig } from '../../config/app-config.js';
import type { Folder } from '../folder.entity.js';
import { FolderPasswordRequiredException } from './folder-password.js';

const WRONG_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const LIMIT_NAME = 'share-password';
const WRONG_PASSWORDS: LimitReached = {
  code: 'too_many_wrong_share_passwords',
  what: 'wrong passwords for this share',
};

/**
 * Lets a lookup of a protected share through with its password. Wrong passwords are counted per share and
 * per client (RATE_SHARE_PASSWORD_FAIL_PER_15MIN each, in the rate-limit storage, so every instance shares
 * the counts); past either limit the answer is 429 until the window ends, even for the right password, so
 * many addresses cannot share out the guessing of one share's password, nor one address spread over many.
 */
@Injectable()
export class FolderPasswordGate {
  private readonly policy: LimitPolicy;

  constructor(
    private readonly storage: RateLimitStorage,
    private readonly hasher: PasswordHasher,
    config: AppConfig,
  ) {
    this.policy = {
      name: LIMIT_NAME,
      limit: config.rateLimits.failedSharePasswordsPer15Minutes,
      ttlMs: WRONG_PASSWORD_WINDOW_MS,
      blockMs: WRONG_PASSWORD_WINDOW_MS,
    };
  }

  /** Resolves when `password` opens the share (or it has none); 401 without or with a wrong one, 429 past the limits. */
  async admit(folder: Folder, password: string | undefined, client: string): Promise<void> {
    if (folder.passwordHash === null) return;
    if (password === undefined || password === '') throw new FolderPasswordRequiredException(folder.code);
    const keys = [`${LIMIT_NAME}:share:${folder.id}`, `${LIMIT_NAME}:client:${client}`];
    const waits = await Promise.all(keys.map((key) => this.storage.blockedSeconds(key, this.policy)));
    this.refuseIfBlocked(Math.max(...waits));
    if (await this.hasher.verify(folder.passwordHash, password)) return;
    const records = await Promise.all(keys.map((key) => this.storage.hit(key, this.policy)));
    this.refuseIfBlocked(Math.max(...records.map((record) => (record.isBlocked ? record.timeToBlockExpire : 0))));
    throw new FolderPasswordRequiredException(folder.code, true);
  }

  private refuseIfBlocked(waitSeconds: number): void {
    if (waitSeconds <= 0) return;
    throw tooManyRequests(waitSeconds, WRONG_PASSWORDS);
  }
}
