/**
 * An end-to-end encrypted upload as the server receives it (docs/encryption.md): the sealed manifest under
 * MANIFEST_PATH first, so that it arrives, and opens for recipients, before any file (their page shows the tree
 * from it while the files follow), then each file's ciphertext under its file id. The queued upload keeps the
 * plaintext files (picked Files, or bytes kept on the device) with the key and ids; the ciphertext is made as the
 * runner reads it, in batches of 64 KiB records, and comes out the same on every attempt (records re-encrypt
 * deterministically), so a resumed upload continues the server's bytes exactly.
 */
import type { UploadedFolder } from '../../../lib/api/folders';
import {
  ciphertextSize,
  encodeShareKey,
  encryptManifest,
  encryptRecord,
  generateShareKey,
  newFileId,
  openKeyring,
  parseShareKey,
  RECORD_CIPHERTEXT_BYTES,
  RECORD_PLAINTEXT_BYTES,
  recordCount,
  type ShareKeyring,
} from '../../../lib/encryption';
import { baseName } from '../../../lib/files/relative-path';
import type { QueuedEncryption, QueuedUpload } from '../../../lib/platform/app-database';
import { MissingBytesError, type SendableBytes } from './upload-bytes';
import type { UploadSource } from './upload-queue';
import { qrPngDataUrl } from '../../../lib/encrypted-shares/qr/qr-png';
import { linkWithKey } from '../../../lib/encrypted-shares/share-key-link';

/** The sealed manifest's name among the share's objects (the API requires exactly this one). */
const MANIFEST_PATH = 'manifest';
const OCTET_STREAM = 'application/octet-stream';

/** Draws a share key and file ids for a selection and seals its manifest. */
export async function sealSelection(entries: readonly UploadSource[]): Promise<QueuedEncryption> {
  const shareKey = generateShareKey();
  const keyring = await openKeyring(shareKey);
  const fileIds = entries.map(() => newFileId());
  const manifest = await encryptManifest(keyring, {
    files: entries.map((entry, index) => ({
      id: fileIds[index],
      path: entry.path,
      size: entry.file.size,
      type: entry.file.type,
    })),
  });
  return { shareKey: encodeShareKey(shareKey), fileIds, manifest: new Blob([manifest]) };
}

/** One file's place in the plaintext the queue holds and in the ciphertext the server is sent. */
interface Segment {
  id: string;
  plainStart: number;
  plainSize: number;
  cipherStart: number;
  cipherEnd: number;
}

/** The files' segments, laid end to end after the manifest's `manifestBytes`. */
function segmentsOf(upload: QueuedUpload, encryption: QueuedEncryption, manifestBytes: number): Segment[] {
  let plainStart = 0;
  let cipherStart = manifestBytes;
  return upload.files.map((file, index) => {
    const segment = {
      id: encryption.fileIds[index],
      plainStart,
      plainSize: file.size,
      cipherStart,
      cipherEnd: cipherStart + ciphertextSize(file.size),
    };
    plainStart += file.size;
    cipherStart = segment.cipherEnd;
    return segment;
  });
}

/**
 * Records read and sealed together: one read of the plaintext for all of them (a Blob read has a fixed cost
 * that would dominate per 64 KiB record), and their encryptions started at once, so WebCrypto runs them on
 * several cores. At most this many records' plaintext is held at a time.
 */
const BATCH_RECORDS = 64;

/** The ciphertext bytes `start` to `end` (relative to the file's ciphertext) of one file. */
async function sealedRange(
  keyring: ShareKeyring,
  plain: SendableBytes,
  segment: Segment,
  start: number,
  end: number,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const fileKey = await keyring.fileKey(segment.id);
  const last = recordCount(segment.plainSize) - 1;
  const plainEnd = segment.plainStart + segment.plainSize;
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const after = Math.ceil(end / RECORD_CIPHERTEXT_BYTES);
  for (let first = Math.floor(start / RECORD_CIPHERTEXT_BYTES); first < after; first += BATCH_RECORDS) {
    const batchEnd = Math.min(after, first + BATCH_RECORDS);
    const from = segment.plainStart + first * RECORD_PLAINTEXT_BYTES;
    const to = Math.min(plainEnd, segment.plainStart + batchEnd * RECORD_PLAINTEXT_BYTES);
    const plaintext = new Uint8Array(await (await plain.slice(from, to)).arrayBuffer());
    const records = await Promise.all(
      Array.from({ length: batchEnd - first }, (_, offset) => {
        const at = offset * RECORD_PLAINTEXT_BYTES;
        const index = first + offset;
        return encryptRecord(fileKey, index, index === last, plaintext.subarray(at, at + RECORD_PLAINTEXT_BYTES));
      }),
    );
    records.forEach((record, offset) => {
      const recordStart = (first + offset) * RECORD_CIPHERTEXT_BYTES;
      parts.push(record.subarray(Math.max(0, start - recordStart), Math.min(record.length, end - recordStart)));
    });
  }
  return parts;
}

/**
 * The first ciphertext byte from which every byte to the end can be made from plaintext available from
 * `plainFrom` on (the manifest, first, is always at hand: it is kept sealed).
 */
function cipherFrom(segments: readonly Segment[], plainFrom: number, totalBytes: number): number {
  if (plainFrom <= 0) return 0;
  const segment = segments.find((candidate) => plainFrom < candidate.plainStart + candidate.plainSize);
  if (!segment) return totalBytes;
  const local = Math.max(0, plainFrom - segment.plainStart);
  const record = Math.ceil(local / RECORD_PLAINTEXT_BYTES);
  return Math.min(segment.cipherEnd, segment.cipherStart + record * RECORD_CIPHERTEXT_BYTES);
}

export interface SealedUpload {
  /** The upload as the server sees it: file ids and the manifest, with ciphertext sizes. */
  upload: QueuedUpload;
  bytes: SendableBytes;
  /** The plaintext offset from which the bytes of ciphertext `offset` onwards can be made again. */
  plaintextOffset: (offset: number) => number;
  /** The server's answer as the sender sees it: the link with its key, and the files' real names. */
  shareOf: (result: UploadedFolder) => UploadedFolder & { encrypted: true };
}

/** The encrypted form of a queued upload whose plaintext `plain` holds. */
export async function sealedUpload(upload: QueuedUpload, plain: SendableBytes): Promise<SealedUpload> {
  const encryption = upload.encryption!;
  const keyring = await openKeyring(parseShareKey(encryption.shareKey));
  const manifestBytes = encryption.manifest.size;
  const segments = segmentsOf(upload, encryption, manifestBytes);
  const totalBytes = segments.at(-1)?.cipherEnd ?? manifestBytes;

  const slice = async (start: number, end: number): Promise<Blob> => {
    const parts: BlobPart[] = [];
    if (start < manifestBytes) parts.push(encryption.manifest.slice(start, Math.min(end, manifestBytes)));
    for (const segment of segments) {
      if (segment.cipherEnd <= start || segment.cipherStart >= end) continue;
      const from = Math.max(start, segment.cipherStart) - segment.cipherStart;
      const to = Math.min(end, segment.cipherEnd) - segment.cipherStart;
      parts.push(...(await sealedRange(keyring, plain, segment, from, to)));
    }
    return new Blob(parts);
  };

  const bytes: SendableBytes = {
    from: cipherFrom(segments, plain.from, totalBytes),
    slice: (start, end) => {
      if (start < bytes.from) throw new MissingBytesError();
      return slice(start, end);
    },
  };

  return {
    upload: {
      ...upload,
      files: [
        { path: MANIFEST_PATH, size: manifestBytes, type: OCTET_STREAM },
        ...segments.map((segment) => ({
          path: segment.id,
          size: segment.cipherEnd - segment.cipherStart,
          type: OCTET_STREAM,
        })),
      ],
      totalBytes,
    },
    bytes,
    plaintextOffset: (offset) => {
      if (offset < manifestBytes) return 0;
      const segment = segments.find((candidate) => offset < candidate.cipherEnd);
      if (!segment) return upload.totalBytes;
      const record = Math.floor(Math.max(0, offset - segment.cipherStart) / RECORD_CIPHERTEXT_BYTES);
      return segment.plainStart + record * RECORD_PLAINTEXT_BYTES;
    },
    shareOf: (result) => {
      const folderUrl = linkWithKey(result.folderUrl, encryption.shareKey);
      // The server's QR code holds the link without its key: this one is drawn here, key included.
      return {
        ...result,
        folderUrl,
        qrCode: qrPngDataUrl(folderUrl),
        files: upload.files.map((file) => ({
          filename: baseName(file.path),
          filepath: file.path,
          filesize: file.size,
        })),
        encrypted: true,
      };
    },
  };
}
