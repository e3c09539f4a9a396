/**
 * One record of a file, sealed with AES-256-GCM under the file's key. The nonce follows the STREAM construction
 * (Hoang, Reyhanitabar, Rogaway, Vizár, "Online Authenticated-Encryption and its Nonce-Reuse
 * Misuse-Resistance", CRYPTO 2015): prefix ‖ record index ‖ last-record flag,
 *
 *   nonce (12 bytes) = 0x00 × 7 ‖ index (uint32, big-endian) ‖ 0x01 for the last record, else 0x00
 *
 * The prefix is zero because every file has a key of its own (derived from its id): the index alone keeps
 * nonces unique under a key. A record moved to another position, duplicated, or taken from another file fails
 * to decrypt (wrong nonce or wrong key), and cutting a file short leaves a last record without the flag, which
 * fails too. Key and nonce depend only on the share key, the file id and the index, so encrypting a record
 * again gives the same bytes: an upload can resume in the middle of a file after the tab was closed.
 */
import type { Bytes } from './bytes';
import { TamperedError } from './errors';
import {
  MAX_RECORDS,
  RECORD_PLAINTEXT_BYTES,
  RECORD_TAG_BYTES,
  recordCount,
  recordPlaintextLength,
} from './record-layout';

const NONCE_BYTES = 12;
const INDEX_OFFSET = 7;
const FLAG_OFFSET = 11;

function recordNonce(index: number, isLast: boolean): Bytes {
  if (!Number.isSafeInteger(index) || index < 0 || index >= MAX_RECORDS) throw new RangeError('No such record');
  const nonce = new Uint8Array(NONCE_BYTES);
  new DataView(nonce.buffer).setUint32(INDEX_OFFSET, index, false);
  nonce[FLAG_OFFSET] = isLast ? 1 : 0;
  return nonce;
}

/** Only the last record may be shorter than 64 KiB, and only a file's sole record may be empty. */
function plaintextLengthFits(index: number, isLast: boolean, length: number): boolean {
  if (!isLast) return length === RECORD_PLAINTEXT_BYTES;
  return length <= RECORD_PLAINTEXT_BYTES && (length > 0 || index === 0);
}

export async function encryptRecord(
  fileKey: CryptoKey,
  index: number,
  isLast: boolean,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<Bytes> {
  if (!plaintextLengthFits(index, isLast, plaintext.length)) {
    throw new RangeError(`Record ${index} cannot hold ${plaintext.length} bytes`);
  }
  const iv = recordNonce(index, isLast);
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, fileKey, plaintext));
}

/** The plaintext of a record, or a TamperedError when it does not authenticate at this index and position. */
export async function decryptRecord(
  fileKey: CryptoKey,
  index: number,
  isLast: boolean,
  ciphertext: Uint8Array<ArrayBuffer>,
): Promise<Bytes> {
  if (!plaintextLengthFits(index, isLast, ciphertext.length - RECORD_TAG_BYTES)) throw new TamperedError('file');
  const iv = recordNonce(index, isLast);
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, fileKey, ciphertext));
  } catch {
    throw new TamperedError('file');
  }
}

/** Encrypts record `index` of `file` on its own, reading only that record's bytes. */
export async function encryptRecordOf(fileKey: CryptoKey, file: Blob, index: number): Promise<Bytes> {
  const length = recordPlaintextLength(file.size, index);
  const start = index * RECORD_PLAINTEXT_BYTES;
  const plaintext = new Uint8Array(await file.slice(start, start + length).arrayBuffer());
  if (plaintext.length !== length) throw new Error('The file changed while it was being read');
  return encryptRecord(fileKey, index, index === recordCount(file.size) - 1, plaintext);
}
