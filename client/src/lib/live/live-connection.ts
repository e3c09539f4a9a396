/**
 * The page's one live poll (docs/live.md): whatever the page hosts (features/live), the shares it shows a
 * recipient (features/receive) and those whose state it shows their sender (lib/sharing/folder-state-watch.ts)
 * go in one request at a time. A change of any list drops the request under way and starts one naming the new
 * lists; each answer goes to whoever it is for.
 */
import { ApiError } from '../api/http';
import {
  nextLive,
  type HostedRequestRef,
  type HostedShareRef,
  type LiveMessage,
  type LivePoll,
  type ManagedShareRef,
  type ShareChange,
  type ShareStateChange,
  type WatchedShareRef,
} from '../api/live';

/**
 * What hosts shares (and file requests) through the connection: the shares and requests now (read as each poll
 * starts), and their messages.
 */
export interface LiveHosting {
  shares(): HostedShareRef[];
  requests?(): HostedRequestRef[];
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
/**
 * After an answer that brought changes of watched or followed shares, the API keeps the next changes back until
 * this long after that poll started (the poll's quietMs): a share that changes all the time (thousands of files
 * arriving) is then followed once a second, rather than as fast as the API can read it again and the page draw
 * it. The poll stays open meanwhile, so the page stays present for the shares it hosts, and a recipient's message
 * for one still comes at once.
 */
export const CHANGES_AT_MOST_EVERY_MS = 1_000;
/**
 * The same after an answer that brought a followed share's state: a sender's view of a share holds a row for
 * every file, which for tens of thousands of files arriving is too much to read and draw every second. Once
 * nothing changed for this long, the next change still comes at once.
 */
export const STATES_AT_MOST_EVERY_MS = 5_000;

/** What an answer held: whether anyone took any of it, and whether a watcher or a follower did. */
interface Delivery {
  delivered: boolean;
  watched: boolean;
  followed: boolean;
}
const NOTHING: Delivery = { delivered: false, watched: false, followed: false };

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
  /** Until when (performance.now()) the API is asked to keep changes back. */
  private quietUntil = 0;

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
          requests: this.hosting?.requests?.() ?? [],
          watch: [...this.watches].map(({ ref }) => ref),
          managed: [...this.follows].map(({ ref }) => ref),
          quietMs: 0,
        };
        const named = [poll.shares, poll.requests, poll.watch, poll.managed];
        if (named.every((list) => list.length === 0)) return;
        const request = new AbortController();
        this.request = request;
        const started = performance.now();
        // A first look (a share named without the ETag of what the page has) answers at once: not a sign of a
        // share that changes all the time. Read now: an answer moves the refs' ETags on.
        const firstLook = [...poll.watch, ...poll.managed].some(({ etag }) => etag === undefined);
        poll.quietMs = firstLook ? 0 : Math.max(0, Math.ceil(this.quietUntil - started));
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
        const { delivered, watched, followed } = answer === null ? NOTHING : await this.deliver(answer);
        if (!firstLook && (watched || followed))
          this.quietUntil = started + (followed ? STATES_AT_MOST_EVERY_MS : CHANGES_AT_MOST_EVERY_MS);
        if (!delivered && performance.now() - started < EMPTY_TOO_SOON_MS) await pause(RETRY_AFTER_MS, request.signal);
      }
    } finally {
      this.running = false;
    }
  }

  /** Hands each part of `answer` to whoever it is for. */
  private async deliver(answer: LiveMessage): Promise<Delivery> {
    let watched = false;
    for (const change of answer.changes ?? []) {
      for (const watch of [...this.watches]) {
        if (watch.ref.link !== change.link) continue;
        if (change.etag) watch.ref.etag = change.etag;
        watch.onChange(change);
        watched = true;
      }
    }
    // By code: a page follows a share under one key (its own, or its account's).
    let followed = false;
    for (const change of answer.states ?? []) {
      for (const follow of [...this.follows]) {
        if (follow.ref.code !== change.code) continue;
        if (change.etag) follow.ref.etag = change.etag;
        follow.onChange(change);
        followed = true;
      }
    }
    const forHosting = answer.gone.length > 0 || answer.exchange || answer.offer;
    const hosting = forHosting ? this.hosting : undefined;
    if (hosting) await hosting.onMessage(answer).catch(() => undefined);
    return { delivered: hosting !== undefined || watched || followed, watched, followed };
  }
}

/** The page's connection. */
export const liveConnection = new LiveConnection();
