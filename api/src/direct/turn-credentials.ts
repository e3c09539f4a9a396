import { createHmac } from 'node:crypto';
import { randomToken } from '../common/random-token.js';

/** The random part of a TURN username: names one hand-out, so two pages' credentials never coincide. */
const TURN_USER_ID_BYTES = 12;

interface TurnCredential {
  username: string;
  credential: string;
}

/**
 * Short-lived TURN credentials as coturn checks them with `use-auth-secret` (the TURN REST API scheme):
 * the username is `{unix time of expiry}:{id}`, the password base64(HMAC-SHA1(static-auth-secret, username)).
 * coturn recomputes the HMAC and refuses a username whose time has passed, so nothing is stored anywhere.
 */
export function turnCredential(secret: string, expiresAtSeconds: number, id = randomToken(TURN_USER_ID_BYTES)) {
  const username = `${expiresAtSeconds}:${id}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential } satisfies TurnCredential;
}
