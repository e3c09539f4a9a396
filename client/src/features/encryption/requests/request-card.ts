/**
 * The request card: what a requester asks and where answers go (the request's id, the requester's X25519 public
 * key, the message, who asks), sealed under the request key K exactly as a share's manifest is sealed under its
 * share key (manifest.ts), so the server stores it without reading or changing it:
 *
 *   offset  size  field
 *        0     4  magic "SCRQ" (Sharecode request)
 *        4     1  format version, 1
 *        5    32  key commitment: HKDF(K, "sharecode request v1 key commitment")
 *       37    12  nonce, random
 *       49     n  ciphertext of the JSON padded with spaces to a multiple of 1 KiB, then the 16-byte tag
 *
 * The whole header is the associated data. Opening checks, in order: the magic and length, the version, the
 * commitment (another request's card stops here, before anything is decrypted), the tag, then the JSON. Without the
 * commitment a card could be built to open under two keys to two public keys; with it, everyone who holds K reads
 * the same card, and an uploader cannot be handed a public key or a message the requester did not write.
 *
 * The message and who asks are shown to the uploader as they are, so they get a manifest path's checks: Unicode in
 * normal form (NFC), no hidden characters (invisible-characters.ts: controls, line breaks included, and format
 * characters that reorder or hide text), and a length limit. The sealing side refuses what the opening side would.
 */
import { invisibleCharacters } from '../../../lib/files/invisible-characters';
import { type Bytes, equalBytes, fromBase64Url, toBase64Url, utf8 } from '../core/bytes';
import { TamperedError } from '../core/errors';
import { type EnvelopeFormat, openEnvelope, sealEnvelope } from '../core/sealed-envelope';
import { requestKeyParts } from './request-key';

export interface RequestCard {
  /** The request's id, 16 random bytes; answers' keys are bound to it. */
  id: Uint8Array;
  /** The requester's X25519 public key, 32 bytes, that answers' keys are wrapped to. */
  publicKey: Uint8Array;
  message: string;
  from: string;
}

/** Padding hides the message's exact length. Older versions were never sealed: one is a card changed on its way. */
const CARD_FORMAT: EnvelopeFormat = { magic: utf8('SCRQ'), version: 1, paddingMultiple: 1024, olderIsTampered: true };

/** The card's JSON schema version, inside the encrypted JSON (the header has its own). */
const CONTENT_VERSION = 1;
/** The HPKE suite answers are wrapped with (answer-key-wrap.ts), named so a later suite is a new card. */
const SUITE = 'x25519-hkdf256-aes256gcm';
const REQUEST_ID_BYTES = 16;
const PUBLIC_KEY_BYTES = 32;
const MAX_MESSAGE_LENGTH = 1000;
const MAX_FROM_LENGTH = 100;
const CONTENT_KEYS = ['from', 'id', 'message', 'pk', 'suite', 'v'];

/** In normal form, with no hidden character, and at most `max` UTF-16 units (as a text field counts them). */
function isCleanText(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' &&
    value.length <= max &&
    value.normalize('NFC') === value &&
    invisibleCharacters(value).length === 0
  );
}

function bytesOf(value: unknown, byteLength: number): Bytes | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return fromBase64Url(value, byteLength);
  } catch {
    return undefined;
  }
}

/** The card in decrypted JSON, or undefined when it breaks any rule above. */
function parseCardJson(json: string): RequestCard | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const content = parsed as Record<string, unknown>;
  if (Object.keys(content).sort().join() !== CONTENT_KEYS.join()) return undefined;
  if (content.v !== CONTENT_VERSION || content.suite !== SUITE) return undefined;
  const id = bytesOf(content.id, REQUEST_ID_BYTES);
  const publicKey = bytesOf(content.pk, PUBLIC_KEY_BYTES);
  const { message, from } = content;
  if (!id || !publicKey || !isCleanText(message, MAX_MESSAGE_LENGTH) || !isCleanText(from, MAX_FROM_LENGTH)) {
    return undefined;
  }
  return { id, publicKey, message, from };
}

/** The JSON the requester seals; a RangeError for a card the uploader would refuse. */
function cardJson(card: RequestCard): string {
  const json = JSON.stringify({
    v: CONTENT_VERSION,
    id: toBase64Url(card.id),
    pk: toBase64Url(card.publicKey),
    suite: SUITE,
    message: card.message,
    from: card.from,
  });
  const checked = parseCardJson(json);
  if (!checked || !equalBytes(checked.id, card.id) || !equalBytes(checked.publicKey, card.publicKey)) {
    throw new RangeError(
      `A request card needs a ${REQUEST_ID_BYTES}-byte id, a ${PUBLIC_KEY_BYTES}-byte public key, and a message ` +
        `(at most ${MAX_MESSAGE_LENGTH}) and name (at most ${MAX_FROM_LENGTH}) in NFC without hidden characters`,
    );
  }
  return json;
}

/** The card sealed under K, ready to store on the server as it is. */
export async function sealRequestCard(requestKey: Uint8Array, card: RequestCard): Promise<Uint8Array> {
  const json = cardJson(card);
  const { cardKey, commitment } = await requestKeyParts(requestKey);
  return sealEnvelope(CARD_FORMAT, cardKey, commitment, json);
}

/**
 * Opens a sealed card: WrongKeyError when K is not the request's, UnsupportedFormatError for a later format than
 * this code knows, TamperedError for anything altered (an earlier version than any card had included), cut, or not
 * a card this code would have sealed.
 */
export async function openRequestCard(requestKey: Uint8Array, sealed: Uint8Array): Promise<RequestCard> {
  const { cardKey, commitment } = await requestKeyParts(requestKey);
  const card = parseCardJson(await openEnvelope(CARD_FORMAT, cardKey, commitment, sealed));
  if (!card) throw new TamperedError('file list');
  return card;
}

/** SHA-256 of the sealed card's bytes: answers' keys are bound to it, so to the exact card the uploader saw. */
export async function cardHash(sealed: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(sealed)));
}
