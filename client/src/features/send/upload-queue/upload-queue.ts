/**
 * The upload queue and the "Recent shares" list, kept in IndexedDB so they survive a reload, a closed tab
 * and a restart. A queued upload is a small record (paths, sizes, retention) written before anything is
 * sent; its bytes are kept apart, as pieces of its files laid end to end (keep-bytes.ts writes them). Once its
 * upload is announced the share exists: the record keeps it, and the share joins the recent shares at once,
 * where it stays after the last byte went out and the upload leaves the queue. Pure storage: sending is the
 * upload runner's job (upload-runner.ts).
 */
import type { UploadedFolder } from '../../../lib/api/folders';
import { openAppDatabase, type QueuedUpload, type RecentShare } from '../../../lib/platform/app-database';
import type { ShareSettings } from '../../../lib/sharing/share-expiry';

export type { QueuedUpload, RecentShare } from '../../../lib/platform/app-database';

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

/** What a queued upload is made of besides its files: the sender's choices. */
export type QueuedShareSettings = ShareSettings;

export interface UploadSource {
  file: Blob;
  path: string;
}

/**
 * Keeps one piece of an upload's bytes; resolves false, keeping nothing, when the upload is gone (sent or
 * cancelled meanwhile). Its transaction touches the pieces alone, so the queue's records are held up behind a
 * piece being written only when they touch the pieces too (an upload's completion deletes them), and then for one
 * piece at most. It is never aborted midway: Chromium's IndexedDB can hang for good when a transaction is aborted
 * while it writes a Blob made of many files' slices, and every later transaction of the page waits behind it.
 * Rejects with QueueStorageFullError when the device has no room for it.
 */
export async function keepUploadPiece(uploadId: string, start: number, blob: Blob): Promise<boolean> {
  const database = await openAppDatabase();
  const transaction = database.transaction('upload-bytes', 'readwrite');
  try {
    await Promise.all([transaction.store.put({ uploadId, start, blob }), transaction.done]);
  } catch (error) {
    throw isQuotaError(error) ? new QueueStorageFullError() : error;
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
  change: Partial<Pick<QueuedUpload, 'status' | 'error'>>,
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

/** The recent shares' store, inside some readwrite transaction. */
interface RecentSharesStore {
  get(id: string): Promise<RecentShare | undefined>;
  getAll(): Promise<RecentShare[]>;
  put(share: RecentShare): Promise<unknown>;
  delete(id: string): Promise<void>;
}

/**
 * Puts `share` in the recent shares as one transaction's step, keeping when it was shared and whether a page showed
 * it; the oldest beyond RECENT_SHARES_LIMIT drop off, but never one whose files are still being sent.
 */
async function putRecentShare(
  recent: RecentSharesStore,
  sending: readonly string[],
  id: string,
  share: UploadedFolder & { encrypted?: boolean },
  now: number,
): Promise<RecentShare> {
  const known = await recent.get(id);
  const kept: RecentShare = {
    ...known,
    ...share,
    id,
    sharedAt: known?.sharedAt ?? now,
    announced: known?.announced ?? false,
  };
  await recent.put(kept);
  const all = await recent.getAll();
  const surplus = all.sort((a, b) => b.sharedAt - a.sharedAt).slice(RECENT_SHARES_LIMIT);
  await Promise.all(surplus.filter((old) => !sending.includes(old.id)).map((old) => recent.delete(old.id)));
  return kept;
}

/**
 * Records that a queued upload's announcement made its share: the queued upload keeps its session and the share
 * (and no longer its password: the server has it), and the share joins the recent shares, in one transaction.
 * Resolves undefined, recording nothing, when the upload is gone (cancelled meanwhile).
 */
export async function recordQueuedShare(
  id: string,
  sessionId: string,
  share: UploadedFolder & { encrypted?: boolean },
  now = Date.now(),
): Promise<RecentShare | undefined> {
  const transaction = (await openAppDatabase()).transaction(['uploads', 'recent-shares'], 'readwrite');
  const uploads = transaction.objectStore('uploads');
  const current = await uploads.get(id);
  let recorded: RecentShare | undefined;
  if (current) {
    const { password: _sent, ...rest } = current;
    await uploads.put({ ...rest, sessionId, share });
    const sending = await uploads.getAllKeys();
    recorded = await putRecentShare(transaction.objectStore('recent-shares'), sending, id, share, now);
  }
  await transaction.done;
  return recorded;
}

/**
 * Records the server's upload of a queued answer to a file request, once announced (an answer makes no share, so
 * nothing joins the recent shares). Resolves false, recording nothing, when the upload is gone (cancelled meanwhile).
 */
export async function recordQueuedSession(id: string, sessionId: string): Promise<boolean> {
  const transaction = (await openAppDatabase()).transaction('uploads', 'readwrite');
  const current = await transaction.store.get(id);
  if (current) await transaction.store.put({ ...current, sessionId });
  await transaction.done;
  return current !== undefined;
}

/** Records a share sent without a queued upload (the device had no room to queue it) in the recent shares. */
export async function recordRecentShare(
  id: string,
  share: UploadedFolder & { encrypted?: boolean },
  now = Date.now(),
): Promise<RecentShare> {
  const transaction = (await openAppDatabase()).transaction(['uploads', 'recent-shares'], 'readwrite');
  const sending = await transaction.objectStore('uploads').getAllKeys();
  const recorded = await putRecentShare(transaction.objectStore('recent-shares'), sending, id, share, now);
  await transaction.done;
  return recorded;
}

/**
 * Records that every byte of a queued upload arrived: in one transaction it leaves the queue (its kept bytes
 * too) and its share, complete now (`result`: the finish step's answer), takes its place in the recent shares.
 */
export async function completeQueuedUpload(
  id: string,
  result: UploadedFolder & { encrypted?: boolean },
  now = Date.now(),
): Promise<RecentShare> {
  const transaction = (await openAppDatabase()).transaction(['uploads', 'upload-bytes', 'recent-shares'], 'readwrite');
  const uploads = transaction.objectStore('uploads');
  await uploads.delete(id);
  await transaction.objectStore('upload-bytes').delete(piecesOf(id));
  const sending = await uploads.getAllKeys();
  const share = await putRecentShare(transaction.objectStore('recent-shares'), sending, id, result, now);
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
