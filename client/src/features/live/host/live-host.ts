/**
 * What a page hosts, through its one live poll (docs/live.md, ../connection): every share the page answers for,
 * on each road, and the next recipient's message for any of them: a code-exchange step, answered by that share's
 * ExchangeAnswerer, or a direct offer, answered with a peer connection beside the poll. The cryptography and
 * WebRTC code load with the first message that needs them.
 */
import type { HostedShareRef, LiveMessage, LiveRoad } from '../../../lib/api/live';
import { liveConnection, type LiveConnection } from '../../../lib/live/live-connection';
import type { ExchangeAnswerer } from '../code-exchange/exchange-answerer';
import { roadsOf, type HostedShare } from './hosted-shares';

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
  /** The API no longer lets this page send this share directly (ended, removed). */
  onGone: (folderCode: string) => void;
  /** The page's live connection unless given. */
  connection?: LiveConnection;
}

/** The shares and roads still hosted, by code. */
type Hosting = Map<string, { share: HostedShare; roads: Set<LiveRoad> }>;

function refsOf(hosting: Hosting): HostedShareRef[] {
  return [...hosting.values()]
    .filter(({ roads }) => roads.size > 0)
    .map(({ share, roads }) => ({ code: share.folderCode, manageKey: share.manageKey, roads: [...roads] }));
}

/** Hands each message to its road's answerer; drops the roads the API says are gone. */
class Dispatch {
  private readonly answerers = new Map<string, ExchangeAnswerer>();

  constructor(
    private readonly hosting: Hosting,
    private readonly options: LiveHostOptions,
  ) {}

  private get answersSignal(): AbortSignal {
    return this.options.answersSignal ?? this.options.signal;
  }

  async handle({ gone, exchange, offer }: LiveMessage): Promise<void> {
    for (const { code, road } of gone) {
      this.hosting.get(code)?.roads.delete(road);
      if (road === 'direct') this.options.onGone(code);
    }
    if (exchange) await this.answerExchange(exchange);
    if (offer) {
      const hosted = this.hosting.get(offer.code)?.share;
      if (!hosted?.objects) return;
      const { answerOrRefuse } = await import('../direct/offer-answerer');
      answerOrRefuse({ ...hosted, objects: hosted.objects }, offer, this.answersSignal);
    }
  }

  private async answerExchange(exchange: NonNullable<LiveMessage['exchange']>): Promise<void> {
    const hosted = this.hosting.get(exchange.code);
    if (hosted?.share.shareKey === undefined) return;
    let answerer = this.answerers.get(exchange.code);
    if (!answerer) {
      const { ExchangeAnswerer } = await import('../code-exchange/exchange-answerer');
      answerer = new ExchangeAnswerer({ ...hosted.share, shareKey: hosted.share.shareKey });
      this.answerers.set(exchange.code, answerer);
    }
    await answerer.answer(exchange, this.answersSignal, () => this.options.onOpened(exchange.code));
    // Too many failed attempts, and none under way: the code answers no more (the link still opens it).
    if (!answerer.stillAnswering()) hosted.roads.delete('code-exchange');
  }
}

/** Hosts `shares` through the page's live poll until `signal` aborts or nothing is left to host. */
export async function hostShares(shares: readonly HostedShare[], options: LiveHostOptions): Promise<void> {
  const { signal, connection = liveConnection } = options;
  const hosting: Hosting = new Map(
    shares.map((share) => [share.folderCode, { share, roads: new Set(roadsOf(share, options.may)) }]),
  );
  if (signal.aborted || refsOf(hosting).length === 0) return;
  const dispatch = new Dispatch(hosting, options);
  await new Promise<void>((resolve) => {
    const done = () => {
      stopHosting();
      resolve();
    };
    const stopHosting = connection.host({
      shares: () => refsOf(hosting),
      onMessage: async (message) => {
        await dispatch.handle(message).catch(() => undefined);
        if (refsOf(hosting).length === 0) done();
      },
    });
    signal.addEventListener('abort', done, { once: true });
  });
}
