/**
 * Adding a selection to the upload queue (upload-queue.ts stores it). Kept apart from the queue's storage, which
 * every page loads at start: sealing an encrypted share brings its cryptography, which only the pages that
 * share need (through the queue's agent, a chunk of its own).
 */
import { sealSelection } from '../encrypted-shares/sealed-upload';
import { openAppDatabase, type QueuedUpload } from '../platform/app-database';
import { isQuotaError, QueueStorageFullError, type QueuedShareSettings, type UploadSource } from './upload-queue';

/**
 * A queued upload's record for a selection (not stored); sealed first when the settings ask for end-to-end
 * encryption (the key and file ids are drawn once here, so every attempt sends the same ciphertext). The
 * request shape is kept with it, so whoever sends it (this page, another, the service worker) sends it so.
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
    ...(settings.shape && settings.shape !== 'paths' ? { shape: settings.shape } : {}),
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
