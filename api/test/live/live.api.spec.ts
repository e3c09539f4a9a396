import { expect } from '@jest/globals';
import { Folder } from '../../src/folders/folder.entity.js';
import type { LiveMessageDto } from '../../src/live/dto/live-message.dto.js';
import {
  encryptedShare,
  opaque,
  recipientStep,
  relayedOf,
  senderAnswer as exchangeAnswer,
  startOnceSenderListens,
} from '../code-exchange/support.js';
import {
  directShare,
  type DirectShare,
  offer,
  sdp,
  senderAnswer as directAnswer,
  sessionOf,
  untilAvailable,
} from '../direct/support.js';
import { announce } from '../instant/support.js';
import { errorOf } from '../support/answers.js';
import type { TestApp } from '../support/test-app.js';
import {
  createLiveTestApp,
  goneRoad,
  type HostedShare,
  hosting,
  LIVE_EXCHANGE_WAITS,
  liveOf,
  livePoll,
  nextLive,
} from './support.js';

const CROSS_SITE = 'This request came from another site and was refused.';

describe("the live poll of a sender's page (POST /api/live, hosting)", () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createLiveTestApp();
  });

  afterAll(() => app.close());

  /** A recipient's code-exchange hello, once the page counts as present: its session, and its wait for the answer. */
  async function helloTo(code: string) {
    const sessionId = await startOnceSenderListens(http, code);
    const hello = opaque(33);
    const answer = recipientStep(http, sessionId, 'hello', hello).then((response) => response);
    return { sessionId, hello, answer };
  }

  /**
   * A recipient's direct offer, once the page counts as present: its wait for the sender's answer (wrapped: an
   * async function returning the request's promise would wait for the answer itself).
   */
  async function offerTo(share: DirectShare, origin: string) {
    await untilAvailable(http, share);
    return { offered: offer(http, share, { offer: sdp(origin) }).then((response) => response) };
  }

  it('refuses a malformed list of shares with a 400 that says what is wrong, and where', async () => {
    const share = { code: '4821', manageKey: 'k'.repeat(22), roads: ['code-exchange'] };
    const cases: Array<[string, object, string | RegExp]> = [
      ['no list', {}, /^Name at least one share to host/],
      ['an empty list', { shares: [] }, /^Name at least one share to host/],
      ['not a list', { shares: share }, /shares must be an array/],
      ['51 shares', { shares: Array.from({ length: 51 }, () => share) }, 'A page hosts 50 shares at most.'],
      [
        'a bad code',
        { shares: [share, { ...share, code: '48a1' }] },
        "shares.1.code must be the share's 4-digit code.",
      ],
      [
        'an unknown road',
        { shares: [{ ...share, roads: ['email'] }] },
        'shares.0.roads must each be one of: code-exchange, direct.',
      ],
      ['no road', { shares: [{ ...share, roads: [] }] }, 'shares.0.roads must contain at least 1 elements'],
    ];
    for (const [what, body, message] of cases) {
      const refused = await http().post('/api/live').send(body);
      expect([what, refused.status]).toEqual([what, 400]);
      const expected = typeof message === 'string' ? message : expect.stringMatching(message);
      expect([what, errorOf(refused).message]).toEqual([what, expected]);
    }
  });

  it("refuses another site's page, as every route acting for a share's sender does", async () => {
    const shares = [hosting(await encryptedShare(http), 'code-exchange')];
    for (const headers of [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ]) {
      const refused = await http().post('/api/live').set(headers).send({ shares }).expect(403);
      expect(errorOf(refused).message).toBe(CROSS_SITE);
    }
  });

  it('answers 204, with nothing, after waiting its long poll when nothing came', async () => {
    const shares = [hosting(await encryptedShare(http), 'code-exchange', 'direct')];
    const started = Date.now();
    const empty = await livePoll(http, shares).expect(204);
    expect(empty.text).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE_EXCHANGE_WAITS.longPollMs - 50);
  });

  it("hands a recipient's code-exchange hello to the page, whose answer on the exchange's route reaches the recipient", async () => {
    const share = await encryptedShare(http);
    const page = nextLive(http, [hosting(share, 'code-exchange')]);
    const { sessionId, hello, answer } = await helloTo(share.code);
    expect(await page).toEqual({
      gone: [],
      exchange: { kind: 'share', code: share.code, sessionId, step: 'hello', message: hello },
    });
    const reply = opaque(97);
    await exchangeAnswer(http, share, sessionId, { step: 'hello', message: reply }).expect(204);
    expect(relayedOf(await answer)).toBe(reply);
  });

  it("hands a recipient's direct offer to the page with ICE servers, whose answer reaches the recipient", async () => {
    const share = await directShare(app);
    const page = nextLive(http, [hosting(share, 'direct')]);
    const { offered } = await offerTo(share, 'recipient');
    const { gone, exchange, offer: pending } = await page;
    expect([gone, exchange]).toEqual([[], undefined]);
    expect(pending).toMatchObject({ code: share.code, offer: sdp('recipient'), iceServers: expect.any(Array) });
    await directAnswer(http, share, pending!.sessionId, { answer: sdp('sender') }).expect(204);
    expect(sessionOf(await offered)).toEqual({ sessionId: pending!.sessionId, answer: sdp('sender') });
  });

  it("serves every share a page hosts through one poll, each message naming its share, on each share's roads only", async () => {
    const [first, second] = [await encryptedShare(http), await encryptedShare(http)];
    const sentDirectly = await directShare(app);
    // The second share is hosted for direct transfer only: no code exchange may start with it.
    const shares = [
      hosting(first, 'code-exchange', 'direct'),
      hosting(second, 'direct'),
      hosting(sentDirectly, 'direct'),
    ];

    const received: LiveMessageDto[] = [];
    const page = (async () => {
      while (received.length < 2) received.push(await nextLive(http, shares));
    })();
    const exchange = await helloTo(first.code);
    const { offered: direct } = await offerTo(sentDirectly, 'recipient');
    expect((await http().post(`/api/code-exchange/${second.code}`).expect(409)).body).toMatchObject({
      reason: 'sender-away',
    });
    await page;

    const exchanged = received.find((message) => message.exchange)!;
    const offered = received.find((message) => message.offer)!;
    expect(exchanged.exchange).toMatchObject({ code: first.code, sessionId: exchange.sessionId });
    expect(offered.offer).toMatchObject({ code: sentDirectly.code, offer: sdp('recipient') });
    await exchangeAnswer(http, first, exchange.sessionId, { step: 'hello', message: opaque(97) }).expect(204);
    await directAnswer(http, sentDirectly, offered.offer!.sessionId, { answer: sdp('sender') }).expect(204);
    expect((await exchange.answer).status).toBe(200);
    expect((await direct).status).toBe(200);
  });

  it('records a share sent directly only as seen while its page polls, so it lives on', async () => {
    const sending = await announce(app, [{ path: 'note.txt', content: Buffer.from('hello\n') }], { directOnly: '1' });
    app.clock.advance(10_000);
    await livePoll(http, [hosting(sending, 'direct')]).expect(204);
    const row = await app.dataSource.getRepository(Folder).findOneByOrFail({ code: sending.code });
    expect(row.senderSeenAt?.toISOString()).toBe(app.clock.now().toISOString());
  });

  describe('a share it can no longer host on a road', () => {
    /** A poll that must answer at once: no message is coming, so a wait would end in a 204. */
    async function answeredAtOnce(shares: HostedShare[]) {
      const started = Date.now();
      const answered = await livePoll(http, shares).expect(200);
      expect(Date.now() - started).toBeLessThan(LIVE_EXCHANGE_WAITS.longPollMs);
      return liveOf(answered);
    }

    it('is answered at once, with the status and error its road would answer: 409 for a share not encrypted', async () => {
      const plain = await directShare(app);
      const healthy = await encryptedShare(http);
      const hosted = [hosting(plain, 'code-exchange', 'direct'), hosting(healthy, 'code-exchange')];
      expect(await answeredAtOnce(hosted)).toEqual({
        gone: [goneRoad(plain.code, 'code-exchange', 409, 'not-encrypted')],
      });
    });

    it('410 on every road for a share its sender ended', async () => {
      const share = await encryptedShare(http);
      await http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
      expect(await answeredAtOnce([hosting(share, 'code-exchange', 'direct')])).toEqual({
        gone: [goneRoad(share.code, 'code-exchange', 410, 'ended'), goneRoad(share.code, 'direct', 410, 'ended')],
      });
    });

    it('404 for a wrong management key, as the roads answer it', async () => {
      const share = await encryptedShare(http);
      const wrongKey = { ...share, manageKey: 'k'.repeat(22) };
      expect(await answeredAtOnce([hosting(wrongKey, 'direct')])).toEqual({
        gone: [goneRoad(share.code, 'direct', 404)],
      });
    });
  });
});
