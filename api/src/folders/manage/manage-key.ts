import { createHash, randomBytes } from 'node:crypto';

/** The header a sender (or a terminal) sends the management key in: never a URL, so it stays out of logs. */
export const MANAGE_KEY_HEADER = 'x-manage-key';

/** 128 bits from crypto randomness, as 22 base64url characters. */
const MANAGE_KEY_BYTES = 16;
const MANAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newManageKey(): string {
  return randomBytes(MANAGE_KEY_BYTES).toString('base64url');
}

/**
 * What the database keeps of a key: its SHA-256. The key is random and long, so a plain hash is enough to
 * make a leaked row useless (unlike a password, it cannot be guessed from a list).
 */
export function hashManageKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isManageKeyShaped(key: unknown): key is string {
  return typeof key === 'string' && MANAGE_KEY_PATTERN.test(key);
}
