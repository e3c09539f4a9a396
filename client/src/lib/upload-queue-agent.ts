/**
 * The page side of the upload queue: sends queued uploads when the page loads, when the connection
 * returns (the online event) and again after failed attempts, with growing pauses; asks for Background
 * Sync so the service worker can finish the job after the tab is closed. Every page has one agent; the
 * upload lock keeps agents and the service worker from sending the same upload twice.
 */
import { cancelResumableUpload } from './api/resumable-uploads';
import type { QueuedUpload } from './app-database';
import { requestUploadSync } from './background-sync';
import type { ShareResult } from './api/shares';
import type { UploadProgress } from './api/upload-request';
import { completeQueuedUpload, enqueueUpload, listQueuedUploads, removeQueuedUpload, type UploadSource } from './upload-queue';
import { openUploadQueueChannel, type UploadQueueEvent } from './upload-queue-events';
import { processQueuedUpload } from './upload-queue-processor';
import { runUpload } from './upload-runner';
import type { Retention } from './share-expiry';

/** Pauses before the next attempt after consecutive failures while online; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export type UploadQueueListener = (event: UploadQueueEvent) => void;

export class UploadQueueAgent {
  private readonly listeners = new Set<UploadQueueListener>();
  private readonly controllers = new Map<string, AbortController>();
  private channel: BroadcastChannel | undefined;
  private started = false;
  private running = false;
  private again = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** Starts listening and sends whatever is queued. Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.onOnline);
    this.channel = openUploadQueueChannel();
    if (this.channel) this.channel.onmessage = (message: MessageEvent<UploadQueueEvent>) => this.receive(message.data);
    void this.processAll();
  }

  /** Stops listening and retrying (uploads in flight go on). */
  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    this.channel?.close();
    this.channel = undefined;
    clearTimeout(this.retryTimer);
  }

  private readonly onOnline = () => {
    this.failures = 0;
    void this.processAll();
  };

  subscribe(listener: UploadQueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Queues a selection and sends it at once when online. Rejects with QueueStorageFullError when the device
   * has no room to keep it.
   */
  async share(entries: readonly UploadSource[], retention: Retention): Promise<QueuedUpload> {
    const upload = await enqueueUpload(entries, retention);
    this.emit({ type: 'changed' });
    if (navigator.onLine) {
      void this.processAll();
    } else {
      this.emit({ type: 'waiting', id: upload.id, reason: 'offline' });
      void requestUploadSync();
    }
    return upload;
  }

  /**
   * Sends a selection straight from memory, for when the device has no room to queue it: the upload still
   * happens while the page stays open, but cannot resume after a reload.
   */
  async shareFromMemory(
    entries: readonly UploadSource[],
    retention: Retention,
    hooks: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
  ): Promise<ShareResult> {
    const upload: QueuedUpload = {
      id: crypto.randomUUID(),
      createdAt: Date.now(),
      retention,
      files: entries.map((entry) => ({ path: entry.path, blob: entry.file })),
      totalBytes: entries.reduce((sum, entry) => sum + entry.file.size, 0),
      status: 'queued',
    };
    const result = await runUpload(upload, hooks);
    // The recent-shares entry is small; if even that does not fit, the share is made all the same.
    await completeQueuedUpload(upload.id, result)
      .then((share) => this.emit({ type: 'completed', id: upload.id, share }))
      .catch(() => undefined);
    return result;
  }

  /** Stops and forgets an upload, wherever it is being sent, and drops its bytes on the server. */
  async cancel(id: string): Promise<void> {
    this.controllers.get(id)?.abort();
    const removed = await removeQueuedUpload(id);
    this.emit({ type: 'cancelled', id });
    if (removed?.sessionId) void cancelResumableUpload(removed.sessionId).catch(() => undefined);
  }

  /** Removes an upload the server refused, once the person has read why. */
  async dismiss(id: string): Promise<void> {
    await removeQueuedUpload(id);
    this.emit({ type: 'changed' });
  }

  /** Sends every queued upload, oldest first; stops at the first one the connection fails and retries later. */
  async processAll(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    clearTimeout(this.retryTimer);
    try {
      do {
        this.again = false;
        if (await this.processQueue()) return;
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  /** One pass over the queue; true when it stopped on a failed connection (a retry is planned). */
  private async processQueue(): Promise<boolean> {
    for (const upload of await listQueuedUploads()) {
      if (upload.status !== 'queued') continue;
      if (!navigator.onLine) {
        this.emit({ type: 'waiting', id: upload.id, reason: 'offline' });
        continue;
      }
      const controller = new AbortController();
      this.controllers.set(upload.id, controller);
      let outcome;
      try {
        outcome = await processQueuedUpload(upload.id, {
          signal: controller.signal,
          emit: (event) => this.emit(event),
          isOnline: () => navigator.onLine,
        });
      } finally {
        this.controllers.delete(upload.id);
      }
      if (outcome === 'retry') {
        this.scheduleRetry();
        void requestUploadSync();
        return true;
      }
      if (outcome === 'completed') this.failures = 0;
    }
    return false;
  }

  private scheduleRetry(): void {
    if (!this.started) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
    this.failures++;
    this.retryTimer = setTimeout(() => void this.processAll(), delay);
  }

  private emit(event: UploadQueueEvent): void {
    this.notify(event);
    this.channel?.postMessage(event);
  }

  /** Events from other pages and the service worker. */
  private receive(event: UploadQueueEvent): void {
    if (event.type === 'cancelled') this.controllers.get(event.id)?.abort();
    this.notify(event);
  }

  private notify(event: UploadQueueEvent): void {
    this.listeners.forEach((listener) => listener(event));
  }
}

/** The page's agent. */
export const uploadQueueAgent = new UploadQueueAgent();
