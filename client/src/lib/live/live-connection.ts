/**
 * The page's one live poll (docs/live.md): whatever the page hosts (features/live), the shares it shows a
 * recipient (features/receive) and any whose state it follows for their sender go in one request at a time. A change of any list drops the request under way and starts one naming the new
 * lists; each answer goes to whoever it is for.
 */
import { ApiError } from '../api/http';
import {
  nextLive,
  type HostedShareRef,
  type LiveMessage,
  type LivePoll,
  type ManagedShareRef,
  type ShareChange,
  type ShareStateChange,
  type WatchedShareRef,
} from '../api/live';

/** What hosts shares through the connection: the shares now (read as each poll starts), and their messages. */
export interface LiveHosting {
  shares(): HostedShareRef[];
  onMessage(message: LiveMessage): Promise<void>;
}

interface Watch {
  ref: WatchedShareRef;
  onChange: (change: ShareChange) => void;
}

interface Follow {
  ref: ManagedShareRef;
  onChange: (change: ShareStateChange) => void;
}

/** After a failed poll (no connection, a restart), the next one waits this long. */
const RETRY_AFTER_MS = 5_000;
/**
 * A poll that brought nothing for anyone this soon did not wait as the API's polls do (a proxy's answer, a
 * refusal nobody dropped): the next one waits RETRY_AFTER_MS rather than spinning.
 */
const EMPTY_TOO_SOON_MS = 1_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

export class LiveConnection {
  private hosting: LiveHosting | undefined;
  private readonly watches = new Set<Watch>();
  private readonly follows = new Set<Follow>();
  private request: AbortController | undefined;
  private running = false;

  constructor(private readonly poll: (poll: LivePoll, signal: AbortSignal) => Promise<LiveMessage | null> = nextLive) {}

  /** Hosts through this connection until the returned function is called (one hosting per page). */
  host(hosting: LiveHosting): () => void {
    this.hosting = hosting;
    this.restart();
    return () => {
      if (this.hosting !== hosting) return;
      this.hosting = undefined;
      this.restart();
    };
  }

  /** Watches the share `ref` names until the returned function is called; its ETag follows the changes. */
  watch(ref: WatchedShareRef, onChange: (change: ShareChange) => void): () => void {
    const watch: Watch = { ref: { ...ref }, onChange };
    this.watches.add(watch);
    this.restart();
    return () => {
      if (this.watches.delete(watch)) this.restart();
    };
  }

  /**
   * Follows the state of the share `ref` names (its sender's view) until the returned function is called; its
   * ETag follows the changes.
   */
  follow(ref: ManagedShareRef, onChange: (change: ShareStateChange) => void): () => void {
    const follow: Follow = { ref: { ...ref }, onChange };
    this.follows.add(follow);
    this.restart();
    return () => {
      if (this.follows.delete(follow)) this.restart();
    };
  }

  /** The lists changed: the poll under way ends, and the next names them as they are now. */
  private restart(): void {
    this.request?.abort();
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (;;) {
        const poll: LivePoll = {
          shares: this.hosting?.shares() ?? [],
          watch: [...this.watches].map(({ ref }) => ref),
          managed: [...this.follows].map(({ ref }) => ref),
        };
        if (poll.shares.length === 0 && poll.watch.length === 0 && poll.managed.length === 0) return;
        const request = new AbortController();
        this.request = request;
        const started = performance.now();
        let answer: LiveMessage | null;
        try {
          answer = await this.poll(poll, request.signal);
        } catch (error) {
          if (request.signal.aborted) continue;
          // A poll the API refuses as malformed would be refused again: wait for the lists to change.
          if (error instanceof ApiError && error.status === 400) return;
          await pause(RETRY_AFTER_MS, request.signal);
          continue;
        }
        const delivered = answer !== null && (await this.deliver(answer));
        if (!delivered && performance.now() - started < EMPTY_TOO_SOON_MS) await pause(RETRY_AFTER_MS, request.signal);
      }
    } finally {
      this.running = false;
    }
  }

  /** Hands each part of `answer` to whoever it is for; whether anyone took any. */
  private async deliver(answer: LiveMessage): Promise<boolean> {
    let delivered = false;
    for (const change of answer.changes ?? []) {
      for (const watch of [...this.watches]) {
        if (watch.ref.link !== change.link) continue;
        if (change.etag) watch.ref.etag = change.etag;
        watch.onChange(change);
        delivered = true;
      }
    }
    // By code: a page follows a share under one key (its own, or its account's).
    for (const change of answer.states ?? []) {
      for (const follow of [...this.follows]) {
        if (follow.ref.code !== change.code) continue;
        if (change.etag) follow.ref.etag = change.etag;
        follow.onChange(change);
        delivered = true;
      }
    }
    const forHosting = answer.gone.length > 0 || answer.exchange || answer.offer;
    if (forHosting && this.hosting) {
      await this.hosting.onMessage(answer).catch(() => undefined);
      delivered = true;
    }
    return delivered;
  }
}

/** The page's connection. */
export const liveConnection = new LiveConnection();
