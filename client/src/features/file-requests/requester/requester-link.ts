/**
 * A request opened on another of the requester's devices through its requester link (docs/file-requests.md, "On
 * another device"). The page that made the request holds its private key's bytes in memory, and only until it is
 * closed: after that no one can read the key out of this device. The device that opens the link reads the request's
 * state with the requester key, checks the card under K, proves the private key is the card's, and keeps it all
 * as the device that made it does.
 */
import {
  decodeRequesterSecret,
  encodeRequesterSecret,
  fromBase64Url,
  importRequesterKeys,
  openRequestCard,
  toBase64Url,
} from '../../encryption';
import { saveRequest, type StoredRequest } from '../../../lib/platform/requests-database';
import { announceHostedRequestsChanged } from '../../live';
import { readRequestState } from './request-api';
import { requestPagePath } from './request-page-path';

/** The private keys of the requests this page made, by code: never stored, gone when the page is. */
const handOver = new Map<string, Uint8Array>();

/** Keeps a request's private key in memory while this page is open, so that it can be handed on. */
export function keepForHandOver(code: string, privateKey: Uint8Array): void {
  handOver.set(code, privateKey);
}

/** The requester link of `request`, or null when this page did not make it (or was reloaded since). */
export function requesterLinkOf(request: StoredRequest): string | null {
  const privateKey = handOver.get(request.code);
  if (!privateKey) return null;
  const secret = encodeRequesterSecret({
    requestKey: request.requestKey,
    privateKey,
    requesterKey: request.requesterKey,
  });
  return `${location.origin}${requestPagePath(request.code)}#${secret}`;
}

/** The card's bytes from the API's base64url. */
function cardBytesOf(text: string): Uint8Array {
  return fromBase64Url(text, Math.floor((text.length * 3) / 4));
}

/**
 * Adds request `code` to this device from the secret after a requester link's `#`. Throws the encryption errors
 * (a mistyped secret, a card that is not K's, a key that is not the card's) or the API's (403: the requester key is
 * not this request's; 404 or 410: it is gone), and keeps nothing then.
 */
export async function addRequestFromLink(code: string, fragment: string): Promise<StoredRequest> {
  const secret = decodeRequesterSecret(fragment);
  const read = await readRequestState(code, secret.requesterKey);
  if (!read.changed) throw new Error('The request’s state was not sent.');
  const { state } = read;
  const cardBytes = cardBytesOf(state.card);
  const card = await openRequestCard(secret.requestKey, cardBytes);
  const keyPair = await importRequesterKeys(secret.privateKey, card.publicKey);
  const request: StoredRequest = {
    code,
    link: state.link,
    requestUrl: new URL(`/r/${state.link}`, location.origin).href,
    requesterKey: secret.requesterKey,
    requestId: toBase64Url(card.id),
    keyPair,
    cardBytes,
    requestKey: secret.requestKey,
    message: card.message,
    from: card.from,
    closesAt: state.closesAt,
    createdAt: Date.now(),
  };
  await saveRequest(request);
  // This device's open pages now answer the request's code exchange too.
  announceHostedRequestsChanged();
  return request;
}
