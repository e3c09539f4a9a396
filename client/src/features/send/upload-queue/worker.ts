/**
 * The service worker side of the upload queue: on a Background Sync event it sends every queued upload,
 * exactly as a page would, and tells open pages through the channel. A failed connection makes the sync
 * fail, so the browser schedules it again later (unless this was its last chance).
 */
import { listQueuedUploads } from './upload-queue';
import { openUploadQueueChannel, type UploadQueueEvent } from './events';
import { processQueuedUpload } from './processor';

export async function processQueuedUploads(lastChance = false): Promise<void> {
  const channel = openUploadQueueChannel();
  const controllers = new Map<string, AbortController>();
  if (channel) {
    channel.onmessage = (message: MessageEvent<UploadQueueEvent>) => {
      if (message.data.type === 'cancelled') controllers.get(message.data.id)?.abort();
    };
  }
  let retry = false;
  try {
    for (const upload of await listQueuedUploads()) {
      if (upload.status !== 'queued') continue;
      const controller = new AbortController();
      controllers.set(upload.id, controller);
      const outcome = await processQueuedUpload(upload.id, {
        signal: controller.signal,
        emit: (event) => channel?.postMessage(event),
        isOnline: () => navigator.onLine,
      });
      controllers.delete(upload.id);
      if (outcome === 'retry') {
        retry = true;
        break;
      }
    }
  } finally {
    channel?.close();
  }
  if (retry && !lastChance)
    throw new Error('Queued uploads wait for a working connection; the browser will sync again.');
}
