import { isRandomToken, randomToken } from '../common/random-token.js';

/** 128 bits: a session id cannot be guessed, and never comes up twice. */
const SESSION_ID_BYTES = 16;
export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';

/** A new session's id: 16 random bytes as 22 base64url characters. */
export function newSessionId(): string {
  return randomToken(SESSION_ID_BYTES);
}

/** Whether `value` could be a session's id (anything else is not worth a look at the relay). */
export function isSessionId(value: unknown): value is string {
  return isRandomToken(value, SESSION_ID_BYTES);
}
