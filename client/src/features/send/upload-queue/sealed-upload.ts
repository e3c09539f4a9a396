/**
 * An end-to-end encrypted upload as the server receives it (docs/encryption.md): the sealed manifest under
 * MANIFEST_PATH first, so that it arrives, and opens for recipients, before any file (their page shows the tree
 * from it while the files follow), then each file's ciphertext under its file id. The queued upload keeps the
 * plaintext files (picked Files, or bytes kept on the device) with the key and ids; the ciphertext is made as the
 * runner reads it, in batches of 64 KiB records, and comes out the same on every attempt (records re-encrypt
 * deterministically), so a resumed upload continues the server's bytes exactly. Last comes the thumbnail pack, when
 * the selection holds photos or videos (thumbnail-pack.ts): its size is known at once, and its bytes are made
 * while the files go out.
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
  THUMBNAIL_SLOT_BYTES,
  thumbnailPackSize,
  thumbnailKindOf,
  qrPngDataUrl,
} from '../../encryption';
import { baseName } from '../../../lib/files/relative-path';
import type { QueuedEncryption, QueuedThumbnails, QueuedUpload } from '../../../lib/platform/app-database';
import { MissingBytesError, type SendableBytes } from './upload-bytes';
import { thumbnailPackFor } from './thumbnail-pack';
import type { UploadSource } from './upload-queue';
import { linkWithKey } from '../../../lib/sharing/share-key-link';

/** The sealed manifest's name among the share's objects (the API requires exactly this one). */
const MANIFEST_PATH = 'manifest';
/** The thumbnail pack's name among the share's objects (the API takes at most one). */
const THUMBNAILS_PATH = 'thumbnails';
/**
 * At most this many files get a thumbnail (a pack of 48 MiB, kept on the device until sent); the rest show their
 * icons.
 */
const MAX_THUMBNAILS = 2_000;

/** The thumbnail pack for the photos and videos among `entries`, or undefined when there are none. */
function thumbnailsOf(entries: readonly UploadSource[]): QueuedThumbnails | undefined {
  const files = entries
    .flatMap((entry, index) => (entry.file.size > 0 && thumbnailKindOf(entry.path) ? [index] : []))
    .slice(0, MAX_THUMBNAILS);
  return files.length ? { id: newFileId(), slot: THUMBNAIL_SLOT_BYTES, files } : undefined;
}
const OCTET_STREAM = 'application/octet-stream';

/** Draws a share key and file ids for a selection and seals its manifest. */
export async function sealSelection(entries: readonly UploadSource[]): Promise<QueuedEncryption> {
  const shareKey = generateShareKey();
  const keyring = await openKeyring(shareKey);
  const fileIds = entries.map(() => newFileId());
  const thumbnails = thumbnailsOf(entries);
  const manifest = await encryptManifest(keyring, {
    files: entries.map((entry, index) => ({
      id: fileIds[index],
      path: entry.path,
      size: entry.file.size,
      type: entry.file.type,
    })),
    ...(thumbnails && {
      thumbnails: { id: thumbnails.id, slot: thumbnails.slot, of: thumbnails.files.map((index) => fileIds[index]) },
    }),
  });
  return {
    shareKey: encodeShareKey(shareKey),
    fileIds,
    manifest: new Blob([manifest]),
    ...(thumbnails && { thumbnails }),
  };
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

/** The pack's segment, after the files' (`filesEnd`); its plaintext is the pack's own, from its start. */
function packSegmentOf(thumbnails: QueuedThumbnails, filesEnd: number): Segment {
  const plainSize = thumbnailPackSize({ slot: thumbnails.slot, of: thumbnails.files });
  return {
    id: thumbnails.id,
    plainStart: 0,
    plainSize,
    cipherStart: filesEnd,
    cipherEnd: filesEnd + ciphertextSize(plainSize),
  };
}

/**
 * The encrypted form of a queued upload whose plaintext `plain` holds. The thumbnail pack's plaintext comes from
 * `packOf` when its bytes are first needed (after every file's).
 */
export async function sealedUpload(
  upload: QueuedUpload,
  plain: SendableBytes,
  packOf: (upload: QueuedUpload) => Promise<Blob> = thumbnailPackFor,
): Promise<SealedUpload> {
  const encryption = upload.encryption!;
  const keyring = await openKeyring(parseShareKey(encryption.shareKey));
  const manifestBytes = encryption.manifest.size;
  const segments = segmentsOf(upload, encryption, manifestBytes);
  const filesEnd = segments.at(-1)?.cipherEnd ?? manifestBytes;
  const packSegment = encryption.thumbnails && packSegmentOf(encryption.thumbnails, filesEnd);
  const totalBytes = packSegment?.cipherEnd ?? filesEnd;
  let pack: Promise<SendableBytes> | undefined;
  const packBytes = () =>
    (pack ??= packOf(upload).then((blob) => {
      if (blob.size !== packSegment!.plainSize) throw new RangeError('The thumbnail pack is not of its announced size');
      return { from: 0, slice: (start: number, end: number) => blob.slice(start, end) };
    }));

  const slice = async (start: number, end: number): Promise<Blob> => {
    const parts: BlobPart[] = [];
    if (start < manifestBytes) parts.push(encryption.manifest.slice(start, Math.min(end, manifestBytes)));
    for (const segment of packSegment ? [...segments, packSegment] : segments) {
      if (segment.cipherEnd <= start || segment.cipherStart >= end) continue;
      const from = Math.max(start, segment.cipherStart) - segment.cipherStart;
      const to = Math.min(end, segment.cipherEnd) - segment.cipherStart;
      const source = segment === packSegment ? await packBytes() : plain;
      parts.push(...(await sealedRange(keyring, source, segment, from, to)));
    }
    return new Blob(parts);
  };

  const bytes: SendableBytes = {
    // The pack's plaintext is always at hand (kept, being made, or none made): only the files' can be missing.
    from: cipherFrom(segments, plain.from, filesEnd),
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
        ...(packSegment ? [{ path: THUMBNAILS_PATH, size: packSegment.cipherEnd - filesEnd, type: OCTET_STREAM }] : []),
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
