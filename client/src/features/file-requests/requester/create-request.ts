/**
 * Making a file request on this device: a request key K and a key pair drawn here, the card (public key, message,
 * who asks) sealed under K, the server told only the sealed card and the hash of the upload token K derives, and the
 * whole kept on this device (requests-database.ts), its private key non-extractable there; this page alone can
 * hand it on, through the requester link (requester-link.ts). The link handed to uploaders carries K after `#`, which browsers
 * never send to the server.
 */
import {
  encodeShareKey,
  makeRequestKey,
  makeTransferableRequesterKeys,
  publicKeyBytes,
  randomBytes,
  requestKeyParts,
  sealRequestCard,
  shareKeyFromBytes,
  toBase64Url,
  uploadTokenHash,
} from '../../encryption';
import { createFileRequest, type RequestRetention } from './request-api';
import { saveRequest, type StoredRequest } from '../../../lib/platform/requests-database';
import { announceHostedRequestsChanged } from '../../live';
import { keepForHandOver } from './requester-link';

/** The request id's bytes, in the card: what every answer's wrapped key names. */
const REQUEST_ID_BYTES = 16;

export interface RequestChoices {
  message: string;
  from: string;
  retention: RequestRetention;
  /** Bytes all answers together may hold; null for the server's own limit. */
  sizeCap: number | null;
}

export interface MadeRequest {
  request: StoredRequest;
  /** The link to hand out: the request's address with K after `#`. */
  link: string;
}

/** The address uploaders open: the server's, with the request key after `#`. */
export function requestLink(request: Pick<StoredRequest, 'requestUrl' | 'requestKey'>): string {
  return `${request.requestUrl}#${encodeShareKey(shareKeyFromBytes(request.requestKey))}`;
}

/** Makes the request on the server and keeps it on this device; nothing is kept when the server refuses it. */
export async function createRequest(choices: RequestChoices): Promise<MadeRequest> {
  const requestKey = makeRequestKey();
  const { keyPair, privateKey } = await makeTransferableRequesterKeys();
  const id = randomBytes(REQUEST_ID_BYTES);
  const cardBytes = await sealRequestCard(requestKey, {
    id,
    publicKey: await publicKeyBytes(keyPair.publicKey),
    message: choices.message,
    from: choices.from,
  });
  const { uploadToken } = await requestKeyParts(requestKey);
  const created = await createFileRequest({
    card: toBase64Url(cardBytes),
    uploadTokenHash: await uploadTokenHash(uploadToken),
    retention: choices.retention,
    sizeCap: choices.sizeCap,
  });
  const request: StoredRequest = {
    code: created.code,
    link: created.link,
    requestUrl: created.requestUrl,
    requesterKey: created.requesterKey,
    requestId: toBase64Url(id),
    keyPair,
    cardBytes,
    requestKey,
    message: choices.message,
    from: choices.from,
    closesAt: created.closesAt,
    createdAt: Date.now(),
  };
  await saveRequest(request);
  keepForHandOver(request.code, privateKey);
  // Every open page of this device now answers the request's code exchange.
  announceHostedRequestsChanged();
  return { request, link: requestLink(request) };
}
