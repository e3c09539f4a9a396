import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS's CSPRNG: unguessable, so the token alone proves the session. */
const TOKEN_BYTES = 32;
/** base64url of TOKEN_BYTES bytes, without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh session token, for the cookie only: the database keeps its hash. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the sessions table stores: SHA-256 of the token, hex. A leaked database (or backup) then holds
 * nothing a browser could present. A fast hash suffices: the token is random, not a guessable password.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a cookie value could be one of our tokens (anything else is not worth a database lookup). */
export function isWellFormedSessionToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
