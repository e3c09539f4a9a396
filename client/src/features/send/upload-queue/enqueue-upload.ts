/**
 * Adding a selection to the upload queue (upload-queue.ts stores it). Kept apart from the queue's storage, which
 * every page loads at start: sealing an encrypted share brings its cryptography, which only the pages that
 * share need (through the queue's agent, a chunk of its own).
 */
import { sealSelection } from './sealed-upload';
import {
  openAppDatabase,
  type QueuedAnswerTarget,
  type QueuedEncryption,
  type QueuedUpload,
} from '../../../lib/platform/app-database';
import { DEFAULT_RETENTION } from '../../../lib/sharing/share-expiry';
import { isQuotaError, QueueStorageFullError, type QueuedShareSettings, type UploadSource } from './upload-queue';

/**
 * The order a selection's files are sent in: smallest first (a stable sort, so equal sizes keep the picked order).
 * Each file opens for recipients as soon as it has arrived (docs/instant-share.md), so small files go before a large
 * one that would hold them all up: most files are there at once, and the large one takes as long as it would have.
 */
export function inSendingOrder<T extends UploadSource>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.file.size - b.entry.file.size || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * A queued upload's record for a selection (not stored), its files in the order given (inSendingOrder's, from the
 * agent); sealed first when the settings ask for end-to-end
 * encryption (the key and file ids are drawn once here, so every attempt sends the same ciphertext).
 */
export async function queuedUploadOf(
  entries: readonly UploadSource[],
  settings: QueuedShareSettings,
  now = Date.now(),
): Promise<QueuedUpload> {
  const encryption = settings.encrypted ? await sealSelection(entries) : undefined;
  return {
    ...(encryption ? { encryption } : {}),
    id: crypto.randomUUID(),
    createdAt: now,
    retention: settings.retention,
    ...(settings.password ? { password: settings.password } : {}),
    ...(settings.directOnly ? { directOnly: true as const } : {}),
    ...filesOf(entries),
    status: 'queued',
  };
}

/** The files of a queued upload's record, in the order given, and their total size. */
function filesOf(entries: readonly UploadSource[]): Pick<QueuedUpload, 'files' | 'totalBytes'> {
  return {
    files: entries.map((entry) => ({ path: entry.path, size: entry.file.size, type: entry.file.type })),
    totalBytes: entries.reduce((sum, entry) => sum + entry.file.size, 0),
  };
}

/** Writes a queued upload's record; QueueStorageFullError when the device has no room even for that. */
async function store(upload: QueuedUpload): Promise<QueuedUpload> {
  try {
    await (await openAppDatabase()).put('uploads', upload);
  } catch (error) {
    throw isQuotaError(error) ? new QueueStorageFullError() : error;
  }
  return upload;
}

/**
 * Records a selection to upload, without its bytes (keepUploadBytes adds them). Rejects with
 * QueueStorageFullError when the device has no room even for that.
 */
export async function enqueueUpload(
  entries: readonly UploadSource[],
  settings: QueuedShareSettings,
  now = Date.now(),
): Promise<QueuedUpload> {
  return store(await queuedUploadOf(entries, settings, now));
}

/**
 * Records an answer to a file request to upload, without its bytes: `entries` sealed already as `encryption`
 * (its share key is wrapped to the requester in `target`, so it is drawn before the queue sees it), in that order.
 * Rejects with QueueStorageFullError when the device has no room even for that.
 */
export async function enqueueAnswer(
  entries: readonly UploadSource[],
  encryption: QueuedEncryption,
  target: QueuedAnswerTarget,
  now = Date.now(),
): Promise<QueuedUpload> {
  if (encryption.fileIds.length !== entries.length) throw new RangeError('The sealed answer has other files');
  return store({
    encryption,
    target,
    id: crypto.randomUUID(),
    createdAt: now,
    // Not sent: the request's own retention decides how long its answers stay.
    retention: DEFAULT_RETENTION,
    ...filesOf(entries),
    status: 'queued',
  });
}
