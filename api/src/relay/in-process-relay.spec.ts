import { expect, jest } from '@jest/globals';
import { InProcessRelay } from './in-process-relay.js';
import { SESSION_TTL_MS } from './relay-timing.js';
import { InProcessPresenceBook } from './presence-book.js';
import { InProcessWakes } from './relay-wakes.js';

/** A two-step protocol, as the code exchange's: the relay is generic, and knows no protocol of its own. */
const EXCHANGE_STEPS = ['hello', 'confirmation'] as const;
type ExchangeStep = (typeof EXCHANGE_STEPS)[number];

const PRESENCE_MS = 5_000;

const SHARE = 7;
const OTHER_SHARE = 8;
const HELLO = 'AUhlbGxv';
const REPLY = 'AXJlcGx5';
const CONFIRMATION = 'AWNvbmZpcm0';
const SEALED_KEY = 'AXNlYWxlZA';

describe('InProcessRelay', () => {
  let now: number;
  let relay: InProcessRelay<ExchangeStep>;

  beforeEach(() => {
    now = 1_000_000;
    relay = new InProcessRelay(EXCHANGE_STEPS, () => now);
  });

  it('hands each step to the sender once, and its answer back to the recipient, in order', async () => {
    const sessionId = await relay.open(SHARE);
    expect(await relay.answerTo(sessionId, 'hello')).toBe('ended');
    expect(await relay.send(sessionId, 'hello', HELLO)).toBe(SHARE);
    expect(await relay.answerTo(sessionId, 'hello')).toBe('pending');

    expect(await relay.takeForSender(OTHER_SHARE)).toBeNull();
    expect(await relay.takeForSender(SHARE)).toMatchObject({ sessionId, step: 'hello', message: HELLO });
    expect(await relay.takeForSender(SHARE)).toBeNull();

    expect(await relay.answer(SHARE, sessionId, 'hello', { message: REPLY })).toBe(true);
    expect(await relay.answerTo(sessionId, 'hello')).toEqual({ message: REPLY });

    expect(await relay.send(sessionId, 'confirmation', CONFIRMATION)).toBe(SHARE);
    expect(await relay.takeForSender(SHARE)).toMatchObject({ sessionId, step: 'confirmation', message: CONFIRMATION });
    expect(await relay.answer(SHARE, sessionId, 'confirmation', { message: SEALED_KEY })).toBe(true);
    expect(await relay.answerTo(sessionId, 'confirmation')).toEqual({ message: SEALED_KEY });
  });

  it('draws a new 22-character session id for every exchange', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => relay.open(SHARE)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a step sent twice, or a confirmation before the hello was answered', async () => {
    const sessionId = await relay.open(SHARE);
    expect(await relay.send(sessionId, 'confirmation', CONFIRMATION)).toBeNull();
    expect(await relay.send(sessionId, 'hello', HELLO)).toBe(SHARE);
    expect(await relay.send(sessionId, 'hello', HELLO)).toBeNull();
    expect(await relay.send(sessionId, 'confirmation', CONFIRMATION)).toBeNull();
    expect(await relay.send('q8Xk0vY3m9TfR2cLw7hN1A', 'hello', HELLO)).toBeNull();
  });

  it("refuses an answer to another share's session, to a step not awaiting one, or given twice", async () => {
    const sessionId = await relay.open(SHARE);
    expect(await relay.answer(SHARE, sessionId, 'hello', { message: REPLY })).toBe(false);
    await relay.send(sessionId, 'hello', HELLO);
    expect(await relay.answer(OTHER_SHARE, sessionId, 'hello', { message: REPLY })).toBe(false);
    expect(await relay.answer(SHARE, sessionId, 'confirmation', { message: REPLY })).toBe(false);
    expect(await relay.answer(SHARE, sessionId, 'hello', { message: REPLY })).toBe(true);
    expect(await relay.answer(SHARE, sessionId, 'hello', { message: REPLY })).toBe(false);
  });

  it('tells the recipient of a refusal, after which the session takes nothing more', async () => {
    const sessionId = await relay.open(SHARE);
    await relay.send(sessionId, 'hello', HELLO);
    expect(await relay.answer(SHARE, sessionId, 'hello', { refused: true })).toBe(true);
    expect(await relay.answerTo(sessionId, 'hello')).toEqual({ refused: true });
    expect(await relay.send(sessionId, 'confirmation', CONFIRMATION)).toBeNull();
  });

  it('drops the queued messages of a session that ended, and refuses its answers', async () => {
    const ended = await relay.open(SHARE);
    const live = await relay.open(SHARE);
    await relay.send(ended, 'hello', HELLO);
    await relay.send(live, 'hello', REPLY);
    await relay.end(ended);
    expect(await relay.takeForSender(SHARE)).toMatchObject({ sessionId: live, step: 'hello', message: REPLY });
    expect(await relay.takeForSender(SHARE)).toBeNull();
    expect(await relay.answer(SHARE, ended, 'hello', { message: REPLY })).toBe(false);
    expect(await relay.answerTo(ended, 'hello')).toBe('ended');
  });

  it('ends a session SESSION_TTL_MS after it started, whatever happened in it', async () => {
    const sessionId = await relay.open(SHARE);
    await relay.send(sessionId, 'hello', HELLO);
    now += SESSION_TTL_MS - 1;
    expect(await relay.answerTo(sessionId, 'hello')).toBe('pending');
    now += 1;
    expect(await relay.answerTo(sessionId, 'hello')).toBe('ended');
    expect(await relay.takeForSender(SHARE)).toBeNull();
    expect(await relay.answer(SHARE, sessionId, 'hello', { message: REPLY })).toBe(false);
  });

  it("lets `max` of a share's sessions wait at once, until answered, refused, ended or expired", async () => {
    const [first, second] = [await relay.openWithin(SHARE, 2), await relay.openWithin(SHARE, 2)];
    expect(await relay.openWithin(SHARE, 2)).toBeNull();
    expect(await relay.openWithin(OTHER_SHARE, 2)).not.toBeNull();

    await relay.send(first!, 'hello', HELLO);
    await relay.answer(SHARE, first!, 'hello', { message: REPLY });
    // Answered, but not to its last step: it still waits.
    expect(await relay.openWithin(SHARE, 2)).toBeNull();
    await relay.send(second!, 'hello', HELLO);
    await relay.answer(SHARE, second!, 'hello', { refused: true });
    const third = await relay.openWithin(SHARE, 2);
    expect(third).not.toBeNull();
    await relay.end(first!);
    expect(await relay.openWithin(SHARE, 2)).not.toBeNull();
    expect(await relay.openWithin(SHARE, 2)).toBeNull();

    now += SESSION_TTL_MS;
    expect(await relay.openWithin(SHARE, 2)).not.toBeNull();
  });

  it('queues a step only for the share named, when one is', async () => {
    const sessionId = await relay.open(SHARE);
    expect(await relay.send(sessionId, 'hello', HELLO, OTHER_SHARE)).toBeNull();
    expect(await relay.takeForSender(OTHER_SHARE)).toBeNull();
    expect(await relay.send(sessionId, 'hello', HELLO, SHARE)).toBe(SHARE);
  });

  it('ends a session after the lifetime it was given', async () => {
    const short = new InProcessRelay(EXCHANGE_STEPS, () => now, 1_000);
    const sessionId = await short.open(SHARE);
    now += 1_000;
    expect(await short.send(sessionId, 'hello', HELLO)).toBeNull();
  });

  it("counts a share's sender present for the time each sign of its page gives it", async () => {
    expect(await relay.isSenderPresent(SHARE)).toBe(false);
    await relay.markSenderPresent(SHARE, PRESENCE_MS);
    now += PRESENCE_MS - 1;
    expect(await relay.isSenderPresent(SHARE)).toBe(true);
    expect(await relay.isSenderPresent(OTHER_SHARE)).toBe(false);
    await relay.markSenderPresent(SHARE, PRESENCE_MS);
    now += PRESENCE_MS - 1;
    expect(await relay.isSenderPresent(SHARE)).toBe(true);
    now += 1;
    expect(await relay.isSenderPresent(SHARE)).toBe(false);
  });

  describe('takeForSenders (one take of a page hosting several shares)', () => {
    const THIRD_SHARE = 9;

    it('takes one message at a time, from the first share in the order given that has one, naming it', async () => {
      const [first, second, third] = [await relay.open(SHARE), await relay.open(OTHER_SHARE), await relay.open(SHARE)];
      await relay.send(first, 'hello', HELLO);
      await relay.send(second, 'hello', REPLY);
      await relay.send(third, 'hello', CONFIRMATION);
      const order = [OTHER_SHARE, THIRD_SHARE, SHARE];
      expect(await relay.takeForSenders(order)).toEqual({
        sessionId: second,
        step: 'hello',
        message: REPLY,
        folderId: OTHER_SHARE,
      });
      expect(await relay.takeForSenders(order)).toMatchObject({ sessionId: first, folderId: SHARE });
      expect(await relay.takeForSenders(order)).toMatchObject({ sessionId: third, folderId: SHARE });
      expect(await relay.takeForSenders(order)).toBeNull();
    });

    it('skips the messages of sessions that ended or expired, and takes nothing for shares not named', async () => {
      const ended = await relay.open(SHARE);
      await relay.send(ended, 'hello', HELLO);
      await relay.end(ended);
      const elsewhere = await relay.open(THIRD_SHARE);
      await relay.send(elsewhere, 'hello', HELLO);
      const live = await relay.open(OTHER_SHARE);
      await relay.send(live, 'hello', REPLY);
      expect(await relay.takeForSenders([SHARE, OTHER_SHARE])).toMatchObject({ sessionId: live });
      expect(await relay.takeForSenders([SHARE, OTHER_SHARE])).toBeNull();

      now += SESSION_TTL_MS;
      expect(await relay.takeForSenders([THIRD_SHARE])).toBeNull();
    });
  });

  it('keeps the presences of relays sharing a presence book apart by namespace', async () => {
    const presences = new InProcessPresenceBook(() => now);
    const wakes = new InProcessWakes();
    const exchange = new InProcessRelay(EXCHANGE_STEPS, () => now, SESSION_TTL_MS, wakes, presences, 'code-exchange');
    const direct = new InProcessRelay(['offer'] as const, () => now, SESSION_TTL_MS, wakes, presences, 'direct');
    await presences.mark([exchange.presenceMember(SHARE), direct.presenceMember(OTHER_SHARE)], PRESENCE_MS);
    expect(await exchange.isSenderPresent(SHARE)).toBe(true);
    expect(await direct.isSenderPresent(SHARE)).toBe(false);
    expect(await direct.isSenderPresent(OTHER_SHARE)).toBe(true);
    now += PRESENCE_MS;
    expect(await exchange.isSenderPresent(SHARE)).toBe(false);
    expect(await direct.isSenderPresent(OTHER_SHARE)).toBe(false);
  });

  it("wakes the share's inbox when a step is queued, and the session when it is answered or ends", async () => {
    const wakes = new InProcessWakes();
    const woken: string[] = [];
    const wakeSpy = jest.spyOn(wakes, 'wake').mockImplementation((topic) => {
      woken.push(topic);
      return Promise.resolve();
    });
    const watched = new InProcessRelay(EXCHANGE_STEPS, () => now, SESSION_TTL_MS, wakes);
    const sessionId = await watched.open(SHARE);
    expect(woken).toEqual([]);
    await watched.send(sessionId, 'hello', HELLO);
    expect(woken).toEqual([watched.inboxTopic(SHARE)]);
    await watched.takeForSender(SHARE);
    await watched.answer(SHARE, sessionId, 'hello', { message: REPLY });
    await watched.end(sessionId);
    const session = watched.sessionTopic(sessionId);
    expect(woken).toEqual([watched.inboxTopic(SHARE), session, session]);
    // Refused steps wake nobody: nothing changed.
    await watched.send(sessionId, 'confirmation', CONFIRMATION);
    expect(wakeSpy).toHaveBeenCalledTimes(3);
  });
});
