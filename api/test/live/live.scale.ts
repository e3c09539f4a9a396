import { expect, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { CODE_EXCHANGE_RELAY_NAMESPACE, CodeExchangeRelay } from '../../src/code-exchange/code-exchange-relay.js';
import { DIRECT_RELAY_NAMESPACE, DirectRelay } from '../../src/direct/direct-relay.js';
import { REDIS_KEY_PREFIX } from '../../src/redis/redis.module.js';
import { PresenceBook, RedisPresenceBook } from '../../src/relay/presence-book.js';
import { RedisRelay } from '../../src/relay/redis-relay.js';
import { DEFAULT_RELAY_WAITS, presenceRenewMs } from '../../src/relay/relay-timing.js';
import { RedisWakes, RelayWakes } from '../../src/relay/relay-wakes.js';
import {
  encryptedShare,
  opaque,
  recipientStep,
  relayedOf,
  senderAnswer as exchangeAnswer,
  startOnceSenderListens,
} from '../code-exchange/support.js';
import { directShare, offer, sdp, senderAnswer as directAnswer, sessionOf, untilAvailable } from '../direct/support.js';
import { eventually } from '../support/poll.js';
import { otherInstance, type OtherInstance } from '../support/other-instance.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_REDIS_URL_VARIABLE } from '../support/test-redis.js';
import { hosting, liveOf, livePoll } from './support.js';

/** How often a waiting poll renews its shares' presence under the default waits (2.5 s). */
const RENEW_MS = presenceRenewMs(DEFAULT_RELAY_WAITS);
/**
 * Well below RENEW_MS: a message sent just after one of the poll's renewals and handed over sooner than this was
 * woken across instances, not found at the next renewal. Not a speed claim (the benchmark measures that),
 * generous for a busy machine.
 */
const WOKEN_WITHIN_MS = 1_500;
/** How long the idle poll's Redis commands are counted. */
const IDLE_MS = 6_000;

/**
 * Two API instances on one PostgreSQL, Redis and bucket, as behind a load balancer: the sender's page polls
 * A with the live poll, its recipients reach B. Both keep the default waits (presence renewed every 2.5 s).
 * Runs in the scale-out run only (`.scale.ts`).
 */
describe('the live poll across two instances', () => {
  let a: TestApp;
  let b: OtherInstance;
  const [onA, onB] = [() => a.http(), () => b.app.http()];

  beforeAll(async () => {
    a = await createTestApp();
    b = await otherInstance(a);
  });

  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('keeps its relays and their wakes in Redis on both', () => {
    expect(b.app).not.toBe(a);
    for (const { app } of [a, b.app]) {
      expect(app.get(CodeExchangeRelay)).toBeInstanceOf(RedisRelay);
      expect(app.get(DirectRelay)).toBeInstanceOf(RedisRelay);
      expect(app.get(RelayWakes)).toBeInstanceOf(RedisWakes);
      expect(app.get(PresenceBook)).toBeInstanceOf(RedisPresenceBook);
    }
  });

  it("hands a hello sent on B to the page's poll waiting on A as soon as it is sent, and the answer back", async () => {
    const share = await encryptedShare(onA);
    const renewals = jest.spyOn(a.app.get(PresenceBook), 'mark');
    const poll = livePoll(onA, [hosting(share, 'code-exchange')]).then((response) => response);
    const sessionId = await startOnceSenderListens(onB, share.code);

    // Sent just after one of the poll's renewals: the next comes RENEW_MS later.
    const before = renewals.mock.calls.length;
    await eventually(() => renewals.mock.calls.length > before, "the poll's next renewal", 2 * RENEW_MS);
    const sent = performance.now();
    const hello = opaque(33);
    const answer = recipientStep(onB, sessionId, 'hello', hello).then((response) => response);
    const polled = await poll;
    expect(performance.now() - sent).toBeLessThan(WOKEN_WITHIN_MS);
    renewals.mockRestore();

    expect(liveOf(polled)).toEqual({
      gone: [],
      exchange: { kind: 'share', code: share.code, sessionId, step: 'hello', message: hello },
    });
    const reply = opaque(97);
    await exchangeAnswer(onA, share, sessionId, { step: 'hello', message: reply }).expect(204);
    expect(relayedOf(await answer)).toBe(reply);
  });

  it("hands an offer made on B to the page's poll on A, and the answer back", async () => {
    const share = await directShare(a);
    const poll = livePoll(onA, [hosting(share, 'direct')]).then((response) => response);
    await untilAvailable(onB, share);
    const offered = offer(onB, share, { offer: sdp('recipient-on-b') }).then((response) => response);
    const { offer: pending } = liveOf(await poll);
    expect(pending).toMatchObject({ code: share.code, offer: sdp('recipient-on-b') });
    await directAnswer(onA, share, pending!.sessionId, { answer: sdp('sender-on-a') }).expect(204);
    expect(sessionOf(await offered)).toEqual({ sessionId: pending!.sessionId, answer: sdp('sender-on-a') });
  });

  it('costs Redis about one command a second while it waits, however many shares it hosts', async () => {
    const shares = await Promise.all(Array.from({ length: 10 }, () => encryptedShare(onA)));
    const prefix = a.app.get<string>(REDIS_KEY_PREFIX);
    // Other test files' apps share this Redis: only this app's relay keys, presences and wakes are counted.
    const ours = [CODE_EXCHANGE_RELAY_NAMESPACE, DIRECT_RELAY_NAMESPACE, 'relay'].map((name) => `${prefix}${name}:`);
    const isOurs = (arg: string) => ours.some((start) => arg.startsWith(start)) || arg === `${prefix}relay-wakes`;
    // Lines MONITOR sends in the same read as its OK, or while its connection closes, arrive with no command
    // waiting, and ioredis reports them as a "Command queue state error": nothing this test counts, and no failure
    // of the API's. So the connection is made here, listened to for errors before it connects (Redis#monitor()
    // listens only after, and rejects on the first).
    const monitor = new Redis(process.env[TEST_REDIS_URL_VARIABLE]!, { monitor: true });
    monitor.on('error', () => undefined);
    await new Promise((resolve) => monitor.once('monitoring', resolve));
    const commands: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      // What a script runs is listed too (source "lua"): one command to Redis all the same.
      if (source !== 'lua' && args.some(isOurs)) commands.push(args);
    });
    const leaving = new AbortController();
    try {
      const poll = fetch(`${a.baseUrl}/api/live`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ shares: shares.map((share) => hosting(share, 'code-exchange', 'direct')) }),
        signal: leaving.signal,
      }).catch(() => undefined);
      await eventually(() => commands.length > 0, 'the poll looks');
      commands.length = 0;
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      leaving.abort();
      await poll;
    } finally {
      monitor.disconnect();
    }
    // One command every 2.5 s renews the twenty presences (ten shares, two roads): 2 in 6 s, and a sweep of
    // lapsed presences now and then. Per share or per road, or taking from the inboxes on every renewal, it would
    // be many times that.
    expect(commands.length).toBeGreaterThanOrEqual(1);
    expect(commands.length).toBeLessThanOrEqual(IDLE_MS / 1_000);
  });
});
