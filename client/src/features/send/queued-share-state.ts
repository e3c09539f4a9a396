import type { UploadProgress } from '../../lib/api/upload-request';
import type { RecentShare } from './upload-queue/upload-queue';

/** Why an upload waits rather than sends: no connection, or the last attempt failed and another is planned. */
export type WaitReason = 'offline' | 'connection';

/** The share this page started, from Share Files to its last byte. */
export type QueuedShareState =
  | { status: 'idle' }
  | { status: 'preparing' }
  /**
   * Being sent. `id`: the queued upload (none when sent from memory); `share`: the share, once the server made it
   * (at once, when online): its code, link and QR show from then on; `waiting`: paused, it goes on by itself.
   */
  | { status: 'uploading'; progress: UploadProgress; id?: string; share?: RecentShare; waiting?: WaitReason }
  /** Queued before the server could make its share (offline, or the connection failed first). */
  | { status: 'queued'; reason: WaitReason }
  /** Every byte arrived. */
  | { status: 'success'; result: RecentShare }
  | { status: 'failed'; message: string; share?: RecentShare }
  /** Its share ended before every byte arrived (ended, stopped, removed): nothing more was sent. */
  | { status: 'ended'; message: string; share: RecentShare }
  /** Cancelled by the sender; a share already made ended with it. */
  | { status: 'cancelled'; share?: RecentShare };

/** The share a state shows (its code, link and QR), if the server made one. */
export function shareOfState(state: QueuedShareState): RecentShare | undefined {
  switch (state.status) {
    case 'uploading':
    case 'failed':
    case 'ended':
    case 'cancelled':
      return state.share;
    case 'success':
      return state.result;
    default:
      return undefined;
  }
}
