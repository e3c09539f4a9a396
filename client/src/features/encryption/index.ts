/**
 * End-to-end encryption of shares, the feature's public surface (README.md draws its pieces). Its outward faces:
 * sealing an upload (the choice, the share key, the record cipher, the manifest, thumbnails and the link's QR),
 * opening a share (its key from the link, decrypted files, downloads, media and thumbnails), the pieces the code
 * exchange in features/live needs to answer a code (the share key's bytes and the byte helpers), and file requests
 * (the request key, its sealed card, each answer's key wrapped to the requester).
 */
export {
  CodeExchangeError,
  type CodeExchangeFailure,
  createDecryptionStream,
  ciphertextSize,
  decryptManifest,
  encodeShareKey,
  encryptBlob,
  encryptManifest,
  encryptRecord,
  generateShareKey,
  KeyFormatError,
  type ManifestEntry,
  newFileId,
  openKeyring,
  parseShareKey,
  RECORD_CIPHERTEXT_BYTES,
  RECORD_PLAINTEXT_BYTES,
  recordCount,
  type ShareKey,
  type ShareKeyring,
  TamperedError,
  UnsupportedFormatError,
  WrongKeyError,
} from './core';
export {
  type Bytes,
  concatBytes,
  equalBytes,
  fromBase64Url,
  ownBytes,
  randomBytes,
  toBase64Url,
  utf8,
} from './core/bytes';
export { SHARE_KEY_BYTES, shareKeyFromBytes } from './core/share-key';

// Sealing an upload.
export { EncryptionChoice } from './choice/encryption-choice';
export { useEncryptionChoice } from './choice/use-encryption-choice';
export { slotCapacity, THUMBNAIL_SLOT_BYTES, thumbnailPackSize, thumbnailSlot } from './thumbnails/thumbnail-pack';
export { thumbnailKindOf } from './thumbnails/thumbnail-kind';
export { makeThumbnail } from './thumbnails/make-thumbnail';
export { qrPngDataUrl } from './qr/qr-png';

// Opening a share.
export {
  decryptedBlob,
  DECRYPTED_PREVIEW_MAX_BYTES,
  openEncryptedShare,
  openEncryptedShareWithKey,
  type OpenedShare,
  type ReadSealed,
} from './shares/opened-share';
export type { DownloadJob } from './shares/decrypted-download';
export { saveDecrypted } from './shares/save-decrypted';
export { serveDecryptedMedia } from './shares/decrypted-media';
export { thumbnailReader, type ThumbnailReader } from './thumbnails/thumbnail-reader';

// A file request: its key, its card, and each answer's key wrapped to the requester.
export { checkNumber, makeRequestKey, requestKeyParts, uploadTokenHash } from './requests/request-key';
export { cardHash, openRequestCard, type RequestCard, sealRequestCard } from './requests/request-card';
export { makeRequesterKeys, publicKeyBytes, unwrapAnswerKey, wrapAnswerKey } from './requests/answer-key-wrap';
export {
  decodeRequesterSecret,
  encodeRequesterSecret,
  importRequesterKeys,
  makeTransferableRequesterKeys,
} from './requests/requester-key-transfer';
export {
  answerBinding,
  decodeWrappedAnswerKey,
  encodeWrappedAnswerKey,
  newAnswerId,
} from './requests/wrapped-answer-key';

// A text sealed with a passphrase (the end-to-end encryption page's demonstration).
export { decryptText, DecryptionError, encryptText, isCryptoAvailable } from './passphrase/passphrase-cipher';
