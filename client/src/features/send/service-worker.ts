/**
 * What the service worker (sw.ts) uses of sending: the queue's Background Sync tag and the worker side of the
 * upload queue, which sends queued uploads when no page is left to. No UI: this is the worker's only way in.
 */
export { UPLOAD_QUEUE_SYNC_TAG } from './upload-queue/events';
export { processQueuedUploads } from './upload-queue/worker';
