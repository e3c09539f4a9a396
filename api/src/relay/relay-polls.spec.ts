import { expect, jest } from '@jest/globals';
import { InProcessRelay } from './in-process-relay.js';
import { InProcessPresenceBook } from './presence-book.js';
import { answerFromSender, type HostedInbox, nextForSenders } from './relay-polls.js';
import { presenceRenewMs, type RelayWaits, SESSION_TTL_MS } from './relay-timing.js';
import { InProcessWakes } from './relay-wakes.js';

/** A two-step protocol, as the code exchange's: the relay is generic, and knows no protocol of its own. */
const EXCHANGE_STEPS = ['hello', 'confirmation'] as const;
type ExchangeStep = (typeof EXCHANGE_STEPS)[number];
/** A one-step protocol, as direct transfer's. */
const DIRECT_STEPS = ['offer'] as const;
type DirectStep = (typeof DIRECT_STEPS)[number];

/**
 * Presence long enough that a waiting poll renews it only every presenceRenewMs (2.5 s): a message it gets
 * sooner, it got because the relay woke it, not at a renewal.
 */
const LONG_WAITS: RelayWaits = { longPollMs: 10_000, checkEveryMs: 10, senderPresenceMs: 60_000 };
/** Well below presenceRenewMs(LONG_WAITS): not a speed claim, only "woken, not found by the next timed look". */
const PROMPT_MS = 500;
const MOMENT_MS = 50;

const [EXCHANGE_SHARE, OTHER_EXCHANGE_SHARE, DIRECT_SHARE, OTHER_DIRECT_SHARE] = [11, 12, 21, 22];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise, whether it settled yet, and how long it took. */
function timed<T>(promise: Promise<T>) {
  const started = performance.now();
  const state = { settled: false, elapsed: 0 };
  const done = promise.then((value) => {
    state.settled = true;
    state.elapsed = performance.now() - started;
    return value;
  });
  return Object.assign(state, { done });
}

describe('relay polls', () => {
  let wakes: InProcessWakes;
  let presences: InProcessPresenceBook;
  let exchange: InProcessRelay<ExchangeStep>;
  let direct: InProcessRelay<DirectStep>;
  let stop: AbortController;
  let inboxes: HostedInbox[];

  beforeEach(() => {
    // Two protocols' relays sharing one process's wakes and presence book, as the app has them.
    wakes = new InProcessWakes();
    presences = new InProcessPresenceBook();
    exchange = new InProcessRelay(EXCHANGE_STEPS, Date.now, SESSION_TTL_MS, wakes, presences, 'code-exchange');
    direct = new InProcessRelay(DIRECT_STEPS, Date.now, SESSION_TTL_MS, wakes, presences, 'direct');
    stop = new AbortController();
    inboxes = [
      { relay: exchange, folderIds: [EXCHANGE_SHARE, OTHER_EXCHANGE_SHARE] },
      { relay: direct, folderIds: [DIRECT_SHARE, OTHER_DIRECT_SHARE] },
    ];
  });

  afterEach(() => stop.abort());

  /** A recipient's offer queued for a direct share's sender. */
  async function offerTo(folderId: number, sdp = 'v=0') {
    const sessionId = await direct.open(folderId);
    await direct.send(sessionId, 'offer', sdp);
    return sessionId;
  }

  describe('nextForSenders', () => {
    it('hands over a message already waiting at once, saying which inbox and share it is for', async () => {
      const sessionId = await offerTo(OTHER_DIRECT_SHARE);
      const poll = timed(nextForSenders(inboxes, LONG_WAITS, stop.signal));
      expect(await poll.done).toEqual({
        inbox: 1,
        message: { sessionId, step: 'offer', message: 'v=0', folderId: OTHER_DIRECT_SHARE },
      });
      expect(poll.elapsed).toBeLessThan(PROMPT_MS);
      // Taken out of its inbox: no other poll gets it.
      expect(await direct.takeForSender(OTHER_DIRECT_SHARE)).toBeNull();
    });

    it('takes a message sent while it waits as soon as it is sent: the relay wakes it', async () => {
      expect(presenceRenewMs(LONG_WAITS)).toBeGreaterThanOrEqual(2_500);
      const poll = timed(nextForSenders(inboxes, LONG_WAITS, stop.signal));
      await sleep(MOMENT_MS);
      expect(poll.settled).toBe(false);

      const sessionId = await exchange.open(OTHER_EXCHANGE_SHARE);
      const sent = performance.now();
      await exchange.send(sessionId, 'hello', 'AUhlbGxv');
      const taken = await poll.done;
      expect(performance.now() - sent).toBeLessThan(PROMPT_MS);
      expect(taken).toEqual({
        inbox: 0,
        message: { sessionId, step: 'hello', message: 'AUhlbGxv', folderId: OTHER_EXCHANGE_SHARE },
      });
      expect(wakes.listenedTopics).toBe(0);
    });

    it('counts the sender present for every share on every relay while it waits, and renews that', async () => {
      // Presence for 200 ms, renewed every 100 ms: still there long after the first look's presence lapsed.
      const waits: RelayWaits = { longPollMs: 10_000, checkEveryMs: 10, senderPresenceMs: 200 };
      const poll = timed(nextForSenders(inboxes, waits, stop.signal));
      await sleep(MOMENT_MS);
      for (const { relay, folderIds } of inboxes)
        for (const folderId of folderIds) expect(await relay.isSenderPresent(folderId)).toBe(true);
      expect(await exchange.isSenderPresent(DIRECT_SHARE)).toBe(false);
      await sleep(3 * waits.senderPresenceMs);
      for (const { relay, folderIds } of inboxes)
        for (const folderId of folderIds) expect(await relay.isSenderPresent(folderId)).toBe(true);
      expect(poll.settled).toBe(false);

      stop.abort();
      expect(await poll.done).toBeUndefined();
      expect(poll.elapsed).toBeLessThan(10_000);
      expect(wakes.listenedTopics).toBe(0);
    });

    it('answers undefined when nothing came in the long poll, listening to nothing afterwards', async () => {
      const poll = timed(nextForSenders(inboxes, { ...LONG_WAITS, longPollMs: 150 }, stop.signal));
      await sleep(MOMENT_MS);
      expect(wakes.listenedTopics).toBe(4);
      expect(await poll.done).toBeUndefined();
      expect(poll.elapsed).toBeGreaterThanOrEqual(145);
      expect(poll.elapsed).toBeLessThan(PROMPT_MS + 150);
      expect(wakes.listenedTopics).toBe(0);
    });

    it('skips a relay hosting no share, its index still counting in the answer', async () => {
      const onlyDirect: HostedInbox[] = [
        { relay: exchange, folderIds: [] },
        { relay: direct, folderIds: [DIRECT_SHARE] },
      ];
      const takes = jest.spyOn(exchange, 'takeForSenders');
      const sessionId = await offerTo(DIRECT_SHARE);
      expect(await nextForSenders(onlyDirect, LONG_WAITS, stop.signal)).toMatchObject({
        inbox: 1,
        message: { sessionId, folderId: DIRECT_SHARE },
      });
      expect(takes).not.toHaveBeenCalled();
    });

    it('hears of every look: at its start, and again on each wake', async () => {
      const onLook = jest.fn(() => Promise.resolve());
      const poll = timed(nextForSenders(inboxes, LONG_WAITS, stop.signal, onLook));
      await sleep(MOMENT_MS);
      expect(onLook).toHaveBeenCalledTimes(1);
      // A wake for a share the poll hosts, whose message another poll took first: it looks, finds nothing, waits.
      await wakes.wake(direct.inboxTopic(DIRECT_SHARE));
      await sleep(MOMENT_MS);
      expect(onLook).toHaveBeenCalledTimes(2);
      expect(poll.settled).toBe(false);
      await offerTo(DIRECT_SHARE);
      await poll.done;
      expect(onLook).toHaveBeenCalledTimes(3);
    });

    it('marks every share of every relay present in one step each time it renews them', async () => {
      // Presence for 200 ms, renewed every 100 ms.
      const waits: RelayWaits = { longPollMs: 10_000, checkEveryMs: 10, senderPresenceMs: 200 };
      const marks = jest.spyOn(presences, 'mark');
      const poll = timed(nextForSenders(inboxes, waits, stop.signal));
      await sleep(350);
      stop.abort();
      await poll.done;
      expect(marks.mock.calls.length).toBeGreaterThanOrEqual(3);
      const everyShare = ['code-exchange:11', 'code-exchange:12', 'direct:21', 'direct:22'];
      for (const [members, forMs] of marks.mock.calls) expect([[...members].sort(), forMs]).toEqual([everyShare, 200]);
    });

    it('takes from the inboxes at its start and when woken, not at each renewal', async () => {
      const waits: RelayWaits = { longPollMs: 10_000, checkEveryMs: 10, senderPresenceMs: 200 };
      const takes = [jest.spyOn(exchange, 'takeForSenders'), jest.spyOn(direct, 'takeForSenders')];
      const marks = jest.spyOn(presences, 'mark');
      const poll = timed(nextForSenders(inboxes, waits, stop.signal));
      await sleep(350);
      expect(marks.mock.calls.length).toBeGreaterThanOrEqual(3);
      expect(takes.map((take) => take.mock.calls.length)).toEqual([1, 1]);

      const sessionId = await offerTo(DIRECT_SHARE);
      expect(await poll.done).toMatchObject({ inbox: 1, message: { sessionId } });
      expect(takes.map((take) => take.mock.calls.length)).toEqual([2, 2]);
    });

    it('rejects when a look fails (Redis away), listening to nothing afterwards', async () => {
      jest.spyOn(direct, 'takeForSenders').mockRejectedValue(new Error('Redis is away'));
      await expect(nextForSenders(inboxes, LONG_WAITS, stop.signal)).rejects.toThrow('Redis is away');
      expect(wakes.listenedTopics).toBe(0);

      jest.spyOn(presences, 'mark').mockRejectedValue(new Error('Redis is away'));
      await expect(nextForSenders(inboxes, LONG_WAITS, stop.signal)).rejects.toThrow('Redis is away');
      expect(wakes.listenedTopics).toBe(0);
    });
  });

  describe('answerFromSender', () => {
    /** A recipient's hello, sent to a present sender, and the recipient now waiting for the answer. */
    async function helloAwaitingAnswer(presenceMs: number, wait: { forMs: number; everyMs: number }) {
      await exchange.markSenderPresent(EXCHANGE_SHARE, presenceMs);
      const sessionId = await exchange.open(EXCHANGE_SHARE);
      await exchange.send(sessionId, 'hello', 'AUhlbGxv');
      const answer = timed(
        answerFromSender(
          exchange,
          { folderId: EXCHANGE_SHARE, sessionId, step: 'hello' },
          { ...wait, signal: stop.signal },
        ),
      );
      await sleep(MOMENT_MS);
      expect(answer.settled).toBe(false);
      return { sessionId, answer };
    }

    /** Longer than any test waits: a recipient answered sooner was woken, or saw the sender leave. */
    const LONG = { forMs: 10_000, everyMs: 10_000 };

    it("is woken by the sender's answer at once, not at its next look", async () => {
      const { sessionId, answer } = await helloAwaitingAnswer(60_000, LONG);
      const answered = performance.now();
      expect(await exchange.answer(EXCHANGE_SHARE, sessionId, 'hello', { message: 'AXJlcGx5' })).toBe(true);
      expect(await answer.done).toEqual({ message: 'AXJlcGx5' });
      expect(performance.now() - answered).toBeLessThan(PROMPT_MS);
      expect(wakes.listenedTopics).toBe(0);
    });

    it("is woken by the sender's refusal", async () => {
      const { sessionId, answer } = await helloAwaitingAnswer(60_000, LONG);
      await exchange.answer(EXCHANGE_SHARE, sessionId, 'hello', { refused: true });
      expect(await answer.done).toEqual({ refused: true });
      expect(answer.elapsed).toBeLessThan(PROMPT_MS + MOMENT_MS);
    });

    it('answers ended as soon as the session ends', async () => {
      const { sessionId, answer } = await helloAwaitingAnswer(60_000, LONG);
      await exchange.end(sessionId);
      expect(await answer.done).toBe('ended');
      expect(answer.elapsed).toBeLessThan(PROMPT_MS + MOMENT_MS);
      expect(wakes.listenedTopics).toBe(0);
    });

    it("answers away once the sender's presence lapses, looking every `everyMs`, before the wait is out", async () => {
      const { answer } = await helloAwaitingAnswer(150, { forMs: 10_000, everyMs: 20 });
      expect(await answer.done).toBe('away');
      expect(answer.elapsed).toBeGreaterThanOrEqual(100);
      expect(answer.elapsed).toBeLessThan(2_000);
      expect(wakes.listenedTopics).toBe(0);
    });

    it('answers undefined when the wait runs out, or the signal aborts', async () => {
      const { answer } = await helloAwaitingAnswer(60_000, { forMs: 150, everyMs: 10_000 });
      expect(await answer.done).toBeUndefined();
      expect(answer.elapsed).toBeGreaterThanOrEqual(145 - MOMENT_MS);

      const { answer: aborted } = await helloAwaitingAnswer(60_000, LONG);
      stop.abort();
      expect(await aborted.done).toBeUndefined();
      expect(aborted.elapsed).toBeLessThan(PROMPT_MS + MOMENT_MS);
      expect(wakes.listenedTopics).toBe(0);
    });

    it('is not woken by an answer in another session', async () => {
      const { answer } = await helloAwaitingAnswer(60_000, { forMs: 300, everyMs: 10_000 });
      const other = await exchange.open(EXCHANGE_SHARE);
      await exchange.send(other, 'hello', 'AUhlbGxv');
      await exchange.answer(EXCHANGE_SHARE, other, 'hello', { message: 'AXJlcGx5' });
      await sleep(MOMENT_MS);
      expect(answer.settled).toBe(false);
      expect(await answer.done).toBeUndefined();
    });
  });
});
