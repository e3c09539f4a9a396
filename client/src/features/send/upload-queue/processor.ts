/**
 * Sends one queued upload and records the outcome in the queue: announced (its share made and kept, at once),
 * then complete (it leaves the queue; its share stays in the recent shares), to be retried, refused for good,
 * or stopped because its share ended. An answer to a file request goes the same way, with no share: its server
 * upload is kept once announced, and it leaves the queue once complete. Used by the pages and by the service worker alike; the upload's sending
 * lock (a Web Lock) makes sure only one of them sends it at a time.
 */
import { cancelResumableUpload } from '../../../lib/api/resumable-uploads';
import { abortError, type UploadProgress } from '../../../lib/api/upload-request';
import type { UploadQueueEvent } from './events';
import { isHeldSomewhere, type HeldUpload } from './held-uploads';
import { bytesOnDevice, MissingBytesError } from './upload-bytes';
import {
  completeQueuedUpload,
  getQueuedUpload,
  keptBytesOf,
  recordQueuedSession,
  recordQueuedShare,
  removeQueuedUpload,
  updateQueuedUpload,
} from './upload-queue';
import { runAnswerUpload } from './answer-runner';
import { classifyFailure, failureMessage, runUpload } from './upload-runner';

/** A queued upload whose page closed before its bytes were kept, so nothing can send it any more. */
export const BYTES_LOST_MESSAGE =
  'The page was closed before these files were kept on this device, so they cannot be sent. Pick them and share them again.';

/** A share to be sent directly only, whose page closed before it could make it: nothing else can send its files. */
export const DIRECT_ONLY_PAGE_GONE_MESSAGE =
  'The page these files were to be sent directly from was closed before the share was made, so nothing was shared. Pick them and share them again.';

/**
 * busy: another page or the service worker is sending it (or holds its files); gone: cancelled or already done;
 * ended: its share ended before every byte arrived, and the upload left the queue.
 */
export type ProcessOutcome = 'completed' | 'retry' | 'failed' | 'ended' | 'cancelled' | 'busy' | 'gone';

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
    // Sent directly only: its share must be made by the page that holds the files, which then sends them itself.
    if (upload.directOnly && !held) {
      if (await isHeldSomewhere(id)) return 'busy';
      if (upload.sessionId) void cancelResumableUpload(upload.sessionId).catch(() => undefined);
      if (await updateQueuedUpload(id, { status: 'failed', error: DIRECT_ONLY_PAGE_GONE_MESSAGE }))
        emit({ type: 'failed', id, message: DIRECT_ONLY_PAGE_GONE_MESSAGE });
      return 'failed';
    }
    const onProgress = (progress: UploadProgress) => emit({ type: 'progress', id, ...progress });
    const onAcknowledged = (offset: number) => {
      if (held) held.acknowledged = offset;
    };
    try {
      const bytes = held?.bytes ?? bytesOnDevice(await keptBytesOf(upload));
      if (upload.target) {
        await runAnswerUpload(upload, bytes, {
          signal,
          onProgress,
          onAcknowledged,
          onSession: async (sessionId) => {
            upload.sessionId = sessionId;
            if (await recordQueuedSession(id, sessionId)) return;
            // Cancelled meanwhile: the answer just announced is dropped at once rather than wait to be abandoned.
            void cancelResumableUpload(sessionId).catch(() => undefined);
            throw abortError();
          },
        });
        held?.stopKeeping();
        // An answer makes no share: it leaves the queue, and nothing joins the recent shares.
        await removeQueuedUpload(id);
        emit({ type: 'answered', id });
        return 'completed';
      }
      const result = await runUpload(upload, bytes, {
        signal,
        onProgress,
        onShare: async (sessionId, share) => {
          upload.sessionId = sessionId;
          upload.share = share;
          const recorded = await recordQueuedShare(id, sessionId, share);
          if (!recorded) {
            // Cancelled meanwhile: the share just made ends at once rather than wait to be abandoned.
            void cancelResumableUpload(sessionId).catch(() => undefined);
            throw abortError();
          }
          emit({ type: 'shared', id, share: recorded });
        },
        onAcknowledged,
      });
      // Every byte arrived: a piece still being written would only hold up recording it.
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
      if (kind === 'ended') {
        // Nothing more can be sent to it; its share stays in the recent shares, whose state says how it ended.
        held?.stopKeeping();
        const code = upload.share?.folderCode ?? '';
        if (await removeQueuedUpload(id)) emit({ type: 'ended', id, code, message });
        return 'ended';
      }
      if (await updateQueuedUpload(id, { status: 'failed', error: message })) emit({ type: 'failed', id, message });
      return 'failed';
    }
  });
}
