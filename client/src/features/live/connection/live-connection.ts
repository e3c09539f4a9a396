/**
 * The page's one live poll (docs/live.md): whatever the page hosts (live-host.ts) and whatever shares it shows
 * (a recipient's page watching its share) go in one request at a time. A change of either list drops the request
 * under way and starts one naming the new lists; each answer goes to whoever it is for.
 */
import { ApiError } from '../../../lib/api/http';
import {
  nextLive,
  type HostedShareRef,
  type LiveMessage,
  type LivePoll,
  type ShareChange,
  type WatchedShareRef,
} from '../../../lib/api/live';

/** What hosts shares through the connection: the shares now (read as each poll starts), and their messages. */
export interface LiveHosting {
  shares(): HostedShareRef[];
  onMessage(message: LiveMessage): Promise<void>;
}

interface Watch {
  ref: WatchedShareRef;
  onChange: (change: ShareChange) => void;
}

/** After a failed poll (no connection, a restart), the next one waits this long. */
const RETRY_AFTER_MS = 5_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

export class LiveConnection {
  private hosting: LiveHosting | undefined;
  private readonly watches = new Set<Watch>();
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

  /** The lists changed: the poll under way ends, and the next names them as they are now. */
  private restart(): void {
    this.request?.abort();
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (;;) {
        const poll = { shares: this.hosting?.shares() ?? [], watch: [...this.watches].map(({ ref }) => ref) };
        if (poll.shares.length === 0 && poll.watch.length === 0) return;
        const request = new AbortController();
        this.request = request;
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
        if (answer) await this.deliver(answer);
      }
    } finally {
      this.running = false;
    }
  }

  private async deliver(answer: LiveMessage): Promise<void> {
    for (const change of answer.changes ?? []) {
      for (const watch of [...this.watches]) {
        if (watch.ref.link !== change.link) continue;
        if (change.etag) watch.ref.etag = change.etag;
        watch.onChange(change);
      }
    }
    const forHosting = answer.gone.length > 0 || answer.exchange || answer.offer;
    if (forHosting) await this.hosting?.onMessage(answer).catch(() => undefined);
  }
}

/** The page's connection. */
export const liveConnection = new LiveConnection();
