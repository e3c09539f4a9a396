import { useCallback, useEffect, useState } from 'react';
import type { UploadProgress } from '../../../lib/api/upload-request';
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
  | { state: 'sending'; id: string; progress: UploadProgress; waiting?: 'offline' | 'connection' }
  | { state: 'arrived' }
  | { state: 'failed'; message: string };

const NO_PROGRESS: UploadProgress = { loaded: 0, total: 0 };

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
            return { state: 'sending', id: shown.id, progress: event };
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
    void listQueuedUploads().then((queued) => {
      const mine = queued.find((each) => each.target?.requestLink === requestLink && each.status === 'queued');
      if (!mounted || !mine) return;
      setUpload((shown) =>
        shown.state === 'idle'
          ? { state: 'sending', id: mine.id, progress: { loaded: 0, total: mine.totalBytes } }
          : shown,
      );
    });
    return () => {
      mounted = false;
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
          shown.state === 'sealing' ? { state: 'sending', id: queued.id, progress: NO_PROGRESS } : shown,
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
