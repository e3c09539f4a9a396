/**
 * The cryptographic core of end-to-end encrypted shares, as the rest of the feature uses it. Everything runs in
 * the browser; the server only ever stores what `encryptBlob` / `createEncryptionStream` and `encryptManifest`
 * produce. docs/encryption.md describes the formats and the threat model.
 */
export {
  CodeExchangeError,
  type CodeExchangeFailure,
  EncryptionError,
  KeyFormatError,
  TamperedError,
  UnsupportedFormatError,
  WrongKeyError,
} from './errors';
export { ENCODED_SHARE_KEY_LENGTH, encodeShareKey, generateShareKey, parseShareKey, type ShareKey } from './share-key';
export { newFileId, openKeyring, type ShareKeyring } from './keyring';
export {
  ciphertextSize,
  plaintextSizeOf,
  RECORD_CIPHERTEXT_BYTES,
  RECORD_PLAINTEXT_BYTES,
  recordCount,
  recordsForRange,
  type RecordSpan,
  resumePoint,
  type ResumePoint,
} from './record-layout';
export { decryptRecord, encryptRecord, encryptRecordOf } from './record-cipher';
export { createEncryptionStream, encryptBlob } from './encrypt-stream';
export { createDecryptionStream, type DecryptionOptions } from './decrypt-stream';
export type { Manifest, ManifestEntry } from './manifest-entries';
export { decryptManifest, encryptManifest } from './manifest';
export { decryptedZipLength, type DecryptedZipOptions, type FetchCiphertext, makeDecryptedZip } from './decrypted-zip';
