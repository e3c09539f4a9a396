/**
 * The share key: 256 random bits drawn in the sender's browser, the root every other key of a share is derived
 * from. It travels only in the link's fragment (after `#`, which browsers never send to the server) as 43
 * base64url characters, and through the code exchange.
 */
import { Base64UrlError, base64UrlLength, type Bytes, fromBase64Url, randomBytes, toBase64Url } from './bytes';
import { KeyFormatError } from './errors';

export const SHARE_KEY_BYTES = 32;

/** 43: the length of the key after `#` in a link. */
export const ENCODED_SHARE_KEY_LENGTH = base64UrlLength(SHARE_KEY_BYTES);

export interface ShareKey {
  readonly bytes: Bytes;
}

export function generateShareKey(): ShareKey {
  return { bytes: randomBytes(SHARE_KEY_BYTES) };
}

/** A share key from its 32 raw bytes (as unwrapped from a code exchange). */
export function shareKeyFromBytes(bytes: Uint8Array): ShareKey {
  if (bytes.length !== SHARE_KEY_BYTES) throw new RangeError(`A share key has ${SHARE_KEY_BYTES} bytes`);
  return { bytes: new Uint8Array(bytes) };
}

/** The 43 characters that follow `#` in the link. */
export function encodeShareKey(key: ShareKey): string {
  return toBase64Url(key.bytes);
}

/** Reads the key from a link's fragment (without the `#`), refusing anything but exactly one key's spelling. */
export function parseShareKey(encoded: string): ShareKey {
  try {
    return { bytes: fromBase64Url(encoded, SHARE_KEY_BYTES) };
  } catch (error) {
    if (!(error instanceof Base64UrlError)) throw error;
    throw new KeyFormatError(error.problem);
  }
}
