import { useEffect } from 'react';
import { openUploadQueueChannel } from './upload-queue/events';

/**
 * Starts this page's upload queue agent (upload-queue/agent.ts) once there is something for it to send: at
 * load when uploads are queued on this device, and later when another page queues one or the connection
 * returns. The agent and what it brings (sending, sealing encrypted shares) are a chunk of their own, so a
 * page with nothing queued never loads them; the pages that share load it themselves.
 */
export function useQueuedUploadsSender(): void {
  useEffect(() => {
    let started = false;
    const start = () => {
      started = true;
      void import('./upload-queue/agent').then(({ uploadQueueAgent }) => uploadQueueAgent.start());
    };
    const startIfQueued = () => {
      if (started) return;
      // The queue's store loads only here, after the page has loaded: most pages have nothing queued.
      import('./upload-queue/upload-queue')
        .then(({ listQueuedUploads }) => listQueuedUploads())
        .then(
          (queued) => {
            if (queued.length > 0 && !started) start();
          },
          // No IndexedDB here (a private window of some browsers): nothing can be queued.
          () => undefined,
        );
    };
    const channel = openUploadQueueChannel();
    channel?.addEventListener('message', startIfQueued);
    window.addEventListener('online', startIfQueued);
    if (document.readyState === 'complete') startIfQueued();
    else window.addEventListener('load', startIfQueued, { once: true });
    return () => {
      channel?.close();
      window.removeEventListener('online', startIfQueued);
      window.removeEventListener('load', startIfQueued);
    };
  }, []);
}

/** Part of every page's frame (the app puts it there): sends what is queued on this device, as above. */
export function QueuedUploadsSender(): null {
  useQueuedUploadsSender();
  return null;
}
