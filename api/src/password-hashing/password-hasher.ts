import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id at the commonly recommended minimum (19 MiB of memory, 2 passes, one lane): slow enough to make
 * guessing costly, cheap enough that a small server still answers logins promptly. Each hash carries its own
 * random salt and parameters, so they can be raised later.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes and checks passwords. Plain passwords never leave this class and are never logged. */
@Injectable()
export class PasswordHasher {
  /** Verified against when an email is unknown, so that answer costs the same time as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and for a hash argon2 cannot read. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Does the work of one verification and answers false: for logins with an email no account holds. */
  async verifyUnknownAccount(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
