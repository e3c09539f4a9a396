/**
 * Where a file's bytes sit once encrypted. A file of n bytes is cut into records of 64 KiB of plaintext (the
 * last one shorter, and an empty file still has one empty record, so that even it ends with a final record);
 * each record becomes its ciphertext followed by a 16-byte GCM tag, and the records follow one another with
 * nothing in between. Every record but the last therefore takes exactly 65 552 bytes, so any plaintext offset
 * maps to a ciphertext offset by arithmetic alone: ranges can be fetched and uploads resumed without reading
 * anything first.
 */

/** 64 KiB: one WebCrypto call per record stays cheap, and a range read fetches at most one record too many. */
export const RECORD_PLAINTEXT_BYTES = 64 * 1024;
export const RECORD_TAG_BYTES = 16;
export const RECORD_CIPHERTEXT_BYTES = RECORD_PLAINTEXT_BYTES + RECORD_TAG_BYTES;

/** The record counter is 32 bits wide in the nonce, which bounds a file at 256 TiB. */
export const MAX_RECORDS = 2 ** 32;

function assertSize(size: number, what: string): void {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`${what} must be a whole number of bytes`);
}

export function recordCount(plaintextSize: number): number {
  assertSize(plaintextSize, 'A file size');
  const count = Math.max(1, Math.ceil(plaintextSize / RECORD_PLAINTEXT_BYTES));
  if (count > MAX_RECORDS) throw new RangeError('A file this large cannot be encrypted');
  return count;
}

/** How many plaintext bytes record `index` of a file of `plaintextSize` bytes holds. */
export function recordPlaintextLength(plaintextSize: number, index: number): number {
  const count = recordCount(plaintextSize);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) throw new RangeError('No such record');
  return index < count - 1 ? RECORD_PLAINTEXT_BYTES : plaintextSize - index * RECORD_PLAINTEXT_BYTES;
}

/** The size of the encrypted file: what is uploaded and stored. */
export function ciphertextSize(plaintextSize: number): number {
  return plaintextSize + recordCount(plaintextSize) * RECORD_TAG_BYTES;
}

/** The plaintext size an encrypted file of this size holds; throws for a size no encrypted file has. */
export function plaintextSizeOf(encryptedSize: number): number {
  assertSize(encryptedSize, 'An encrypted size');
  const count = Math.max(1, Math.ceil(encryptedSize / RECORD_CIPHERTEXT_BYTES));
  const plaintextSize = encryptedSize - count * RECORD_TAG_BYTES;
  if (plaintextSize < 0 || ciphertextSize(plaintextSize) !== encryptedSize) {
    throw new RangeError(`No encrypted file is ${encryptedSize} bytes long`);
  }
  return plaintextSize;
}

/** The records that hold a plaintext range, and how to cut the range out of their plaintext. */
export interface RecordSpan {
  firstRecord: number;
  /** Inclusive. */
  lastRecord: number;
  /** The ciphertext bytes to fetch: from `ciphertextStart` up to, not including, `ciphertextEnd`. */
  ciphertextStart: number;
  ciphertextEnd: number;
  /** Plaintext bytes of the first record that precede the range. */
  skip: number;
  /** Plaintext bytes in the range. */
  length: number;
}

/** The records covering plaintext bytes `start` up to, not including, `end` (an empty range still gets one). */
export function recordsForRange(plaintextSize: number, start: number, end: number): RecordSpan {
  const count = recordCount(plaintextSize);
  assertSize(start, 'A range start');
  assertSize(end, 'A range end');
  if (start > end || end > plaintextSize) throw new RangeError(`Bytes ${start}–${end} are not within the file`);
  const firstRecord = Math.min(Math.floor(start / RECORD_PLAINTEXT_BYTES), count - 1);
  const lastRecord = end === start ? firstRecord : Math.floor((end - 1) / RECORD_PLAINTEXT_BYTES);
  return {
    firstRecord,
    lastRecord,
    ciphertextStart: firstRecord * RECORD_CIPHERTEXT_BYTES,
    ciphertextEnd: Math.min((lastRecord + 1) * RECORD_CIPHERTEXT_BYTES, ciphertextSize(plaintextSize)),
    skip: start - firstRecord * RECORD_PLAINTEXT_BYTES,
    length: end - start,
  };
}

/** Where an upload that stopped after `ciphertextOffset` bytes picks up. */
export interface ResumePoint {
  /** The record to encrypt again and send from (the record count when nothing is left). */
  record: number;
  /** Bytes of that record's ciphertext the server already holds, to leave out of what is sent. */
  skip: number;
}

export function resumePoint(plaintextSize: number, ciphertextOffset: number): ResumePoint {
  assertSize(ciphertextOffset, 'An upload offset');
  const total = ciphertextSize(plaintextSize);
  if (ciphertextOffset > total) throw new RangeError('The offset is past the end of the file');
  if (ciphertextOffset === total) return { record: recordCount(plaintextSize), skip: 0 };
  const record = Math.floor(ciphertextOffset / RECORD_CIPHERTEXT_BYTES);
  return { record, skip: ciphertextOffset - record * RECORD_CIPHERTEXT_BYTES };
}
