import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { CodeExchangeRelay, RequestExchangeRelay } from '../code-exchange/code-exchange-relay.js';
import { CodeExchanges } from '../code-exchange/code-exchanges.service.js';
import { RequesterCredentials } from '../code-exchange/requester-credentials.js';
import { DirectRelay, DirectWaits } from '../direct/direct-relay.js';
import { DirectSenders } from '../direct/direct-senders.service.js';
import { DirectOnlyShares } from '../folders/direct-only/direct-only-shares.js';
import type { Folder } from '../folders/folder.entity.js';
import type { Manager } from '../sender-control/folder-management.service.js';
import { FailedLookupLimiter } from '../http/rate-limit/failed-lookup-limiter.js';
import { TooManyRequestsException } from '../http/rate-limit/too-many-requests.js';
import { nextForSenders } from '../relay/relay-polls.js';
import { RelayWaits } from '../relay/relay-timing.js';
import type { HostedRequestDto } from './dto/hosted-requests.dto.js';
import type { HostedShareDto } from './dto/hosted-shares.dto.js';
import type { GoneRoadDto, LiveMessageDto } from './dto/live-message.dto.js';
import type { LiveRoad } from './live-roads.js';
import type { Poller } from './poller.js';
import { refusalOf } from './refusal.js';
import type { ExchangeStep } from '../code-exchange/exchange-messages.js';

/** A hosted share found live on a road. */
interface HostedFolder {
  code: string;
  folder: Folder;
}

/** A hosted file request found open, with its requester's key right. */
interface HostedRequestFound {
  code: string;
  id: number;
}

/**
 * A sender's page hosts all its shares through one poll (docs/live.md): it waits for the next recipient's message
 * to any of them, code-exchange step or direct offer alike, while each counts as present on the roads the page
 * hosts it for. A requester's page hosts its file requests' code exchanges in the same poll. A share (or request)
 * the page can no longer host on a road is answered at once, so the page stops naming it.
 */
@Injectable()
export class LiveSenders implements BeforeApplicationShutdown {
  /** Ends every wait when the app shuts down, so no request holds the shutdown up. */
  private readonly stopping = new AbortController();
  private readonly waits: RelayWaits;

  constructor(
    private readonly exchanges: CodeExchanges,
    private readonly exchangeRelay: CodeExchangeRelay,
    private readonly requestRelay: RequestExchangeRelay,
    private readonly requesters: RequesterCredentials,
    private readonly directSenders: DirectSenders,
    private readonly directRelay: DirectRelay,
    private readonly directOnly: DirectOnlyShares,
    private readonly failedLookups: FailedLookupLimiter,
    exchangeWaits: RelayWaits,
    directWaits: DirectWaits,
  ) {
    // One poll serves both roads: it waits no longer, and renews presence no less often, than either asks.
    this.waits = {
      longPollMs: Math.min(exchangeWaits.longPollMs, directWaits.longPollMs),
      checkEveryMs: Math.min(exchangeWaits.checkEveryMs, directWaits.checkEveryMs),
      senderPresenceMs: Math.min(exchangeWaits.senderPresenceMs, directWaits.senderPresenceMs),
    };
  }

  /**
   * The next message for any of `shares` and `requests`, or the roads gone among them; undefined when nothing
   * came. `client` is the caller's rate-limit key: each unknown management key, or a request's unknown code or
   * wrong requester key, counts towards its limit, as on the single routes.
   */
  async next(
    shares: HostedShareDto[],
    requests: HostedRequestDto[],
    { ownerId, client }: Poller,
    clientGone: AbortSignal,
  ): Promise<LiveMessageDto | undefined> {
    const gone: GoneRoadDto[] = [];
    const exchange = await this.hosted(shares, 'code-exchange', { ownerId, client }, gone);
    const direct = await this.hosted(shares, 'direct', { ownerId, client }, gone);
    const asked = await this.hostedRequests(requests, client, gone);
    if (gone.length > 0) return { gone };
    const inboxes = [
      { relay: this.exchangeRelay, folderIds: exchange.map(({ folder }) => folder.id) },
      { relay: this.directRelay, folderIds: direct.map(({ folder }) => folder.id) },
      { relay: this.requestRelay, folderIds: asked.map(({ id }) => id) },
    ];
    const signal = AbortSignal.any([clientGone, this.stopping.signal]);
    // While the page waits, a share sent directly only lives on: its sender's page is there.
    const seen = async () => {
      for (const { folder } of direct) await this.directOnly.seen(folder);
    };
    const taken = await nextForSenders(inboxes, this.waits, signal, seen);
    if (!taken) return undefined;
    const { folderId, sessionId, step, message } = taken.message;
    const codeOf = (hosted: HostedFolder[]) => hosted.find(({ folder }) => folder.id === folderId)!.code;
    const pending = { sessionId, step: step as ExchangeStep, message };
    if (taken.inbox === 0) return { gone, exchange: { kind: 'share', code: codeOf(exchange), ...pending } };
    if (taken.inbox === 1)
      return { gone, offer: { code: codeOf(direct), ...this.directSenders.pendingOffer({ sessionId, message }) } };
    const code = asked.find(({ id }) => id === folderId)!.code;
    return { gone, exchange: { kind: 'request', code, ...pending } };
  }

  /** How long a poll waits for a message before it answers that none came. */
  get longPollMs(): number {
    return this.waits.longPollMs;
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  /** The shares hosted on `road` that are live there; each one that is not joins `gone` with its road's status. */
  private async hosted(
    shares: HostedShareDto[],
    road: LiveRoad,
    { ownerId, client }: Poller,
    gone: GoneRoadDto[],
  ): Promise<HostedFolder[]> {
    const found: HostedFolder[] = [];
    for (const { code, manageKey, roads } of shares) {
      if (!roads.includes(road)) continue;
      const manager: Manager = { manageKey, ownerId };
      try {
        const folder =
          road === 'code-exchange'
            ? await this.exchanges.senderFolder(code, manager)
            : await this.directSenders.senderFolder(code, manager);
        found.push({ code, folder });
      } catch (error) {
        gone.push({ kind: 'share', code, road, ...(await refusalOf(error, this.failedLookups, client)) });
      }
    }
    return found;
  }

  /**
   * The file requests open with their requester keys right; each that is not joins `gone` with the status its
   * answer route would give. Past the client's failed key lookups the poll itself is refused (429), as for an
   * unknown management key.
   */
  private async hostedRequests(
    requests: HostedRequestDto[],
    client: string,
    gone: GoneRoadDto[],
  ): Promise<HostedRequestFound[]> {
    const found: HostedRequestFound[] = [];
    for (const { code, requesterKey } of requests) {
      try {
        found.push({ code, id: (await this.requesters.verify(code, requesterKey, client)).id });
      } catch (error) {
        if (error instanceof TooManyRequestsException) throw error;
        const refusal = await refusalOf(error, this.failedLookups, client);
        gone.push({ kind: 'request', code, road: 'code-exchange', ...refusal });
      }
    }
    return found;
  }
}
