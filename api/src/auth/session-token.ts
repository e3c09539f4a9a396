import { isRandomToken, randomToken, tokenHash } from '../common/random-token.js';

/** 256 bits: unguessable, so the token alone proves the session. */
const TOKEN_BYTES = 32;

/** A fresh session token, for the cookie only: the database keeps its hash. */
export function newSessionToken(): string {
  return randomToken(TOKEN_BYTES);
}

/** What the sessions table stores (see tokenHash). */
export function hashSessionToken(token: string): string {
  return tokenHash(token);
}

/** Whether a cookie value could be one of our tokens (anything else is not worth a database lookup). */
export function isWellFormedSessionToken(value: string): boolean {
  return isRandomToken(value, TOKEN_BYTES);
}
