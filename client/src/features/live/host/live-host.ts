/**
 * What a page hosts, through its one live poll (docs/live.md, ../connection): every share the page answers for,
 * on each road, and every file request of this device whose code exchange it answers, and the next recipient's
 * (or uploader's) message for any of them: a code-exchange step, answered by that share's or request's
 * ExchangeAnswerer, or a direct offer, answered with a peer connection beside the poll. The cryptography and
 * WebRTC code load with the first message that needs them.
 */
import type { HostedRequestRef, HostedShareRef, LiveMessage, LiveRoad } from '../../../lib/api/live';
import { liveConnection, type LiveConnection } from '../../../lib/live/live-connection';
import type { ExchangeAnswerer, ExchangeRequest, ExchangeShare } from '../code-exchange/exchange-answerer';
import { roadsOf, type HostedShare } from './hosted-shares';
import type { HostedRequest } from './requests-to-host';

export interface LiveHostOptions {
  /** Ends the poll. */
  signal: AbortSignal;
  /**
   * Ends the answers under way (a direct transfer's peer connection): the page's own signal, so that a poll
   * restarted for a changed list of shares does not cut a recipient's transfer short. `signal` when not given.
   */
  answersSignal?: AbortSignal;
  /** This page may answer the code exchange (it holds the browser's host lock) and send directly (WebRTC). */
  may: { exchange: boolean; direct: boolean };
  /** A recipient got the key of this share by its code. */
  onOpened: (folderCode: string) => void;
  /**
   * This device's open file requests: the page answers their code exchanges too, when it may answer exchanges.
   * None when not given.
   */
  requests?: readonly HostedRequest[];
  /** An uploader got this request's key by its code; both pages can show `checkNumber` to compare. */
  onRequestOpened?: (code: string, checkNumber: string) => void;
  /** The API no longer lets this page send this share directly (ended, removed). */
  onGone: (folderCode: string) => void;
  /** The page's live connection unless given. */
  connection?: LiveConnection;
}

/** The shares and roads still hosted, by code; the requests still hosted, by code. */
interface Hosting {
  shares: Map<string, { share: HostedShare; roads: Set<LiveRoad> }>;
  requests: Map<string, HostedRequest>;
}

function refsOf({ shares }: Hosting): HostedShareRef[] {
  return [...shares.values()]
    .filter(({ roads }) => roads.size > 0)
    .map(({ share, roads }) => ({ code: share.folderCode, manageKey: share.manageKey, roads: [...roads] }));
}

function requestRefsOf({ requests }: Hosting): HostedRequestRef[] {
  return [...requests.values()].map(({ code, requesterKey }) => ({ code, requesterKey, roads: ['code-exchange'] }));
}

const hostsNothing = (hosting: Hosting) => refsOf(hosting).length === 0 && hosting.requests.size === 0;

/** Hands each message to its road's answerer; drops the roads the API says are gone. */
class Dispatch {
  /** By kind and code: a share's and a request's answerers never stand in for each other. */
  private readonly answerers = new Map<string, ExchangeAnswerer>();

  constructor(
    private readonly hosting: Hosting,
    private readonly options: LiveHostOptions,
  ) {}

  private get answersSignal(): AbortSignal {
    return this.options.answersSignal ?? this.options.signal;
  }

  async handle({ gone, exchange, offer }: LiveMessage): Promise<void> {
    for (const { kind, code, road } of gone) {
      if (kind === 'request') {
        this.hosting.requests.delete(code);
        continue;
      }
      this.hosting.shares.get(code)?.roads.delete(road);
      if (road === 'direct') this.options.onGone(code);
    }
    if (exchange) await this.answerExchange(exchange);
    if (offer) {
      const hosted = this.hosting.shares.get(offer.code)?.share;
      if (!hosted?.objects) return;
      const { answerOrRefuse } = await import('../direct/offer-answerer');
      answerOrRefuse({ ...hosted, objects: hosted.objects }, offer, this.answersSignal);
    }
  }

  private async answerExchange(exchange: NonNullable<LiveMessage['exchange']>): Promise<void> {
    if (exchange.kind === 'request') return this.answerRequestExchange(exchange);
    const hosted = this.hosting.shares.get(exchange.code);
    if (hosted?.share.shareKey === undefined) return;
    const answerer = await this.answererFor(`share:${exchange.code}`, {
      ...hosted.share,
      shareKey: hosted.share.shareKey,
    });
    await answerer.answer(exchange, this.answersSignal, () => this.options.onOpened(exchange.code));
    // Too many failed attempts, and none under way: the code answers no more (the link still opens it).
    if (!answerer.stillAnswering()) hosted.roads.delete('code-exchange');
  }

  private async answerRequestExchange(exchange: NonNullable<LiveMessage['exchange']>): Promise<void> {
    const { code } = exchange;
    const request = this.hosting.requests.get(code);
    if (!request) return;
    const answerer = await this.answererFor(`request:${code}`, request);
    const opened = async () => {
      const { checkNumber } = await import('../code-exchange/request-check-number');
      this.options.onRequestOpened?.(code, await checkNumber(request.requestKey));
    };
    await answerer.answer(exchange, this.answersSignal, () => void opened().catch(() => undefined));
    // As for a share: the request's code answers no more, its link and QR code still open it.
    if (!answerer.stillAnswering()) this.hosting.requests.delete(code);
  }

  private async answererFor(key: string, host: ExchangeShare | ExchangeRequest): Promise<ExchangeAnswerer> {
    let answerer = this.answerers.get(key);
    if (!answerer) {
      const { ExchangeAnswerer } = await import('../code-exchange/exchange-answerer');
      answerer = new ExchangeAnswerer(host);
      this.answerers.set(key, answerer);
    }
    return answerer;
  }
}

/**
 * Hosts `shares` (and `options.requests`) through the page's live poll until `signal` aborts or nothing is left to
 * host.
 */
export async function hostShares(shares: readonly HostedShare[], options: LiveHostOptions): Promise<void> {
  const { signal, connection = liveConnection } = options;
  const hosting: Hosting = {
    shares: new Map(shares.map((share) => [share.folderCode, { share, roads: new Set(roadsOf(share, options.may)) }])),
    requests: new Map(options.may.exchange ? (options.requests ?? []).map((request) => [request.code, request]) : []),
  };
  if (signal.aborted || hostsNothing(hosting)) return;
  const dispatch = new Dispatch(hosting, options);
  await new Promise<void>((resolve) => {
    const done = () => {
      stopHosting();
      resolve();
    };
    const stopHosting = connection.host({
      shares: () => refsOf(hosting),
      requests: () => requestRefsOf(hosting),
      onMessage: async (message) => {
        await dispatch.handle(message).catch(() => undefined);
        if (hostsNothing(hosting)) done();
      },
    });
    signal.addEventListener('abort', done, { once: true });
  });
}
