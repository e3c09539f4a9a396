import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { UploadEntry } from '../../lib/api/folders';
import { cancelResumableUpload } from '../../lib/api/resumable-uploads';
import type { UploadProgress } from '../../lib/api/upload-request';
import { refusedPathMessage } from '../../lib/files/path-rules';
import {
  forgetRecentShare,
  listQueuedUploads,
  listRecentShares,
  markSharesAnnounced,
  QueueStorageFullError,
  STORAGE_FULL_MESSAGE,
  type QueuedShareSettings,
} from './upload-queue/upload-queue';
import { uploadQueueAgent } from './upload-queue/agent';
import type { UploadQueueEvent } from './upload-queue/events';
import { frameScheduler } from './upload-queue/frame-scheduler';
import { classifyFailure, failureMessage } from './upload-queue/upload-runner';
import {
  INITIAL_UPLOAD_QUEUE_STATE,
  isOwnEvent,
  PRESSING,
  queueOf,
  totalOf,
  uploadQueueReducer,
  type UploadQueueAction,
  type UploadQueueState,
} from './upload-queue-state';

/**
 * The reducer's state in a store rather than in useReducer: the queue's events must know at once whether they are
 * about the share pressed here (to mark it announced, or dismiss its failure), which only the state after the
 * previous event can say, and useReducer's state is read at the next render. React reads the store through
 * useSyncExternalStore. Heard progress changes the state without a render: the next frame's action shows it.
 */
function createUploadQueueStore() {
  let state = INITIAL_UPLOAD_QUEUE_STATE;
  let shown = state;
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    shown: () => shown,
    dispatch: (action: UploadQueueAction) => {
      state = uploadQueueReducer(state, action);
      if (action.type === 'progress' || state === shown) return;
      shown = state;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** What an event sets off beyond the state: its share marked announced, its failure dismissed. */
function followEvent(event: UploadQueueEvent, own: boolean) {
  switch (event.type) {
    case 'shared':
    case 'completed':
      if (own) void markSharesAnnounced([event.id]);
      break;
    case 'failed':
      // Shown here and now: it need not wait in the list as well.
      if (own) void uploadQueueAgent.dismiss(event.id);
      break;
  }
}

/**
 * Sharing through the upload queue: Share Files keeps the selection on the device first, so it is sent by
 * itself when the connection returns, even after the page was closed. The server makes the share as soon as the
 * upload is announced, so its code, link and QR show at once while the files are sent (each opening for
 * recipients as it arrives). Also lists what is queued without a share yet, and the shares made from this device
 * (those still being sent with their progress). The state follows the share pressed here; a queued share that
 * another page or the service worker announced or finished while this page was away shows here too.
 * Its state and every transition live in upload-queue-state.ts; this hook wires them to the queue.
 */
export function useUploadQueue() {
  const [store] = useState(createUploadQueueStore);
  const shown: UploadQueueState = useSyncExternalStore(store.subscribe, store.shown, store.shown);
  const memoryUpload = useRef<{ controller: AbortController; sessionId?: string } | null>(null);

  const refresh = useCallback(async () => {
    const [queued, shares] = await Promise.all([listQueuedUploads(), listRecentShares()]);
    store.dispatch({ type: 'listed', uploads: queued, recent: shares, online: navigator.onLine });
    return { queued, shares };
  }, [store]);

  useEffect(() => {
    let mounted = true;
    const progressFrame = frameScheduler(() => store.dispatch({ type: 'frame' }));
    const onEvent = (event: UploadQueueEvent) => {
      if (!mounted) return;
      if (event.type === 'progress') {
        const { loaded, total, confirmed } = event;
        store.dispatch({ type: 'progress', id: event.id, progress: { loaded, total, confirmed } });
        progressFrame.request();
        return;
      }
      const own = isOwnEvent(store.state(), event);
      store.dispatch({ type: 'event', event });
      followEvent(event, own);
      void refresh();
    };
    const unsubscribe = uploadQueueAgent.subscribe(onEvent);
    uploadQueueAgent.start();
    // Shares made while no page showed them (the service worker announced or sent them, or the person was on
    // another page): the newest one shows now, with its progress while its files are still being sent.
    void refresh().then(async ({ queued, shares }) => {
      const unseen = shares.filter((share) => !share.announced);
      if (!mounted || unseen.length === 0 || store.state().current !== null) return;
      const newest = unseen[0];
      const upload = queued.find((candidate) => candidate.id === newest.id && candidate.status === 'queued');
      store.dispatch({ type: 'unseen', share: newest, upload });
      await markSharesAnnounced(unseen.map((share) => share.id));
    });
    return () => {
      mounted = false;
      progressFrame.cancel();
      unsubscribe();
    };
  }, [refresh, store]);

  const shareFromMemory = useCallback(
    async (entries: readonly UploadEntry[], settings: QueuedShareSettings) => {
      const memory: NonNullable<typeof memoryUpload.current> = { controller: new AbortController() };
      memoryUpload.current = memory;
      let latest: UploadProgress | undefined;
      const progressFrame = frameScheduler(
        () => latest && store.dispatch({ type: 'memory-progress', progress: latest }),
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
            const made = { ...share, id: sessionId, sharedAt: Date.now(), announced: true };
            store.dispatch({
              type: 'memory-shared',
              share: made,
              progress: latest ?? { loaded: 0, total: totalOf(made) },
            });
          },
        });
        progressFrame.cancel();
        const recorded = (await listRecentShares()).find((share) => share.folderCode === result.folderCode);
        if (recorded) void markSharesAnnounced([recorded.id]);
        const made = recorded ?? { ...result, id: '', sharedAt: Date.now(), announced: true };
        store.dispatch({ type: 'memory-done', result: made });
      } catch (error) {
        progressFrame.cancel();
        const kind = classifyFailure(error);
        store.dispatch({
          type: 'memory-failed',
          failure: kind === 'cancelled' || kind === 'ended' ? kind : 'failed',
          message: kind === 'retry' ? STORAGE_FULL_MESSAGE : failureMessage(error),
        });
      } finally {
        memoryUpload.current = null;
      }
    },
    [store],
  );

  const start = useCallback(
    async (entries: readonly UploadEntry[], settings: QueuedShareSettings) => {
      // A name the server would refuse is told now, naming the file, rather than after the upload was queued.
      const refused = refusedPathMessage(entries.map((entry) => entry.path));
      if (refused) {
        store.dispatch({ type: 'refused', message: refused });
        return;
      }
      const total = entries.reduce((sum, entry) => sum + entry.file.size, 0);
      store.dispatch({ type: 'preparing' });
      try {
        const upload = await uploadQueueAgent.share(entries, settings);
        store.dispatch({ type: 'queued', id: upload.id, total, online: navigator.onLine });
      } catch (error) {
        if (error instanceof QueueStorageFullError && navigator.onLine) {
          await shareFromMemory(entries, settings);
          return;
        }
        store.dispatch({ type: 'queue-failed', message: failureMessage(error) });
      }
    },
    [shareFromMemory, store],
  );

  /** Cancels the share pressed here; one the server made already ends (recipients read that it stopped). */
  const cancel = useCallback(async () => {
    const memory = memoryUpload.current;
    if (memory) {
      memory.controller.abort();
      if (memory.sessionId) await cancelResumableUpload(memory.sessionId).catch(() => undefined);
    }
    const { current } = store.state();
    if (current && current !== PRESSING) await uploadQueueAgent.cancel(current);
  }, [store]);

  /** Cancels any queued upload (from the lists); a share already made ends with it. */
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

  /** Clears the status line; a queued upload stays queued, and a share being sent goes on. */
  const reset = useCallback(() => store.dispatch({ type: 'reset' }), [store]);

  // Uploads whose share exists show in Recent shares with their progress; this list holds the others.
  const queue = useMemo(() => queueOf(shown), [shown]);

  return {
    state: shown.share,
    queue,
    recent: shown.recent,
    sending: shown.sending,
    start,
    cancel,
    cancelQueued,
    dismissFailed,
    forget,
    reset,
  };
}
