/**
 * The page side of the upload queue: sends a share from the picked files at once while keeping its bytes
 * on the device meanwhile (keep-schedule.ts says when); sends queued uploads when the page loads, when the
 * connection returns (the online event) and again after failed attempts, with growing pauses (retry-schedule.ts
 * plans those passes); asks for Background Sync so the service worker can finish the job after the tab is closed.
 * Every page has one agent; the sending lock (processor.ts) keeps agents and the service worker from sending the
 * same upload twice. README.md has the whole picture.
 */
import { cancelResumableUpload } from '../../../lib/api/resumable-uploads';
import type { QueuedAnswerTarget, QueuedEncryption, QueuedUpload } from '../../../lib/platform/app-database';
import { requestUploadSync } from './background-sync';
import type { UploadProgress } from '../../../lib/api/upload-request';
import { HeldUploads } from './held-uploads';
import { KeepSchedule } from './keep-schedule';
import { bytesInMemory } from './upload-bytes';
import { holdServableBytes, releaseServableBytes } from './servable-bytes';
import {
  completeQueuedUpload,
  listQueuedUploads,
  recordRecentShare,
  removeQueuedUpload,
  type QueuedShareSettings,
  type UploadSource,
} from './upload-queue';
import { enqueueAnswer, enqueueUpload, inSendingOrder, queuedUploadOf } from './enqueue-upload';
import { startThumbnailPack } from './make-thumbnail-pack';
import { openUploadQueueChannel, type UploadQueueEvent } from './events';
import { processQueuedUpload, type ProcessOutcome } from './processor';
import { runUpload, type SenderShare } from './upload-runner';
import { withScreenWakeLock } from '../../../lib/platform/wake-lock';
import { RetrySchedule } from './retry-schedule';

export { KEEP_AFTER_MS } from './keep-schedule';
export { BUSY_RECHECK_MS, RETRY_DELAYS_MS } from './retry-schedule';

/** A share sent directly only needs this page online now: its files go from here to each recipient. */
export const DIRECT_ONLY_OFFLINE_MESSAGE =
  'Sending directly needs a connection while this page is open: you are offline, so nothing was shared. Connect, then press Share again.';

export type UploadQueueListener = (event: UploadQueueEvent) => void;

export class UploadQueueAgent {
  private readonly listeners = new Set<UploadQueueListener>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly held = new HeldUploads();
  private readonly keeping = new KeepSchedule(this.held);
  private readonly retries = new RetrySchedule(() => void this.processQueuedUploads());
  private channel: BroadcastChannel | undefined;
  private started = false;
  private running = false;
  private again = false;

  /** Starts listening and sends whatever is queued. Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.retries.start();
    this.channel = openUploadQueueChannel();
    if (this.channel) this.channel.onmessage = (message: MessageEvent<UploadQueueEvent>) => this.receive(message.data);
    void this.processQueuedUploads();
  }

  /** Stops listening and retrying (uploads in flight go on). */
  stop(): void {
    this.started = false;
    this.retries.stop();
    this.channel?.close();
    this.channel = undefined;
  }

  subscribe(listener: UploadQueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Queues a selection and, when online, sends it at once from the picked files while its bytes are kept on
   * the device meanwhile (until then, a closed tab loses it; a dropped connection does not, as this page
   * still holds the files). Offline, every byte is kept first. Rejects with QueueStorageFullError when the
   * device has no room to queue it. A share sent directly only is announced at once (offline, it is refused), and
   * its bytes are never kept: this page sends them to each recipient itself.
   */
  async share(selection: readonly UploadSource[], settings: QueuedShareSettings): Promise<QueuedUpload> {
    if (settings.directOnly && !navigator.onLine) throw new Error(DIRECT_ONLY_OFFLINE_MESSAGE);
    const entries = inSendingOrder(selection);
    const upload = await enqueueUpload(entries, settings);
    holdServableBytes(upload, entries);
    return this.send(upload, entries);
  }

  /**
   * Queues an answer to a file request and sends it as `share` sends a share (at once when online, its bytes kept
   * on the device meanwhile; offline, every byte kept first): `entries` sealed already as `encryption`, in that
   * order, announced to the request `target` names. It makes no share: every page hears `answered` once every
   * byte arrived. Rejects with QueueStorageFullError when the device has no room to queue it.
   */
  async answer(
    entries: readonly UploadSource[],
    encryption: QueuedEncryption,
    target: QueuedAnswerTarget,
  ): Promise<QueuedUpload> {
    return this.send(await enqueueAnswer(entries, encryption, target), entries);
  }

  /** Holds a just-queued upload's files and sends it, or keeps its bytes first when offline. */
  private async send(upload: QueuedUpload, entries: readonly UploadSource[]): Promise<QueuedUpload> {
    startThumbnailPack(upload, entries);
    this.held.hold(upload, bytesInMemory(entries));
    if (navigator.onLine) {
      // Keeping starts once sending is under way (see emit); at once when another upload goes first.
      if (this.running) void this.keeping.now(upload.id).catch(() => undefined);
      this.emit({ type: 'changed' });
      void this.processQueuedUploads();
      return upload;
    }
    try {
      await this.keeping.now(upload.id);
    } catch (error) {
      this.held.release(upload.id);
      await removeQueuedUpload(upload.id);
      throw error;
    }
    this.emit({ type: 'changed' });
    this.emit({ type: 'waiting', id: upload.id, reason: 'offline' });
    void requestUploadSync();
    return upload;
  }

  /**
   * Sends a selection straight from memory, for when the device has no room to queue it: the upload still
   * happens while the page stays open, but cannot resume after a reload. `onShare` hears of its share as soon as
   * the server made it (the session it gets is the one to cancel); resolves the share once every byte arrived.
   */
  async shareFromMemory(
    selection: readonly UploadSource[],
    settings: QueuedShareSettings,
    hooks: {
      signal?: AbortSignal;
      onProgress?: (progress: UploadProgress) => void;
      onShare?: (sessionId: string, share: SenderShare) => void;
    },
  ): Promise<SenderShare> {
    const entries = inSendingOrder(selection);
    const upload = await queuedUploadOf(entries, settings);
    startThumbnailPack(upload, entries);
    holdServableBytes(upload, entries);
    const { onShare, ...rest } = hooks;
    // The recent-shares entry is small; if even that does not fit, the share is made all the same.
    const record = (share: SenderShare) =>
      recordRecentShare(upload.id, share)
        .then((recorded) => {
          this.emit({ type: 'shared', id: upload.id, share: recorded });
          return recorded;
        })
        .catch(() => undefined);
    const result = await withScreenWakeLock(() =>
      runUpload(upload, bytesInMemory(entries), {
        ...rest,
        onShare: (sessionId, share) => {
          onShare?.(sessionId, share);
          void record(share);
          return Promise.resolve();
        },
      }),
    );
    await completeQueuedUpload(upload.id, result)
      .then((share) => this.emit({ type: 'completed', id: upload.id, share }))
      .catch(() => undefined);
    return result;
  }

  /**
   * Stops and forgets an upload, wherever it is being sent, and drops its bytes on the server: a share already
   * made ends (`stopped`, unless every byte had arrived). Resolves once the server was told, or could not be.
   */
  async cancel(id: string): Promise<void> {
    this.controllers.get(id)?.abort();
    this.held.release(id);
    releaseServableBytes(id);
    const removed = await removeQueuedUpload(id);
    this.emit({ type: 'cancelled', id });
    if (removed?.sessionId) await cancelResumableUpload(removed.sessionId).catch(() => undefined);
  }

  /** Removes an upload the server refused, once the person has read why (ending its share, if it had one). */
  async dismiss(id: string): Promise<void> {
    this.held.release(id);
    releaseServableBytes(id);
    const removed = await removeQueuedUpload(id);
    this.emit({ type: 'changed' });
    if (removed?.sessionId) await cancelResumableUpload(removed.sessionId).catch(() => undefined);
  }

  /** Sends every queued upload, oldest first; stops at the first one the connection fails and retries later. */
  async processQueuedUploads(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.retries.clear();
    try {
      do {
        this.again = false;
        if (await this.passOverQueue()) return;
      } while (this.again);
    } finally {
      this.running = false;
      // Whatever this page still holds was not sent: its bytes must outlive the page.
      for (const id of this.held.ids()) void this.keeping.now(id).catch(() => undefined);
    }
  }

  /** One pass over the queue; true when it stopped on a failed connection (a retry is planned). */
  private async passOverQueue(): Promise<boolean> {
    let sentElsewhere = false;
    for (const upload of await listQueuedUploads()) {
      if (upload.status !== 'queued') continue;
      if (!navigator.onLine) {
        this.emit({ type: 'waiting', id: upload.id, reason: 'offline' });
        continue;
      }
      const controller = new AbortController();
      this.controllers.set(upload.id, controller);
      let outcome: ProcessOutcome;
      try {
        // The screen stays on while bytes go out, not while a retry waits.
        outcome = await withScreenWakeLock(() =>
          processQueuedUpload(upload.id, {
            signal: controller.signal,
            emit: (event) => this.emit(event),
            isOnline: () => navigator.onLine,
            held: this.held.get(upload.id),
          }),
        );
      } finally {
        this.controllers.delete(upload.id);
      }
      if (outcome === 'completed' || outcome === 'failed' || outcome === 'ended' || outcome === 'gone')
        this.held.release(upload.id);
      if (outcome === 'retry') {
        this.retries.connectionFailed();
        void requestUploadSync();
        return true;
      }
      if (outcome === 'completed') this.retries.sent();
      if (outcome === 'busy') sentElsewhere = true;
    }
    if (sentElsewhere) this.retries.sentElsewhere();
    return false;
  }

  private emit(event: UploadQueueEvent): void {
    if (event.type === 'progress') this.keeping.soon(event.id);
    this.notify(event);
    this.channel?.postMessage(event);
  }

  /** Events from other pages and the service worker. */
  private receive(event: UploadQueueEvent): void {
    if (event.type === 'cancelled') this.controllers.get(event.id)?.abort();
    // Sent or ended elsewhere (the files were kept, and another page or the service worker went on).
    if (
      event.type === 'cancelled' ||
      event.type === 'completed' ||
      event.type === 'answered' ||
      event.type === 'failed' ||
      event.type === 'ended'
    )
      this.held.release(event.id);
    this.notify(event);
  }

  private notify(event: UploadQueueEvent): void {
    this.listeners.forEach((listener) => listener(event));
  }
}

/** The page's agent. */
export const uploadQueueAgent = /* @__PURE__ */ new UploadQueueAgent();
