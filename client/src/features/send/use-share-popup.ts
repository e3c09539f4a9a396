import { useState } from 'react';
import type { RecentShare } from './upload-queue/upload-queue';
import { shareOfState } from './queued-share-state';
import type { SendingState } from './upload-queue-state';
import type { useUploadQueue } from './use-upload-queue';

type UploadQueue = ReturnType<typeof useUploadQueue>;

/**
 * The share dialog of a sending page. It opens by itself the first time each share exists, pressed here or sent
 * from the queue (adjusted while rendering; the share's completion later does not open it again), shows the share
 * as last recorded (complete once its last byte arrived) with its progress, and cancels its upload wherever it runs.
 */
export function useSharePopup(upload: UploadQueue) {
  const { state } = upload;
  const [popup, setPopup] = useState<RecentShare | null>(null);
  const [seenShare, setSeenShare] = useState<string | null>(null);

  const opening = state.status === 'uploading' || state.status === 'success' ? shareOfState(state) : undefined;
  if (opening && opening.id !== seenShare) {
    setSeenShare(opening.id);
    setPopup(opening);
  }

  const shown = popup && (upload.recent.find((share) => share.id === popup.id) ?? popup);
  const sendingHere = (id: string): SendingState | undefined =>
    state.status === 'uploading' && state.share?.id === id
      ? { progress: state.progress, waiting: state.waiting }
      : undefined;
  const shownSending = shown ? (upload.sending.get(shown.id) ?? sendingHere(shown.id)) : undefined;

  const cancelShown = () => {
    if (!shown) return;
    if (sendingHere(shown.id)) void upload.cancel();
    else void upload.cancelQueued(shown.id);
  };

  return { shown, shownSending, show: setPopup, close: () => setPopup(null), cancelShown };
}
