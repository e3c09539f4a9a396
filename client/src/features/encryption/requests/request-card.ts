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
import { type Bytes, concatBytes, equalBytes, fromBase64Url, randomBytes, toBase64Url, utf8 } from '../core/bytes';
import { TamperedError, UnsupportedFormatError, WrongKeyError } from '../core/errors';
import { requestKeyParts } from './request-key';

export interface RequestCard {
  /** The request's id, 16 random bytes; answers' keys are bound to it. */
  id: Uint8Array;
  /** The requester's X25519 public key, 32 bytes, that answers' keys are wrapped to. */
  publicKey: Uint8Array;
  message: string;
  from: string;
}

const MAGIC = utf8('SCRQ');
const FORMAT_VERSION = 1;
const VERSION_OFFSET = 4;
const COMMITMENT_OFFSET = 5;
const COMMITMENT_BYTES = 32;
const NONCE_OFFSET = COMMITMENT_OFFSET + COMMITMENT_BYTES;
const NONCE_BYTES = 12;
const HEADER_BYTES = NONCE_OFFSET + NONCE_BYTES;
const TAG_BYTES = 16;
/** Padding hides the message's exact length. */
const PADDING_MULTIPLE = 1024;

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

function padded(json: string): Bytes {
  const encoded = utf8(json);
  const result = new Uint8Array(Math.ceil(encoded.length / PADDING_MULTIPLE) * PADDING_MULTIPLE).fill(0x20);
  result.set(encoded);
  return result;
}

/** The card sealed under K, ready to store on the server as it is. */
export async function sealRequestCard(requestKey: Uint8Array, card: RequestCard): Promise<Uint8Array> {
  const plaintext = padded(cardJson(card));
  const { cardKey, commitment } = await requestKeyParts(requestKey);
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC, 0);
  header[VERSION_OFFSET] = FORMAT_VERSION;
  header.set(commitment, COMMITMENT_OFFSET);
  header.set(randomBytes(NONCE_BYTES), NONCE_OFFSET);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: header.slice(NONCE_OFFSET), additionalData: header },
    cardKey,
    plaintext,
  );
  return concatBytes(header, new Uint8Array(ciphertext));
}

/**
 * Opens a sealed card: WrongKeyError when K is not the request's, UnsupportedFormatError for a later format than
 * this code knows, TamperedError for anything altered (an earlier version than any card had included), cut, or not
 * a card this code would have sealed.
 */
export async function openRequestCard(requestKey: Uint8Array, sealed: Uint8Array): Promise<RequestCard> {
  if (sealed.length < HEADER_BYTES + TAG_BYTES || !equalBytes(sealed.subarray(0, MAGIC.length), MAGIC)) {
    throw new TamperedError('file list');
  }
  const version = sealed[VERSION_OFFSET];
  // No card was ever sealed with a version below this code's: one was changed on its way, not made by a newer page.
  if (version < FORMAT_VERSION) throw new TamperedError('file list');
  if (version !== FORMAT_VERSION) throw new UnsupportedFormatError(version);
  const { cardKey, commitment } = await requestKeyParts(requestKey);
  if (!equalBytes(sealed.subarray(COMMITMENT_OFFSET, NONCE_OFFSET), commitment)) throw new WrongKeyError();
  let json: string;
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(NONCE_OFFSET, HEADER_BYTES), additionalData: sealed.slice(0, HEADER_BYTES) },
      cardKey,
      sealed.slice(HEADER_BYTES),
    );
    json = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    throw new TamperedError('file list');
  }
  const card = parseCardJson(json);
  if (!card) throw new TamperedError('file list');
  return card;
}

/** SHA-256 of the sealed card's bytes: answers' keys are bound to it, so to the exact card the uploader saw. */
export async function cardHash(sealed: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(sealed)));
}
