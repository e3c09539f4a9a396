/**
 * My shares: a signed-in sender's share cards (live and removed) and the end-share dialog, for /my-shares and the
 * nav's search. Pages and the app import from here.
 */
export { EndShareDialog } from './end-share-dialog';
export { MyShareCard } from './my-share-card';
export { RemovedShareCard } from './removed-share-card';
