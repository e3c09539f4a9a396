import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadEntry } from '../../lib/api/folders';
import { cancelResumableUpload } from '../../lib/api/resumable-uploads';
import type { UploadProgress } from '../../lib/api/upload-request';
import { refusedPathMessage } from '../../lib/files/path-rules';
import { askFolderStateNow } from '../../lib/sharing/folder-state-watch';
import {
  forgetRecentShare,
  listQueuedUploads,
  listRecentShares,
  markSharesAnnounced,
  QueueStorageFullError,
  STORAGE_FULL_MESSAGE,
  type QueuedShareSettings,
  type QueuedUpload,
  type RecentShare,
} from './upload-queue/upload-queue';
import { uploadQueueAgent } from './upload-queue/agent';
import type { UploadQueueEvent } from './upload-queue/events';
import { frameScheduler } from './upload-queue/frame-scheduler';
import { classifyFailure, failureMessage } from './upload-queue/upload-runner';

/** `current` while Share Files is being queued, before the upload has an id. */
const PRESSING = '';

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

function toItem(upload: QueuedUpload, live: Map<string, LiveState>): QueuedItem {
  const heard = live.get(upload.id);
  return {
    id: upload.id,
    fileCount: upload.files.length,
    totalBytes: upload.totalBytes,
    createdAt: upload.createdAt,
    status: upload.status === 'failed' ? 'failed' : heard?.sending ? 'uploading' : 'waiting',
    progress: heard?.progress,
    error: upload.error,
  };
}

/** The uploads with a share that are still being sent (or wait to be), by id, with what is known of them. */
function sendingOf(uploads: readonly QueuedUpload[], live: Map<string, LiveState>): Map<string, SendingState> {
  const sending = new Map<string, SendingState>();
  for (const upload of uploads) {
    if (!upload.share || upload.status !== 'queued') continue;
    const heard = live.get(upload.id);
    sending.set(upload.id, {
      progress: heard?.progress ?? { loaded: 0, total: upload.totalBytes },
      waiting: heard ? heard.waiting : navigator.onLine ? undefined : 'offline',
    });
  }
  return sending;
}

/**
 * Sharing through the upload queue: Share Files keeps the selection on the device first, so it is sent by
 * itself when the connection returns, even after the page was closed. The server makes the share as soon as the
 * upload is announced, so its code, link and QR show at once while the files are sent (each opening for
 * recipients as it arrives). Also lists what is queued without a share yet, and the shares made from this device
 * (those still being sent with their progress). The state follows the share pressed here; a queued share that
 * another page or the service worker announced or finished while this page was away shows here too.
 */
export function useUploadQueue() {
  const [state, setState] = useState<QueuedShareState>({ status: 'idle' });
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const [recent, setRecent] = useState<RecentShare[]>([]);
  const [sending, setSending] = useState<ReadonlyMap<string, SendingState>>(() => new Map());
  /** The upload pressed here: its id, PRESSING while it is being queued, null when none. */
  const current = useRef<string | null>(null);
  const memoryUpload = useRef<{ controller: AbortController; sessionId?: string; share?: RecentShare } | null>(null);
  const live = useRef(new Map<string, LiveState>());
  /** Progress heard since the last frame, by upload: shown at most once per animation frame. */
  const unshownProgress = useRef(new Map<string, UploadProgress>());

  const refresh = useCallback(async () => {
    const [queued, shares] = await Promise.all([listQueuedUploads(), listRecentShares()]);
    setUploads(queued);
    setSending(sendingOf(queued, live.current));
    setRecent(shares);
    return { queued, shares };
  }, []);

  useEffect(() => {
    let mounted = true;
    const progressFrame = frameScheduler(() => {
      const heard = new Map(unshownProgress.current);
      unshownProgress.current.clear();
      setSending((now) => {
        const next = new Map(now);
        for (const [id, progress] of heard) if (next.has(id)) next.set(id, { progress });
        return next;
      });
      setUploads((now) => [...now]);
      const id = current.current;
      const progress = id === null ? undefined : heard.get(id);
      if (id !== null && progress)
        setState((now) =>
          now.status === 'uploading' && now.id === id
            ? { ...now, progress, waiting: undefined }
            : { status: 'uploading', progress, id },
        );
    });
    const onEvent = (event: UploadQueueEvent) => {
      if (!mounted) return;
      const adopted = current.current === null && 'id' in event && event.type === 'shared' && !event.share.announced;
      // A share announced while this page pressed nothing (queued earlier, sent by another page or the worker).
      if (adopted) current.current = event.id;
      const mine = 'id' in event && event.id === current.current;
      // Whatever happened to an upload next, its progress from before must not show over it.
      if (event.type !== 'progress' && 'id' in event) unshownProgress.current.delete(event.id);
      switch (event.type) {
        case 'progress': {
          const progress = { loaded: event.loaded, total: event.total };
          live.current.set(event.id, { progress, sending: true });
          unshownProgress.current.set(event.id, progress);
          progressFrame.request();
          return;
        }
        case 'shared': {
          const progress = live.current.get(event.id)?.progress ?? { loaded: 0, total: totalOf(event.share) };
          live.current.set(event.id, { progress, sending: true });
          if (mine) {
            setState({ status: 'uploading', progress, id: event.id, share: event.share });
            void markSharesAnnounced([event.id]);
          }
          break;
        }
        case 'waiting': {
          const heard = live.current.get(event.id);
          if (heard) Object.assign(heard, { sending: false, waiting: event.reason });
          if (mine)
            setState((now) =>
              now.status === 'uploading' && now.share
                ? { ...now, waiting: event.reason }
                : { status: 'queued', reason: event.reason },
            );
          break;
        }
        case 'completed':
          live.current.delete(event.id);
          // Its state says `arriving` until asked again: every place that shows it hears it is whole now.
          askFolderStateNow(event.share.folderCode);
          if (mine || (current.current === null && !event.share.announced)) {
            current.current = null;
            setState({ status: 'success', result: event.share });
            void markSharesAnnounced([event.id]);
          }
          break;
        case 'failed':
          live.current.delete(event.id);
          if (mine) {
            // Shown here and now: it need not wait in the list as well.
            current.current = null;
            setState((now) => ({ status: 'failed', message: event.message, share: shareOfState(now) }));
            void uploadQueueAgent.dismiss(event.id);
          }
          break;
        case 'ended':
          live.current.delete(event.id);
          askFolderStateNow(event.code);
          if (mine) {
            current.current = null;
            setState((now) => {
              const share = shareOfState(now);
              return share ? { status: 'ended', message: event.message, share } : now;
            });
          }
          break;
        case 'cancelled':
          live.current.delete(event.id);
          if (mine) {
            current.current = null;
            setState((now) => ({ status: 'cancelled', share: shareOfState(now) }));
          }
          break;
      }
      void refresh();
    };
    const unsubscribe = uploadQueueAgent.subscribe(onEvent);
    uploadQueueAgent.start();
    // Shares made while no page showed them (the service worker announced or sent them, or the person was on
    // another page): the newest one shows now, with its progress while its files are still being sent.
    void refresh().then(async ({ queued, shares }) => {
      const unseen = shares.filter((share) => !share.announced);
      if (!mounted || unseen.length === 0 || current.current !== null) return;
      const newest = unseen[0];
      const upload = queued.find((candidate) => candidate.id === newest.id && candidate.status === 'queued');
      setState((now) => {
        if (now.status !== 'idle') return now;
        if (!upload) return { status: 'success', result: newest };
        current.current = newest.id;
        const progress = live.current.get(newest.id)?.progress ?? { loaded: 0, total: upload.totalBytes };
        return { status: 'uploading', progress, id: newest.id, share: newest };
      });
      await markSharesAnnounced(unseen.map((share) => share.id));
    });
    return () => {
      mounted = false;
      progressFrame.cancel();
      unsubscribe();
    };
  }, [refresh]);

  const shareFromMemory = useCallback(async (entries: readonly UploadEntry[], settings: QueuedShareSettings) => {
    const memory: NonNullable<typeof memoryUpload.current> = { controller: new AbortController() };
    memoryUpload.current = memory;
    let latest: UploadProgress | undefined;
    const progressFrame = frameScheduler(
      () => latest && setState((now) => ({ status: 'uploading', progress: latest!, share: shareOfState(now) })),
    );
    try {
      const result = await uploadQueueAgent.shareFromMemory(entries, settings, {
        signal: memory.controller.signal,
        onProgress: (value) => {
          latest = value;
          progressFrame.request();
        },
        onShare: (sessionId, share) => {
          memory.sessionId = sessionId;
          const shown = { ...share, id: sessionId, sharedAt: Date.now(), announced: true };
          setState({ status: 'uploading', progress: latest ?? { loaded: 0, total: totalOf(shown) }, share: shown });
        },
      });
      progressFrame.cancel();
      const recorded = (await listRecentShares()).find((share) => share.folderCode === result.folderCode);
      if (recorded) void markSharesAnnounced([recorded.id]);
      setState({ status: 'success', result: recorded ?? { ...result, id: '', sharedAt: Date.now(), announced: true } });
    } catch (error) {
      progressFrame.cancel();
      const kind = classifyFailure(error);
      if (kind === 'cancelled') setState((now) => ({ status: 'cancelled', share: shareOfState(now) }));
      else
        setState((now) => {
          const share = shareOfState(now);
          if (kind === 'ended' && share) return { status: 'ended', message: failureMessage(error), share };
          return { status: 'failed', message: kind === 'retry' ? STORAGE_FULL_MESSAGE : failureMessage(error), share };
        });
    } finally {
      memoryUpload.current = null;
      current.current = null;
    }
  }, []);

  const start = useCallback(
    async (entries: readonly UploadEntry[], settings: QueuedShareSettings) => {
      // A name the server would refuse is told now, naming the file, rather than after the upload was queued.
      const refused = refusedPathMessage(entries.map((entry) => entry.path));
      if (refused) {
        setState({ status: 'failed', message: refused });
        return;
      }
      const total = entries.reduce((sum, entry) => sum + entry.file.size, 0);
      setState({ status: 'preparing' });
      // No other upload's events are taken for this one's meanwhile.
      current.current = PRESSING;
      try {
        const upload = await uploadQueueAgent.share(entries, settings);
        current.current = upload.id;
        setState((now) =>
          now.status !== 'preparing'
            ? now
            : navigator.onLine
              ? { status: 'uploading', progress: { loaded: 0, total }, id: upload.id }
              : { status: 'queued', reason: 'offline' },
        );
      } catch (error) {
        if (error instanceof QueueStorageFullError && navigator.onLine) {
          await shareFromMemory(entries, settings);
          return;
        }
        current.current = null;
        setState({ status: 'failed', message: failureMessage(error) });
      }
    },
    [shareFromMemory],
  );

  /** Cancels the share pressed here; one the server made already ends (recipients read that it stopped). */
  const cancel = useCallback(async () => {
    const memory = memoryUpload.current;
    if (memory) {
      memory.controller.abort();
      if (memory.sessionId) await cancelResumableUpload(memory.sessionId).catch(() => undefined);
    }
    const id = current.current;
    const share = shareOfState(state);
    if (id && id !== PRESSING) await uploadQueueAgent.cancel(id);
    if (share) askFolderStateNow(share.folderCode);
  }, [state]);

  /** Cancels any queued upload (from the lists); a share already made ends with it. */
  const cancelQueued = useCallback(
    async (id: string) => {
      await uploadQueueAgent.cancel(id);
      const share = recent.find((candidate) => candidate.id === id);
      if (share) askFolderStateNow(share.folderCode);
    },
    [recent],
  );
  const dismissFailed = useCallback((id: string) => uploadQueueAgent.dismiss(id), []);
  /** Drops a share from this device's "Recent shares" (the share itself lives on until it expires). */
  const forget = useCallback(
    async (id: string) => {
      await forgetRecentShare(id);
      await refresh();
    },
    [refresh],
  );

  /** Clears the status line; a queued upload stays queued, and a share being sent goes on. */
  const reset = useCallback(() => {
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  // Uploads whose share exists show in Recent shares with their progress; this list holds the others.
  const queue = uploads
    .filter((upload) => !upload.share || upload.status === 'failed')
    .filter((upload) => !(state.status === 'uploading' && state.id === upload.id))
    .map((upload) => toItem(upload, live.current));

  return { state, queue, recent, sending, start, cancel, cancelQueued, dismissFailed, forget, reset };
}

function totalOf(share: RecentShare): number {
  return share.files.reduce((sum, file) => sum + file.filesize, 0);
}
