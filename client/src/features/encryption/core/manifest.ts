/**
 * The sealed manifest: a binary header, then the manifest's JSON encrypted as one AES-256-GCM message under the
 * manifest key. One message rather than records: the recipient needs all of it before showing anything (it is
 * the folder tree), and it stays small (about 100 bytes a file, a few MB at the 50 000-file limit).
 *
 *   offset  size  field
 *        0     4  magic "SCEM" (Sharecode encrypted manifest)
 *        4     1  format version, 1
 *        5    32  key commitment: HKDF(shareKey, "sharecode e2e v1 key commitment")
 *       37    12  nonce, random
 *       49     n  ciphertext of the JSON padded with spaces to a multiple of 4 KiB, then the 16-byte tag
 *
 * The whole header is the AES-GCM associated data, so no byte of it can change unnoticed. Opening checks, in
 * order: the magic, the version (a newer one is refused with its own error), the commitment against the key
 * at hand (a wrong key stops here, before anything is decrypted), then the tag. AES-GCM alone is not
 * committing: a ciphertext can be built to decrypt validly under two keys to two contents. The commitment
 * closes that: a header names exactly one share key, and every file key is derived from that key, so what a
 * moderator decrypts with one link is what every recipient decrypts with another.
 */
import { type Bytes, concatBytes, equalBytes, randomBytes, utf8 } from './bytes';
import { TamperedError, UnsupportedFormatError, WrongKeyError } from './errors';
import type { ShareKeyring } from './keyring';
import { type Manifest, manifestJson, parseManifestJson } from './manifest-entries';

const MAGIC = utf8('SCEM');
const FORMAT_VERSION = 1;
const VERSION_OFFSET = 4;
const COMMITMENT_OFFSET = 5;
const COMMITMENT_BYTES = 32;
const NONCE_OFFSET = COMMITMENT_OFFSET + COMMITMENT_BYTES;
const NONCE_BYTES = 12;
const HEADER_BYTES = NONCE_OFFSET + NONCE_BYTES;
const TAG_BYTES = 16;
/** Padding hides the exact length of the names; sizes and the number of files show anyway. */
const PADDING_MULTIPLE = 4096;

function padded(json: string): Bytes {
  const encoded = utf8(json);
  const length = Math.ceil(encoded.length / PADDING_MULTIPLE) * PADDING_MULTIPLE;
  const result = new Uint8Array(length).fill(0x20);
  result.set(encoded);
  return result;
}

/** The manifest, sealed under the share's keys, ready to upload. */
export async function encryptManifest(keyring: ShareKeyring, manifest: Manifest): Promise<Bytes> {
  const plaintext = padded(manifestJson(manifest));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC, 0);
  header[VERSION_OFFSET] = FORMAT_VERSION;
  header.set(keyring.commitment, COMMITMENT_OFFSET);
  header.set(randomBytes(NONCE_BYTES), NONCE_OFFSET);
  const iv = header.slice(NONCE_OFFSET, HEADER_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: header },
    keyring.manifestKey,
    plaintext,
  );
  return concatBytes(header, new Uint8Array(ciphertext));
}

/**
 * Opens a sealed manifest: WrongKeyError when the key is not the share's, UnsupportedFormatError for a format
 * this code does not know, TamperedError for anything altered, cut or not a manifest at all.
 */
export async function decryptManifest(keyring: ShareKeyring, sealed: Uint8Array): Promise<Manifest> {
  if (sealed.length < HEADER_BYTES + TAG_BYTES || !equalBytes(sealed.subarray(0, MAGIC.length), MAGIC)) {
    throw new TamperedError('file list');
  }
  if (sealed[VERSION_OFFSET] !== FORMAT_VERSION) throw new UnsupportedFormatError(sealed[VERSION_OFFSET]);
  if (!equalBytes(sealed.subarray(COMMITMENT_OFFSET, NONCE_OFFSET), keyring.commitment)) throw new WrongKeyError();
  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(NONCE_OFFSET, HEADER_BYTES), additionalData: sealed.slice(0, HEADER_BYTES) },
      keyring.manifestKey,
      sealed.slice(HEADER_BYTES),
    );
  } catch {
    throw new TamperedError('file list');
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    throw new TamperedError('file list');
  }
  const manifest = parseManifestJson(json);
  if (!manifest) throw new TamperedError('file list');
  return manifest;
}
