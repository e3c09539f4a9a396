import { useCallback, useEffect, useState } from 'react';
import type { UploadProgress } from '../../../lib/api/upload-request';
import type { QueuedUpload } from '../../../lib/platform/app-database';
import { listQueuedUploads, type UploadSource, uploadQueueAgent } from '../../send';
import type { OpenRequest } from './open-request';
import { sealAnswer } from './seal-answer';

/**
 * Where this device's answer to one request stands. `idle`: nothing sent (yet, or again); `sealing`: the files are
 * being encrypted; `sending`: queued, its bytes going (resumed after a reload, a dropped connection or a closed tab);
 * `arrived`: every byte reached the server; `failed`/`ended`: refused for good, with the queue's sentence.
 */
export type AnswerUpload =
  | { state: 'idle' }
  | { state: 'sealing' }
  /** `since`: when this page began to follow it (performance.now), so no older reading of the queue ends it. */
  | { state: 'sending'; id: string; since: number; progress: UploadProgress; waiting?: 'offline' | 'connection' }
  | { state: 'arrived' }
  | { state: 'failed'; message: string };

const NO_PROGRESS: UploadProgress = { loaded: 0, total: 0 };
/**
 * How often the page reads the queue itself. Its events say everything as it happens, but one can pass unheard: an
 * upload that finished while this page was being opened, or just before the page learned the upload's id.
 */
const QUEUE_CHECK_MS = 2_000;

/**
 * What the queue's records say of the answer shown: an answer sent from here that left the queue has arrived (a
 * cancelled one is heard as such), one refused for good stays with its reason; an answer to this request still
 * queued, though this page sent nothing (it was reopened), is followed.
 */
export function reconciled(
  shown: AnswerUpload,
  queued: readonly QueuedUpload[],
  readAt: number,
  requestLink: string,
): AnswerUpload {
  if (shown.state === 'sending') {
    if (readAt < shown.since) return shown;
    const record = queued.find((each) => each.id === shown.id);
    if (!record) return { state: 'arrived' };
    return record.status === 'failed' ? { state: 'failed', message: record.error ?? '' } : shown;
  }
  if (shown.state !== 'idle') return shown;
  const mine = queued.find((each) => each.target?.requestLink === requestLink && each.status === 'queued');
  return mine
    ? { state: 'sending', id: mine.id, since: readAt, progress: { loaded: 0, total: mine.totalBytes } }
    : shown;
}

/**
 * Sends answers to `request` through the upload queue (features/send), which keeps the bytes on the device until
 * the server has them. On a page opened again, an answer to the same request still queued here is picked up where
 * it stands, so a reload never sends the files twice.
 */
export function useAnswerUpload(request: OpenRequest) {
  const [upload, setUpload] = useState<AnswerUpload>({ state: 'idle' });
  const requestLink = request.requestLink;

  useEffect(() => {
    let mounted = true;
    const unsubscribe = uploadQueueAgent.subscribe((event) => {
      if (!mounted) return;
      setUpload((shown) => {
        if (shown.state !== 'sending' || !('id' in event) || shown.id !== event.id) return shown;
        switch (event.type) {
          case 'progress':
            return { state: 'sending', id: shown.id, since: shown.since, progress: event };
          case 'waiting':
            return { ...shown, waiting: event.reason };
          case 'answered':
            return { state: 'arrived' };
          case 'failed':
          case 'ended':
            return { state: 'failed', message: event.message };
          case 'cancelled':
            return { state: 'idle' };
          default:
            return shown;
        }
      });
    });
    uploadQueueAgent.start();
    const reconcile = () => {
      const readAt = performance.now();
      void listQueuedUploads().then((queued) => {
        if (mounted) setUpload((shown) => reconciled(shown, queued, readAt, requestLink));
      });
    };
    reconcile();
    const checking = setInterval(reconcile, QUEUE_CHECK_MS);
    return () => {
      mounted = false;
      clearInterval(checking);
      unsubscribe();
    };
  }, [requestLink]);

  const send = useCallback(
    async (selection: readonly UploadSource[]) => {
      setUpload({ state: 'sealing' });
      try {
        const sealed = await sealAnswer(request, selection);
        const queued = await uploadQueueAgent.answer(sealed.entries, sealed.encryption, sealed.target);
        setUpload((shown) =>
          shown.state === 'sealing'
            ? { state: 'sending', id: queued.id, since: performance.now(), progress: NO_PROGRESS }
            : shown,
        );
      } catch (error) {
        setUpload({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [request],
  );

  const cancel = useCallback(async () => {
    if (upload.state === 'sending') await uploadQueueAgent.cancel(upload.id);
    setUpload({ state: 'idle' });
  }, [upload]);

  const again = useCallback(() => setUpload({ state: 'idle' }), []);

  return { upload, send, cancel, again };
}
