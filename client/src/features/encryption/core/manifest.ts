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
import { type Bytes, utf8 } from './bytes';
import { TamperedError } from './errors';
import { type EnvelopeFormat, openEnvelope, sealEnvelope } from './sealed-envelope';
import type { ShareKeyring } from './keyring';
import { type Manifest, manifestJson, parseManifestJson } from './manifest-entries';

/** Padding hides the exact length of the names; sizes and the number of files show anyway. */
const MANIFEST_FORMAT: EnvelopeFormat = { magic: utf8('SCEM'), version: 1, paddingMultiple: 4096 };

/** The manifest, sealed under the share's keys, ready to upload. */
export async function encryptManifest(keyring: ShareKeyring, manifest: Manifest): Promise<Bytes> {
  return sealEnvelope(MANIFEST_FORMAT, keyring.manifestKey, keyring.commitment, manifestJson(manifest));
}

/**
 * Opens a sealed manifest: WrongKeyError when the key is not the share's, UnsupportedFormatError for a format
 * this code does not know, TamperedError for anything altered, cut or not a manifest at all.
 */
export async function decryptManifest(keyring: ShareKeyring, sealed: Uint8Array): Promise<Manifest> {
  const json = await openEnvelope(MANIFEST_FORMAT, keyring.manifestKey, keyring.commitment, sealed);
  const manifest = parseManifestJson(json);
  if (!manifest) throw new TamperedError('file list');
  return manifest;
}
