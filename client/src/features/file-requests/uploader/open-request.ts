/**
 * The uploader's first step: a request link (`/r/{code}-{linkKey}#K`) read, the request fetched by its reference
 * (the key after `#` never leaves the page), and its card opened with K, commitment first, then the tag
 * (docs/design/file-requests.md §1.3, §1.5). Nothing is encrypted or sent before the card opened, so a request
 * whose card was swapped for another's, or changed on its way, is caught while nothing has left the device.
 */
import {
  fetchRequestForUploader,
  type RequestForUploader,
  type RequestGoneReason,
} from '../../../lib/api/file-request-answers';
import { ApiError } from '../../../lib/api/http';
import { isShareLinkRef } from '../../../lib/sharing/share-ref';
import { keyOfFragment } from '../../../lib/sharing/share-key-link';
import {
  fromBase64Url,
  KeyFormatError,
  openRequestCard,
  parseShareKey,
  type RequestCard,
  TamperedError,
  WrongKeyError,
} from '../../encryption';

/** A request as its uploader's page holds it once its card opened: all that answering it needs. */
export interface OpenRequest {
  /** The request's reference, `{code}-{linkKey}`, as the API names it. */
  requestLink: string;
  /** K, the 32 bytes after `#`. */
  requestKey: Uint8Array;
  card: RequestCard;
  /** The card exactly as the server stored it: answers are bound to its hash. */
  sealedCard: Uint8Array;
  /** Whether it takes answers, until when, and how much room is left. */
  state: Omit<RequestForUploader, 'card'>;
}

/**
 * What opening a request link came to. `altered`: the card is not this K's or was changed on its way (the page says
 * so, and that nothing was sent); `unknown`: no such request (404); `gone`: it ended, expired or was removed (410);
 * `bad-link`: the address is no request link; `bad-key`: the key after `#` is missing or mistyped (`error` says how).
 */
export type OpenedRequest =
  | { kind: 'open'; request: OpenRequest }
  | { kind: 'altered' }
  | { kind: 'unknown' }
  | { kind: 'gone'; reason: RequestGoneReason }
  | { kind: 'bad-link' }
  | { kind: 'bad-key'; error: KeyFormatError };

const REQUEST_PATH = /^\/r\/([^/?#]+)\/?$/;
const GONE_REASONS: readonly RequestGoneReason[] = ['ended', 'expired', 'removed'];

/** The reference and the key of a request link (absolute, or a path with its fragment). */
function parseRequestLink(url: string): { requestLink: string; fragment: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'http://relative.invalid');
  } catch {
    return undefined;
  }
  const segment = REQUEST_PATH.exec(parsed.pathname)?.[1];
  if (!segment || !isShareLinkRef(segment)) return undefined;
  return { requestLink: segment, fragment: keyOfFragment(parsed.hash) ?? '' };
}

/** The card's bytes from the API's base64url, or undefined when it is not base64url at all. */
function cardBytes(text: string): Uint8Array | undefined {
  try {
    return fromBase64Url(text, Math.floor((text.length * 3) / 4));
  } catch {
    return undefined;
  }
}

function goneReasonOf(error: ApiError): RequestGoneReason {
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  return GONE_REASONS.find((known) => known === reason) ?? 'ended';
}

/**
 * Opens the request a link names. Rejects only for what the page shows as any failed request (ApiError for a
 * refusal such as 429, TypeError for the network, AbortError) and UnsupportedFormatError for a card from a newer
 * version.
 */
export async function openRequestLink(url: string, signal?: AbortSignal): Promise<OpenedRequest> {
  const link = parseRequestLink(url);
  if (!link) return { kind: 'bad-link' };
  let requestKey: Uint8Array;
  try {
    requestKey = parseShareKey(link.fragment).bytes;
  } catch (error) {
    if (error instanceof KeyFormatError) return { kind: 'bad-key', error };
    throw error;
  }
  let answer: RequestForUploader;
  try {
    answer = await fetchRequestForUploader(link.requestLink, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'unknown' };
    if (error instanceof ApiError && error.status === 410) return { kind: 'gone', reason: goneReasonOf(error) };
    throw error;
  }
  const { card: encoded, ...state } = answer;
  const sealedCard = typeof encoded === 'string' ? cardBytes(encoded) : undefined;
  if (!sealedCard) return { kind: 'altered' };
  try {
    const card = await openRequestCard(requestKey, sealedCard);
    return { kind: 'open', request: { requestLink: link.requestLink, requestKey, card, sealedCard, state } };
  } catch (error) {
    if (error instanceof WrongKeyError || error instanceof TamperedError) return { kind: 'altered' };
    throw error;
  }
}
