/**
 * What the pages and the service worker tell each other about the upload queue, over a BroadcastChannel:
 * whichever of them sends an upload, every open page shows its share, its progress and how it ended.
 */
import type { RecentShare } from '../../../lib/platform/app-database';

const UPLOAD_QUEUE_CHANNEL = 'sharecode-upload-queue';
/** The Background Sync tag under which the service worker sends queued uploads once online. */
export const UPLOAD_QUEUE_SYNC_TAG = 'sharecode-upload-queue';

export type UploadQueueEvent =
  /** Uploads were added or removed. */
  | { type: 'changed' }
  /** The upload was announced and its share made: the code, link and QR can be shown while its bytes go out. */
  | { type: 'shared'; id: string; share: RecentShare }
  /** `confirmed`: what the server has confirmed holding, of `loaded` sent. */
  | { type: 'progress'; id: string; loaded: number; total: number; confirmed?: number }
  /** Not sent yet: no connection, or an attempt failed and another one is planned. */
  | { type: 'waiting'; id: string; reason: 'offline' | 'connection' }
  /** Every byte arrived: the upload left the queue, and `share` is the share, complete. */
  | { type: 'completed'; id: string; share: RecentShare }
  /** Every byte of an answer to a file request arrived: it left the queue (an answer makes no share). */
  | { type: 'answered'; id: string }
  /** The server refused it for good. */
  | { type: 'failed'; id: string; message: string }
  /** Its share (`code`) ended before every byte arrived (ended, stopped, removed): the upload left the queue. */
  | { type: 'ended'; id: string; code: string; message: string }
  | { type: 'cancelled'; id: string };

/** The channel, where the browser has one (every current browser; not jsdom). */
export function openUploadQueueChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(UPLOAD_QUEUE_CHANNEL);
}
