/**
 * The upload queue and the "Recent shares" list, kept in IndexedDB so they survive a reload, a closed tab
 * and a restart. A queued upload is a small record (paths, sizes, retention) written before anything is
 * sent; its bytes are kept apart, as pieces of its files laid end to end (keep-bytes.ts writes them). Pure
 * storage: sending is the upload runner's job (upload-runner.ts).
 */
import type { UploadedFolder, UploadShape } from '../api/folders';
import { openAppDatabase, type QueuedUpload, type RecentShare } from '../platform/app-database';
import type { ShareSettings } from '../sharing/share-expiry';

export type { QueuedUpload, RecentShare } from '../platform/app-database';

/** Every key of one upload's pieces in `upload-bytes`. */
function piecesOf(uploadId: string): IDBKeyRange {
  return IDBKeyRange.bound([uploadId, 0], [uploadId, Infinity]);
}

/** Most shares the "Recent shares" list keeps (the newest). */
export const RECENT_SHARES_LIMIT = 20;

export const STORAGE_FULL_MESSAGE =
  "This device's storage is full, so these files cannot be kept to share later. Free up some space or share fewer files, then try again.";

/** The browser refused to keep the files: its storage quota is used up. */
export class QueueStorageFullError extends Error {
  constructor() {
    super(STORAGE_FULL_MESSAGE);
    this.name = 'QueueStorageFullError';
  }
}

/** Whether an IndexedDB failure means "no space left" (the name differs between browsers). */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/**
 * What a queued upload is made of besides its files: the sender's choices, and the request shape of the page
 * it was pressed on (`raw` on /features/file-sharing; `paths`, the default, on /data-sharing).
 */
export interface QueuedShareSettings extends ShareSettings {
  shape?: UploadShape;
}

export interface UploadSource {
  file: Blob;
  path: string;
}

/**
 * Keeps one piece of an upload's bytes; resolves false, keeping nothing, when the upload is gone (sent or
 * cancelled meanwhile). Its transaction touches the pieces alone, so the queue's records are never held up
 * behind a piece being written; `signal` aborts it (the upload ended: its completion need not wait for it).
 * Rejects with QueueStorageFullError when the device has no room for it.
 */
export async function keepUploadPiece(
  uploadId: string,
  start: number,
  blob: Blob,
  signal?: AbortSignal,
): Promise<boolean> {
  const database = await openAppDatabase();
  const transaction = database.transaction('upload-bytes', 'readwrite');
  const abort = () => transaction.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await Promise.all([transaction.store.put({ uploadId, start, blob }), transaction.done]);
  } catch (error) {
    throw isQuotaError(error) ? new QueueStorageFullError() : error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  // Removed meanwhile: its pieces were deleted before this one landed.
  if ((await database.getKey('uploads', uploadId)) !== undefined) return true;
  await database.delete('upload-bytes', piecesOf(uploadId));
  return false;
}

/** The bytes kept for an upload: every byte from `from` to its end, as pieces in order. */
export interface KeptBytes {
  from: number;
  pieces: Blob[];
}

/** What is kept of an upload's bytes; only the run reaching its end counts (pieces are kept from the end). */
export async function keptBytesOf(upload: Pick<QueuedUpload, 'id' | 'totalBytes'>): Promise<KeptBytes> {
  const all = await (await openAppDatabase()).getAll('upload-bytes', piecesOf(upload.id));
  const pieces: Blob[] = [];
  let from = upload.totalBytes;
  for (const piece of all.sort((a, b) => b.start - a.start)) {
    if (piece.start + piece.blob.size !== from) break;
    pieces.unshift(piece.blob);
    from = piece.start;
  }
  return { from, pieces };
}

/** Every queued upload, oldest first (the order they are sent in). */
export async function listQueuedUploads(): Promise<QueuedUpload[]> {
  const uploads = await (await openAppDatabase()).getAll('uploads');
  return uploads.sort((a, b) => a.createdAt - b.createdAt);
}

export async function getQueuedUpload(id: string): Promise<QueuedUpload | undefined> {
  return (await openAppDatabase()).get('uploads', id);
}

/** Changes a queued upload's state; resolves undefined when it is gone (cancelled meanwhile). */
export async function updateQueuedUpload(
  id: string,
  change: Partial<Pick<QueuedUpload, 'status' | 'error' | 'sessionId'>>,
): Promise<QueuedUpload | undefined> {
  const transaction = (await openAppDatabase()).transaction('uploads', 'readwrite');
  const current = await transaction.store.get(id);
  const updated = current && { ...current, ...change };
  if (updated) await transaction.store.put(updated);
  await transaction.done;
  return updated;
}

/** Removes a queued upload and its bytes (cancelled, or dismissed after failing); resolves what was removed. */
export async function removeQueuedUpload(id: string): Promise<QueuedUpload | undefined> {
  const transaction = (await openAppDatabase()).transaction(['uploads', 'upload-bytes'], 'readwrite');
  const uploads = transaction.objectStore('uploads');
  const current = await uploads.get(id);
  if (current) await uploads.delete(id);
  await transaction.objectStore('upload-bytes').delete(piecesOf(id));
  await transaction.done;
  return current;
}

/**
 * Records that a queued upload became a share: in one transaction it leaves the queue and joins the recent
 * shares (the oldest beyond RECENT_SHARES_LIMIT drop off).
 */
export async function completeQueuedUpload(id: string, result: UploadedFolder, now = Date.now()): Promise<RecentShare> {
  const share: RecentShare = { ...result, id, sharedAt: now, announced: false };
  const transaction = (await openAppDatabase()).transaction(['uploads', 'upload-bytes', 'recent-shares'], 'readwrite');
  await transaction.objectStore('uploads').delete(id);
  await transaction.objectStore('upload-bytes').delete(piecesOf(id));
  const recent = transaction.objectStore('recent-shares');
  await recent.put(share);
  const all = await recent.getAll();
  const surplus = all.sort((a, b) => b.sharedAt - a.sharedAt).slice(RECENT_SHARES_LIMIT);
  await Promise.all(surplus.map((old) => recent.delete(old.id)));
  await transaction.done;
  return share;
}

/** Shares made from this device that have not expired, newest first; expired ones are forgotten. */
export async function listRecentShares(now = Date.now()): Promise<RecentShare[]> {
  const transaction = (await openAppDatabase()).transaction('recent-shares', 'readwrite');
  const all = await transaction.store.getAll();
  const expired = all.filter((share) => new Date(share.expiresAt).getTime() <= now);
  await Promise.all(expired.map((share) => transaction.store.delete(share.id)));
  await transaction.done;
  return all.filter((share) => !expired.includes(share)).sort((a, b) => b.sharedAt - a.sharedAt);
}

/** Notes that a page has shown these shares' results, so they are not shown again. */
export async function markSharesAnnounced(ids: readonly string[]): Promise<void> {
  const transaction = (await openAppDatabase()).transaction('recent-shares', 'readwrite');
  for (const id of ids) {
    const share = await transaction.store.get(id);
    if (share && !share.announced) await transaction.store.put({ ...share, announced: true });
  }
  await transaction.done;
}

/** Removes a share from this device's list (the share itself stays until it expires). */
export async function forgetRecentShare(id: string): Promise<void> {
  await (await openAppDatabase()).delete('recent-shares', id);
}
