/**
 * Sends one queued upload and records the outcome in the queue: shared (it moves to the recent shares),
 * to be retried, or refused for good. Used by the pages and by the service worker alike; a Web Lock per
 * upload makes sure only one of them sends it at a time.
 */
import { abortError } from './api/upload-request';
import type { UploadQueueEvent } from './upload-queue-events';
import { completeQueuedUpload, getQueuedUpload, updateQueuedUpload } from './upload-queue';
import { classifyFailure, failureMessage, runUpload } from './upload-runner';

/** busy: another page or the service worker is sending it; gone: cancelled or already done. */
export type ProcessOutcome = 'completed' | 'retry' | 'failed' | 'cancelled' | 'busy' | 'gone';

export interface ProcessOptions {
  signal?: AbortSignal;
  emit: (event: UploadQueueEvent) => void;
  isOnline?: () => boolean;
}

/** Runs `work` holding the upload's lock, or resolves 'busy' when someone else holds it. */
export async function withUploadLock<T>(id: string, work: () => Promise<T>): Promise<T | 'busy'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return work();
  return locks.request(`sharecode-upload:${id}`, { ifAvailable: true }, (lock) => (lock ? work() : 'busy'));
}

export function processQueuedUpload(id: string, options: ProcessOptions): Promise<ProcessOutcome> {
  const { emit, signal } = options;
  return withUploadLock(id, async (): Promise<ProcessOutcome> => {
    const upload = await getQueuedUpload(id);
    if (!upload || upload.status !== 'queued') return 'gone';
    try {
      const result = await runUpload(upload, {
        signal,
        onProgress: (progress) => emit({ type: 'progress', id, ...progress }),
        onSession: async (sessionId) => {
          // Gone means cancelled meanwhile: stop rather than send bytes no one wants.
          if (!(await updateQueuedUpload(id, { sessionId }))) throw abortError();
        },
      });
      emit({ type: 'completed', id, share: await completeQueuedUpload(id, result) });
      return 'completed';
    } catch (error) {
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
