import type { UploadProgress } from '../../lib/api/upload-request';
import type { UploadQueueEvent } from './upload-queue/events';
import type { QueuedUpload, RecentShare } from './upload-queue/upload-queue';
import { shareOfState, type QueuedShareState, type WaitReason } from './queued-share-state';

/** `current` while Share Files is being queued, before the upload has an id. */
export const PRESSING = '';

/** A queued upload whose share does not exist yet, as the list shows it. */
export interface QueuedItem {
  id: string;
  fileCount: number;
  totalBytes: number;
  createdAt: number;
  status: 'waiting' | 'uploading' | 'failed';
  progress?: UploadProgress;
  error?: string;
}

/** How a share whose files are still being sent from this device is doing, for its row and its dialog. */
export interface SendingState {
  progress: UploadProgress;
  /** Paused: no connection, or waiting to try again. */
  waiting?: WaitReason;
}

/** What this page last heard of an upload being sent: how far it got, and whether it is still going. */
interface LiveState {
  progress: UploadProgress;
  sending: boolean;
  waiting?: WaitReason;
}

/** Everything a sending page knows of the upload queue. */
export interface UploadQueueState {
  /** The share pressed here (or adopted), as its status line shows it. */
  share: QueuedShareState;
  /** The upload pressed here: its id, PRESSING while it is being queued, null when none. */
  current: string | null;
  uploads: readonly QueuedUpload[];
  recent: readonly RecentShare[];
  /** The uploads with a share still being sent (or waiting to be), by id. */
  sending: ReadonlyMap<string, SendingState>;
  /** What was last heard of each upload being sent. */
  live: ReadonlyMap<string, LiveState>;
  /** Progress heard since the last frame, by upload: shown at most once per animation frame. */
  unshown: ReadonlyMap<string, UploadProgress>;
}

/** Why an upload from memory stopped: cancelled, its share ended, or it failed (`message` says why). */
type MemoryFailure = 'cancelled' | 'ended' | 'failed';

export type UploadQueueAction =
  /** The queue and the recent shares as the device holds them now. */
  | { type: 'listed'; uploads: readonly QueuedUpload[]; recent: readonly RecentShare[]; online: boolean }
  /** Progress heard (held until the next frame). */
  | { type: 'progress'; id: string; progress: UploadProgress }
  /** An animation frame: the progress held since the last one shows. */
  | { type: 'frame' }
  /** Anything else the queue said of an upload, from this page, another one or the service worker. */
  | { type: 'event'; event: Exclude<UploadQueueEvent, { type: 'progress' }> }
  /** The newest share made while no page showed it; `upload`, its queued upload while its files are still sent. */
  | { type: 'unseen'; share: RecentShare; upload?: QueuedUpload }
  /** Share Files pressed: the selection is being queued. */
  | { type: 'preparing' }
  /** Queued as `id`; sent at once when `online`, else it waits for the connection. */
  | { type: 'queued'; id: string; total: number; online: boolean }
  /** Refused before anything was queued (a name the server would refuse). */
  | { type: 'refused'; message: string }
  /** Queuing failed. */
  | { type: 'queue-failed'; message: string }
  /** Sent from memory (the device had no room to queue it): how far it got, its share, and how it ended. */
  | { type: 'memory-progress'; progress: UploadProgress }
  | { type: 'memory-shared'; share: RecentShare; progress: UploadProgress }
  | { type: 'memory-done'; result: RecentShare }
  | { type: 'memory-failed'; failure: MemoryFailure; message: string }
  /** The status line cleared: a queued upload stays queued, and a share being sent goes on. */
  | { type: 'reset' };

export const INITIAL_UPLOAD_QUEUE_STATE: UploadQueueState = {
  share: { status: 'idle' },
  current: null,
  uploads: [],
  recent: [],
  sending: new Map(),
  live: new Map(),
  unshown: new Map(),
};

export function totalOf(share: RecentShare): number {
  return share.files.reduce((sum, file) => sum + file.filesize, 0);
}

/**
 * Whether an event is about the share pressed here: its upload, or, while none was pressed, a share announced or
 * finished that no page has shown yet (queued earlier, sent by another page or the service worker).
 */
export function isOwnEvent(state: UploadQueueState, event: UploadQueueEvent): boolean {
  if (!('id' in event)) return false;
  if (event.id === state.current) return true;
  return state.current === null && (event.type === 'shared' || event.type === 'completed') && !event.share.announced;
}

/** The queued uploads the list shows: those whose share does not exist yet, or that failed; not the one sending here. */
export function queueOf(state: UploadQueueState): QueuedItem[] {
  const { share } = state;
  return state.uploads
    .filter((upload) => !upload.share || upload.status === 'failed')
    .filter((upload) => !(share.status === 'uploading' && share.id === upload.id))
    .map((upload) => {
      const heard = state.live.get(upload.id);
      return {
        id: upload.id,
        fileCount: upload.files.length,
        totalBytes: upload.totalBytes,
        createdAt: upload.createdAt,
        status: upload.status === 'failed' ? 'failed' : heard?.sending ? 'uploading' : 'waiting',
        progress: heard?.progress,
        error: upload.error,
      };
    });
}

function sendingOf(
  uploads: readonly QueuedUpload[],
  live: ReadonlyMap<string, LiveState>,
  online: boolean,
): Map<string, SendingState> {
  const sending = new Map<string, SendingState>();
  for (const upload of uploads) {
    if (!upload.share || upload.status !== 'queued') continue;
    const heard = live.get(upload.id);
    sending.set(upload.id, {
      progress: heard?.progress ?? { loaded: 0, total: upload.totalBytes },
      waiting: heard ? heard.waiting : online ? undefined : 'offline',
    });
  }
  return sending;
}

function withHeld(state: UploadQueueState): UploadQueueState {
  const sending = new Map(state.sending);
  for (const [id, progress] of state.unshown) if (sending.has(id)) sending.set(id, { progress });
  const { current, share } = state;
  const progress = current === null ? undefined : state.unshown.get(current);
  const shown: QueuedShareState =
    current === null || !progress
      ? share
      : share.status === 'uploading' && share.id === current
        ? { ...share, progress, waiting: undefined }
        : { status: 'uploading', progress, id: current };
  return { ...state, sending, share: shown, unshown: new Map() };
}

/** A paused upload shows what the server holds: bytes sent but not confirmed go again once it goes on. */
function confirmedOf(progress: UploadProgress): UploadProgress {
  return progress.confirmed === undefined ? progress : { ...progress, loaded: progress.confirmed };
}

function onEvent(
  state: UploadQueueState,
  event: Extract<UploadQueueAction, { type: 'event' }>['event'],
): UploadQueueState {
  if (!('id' in event)) return state;
  const own = isOwnEvent(state, event);
  const live = new Map(state.live);
  // Whatever happened to an upload next, its progress from before must not show over it.
  const unshown = new Map(state.unshown);
  unshown.delete(event.id);
  const next = { ...state, live, unshown };
  const { share } = state;
  const ownEnd = (shown: QueuedShareState): UploadQueueState => ({ ...next, current: null, share: shown });
  switch (event.type) {
    case 'shared': {
      const progress = live.get(event.id)?.progress ?? { loaded: 0, total: totalOf(event.share) };
      live.set(event.id, { progress, sending: true });
      if (!own) return next;
      return { ...next, current: event.id, share: { status: 'uploading', progress, id: event.id, share: event.share } };
    }
    case 'waiting': {
      const heard = live.get(event.id);
      if (heard)
        live.set(event.id, { ...heard, progress: confirmedOf(heard.progress), sending: false, waiting: event.reason });
      if (!own) return next;
      const shown: QueuedShareState =
        share.status === 'uploading' && share.share
          ? { ...share, progress: confirmedOf(share.progress), waiting: event.reason }
          : { status: 'queued', reason: event.reason };
      return { ...next, share: shown };
    }
    case 'completed':
      live.delete(event.id);
      return own ? ownEnd({ status: 'success', result: event.share }) : next;
    case 'answered':
      // An answer to a file request: its own page shows it; this one lists shares.
      live.delete(event.id);
      return next;
    case 'failed':
      live.delete(event.id);
      return own ? ownEnd({ status: 'failed', message: event.message, share: shareOfState(share) }) : next;
    case 'ended': {
      live.delete(event.id);
      if (!own) return next;
      const made = shareOfState(share);
      return ownEnd(made ? { status: 'ended', message: event.message, share: made } : share);
    }
    case 'cancelled':
      live.delete(event.id);
      return own ? ownEnd({ status: 'cancelled', share: shareOfState(share) }) : next;
  }
}

function onUnseen(state: UploadQueueState, share: RecentShare, upload?: QueuedUpload): UploadQueueState {
  if (state.current !== null || state.share.status !== 'idle') return state;
  if (!upload) return { ...state, share: { status: 'success', result: share } };
  const progress = state.live.get(share.id)?.progress ?? { loaded: 0, total: upload.totalBytes };
  return { ...state, current: share.id, share: { status: 'uploading', progress, id: share.id, share } };
}

function onMemoryFailed(state: UploadQueueState, failure: MemoryFailure, message: string): QueuedShareState {
  const share = shareOfState(state.share);
  if (failure === 'cancelled') return { status: 'cancelled', share };
  if (failure === 'ended' && share) return { status: 'ended', message, share };
  return { status: 'failed', message, share };
}

/** The upload queue's state after one action: pure, so each transition is specified on its own. */
export function uploadQueueReducer(state: UploadQueueState, action: UploadQueueAction): UploadQueueState {
  switch (action.type) {
    case 'listed': {
      // Answers to file requests go through the same queue, but are no shares: their own page shows them.
      const uploads = action.uploads.filter((upload) => !upload.target);
      return { ...state, uploads, recent: action.recent, sending: sendingOf(uploads, state.live, action.online) };
    }
    case 'progress':
      return {
        ...state,
        live: new Map(state.live).set(action.id, { progress: action.progress, sending: true }),
        unshown: new Map(state.unshown).set(action.id, action.progress),
      };
    case 'frame':
      return withHeld(state);
    case 'event':
      return onEvent(state, action.event);
    case 'unseen':
      return onUnseen(state, action.share, action.upload);
    case 'preparing':
      // No other upload's events are taken for this one's meanwhile.
      return { ...state, current: PRESSING, share: { status: 'preparing' } };
    case 'queued': {
      const share: QueuedShareState =
        state.share.status !== 'preparing'
          ? state.share
          : action.online
            ? { status: 'uploading', progress: { loaded: 0, total: action.total }, id: action.id }
            : { status: 'queued', reason: 'offline' };
      return { ...state, current: action.id, share };
    }
    case 'refused':
      return { ...state, share: { status: 'failed', message: action.message } };
    case 'queue-failed':
      return { ...state, current: null, share: { status: 'failed', message: action.message } };
    case 'memory-progress':
      return { ...state, share: { status: 'uploading', progress: action.progress, share: shareOfState(state.share) } };
    case 'memory-shared':
      return { ...state, share: { status: 'uploading', progress: action.progress, share: action.share } };
    case 'memory-done':
      return { ...state, current: null, share: { status: 'success', result: action.result } };
    case 'memory-failed':
      return { ...state, current: null, share: onMemoryFailed(state, action.failure, action.message) };
    case 'reset':
      return { ...state, current: null, share: { status: 'idle' } };
  }
}
