/**
 * Sending: the upload queue (upload-queue/, its README has the picture), the page hook that shares through it
 * (the share made at once, its files sent after), the share dialog, Recent shares, queued uploads and progress.
 * Pages and the app import from here; the service worker from service-worker.ts.
 */
export { DirectOnlyNote } from './direct-only-note';
export { QueuedUploadsSender } from './queued-uploads-sender';
export { QueuedShareAlert } from './queued-share-alert';
export { SenderShares } from './sender-shares';
export { ShareDetails } from './share-details';
export { ShareLinks } from './share-links';
export { ShareModal } from './share-modal';
export { UploadProgress } from './upload-progress';
export { openUploadQueueChannel } from './upload-queue/events';
export { listRecentShares, type RecentShare } from './upload-queue/upload-queue';
export { shareOfState, useUploadQueue } from './use-upload-queue';
export { useSharePopup } from './use-share-popup';
export { servableObjectsOf } from './upload-queue/servable-bytes';
