/**
 * Sends one queued upload and records the outcome in the queue: shared (it moves to the recent shares),
 * to be retried, or refused for good. Used by the pages and by the service worker alike; the upload's
 * sending lock (a Web Lock) makes sure only one of them sends it at a time.
 */
import { cancelResumableUpload } from '../api/resumable-uploads';
import { abortError } from '../api/upload-request';
import type { UploadQueueEvent } from './events';
import { isHeldSomewhere, type HeldUpload } from './held-uploads';
import { bytesOnDevice, MissingBytesError } from './upload-bytes';
import { completeQueuedUpload, getQueuedUpload, keptBytesOf, updateQueuedUpload } from './upload-queue';
import { classifyFailure, failureMessage, runUpload } from './upload-runner';

/** A queued upload whose page closed before its bytes were kept, so nothing can send it any more. */
export const BYTES_LOST_MESSAGE =
  'The page was closed before these files were kept on this device, so they cannot be sent. Pick them and share them again.';

/** busy: another page or the service worker is sending it (or holds its files); gone: cancelled or already done. */
export type ProcessOutcome = 'completed' | 'retry' | 'failed' | 'cancelled' | 'busy' | 'gone';

export interface ProcessOptions {
  signal?: AbortSignal;
  emit: (event: UploadQueueEvent) => void;
  isOnline?: () => boolean;
  /** The picked files, when this page holds them; otherwise the bytes kept on the device are sent. */
  held?: HeldUpload;
}

/** Runs `work` holding the upload's sending lock, or resolves 'busy' when someone else holds it. */
async function withSendingLock<T>(id: string, work: () => Promise<T>): Promise<T | 'busy'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return work();
  return locks.request(`sharecode-upload:${id}`, { ifAvailable: true }, (lock) => (lock ? work() : 'busy'));
}

export function processQueuedUpload(id: string, options: ProcessOptions): Promise<ProcessOutcome> {
  const { emit, signal, held } = options;
  return withSendingLock(id, async (): Promise<ProcessOutcome> => {
    const upload = await getQueuedUpload(id);
    if (!upload || upload.status !== 'queued') return 'gone';
    try {
      const bytes = held?.bytes ?? bytesOnDevice(upload, await keptBytesOf(upload));
      const result = await runUpload(upload, bytes, {
        signal,
        onProgress: (progress) => emit({ type: 'progress', id, ...progress }),
        onSession: async (sessionId) => {
          upload.sessionId = sessionId;
          // Gone means cancelled meanwhile: stop rather than send bytes no one wants.
          if (!(await updateQueuedUpload(id, { sessionId }))) throw abortError();
        },
        onAcknowledged: (offset) => {
          if (held) held.acknowledged = offset;
        },
      });
      // The share exists: a piece still being written would only hold up recording it.
      held?.stopKeeping();
      emit({ type: 'completed', id, share: await completeQueuedUpload(id, result) });
      return 'completed';
    } catch (error) {
      if (error instanceof MissingBytesError) {
        // The page that picked the files is still open: it sends them itself.
        if (await isHeldSomewhere(id)) return 'busy';
        if (upload.sessionId) void cancelResumableUpload(upload.sessionId).catch(() => undefined);
        if (await updateQueuedUpload(id, { status: 'failed', error: BYTES_LOST_MESSAGE }))
          emit({ type: 'failed', id, message: BYTES_LOST_MESSAGE });
        return 'failed';
      }
      const kind = classifyFailure(error);
      if (kind === 'cancelled') return 'cancelled';
      if (kind === 'retry') {
        emit({ type: 'waiting', id, reason: options.isOnline?.() === false ? 'offline' : 'connection' });
        return 'retry';
      }
      const message = failureMessage(error);
      if (await updateQueuedUpload(id, { status: 'failed', error: message })) emit({ type: 'failed', id, message });
      return 'failed';
    }
  });
}
