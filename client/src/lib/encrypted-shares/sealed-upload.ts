/**
 * An end-to-end encrypted upload as the server receives it (docs/encryption.md): each file's ciphertext under
 * its file id, then the sealed manifest under MANIFEST_PATH. The queued upload keeps the plaintext files (picked
 * Files, or bytes kept on the device) with the key and ids; the ciphertext is made as the runner reads it, in
 * batches of 64 KiB records, and comes out the same on every attempt (records re-encrypt deterministically), so
 * a resumed upload continues the server's bytes exactly.
 */
import type { UploadedFolder, UploadEntry } from '../api/folders';
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
} from '../encryption';
import { baseName } from '../files/relative-path';
import type { QueuedEncryption, QueuedUpload } from '../platform/app-database';
import { MissingBytesError, type SendableBytes } from '../upload-queue/upload-bytes';
import type { UploadSource } from '../upload-queue/upload-queue';
import { qrPngDataUrl } from './qr/qr-png';
import { linkWithKey } from './share-key-link';

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

function segmentsOf(upload: QueuedUpload, encryption: QueuedEncryption): Segment[] {
  let plainStart = 0;
  let cipherStart = 0;
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

/** The first ciphertext byte that can be made from plaintext available from `plainFrom` on. */
function cipherFrom(segments: readonly Segment[], plainFrom: number, manifestStart: number): number {
  const segment = segments.find((candidate) => plainFrom < candidate.plainStart + candidate.plainSize);
  if (!segment) return manifestStart;
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
  const segments = segmentsOf(upload, encryption);
  const manifestStart = segments.at(-1)?.cipherEnd ?? 0;
  const totalBytes = manifestStart + encryption.manifest.size;

  const slice = async (start: number, end: number): Promise<Blob> => {
    const parts: BlobPart[] = [];
    for (const segment of segments) {
      if (segment.cipherEnd <= start || segment.cipherStart >= end) continue;
      const from = Math.max(start, segment.cipherStart) - segment.cipherStart;
      const to = Math.min(end, segment.cipherEnd) - segment.cipherStart;
      parts.push(...(await sealedRange(keyring, plain, segment, from, to)));
    }
    if (end > manifestStart) {
      parts.push(encryption.manifest.slice(Math.max(0, start - manifestStart), end - manifestStart));
    }
    return new Blob(parts);
  };

  const bytes: SendableBytes = {
    from: cipherFrom(segments, plain.from, manifestStart),
    slice: (start, end) => {
      if (start < bytes.from) throw new MissingBytesError();
      return slice(start, end);
    },
    entries: async () => {
      const entries: UploadEntry[] = [];
      for (const segment of segments) {
        const blob = await bytes.slice(segment.cipherStart, segment.cipherEnd);
        entries.push({ path: segment.id, file: new File([blob], segment.id, { type: OCTET_STREAM }) });
      }
      const manifest = new File([encryption.manifest], MANIFEST_PATH, { type: OCTET_STREAM });
      return [...entries, { path: MANIFEST_PATH, file: manifest }];
    },
  };

  return {
    upload: {
      ...upload,
      files: [
        ...segments.map((segment) => ({
          path: segment.id,
          size: segment.cipherEnd - segment.cipherStart,
          type: OCTET_STREAM,
        })),
        { path: MANIFEST_PATH, size: encryption.manifest.size, type: OCTET_STREAM },
      ],
      totalBytes,
    },
    bytes,
    plaintextOffset: (offset) => {
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
