import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFolder, UploadEntry } from '../lib/api/folders';
import type { UploadProgress } from '../lib/api/upload-request';
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
} from '../lib/upload-queue/upload-queue';
import { uploadQueueAgent } from '../lib/upload-queue/agent';
import type { UploadQueueEvent } from '../lib/upload-queue/events';
import { frameScheduler } from '../lib/upload-queue/frame-scheduler';
import { classifyFailure, failureMessage } from '../lib/upload-queue/upload-runner';

/** The share this page started, from Share Files to its result. */
export type QueuedShareState =
  | { status: 'idle' }
  | { status: 'preparing' }
  /** `id`: the queued upload being sent (none when sent from memory). */
  | { status: 'uploading'; progress: UploadProgress; id?: string }
  | { status: 'queued'; reason: 'offline' | 'connection' }
  | { status: 'success'; result: UploadedFolder }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/** A queued upload as the list shows it. */
export interface QueuedItem {
  id: string;
  fileCount: number;
  totalBytes: number;
  createdAt: number;
  status: 'waiting' | 'uploading' | 'failed';
  progress?: UploadProgress;
  error?: string;
}

/** What this page last heard of an upload being sent: how far it got, and whether it is still going. */
interface LiveState {
  progress: UploadProgress;
  sending: boolean;
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

/**
 * Sharing through the upload queue: Share Files keeps the selection on the device first, so it is sent
 * by itself when the connection returns, even after the page was closed. Also lists what is queued and
 * the shares made from this device. The state follows the share pressed here; a queued share that
 * completes while the page is open (pressed earlier, or before a reload) shows its result too.
 */
export function useUploadQueue() {
  const [state, setState] = useState<QueuedShareState>({ status: 'idle' });
  const [queue, setQueue] = useState<QueuedItem[]>([]);
  const [recent, setRecent] = useState<RecentShare[]>([]);
  const current = useRef<string | null>(null);
  const memoryUpload = useRef<AbortController | null>(null);
  const live = useRef(new Map<string, LiveState>());
  /** Progress heard since the last frame, by upload: shown at most once per animation frame. */
  const unshownProgress = useRef(new Map<string, UploadProgress>());

  const refresh = useCallback(async () => {
    const [uploads, shares] = await Promise.all([listQueuedUploads(), listRecentShares()]);
    setQueue(uploads.map((upload) => toItem(upload, live.current)));
    setRecent(shares);
    return shares;
  }, []);

  useEffect(() => {
    let mounted = true;
    const progressFrame = frameScheduler(() => {
      const heard = new Map(unshownProgress.current);
      unshownProgress.current.clear();
      setQueue((items) =>
        items.map((item) =>
          heard.has(item.id) ? { ...item, status: 'uploading', progress: heard.get(item.id) } : item,
        ),
      );
      const id = current.current;
      const progress = id === null ? undefined : heard.get(id);
      if (id !== null && progress) setState({ status: 'uploading', progress, id });
    });
    const onEvent = (event: UploadQueueEvent) => {
      if (!mounted) return;
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
        case 'waiting': {
          const heard = live.current.get(event.id);
          if (heard) heard.sending = false;
          setQueue((items) =>
            items.map((item) =>
              item.id === event.id && item.status !== 'failed' ? { ...item, status: 'waiting' } : item,
            ),
          );
          if (mine) setState({ status: 'queued', reason: event.reason });
          return;
        }
        case 'completed':
          live.current.delete(event.id);
          setQueue((items) => items.filter((item) => item.id !== event.id));
          if (mine || current.current === null) {
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
            setState({ status: 'failed', message: event.message });
            setQueue((items) => items.filter((item) => item.id !== event.id));
            void uploadQueueAgent.dismiss(event.id);
          }
          break;
        case 'cancelled':
          live.current.delete(event.id);
          setQueue((items) => items.filter((item) => item.id !== event.id));
          if (mine) {
            current.current = null;
            setState({ status: 'cancelled' });
          }
          break;
      }
      void refresh();
    };
    const unsubscribe = uploadQueueAgent.subscribe(onEvent);
    uploadQueueAgent.start();
    // Shares that completed while no page showed them (the service worker sent them, or the person was on
    // another page): the newest one's result is shown now.
    void refresh().then(async (shares) => {
      const unseen = shares.filter((share) => !share.announced);
      if (!mounted || unseen.length === 0 || current.current !== null) return;
      setState((now) => (now.status === 'idle' ? { status: 'success', result: unseen[0] } : now));
      await markSharesAnnounced(unseen.map((share) => share.id));
    });
    return () => {
      mounted = false;
      progressFrame.cancel();
      unsubscribe();
    };
  }, [refresh]);

  const shareFromMemory = useCallback(async (entries: readonly UploadEntry[], settings: QueuedShareSettings) => {
    const controller = new AbortController();
    memoryUpload.current = controller;
    let latest: UploadProgress | undefined;
    const progressFrame = frameScheduler(() => latest && setState({ status: 'uploading', progress: latest }));
    try {
      const result = await uploadQueueAgent.shareFromMemory(entries, settings, {
        signal: controller.signal,
        onProgress: (value) => {
          latest = value;
          progressFrame.request();
        },
      });
      progressFrame.cancel();
      setState({ status: 'success', result });
    } catch (error) {
      progressFrame.cancel();
      const kind = classifyFailure(error);
      if (kind === 'cancelled') setState({ status: 'cancelled' });
      else setState({ status: 'failed', message: kind === 'retry' ? STORAGE_FULL_MESSAGE : failureMessage(error) });
    } finally {
      memoryUpload.current = null;
    }
  }, []);

  const start = useCallback(
    async (entries: readonly UploadEntry[], settings: QueuedShareSettings) => {
      const total = entries.reduce((sum, entry) => sum + entry.file.size, 0);
      setState({ status: 'preparing' });
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
        setState({ status: 'failed', message: failureMessage(error) });
      }
    },
    [shareFromMemory],
  );

  /** Cancels the share pressed here. */
  const cancel = useCallback(() => {
    memoryUpload.current?.abort();
    if (current.current) void uploadQueueAgent.cancel(current.current);
  }, []);

  /** Cancels any queued upload (from the list). */
  const cancelQueued = useCallback((id: string) => uploadQueueAgent.cancel(id), []);
  const dismissFailed = useCallback((id: string) => uploadQueueAgent.dismiss(id), []);
  /** Drops a share from this device's "Recent shares" (the share itself lives on until it expires). */
  const forget = useCallback(
    async (id: string) => {
      await forgetRecentShare(id);
      await refresh();
    },
    [refresh],
  );

  /** Clears the status line; a queued upload stays queued. */
  const reset = useCallback(() => {
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  // The share being sent from this page shows its progress and Cancel above; the list holds the others.
  const othersQueued = state.status === 'uploading' && state.id ? queue.filter((item) => item.id !== state.id) : queue;

  return { state, queue: othersQueued, recent, start, cancel, cancelQueued, dismissFailed, forget, reset };
}
