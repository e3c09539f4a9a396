import { ApiException } from '../errors/api-exception.js';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HostedRequestDto } from './dto/hosted-requests.dto.js';
import type { HostedShareDto } from './dto/hosted-shares.dto.js';
import type { LiveMessageDto } from './dto/live-message.dto.js';
import type { ManagedShareDto } from './dto/managed-shares.dto.js';
import type { WatchedShareDto } from './dto/watched-shares.dto.js';
import { LiveSenders } from './live-senders.service.js';
import { LiveWatches, NO_CHANGES, type WatchedChanges } from './live-watches.service.js';
import type { Poller } from './poller.js';

// A poll may also name only file requests (requests): the sentence stays the one the pages translate.
const NOTHING_TO_WAIT_FOR = 'Name at least one share to host (shares), to watch (watch) or to follow (managed).';

/** What one poll names. */
export interface LivePoll {
  shares: readonly HostedShareDto[];
  requests: readonly HostedRequestDto[];
  watch: readonly WatchedShareDto[];
  managed: readonly ManagedShareDto[];
  /** How long the watched and managed shares' changes are kept back (0: none). */
  quietMs: number;
}

/**
 * A page's one live poll (docs/live.md): it waits at once for a recipient's message to any share the page hosts
 * (LiveSenders) and for a change of any share the page shows, to a recipient or to its sender (LiveWatches), and
 * answers with the first that comes. The other wait is then stopped, and what it took meanwhile (a message is
 * taken out of its inbox) goes into the same answer, so nothing is lost.
 */
@Injectable()
export class LivePolls implements BeforeApplicationShutdown {
  private readonly stopping = new AbortController();

  constructor(
    private readonly senders: LiveSenders,
    private readonly watches: LiveWatches,
  ) {}

  async next(
    { shares, requests, watch, managed, quietMs }: LivePoll,
    poller: Poller,
    clientGone: AbortSignal,
  ): Promise<LiveMessageDto | undefined> {
    const watching = watch.length > 0 || managed.length > 0;
    const hosts = shares.length > 0 || requests.length > 0;
    if (!hosts && !watching) throw new ApiException('nothing_to_wait_for', NOTHING_TO_WAIT_FOR);
    const answered = new AbortController();
    const signal = AbortSignal.any([clientGone, this.stopping.signal, answered.signal]);
    const hosting: Promise<LiveMessageDto | undefined> = hosts
      ? this.senders.next([...shares], [...requests], poller, signal)
      : untilAborted(signal, undefined);
    const changing: Promise<WatchedChanges> = watching
      ? this.changesAfter(quietMs, watch, managed, poller, signal)
      : untilAborted(signal, NO_CHANGES);
    try {
      await Promise.race([hosting, changing]);
    } finally {
      answered.abort();
    }
    const [message, { changes, states }] = await Promise.all([hosting, changing]);
    if (!message && changes.length === 0 && states.length === 0) return undefined;
    return {
      gone: [],
      ...message,
      ...(changes.length > 0 ? { changes } : {}),
      ...(states.length > 0 ? { states } : {}),
    };
  }

  /**
   * The changes of the watched and managed shares once `quietMs` has passed. The poll stays open meanwhile, so
   * the page stays present for the shares it hosts and their messages come at once; after the quiet, the watch
   * has what is left of the poll's wait (at least one look, which answers what changed during the quiet).
   */
  private async changesAfter(
    quietMs: number,
    watch: readonly WatchedShareDto[],
    managed: readonly ManagedShareDto[],
    poller: Poller,
    signal: AbortSignal,
  ): Promise<WatchedChanges> {
    const waitMs = this.senders.longPollMs;
    const quiet = Math.min(quietMs, waitMs);
    if (quiet > 0) {
      try {
        await sleep(quiet, undefined, { signal });
      } catch {
        return NO_CHANGES;
      }
    }
    return this.watches.next(watch, managed, poller, waitMs - quiet, signal);
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }
}

/** Resolves `value` once `signal` aborts: the wait of a side the poll does not use. */
function untilAborted<T>(signal: AbortSignal, value: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(value);
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(value), { once: true }));
}
