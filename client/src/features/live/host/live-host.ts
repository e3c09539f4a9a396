/**
 * A page's one poll for everything it hosts (docs/live.md): a single request at a time names every share the page
 * answers for, on each road, and brings the next recipient's message for any of them: a code-exchange step,
 * answered by that share's ExchangeAnswerer, or a direct offer, answered with a peer connection beside the poll.
 * The cryptography and WebRTC code load with the first message that needs them.
 */
import { ApiError } from '../../../lib/api/http';
import { nextLiveMessage, type HostedShareRef, type LiveMessage, type LiveRoad } from '../../../lib/api/live';
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
}

/** After a failed poll (no connection, a restart), the next one waits this long. */
const RETRY_AFTER_MS = 5_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
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

/** Hosts `shares` through one poll at a time until `signal` aborts or nothing is left to host. */
export async function hostShares(shares: readonly HostedShare[], options: LiveHostOptions): Promise<void> {
  const { signal } = options;
  const hosting: Hosting = new Map(
    shares.map((share) => [share.folderCode, { share, roads: new Set(roadsOf(share, options.may)) }]),
  );
  const dispatch = new Dispatch(hosting, options);
  while (!signal.aborted) {
    const refs = refsOf(hosting);
    if (refs.length === 0) return;
    let next: LiveMessage | null;
    try {
      next = await nextLiveMessage(refs, signal);
    } catch (error) {
      if (signal.aborted) return;
      // A request the API refuses as malformed would be refused again: nothing to host through it.
      if (error instanceof ApiError && error.status === 400) return;
      await pause(RETRY_AFTER_MS, signal);
      continue;
    }
    if (next) await dispatch.handle(next).catch(() => undefined);
  }
}
