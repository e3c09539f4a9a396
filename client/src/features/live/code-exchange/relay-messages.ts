/**
 * What the code exchange's messages look like on the relay: base64url text, and the session id the relay gave
 * the exchange, with the identities both pages put into CPace's channel identifier (docs/encryption.md).
 */
import { CodeExchangeError, fromBase64Url, toBase64Url } from '../../encryption';
import type { CodeExchangeChannel, ExchangePurpose } from './code-exchange';

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

/** Who the initiator and the responder are, for each purpose: they go into CPace's channel identifier. */
const PARTIES: Record<ExchangePurpose, { initiator: string; responder: string }> = {
  share: { initiator: 'recipient', responder: 'sender' },
  request: { initiator: 'uploader', responder: 'requester' },
};

/**
 * The channel of one exchange: the relay's session id, and both parties named by their part in `purpose` and
 * this site's origin, which both pages share (an exchange run against a page of another site, or one answering
 * for the other purpose, then fails).
 */
export function exchangeChannel(
  sessionId: string,
  purpose: ExchangePurpose = 'share',
  origin = globalThis.location.origin,
): CodeExchangeChannel {
  const { initiator, responder } = PARTIES[purpose];
  return {
    sessionId: fromBase64Url(sessionId, SESSION_ID_BYTES),
    recipientId: `${initiator}@${origin}`,
    senderId: `${responder}@${origin}`,
    purpose,
  };
}
