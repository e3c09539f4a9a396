import { BadRequestException, type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import type { HostedShareDto } from './dto/hosted-shares.dto.js';
import type { LiveMessageDto } from './dto/live-message.dto.js';
import type { WatchedShareDto } from './dto/watched-shares.dto.js';
import { LiveSenders } from './live-senders.service.js';
import { LiveWatches, type ShareChange } from './live-watches.service.js';

const NOTHING_TO_WAIT_FOR = 'Name at least one share to host (shares) or to watch (watch).';

/** Who polls: the session's account (it may host the shares it owns) and the caller's rate-limit key. */
export interface Poller {
  ownerId: number | undefined;
  client: string;
}

/**
 * A page's one live poll (docs/live.md): it waits at once for a recipient's message to any share the page hosts
 * (LiveSenders) and for a change of any share the page shows (LiveWatches), and answers with the first that
 * comes. The other wait is then stopped, and what it took meanwhile (a message is taken out of its inbox) goes
 * into the same answer, so nothing is lost.
 */
@Injectable()
export class LivePolls implements BeforeApplicationShutdown {
  private readonly stopping = new AbortController();

  constructor(
    private readonly senders: LiveSenders,
    private readonly watches: LiveWatches,
  ) {}

  async next(
    shares: readonly HostedShareDto[],
    watched: readonly WatchedShareDto[],
    poller: Poller,
    clientGone: AbortSignal,
  ): Promise<LiveMessageDto | undefined> {
    if (shares.length === 0 && watched.length === 0) throw new BadRequestException(NOTHING_TO_WAIT_FOR);
    const answered = new AbortController();
    const signal = AbortSignal.any([clientGone, this.stopping.signal, answered.signal]);
    const hosting: Promise<LiveMessageDto | undefined> =
      shares.length > 0 ? this.senders.next([...shares], poller, signal) : untilAborted(signal, undefined);
    const watching: Promise<ShareChange[]> =
      watched.length > 0
        ? this.watches.next(watched, poller.client, this.senders.longPollMs, signal)
        : untilAborted(signal, []);
    try {
      await Promise.race([hosting, watching]);
    } finally {
      answered.abort();
    }
    const [message, changes] = await Promise.all([hosting, watching]);
    if (!message && changes.length === 0) return undefined;
    return { gone: [], ...message, ...(changes.length > 0 ? { changes } : {}) };
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
