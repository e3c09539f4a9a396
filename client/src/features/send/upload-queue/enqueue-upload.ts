/**
 * Adding a selection to the upload queue (upload-queue.ts stores it). Kept apart from the queue's storage, which
 * every page loads at start: sealing an encrypted share brings its cryptography, which only the pages that
 * share need (through the queue's agent, a chunk of its own).
 */
import { sealSelection } from './sealed-upload';
import { openAppDatabase, type QueuedUpload } from '../../../lib/platform/app-database';
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
    files: entries.map((entry) => ({ path: entry.path, size: entry.file.size, type: entry.file.type })),
    totalBytes: entries.reduce((sum, entry) => sum + entry.file.size, 0),
    status: 'queued',
  };
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
  const upload = await queuedUploadOf(entries, settings, now);
  try {
    await (await openAppDatabase()).put('uploads', upload);
  } catch (error) {
    throw isQuotaError(error) ? new QueueStorageFullError() : error;
  }
  return upload;
}
