/**
 * Moving a file request to another of the requester's own devices (docs/file-requests.md, "On another device").
 *
 * The private key is made extractable, read out once into memory, and kept in storage as a non-extractable copy:
 * only the page that made the request can hand it on, and only until it is closed. What it hands on is the
 * requester secret, carried after `#` in a requester link: a version byte, the request key K (to check the card
 * the server returns, and to answer code exchanges there too), the private key, and the requester key (the server's
 * credential for the request's state). The receiving device imports the private key non-extractable and proves it
 * belongs to the card's public key before keeping anything.
 */
import {
  Base64UrlError,
  concatBytes,
  equalBytes,
  fromBase64Url,
  ownBytes,
  randomBytes,
  toBase64Url,
  type Bytes,
} from '../core/bytes';
import { KeyFormatError, UnsupportedFormatError, WrongKeyError } from '../core/errors';
import { answerKeySuite, unwrapAnswerKey, wrapAnswerKey } from './answer-key-wrap';
import { REQUEST_KEY_BYTES } from './request-key';

const X25519 = { name: 'X25519' } as const;
const PRIVATE_KEY_BYTES = 32;
/** The requester key: the server's 128-bit credential, 22 base64url characters. */
const REQUESTER_KEY_BYTES = 16;
const SECRET_VERSION = 1;
const SECRET_BYTES = 1 + REQUEST_KEY_BYTES + PRIVATE_KEY_BYTES + REQUESTER_KEY_BYTES;

/** A key pair whose private key storage cannot read out, and its bytes while this page still holds them. */
export interface TransferableRequesterKeys {
  keyPair: CryptoKeyPair;
  privateKey: Bytes;
}

/** What a requester link carries after `#`. */
export interface RequesterSecret {
  requestKey: Uint8Array;
  privateKey: Uint8Array;
  /** As the server spells it: 22 base64url characters. */
  requesterKey: string;
}

/** A key pair for a new request, with its private key's bytes for the requester link. */
export async function makeTransferableRequesterKeys(): Promise<TransferableRequesterKeys> {
  const made = (await crypto.subtle.generateKey(X25519, true, ['deriveBits'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', made.privateKey);
  const privateKey = await crypto.subtle.importKey('jwk', jwk, X25519, false, ['deriveBits']);
  return {
    keyPair: { publicKey: made.publicKey, privateKey },
    privateKey: fromBase64Url(jwk.d ?? '', PRIVATE_KEY_BYTES),
  };
}

export function encodeRequesterSecret(secret: RequesterSecret): string {
  return toBase64Url(
    concatBytes(
      Uint8Array.of(SECRET_VERSION),
      secret.requestKey,
      secret.privateKey,
      fromBase64Url(secret.requesterKey, REQUESTER_KEY_BYTES),
    ),
  );
}

/** The secret after `#`; KeyFormatError when it is mistyped or cut short, UnsupportedFormatError when newer. */
export function decodeRequesterSecret(fragment: string): RequesterSecret {
  let bytes: Bytes;
  try {
    bytes = fromBase64Url(fragment, SECRET_BYTES);
  } catch (error) {
    if (error instanceof Base64UrlError) throw new KeyFormatError(error.problem);
    throw error;
  }
  if (bytes[0] !== SECRET_VERSION) throw new UnsupportedFormatError(bytes[0]);
  const privateStart = 1 + REQUEST_KEY_BYTES;
  const requesterStart = privateStart + PRIVATE_KEY_BYTES;
  return {
    requestKey: bytes.slice(1, privateStart),
    privateKey: bytes.slice(privateStart, requesterStart),
    requesterKey: toBase64Url(bytes.subarray(requesterStart)),
  };
}

/**
 * The pair made of a requester link's private key and the card's public key, its private key non-extractable.
 * WrongKeyError unless they belong together: a key for another request would open none of its answers.
 */
export async function importRequesterKeys(privateKey: Uint8Array, publicKey: Uint8Array): Promise<CryptoKeyPair> {
  let keyPair: CryptoKeyPair;
  try {
    const jwk: JsonWebKey = { kty: 'OKP', crv: 'X25519', d: toBase64Url(privateKey), x: toBase64Url(publicKey) };
    keyPair = {
      privateKey: await crypto.subtle.importKey('jwk', jwk, X25519, false, ['deriveBits']),
      publicKey: await answerKeySuite().kem.deserializePublicKey(ownBytes(publicKey)),
    };
  } catch {
    throw new WrongKeyError();
  }
  // Some engines import a private key without checking it against `x`: a wrap to the public key must open.
  const probe = { requestId: 'probe', requestHash: randomBytes(32), answerId: 'probe' };
  const key = randomBytes(32);
  try {
    const opened = await unwrapAnswerKey(keyPair, await wrapAnswerKey(publicKey, key, probe), probe);
    if (equalBytes(opened, key)) return keyPair;
  } catch {
    // Falls through: the pair does not open what is wrapped to it.
  }
  throw new WrongKeyError();
}
