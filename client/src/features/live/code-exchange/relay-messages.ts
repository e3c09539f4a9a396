/**
 * What the code exchange's messages look like on the relay: base64url text, and the session id the relay gave
 * the exchange, with the identities both pages put into CPace's channel identifier (docs/encryption.md).
 */
import { CodeExchangeError, fromBase64Url, toBase64Url } from '../../encryption';
import type { CodeExchangeChannel } from './code-exchange';

/** The relay's session ids are 16 random bytes. */
const SESSION_ID_BYTES = 16;

export function encodeMessage(bytes: Uint8Array): string {
  return toBase64Url(bytes);
}

/** A message as the relay passed it; one that is not base64url is an invalid message, as a malformed one is. */
export function decodeMessage(text: string): Uint8Array {
  try {
    return fromBase64Url(text, Math.floor((text.length * 3) / 4));
  } catch {
    throw new CodeExchangeError('invalid-message');
  }
}

/**
 * The channel of one exchange: the relay's session id, and both parties named by this site's origin, which the
 * recipient's and the sender's pages share (an exchange run against a page of another site then fails).
 */
export function exchangeChannel(sessionId: string, origin = globalThis.location.origin): CodeExchangeChannel {
  return {
    sessionId: fromBase64Url(sessionId, SESSION_ID_BYTES),
    recipientId: `recipient@${origin}`,
    senderId: `sender@${origin}`,
  };
}
