import { createHash, createHmac } from 'node:crypto';

/** Characters of a TURN username's id: 132 bits of the session's digest, so two sessions' never coincide. */
const TURN_USER_ID_LENGTH = 22;

interface TurnCredential {
  username: string;
  credential: string;
}

/**
 * The id a direct session's TURN credentials carry: derived from the session, so coturn's per-user quota
 * (`--user-quota`) counts one session's allocations together; a digest, so coturn's logs cannot be used to
 * act in the session.
 */
export function turnUserOf(sessionId: string): string {
  return createHash('sha256').update(`turn:${sessionId}`).digest('base64url').slice(0, TURN_USER_ID_LENGTH);
}

/**
 * Short-lived TURN credentials as coturn checks them with `use-auth-secret` (the TURN REST API scheme):
 * the username is `{unix time of expiry}:{id}`, the password base64(HMAC-SHA1(static-auth-secret, username)).
 * coturn recomputes the HMAC and refuses a username whose time has passed, so nothing is stored anywhere.
 */
export function turnCredential(secret: string, expiresAtSeconds: number, id: string) {
  const username = `${expiresAtSeconds}:${id}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential } satisfies TurnCredential;
}
