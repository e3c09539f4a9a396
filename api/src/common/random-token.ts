import { createHash, randomBytes } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `bytes` from the OS's CSPRNG as unpadded base64url: a secret that cannot be guessed, only handed out. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Whether `value` could be a randomToken(bytes) (anything else is not worth a database lookup). */
export function isRandomToken(value: unknown, bytes: number): value is string {
  return typeof value === 'string' && value.length === Math.ceil((bytes * 8) / 6) && BASE64URL.test(value);
}

/**
 * What the database keeps of a random token: its SHA-256, hex, so a leaked row or backup holds nothing a
 * client could present. A fast hash suffices: the token is random and long, not a password guessable from a
 * list.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
