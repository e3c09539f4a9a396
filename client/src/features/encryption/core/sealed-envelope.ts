/**
 * The sealed envelope the manifest and the file request card share: a header (magic, format version, key
 * commitment, nonce) that is AES-256-GCM's associated data, then the JSON padded with spaces to a multiple of the
 * format's padding, encrypted. Opening checks, in order: the magic and length, the version, the commitment (another
 * key stops here, before anything is decrypted), the tag, then that the text is UTF-8; the caller checks the JSON.
 */
import { type Bytes, concatBytes, equalBytes, randomBytes } from './bytes';
import { TamperedError, UnsupportedFormatError, WrongKeyError } from './errors';

export interface EnvelopeFormat {
  /** Four ASCII bytes naming the kind of envelope. */
  magic: Bytes;
  version: number;
  /** The plaintext is padded to a multiple of this, hiding its exact length. */
  paddingMultiple: number;
  /**
   * Whether a version below `version` is a sign of tampering (none was ever sealed) rather than of a format this
   * code no longer reads.
   */
  olderIsTampered?: boolean;
}

const VERSION_OFFSET = 4;
const COMMITMENT_OFFSET = 5;
const COMMITMENT_BYTES = 32;
const NONCE_OFFSET = COMMITMENT_OFFSET + COMMITMENT_BYTES;
const NONCE_BYTES = 12;
const HEADER_BYTES = NONCE_OFFSET + NONCE_BYTES;
const TAG_BYTES = 16;

function padded(text: string, multiple: number): Bytes {
  const encoded = new TextEncoder().encode(text);
  const result = new Uint8Array(Math.ceil(encoded.length / multiple) * multiple).fill(0x20);
  result.set(encoded);
  return result;
}

/** `json` sealed under `key`, its header carrying `commitment`. */
export async function sealEnvelope(format: EnvelopeFormat, key: CryptoKey, commitment: Uint8Array, json: string) {
  const header = new Uint8Array(HEADER_BYTES);
  header.set(format.magic, 0);
  header[VERSION_OFFSET] = format.version;
  header.set(commitment, COMMITMENT_OFFSET);
  header.set(randomBytes(NONCE_BYTES), NONCE_OFFSET);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: header.slice(NONCE_OFFSET), additionalData: header },
    key,
    padded(json, format.paddingMultiple),
  );
  return concatBytes(header, new Uint8Array(ciphertext));
}

/**
 * The padded JSON text of a sealed envelope: WrongKeyError when the commitment is not `commitment`,
 * UnsupportedFormatError for a format this code does not know, TamperedError for anything altered or cut.
 */
export async function openEnvelope(
  format: EnvelopeFormat,
  key: CryptoKey,
  commitment: Uint8Array,
  sealed: Uint8Array,
): Promise<string> {
  if (sealed.length < HEADER_BYTES + TAG_BYTES || !equalBytes(sealed.subarray(0, format.magic.length), format.magic)) {
    throw new TamperedError('file list');
  }
  const version = sealed[VERSION_OFFSET];
  if (version < format.version && format.olderIsTampered) throw new TamperedError('file list');
  if (version !== format.version) throw new UnsupportedFormatError(version);
  if (!equalBytes(sealed.subarray(COMMITMENT_OFFSET, NONCE_OFFSET), commitment)) throw new WrongKeyError();
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(NONCE_OFFSET, HEADER_BYTES), additionalData: sealed.slice(0, HEADER_BYTES) },
      key,
      sealed.slice(HEADER_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    throw new TamperedError('file list');
  }
}
