/**
 * Keeps a queued upload's bytes on the device, so it survives a closed tab. Sending does not wait for it:
 * the page sends from the picked Files at once, and this writes pieces meanwhile, from the end of the
 * upload backwards. The upload advances from the start, so the two meet: from then on every byte the
 * server lacks is kept, and bytes the server already acknowledged are never copied at all.
 */
import type { QueuedUpload } from '../../../lib/platform/app-database';
import type { UploadBytes } from './upload-bytes';
import { keepUploadPiece } from './upload-queue';

/**
 * Bytes per kept piece (and per IndexedDB transaction): large enough that IndexedDB's cost per record is lost
 * in it, small enough that keeping stops soon after it meets what the server acknowledged.
 */
export const PIECE_BYTES = 8 * 1024 * 1024;

export interface KeepOptions {
  signal?: AbortSignal;
  /** How far the server has acknowledged the bytes (0 until a chunk is acknowledged; one-request uploads stay at 0). */
  acknowledged?: () => number;
}

/**
 * kept: every byte the server may still need is on the device; sent: the rest was acknowledged before it
 * needed keeping; gone: the upload ended meanwhile; stopped: `signal` aborted.
 */
export type KeepOutcome = 'kept' | 'sent' | 'gone' | 'stopped';

/** Keeps `upload`'s bytes, read from `bytes`. Rejects with QueueStorageFullError when the device runs out of room. */
export async function keepUploadBytes(
  upload: Pick<QueuedUpload, 'id' | 'totalBytes'>,
  bytes: UploadBytes,
  options: KeepOptions = {},
): Promise<KeepOutcome> {
  const { signal } = options;
  let end = upload.totalBytes;
  while (end > 0) {
    if (signal?.aborted) return 'stopped';
    // Pieces below what the server acknowledged are never needed again.
    if (end <= (options.acknowledged?.() ?? 0)) return 'sent';
    const start = Math.floor((end - 1) / PIECE_BYTES) * PIECE_BYTES;
    try {
      // A stop lets the piece being written land (keepUploadPiece) and starts no other.
      if (!(await keepUploadPiece(upload.id, start, bytes.slice(start, end)))) return 'gone';
    } catch (error) {
      if (signal?.aborted) return 'stopped';
      throw error;
    }
    end = start;
  }
  return 'kept';
}
