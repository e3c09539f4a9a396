/**
 * The keys of one share, all derived from its share key with HKDF-SHA-256 (RFC 5869) under distinct, versioned
 * `info` labels, so that no key can stand in for another and a new format version gets new keys:
 *
 *   manifest key   = HKDF(shareKey, info = "sharecode e2e v1 manifest key")              AES-256-GCM
 *   key commitment = HKDF(shareKey, info = "sharecode e2e v1 key commitment", 32 bytes)
 *   file key       = HKDF(shareKey, info = "sharecode e2e v1 file key" ‖ fileId)          AES-256-GCM
 *
 * The salt is empty: the share key is already uniformly random (RFC 5869 §3.1). A file's key depends on its
 * random 16-byte id, not on its position, so reordering or adding files never changes another file's key.
 * Keys are non-extractable CryptoKeys: page code can use them but not read them out.
 */
import {
  Base64UrlError,
  type Bytes,
  concatBytes,
  fromBase64Url,
  ownBytes,
  randomBytes,
  toBase64Url,
  utf8,
} from './bytes';
import type { ShareKey } from './share-key';

const MANIFEST_KEY_INFO = utf8('sharecode e2e v1 manifest key');
const COMMITMENT_INFO = utf8('sharecode e2e v1 key commitment');
const FILE_KEY_INFO = utf8('sharecode e2e v1 file key');
const NO_SALT = new Uint8Array(0);
const COMMITMENT_BYTES = 32;

const FILE_ID_BYTES = 16;

export interface ShareKeyring {
  /** 32 bytes that identify the share key without revealing it; stored in the manifest header. */
  readonly commitment: Bytes;
  readonly manifestKey: CryptoKey;
  /** The key of the file with this id (as in the manifest). */
  fileKey(fileId: string): Promise<CryptoKey>;
}

/** A new random file id, as the manifest spells it (22 base64url characters). */
export function newFileId(): string {
  return toBase64Url(randomBytes(FILE_ID_BYTES));
}

/** True for a string that is a file id's spelling. */
export function isFileId(value: string): boolean {
  try {
    fromBase64Url(value, FILE_ID_BYTES);
    return true;
  } catch (error) {
    if (error instanceof Base64UrlError) return false;
    throw error;
  }
}

/** The base key HKDF derives from: `ikm` is already uniformly random, so no salt (RFC 5869 §3.1). */
export function hkdfBase(ikm: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', ownBytes(ikm), 'HKDF', false, ['deriveKey', 'deriveBits']);
}

/** A non-extractable AES-256-GCM key derived from `base` under `info`. */
export function hkdfAesKey(base: CryptoKey, info: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: NO_SALT, info },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** `byteLength` bytes derived from `base` under `info`. */
export async function hkdfBytes(base: CryptoKey, info: Uint8Array<ArrayBuffer>, byteLength: number): Promise<Bytes> {
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: NO_SALT, info }, base, byteLength * 8),
  );
}

export async function openKeyring(shareKey: ShareKey): Promise<ShareKeyring> {
  const base = await hkdfBase(shareKey.bytes);
  const commitment = await hkdfBytes(base, COMMITMENT_INFO, COMMITMENT_BYTES);
  const manifestKey = await hkdfAesKey(base, MANIFEST_KEY_INFO);
  return {
    commitment,
    manifestKey,
    fileKey: (fileId) => hkdfAesKey(base, concatBytes(FILE_KEY_INFO, fromBase64Url(fileId, FILE_ID_BYTES))),
  };
}
