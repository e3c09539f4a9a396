/**
 * A file request's key K: 32 random bytes drawn in the requester's browser, which play the share key's part for a
 * request. K rides in the request link's fragment (43 base64url characters, spelled as a share key is), so the
 * server never has it. Everything else is derived from it with HKDF-SHA-256, empty salt, under labels of its own,
 * so that a request key can never stand in for a share key (keyring.ts):
 *
 *   card key       = HKDF(K, "sharecode request v1 card key")             AES-256-GCM, seals the request card
 *   key commitment = HKDF(K, "sharecode request v1 key commitment", 32)  in the card's header, checked first
 *   upload token   = HKDF(K, "sharecode request v1 upload token", 16)    the server keeps its SHA-256 only
 *   check number   = HKDF(K, "sharecode request v1 check", 8) mod 10⁶    compared aloud after a code exchange
 *
 * The upload token is what lets the server refuse an answer from someone who guessed a request's code but has no
 * K: such a guesser can fetch the sealed card, never open it, and never post an answer.
 */
import { randomBytes, utf8 } from '../core/bytes';
import { hkdfAesKey, hkdfBase, hkdfBytes } from '../core/keyring';

export const REQUEST_KEY_BYTES = 32;

const CARD_KEY_INFO = utf8('sharecode request v1 card key');
const COMMITMENT_INFO = utf8('sharecode request v1 key commitment');
const UPLOAD_TOKEN_INFO = utf8('sharecode request v1 upload token');
const CHECK_INFO = utf8('sharecode request v1 check');
const COMMITMENT_BYTES = 32;
const UPLOAD_TOKEN_BYTES = 16;
/** 64 bits reduced mod 10⁶: the bias toward small numbers is below 10⁻¹³, so every number is as likely. */
const CHECK_SOURCE_BYTES = 8;
const CHECK_DIGITS = 6;

export function makeRequestKey(): Uint8Array {
  return randomBytes(REQUEST_KEY_BYTES);
}

export interface RequestKeyParts {
  /** Seals and opens the request card; non-extractable. */
  cardKey: CryptoKey;
  /** 32 bytes that name K without revealing it: a card sealed under another K is refused before decrypting. */
  commitment: Uint8Array;
  /** 16 bytes an answer is posted with; the server compares their SHA-256 (`uploadTokenHash`). */
  uploadToken: Uint8Array;
}

async function requestKeyBase(requestKey: Uint8Array): Promise<CryptoKey> {
  if (requestKey.length !== REQUEST_KEY_BYTES) throw new RangeError(`A request key has ${REQUEST_KEY_BYTES} bytes`);
  return hkdfBase(requestKey);
}

export async function requestKeyParts(requestKey: Uint8Array): Promise<RequestKeyParts> {
  const base = await requestKeyBase(requestKey);
  return {
    cardKey: await hkdfAesKey(base, CARD_KEY_INFO),
    commitment: await hkdfBytes(base, COMMITMENT_INFO, COMMITMENT_BYTES),
    uploadToken: await hkdfBytes(base, UPLOAD_TOKEN_INFO, UPLOAD_TOKEN_BYTES),
  };
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the upload token in lowercase hex: what the request is created with, and all the server keeps. */
export async function uploadTokenHash(uploadToken: Uint8Array): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(uploadToken))));
}

/**
 * Six digits both people can read out after a code exchange: equal only when both pages hold the same K, so a
 * server that played the requester's page during the exchange shows up as two different numbers.
 */
export async function checkNumber(requestKey: Uint8Array): Promise<string> {
  const source = await hkdfBytes(await requestKeyBase(requestKey), CHECK_INFO, CHECK_SOURCE_BYTES);
  const value = new DataView(source.buffer).getBigUint64(0) % 10n ** BigInt(CHECK_DIGITS);
  return value.toString().padStart(CHECK_DIGITS, '0');
}
