/**
 * Sending: the send flow a sending page composes (useSendFlow and its pieces), over the upload queue (upload-queue/,
 * its README has the picture): the share made at once, its files sent after, the share dialog, Recent shares.
 * Pages and the app import from here; the service worker from service-worker.ts.
 */
export { DirectOnlyNote } from './direct-only-note';
export { QueuedUploadsSender } from './queued-uploads-sender';
export { SenderPanels } from './sender-panels';
export { SendControls } from './send-controls';
export { SendStatus } from './send-status';
export { CodeLinkQr, type CodeLinkQrWords } from './code-link-qr';
export { ShareDetails } from './share-details';
export { ShareLinks } from './share-links';
export { openUploadQueueChannel } from './upload-queue/events';
export { listQueuedUploads, listRecentShares, type RecentShare } from './upload-queue/upload-queue';
export { uploadQueueAgent } from './upload-queue/agent';
export { UploadProgress } from './upload-progress';
export { useSendFlow } from './use-send-flow';
export { servableObjectsOf } from './upload-queue/servable-bytes';
// An answer to a file request (features/file-requests): sealed as an encrypted share, sent through the same queue.
export { inSendingOrder } from './upload-queue/enqueue-upload';
export { sealSelection } from './upload-queue/sealed-upload';
export type { UploadSource } from './upload-queue/upload-queue';
// The picker, the selection tree and a share's status line, for the pages and features/my-shares.
export { FilePicker, type PickMode } from './file-picker/file-picker';
export { RetentionChoice } from './retention-choice/retention-choice';
export { SelectionTree } from './selection-tree/selection-tree';
export { ShareStatus } from './share-status/share-status';
export { shareOverText } from './share-status/share-status-text';
export { useShareOver } from './share-status/use-folder-state';
