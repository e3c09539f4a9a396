import { expect } from '@jest/globals';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  availability,
  availabilityOf,
  counted,
  directShare,
  type DirectShare,
  openSenderPage,
  postFrom,
  sdp,
  senderAnswer,
  senderPoll,
  pendingOf,
  TURN_SECRET,
  TURN_URLS,
  untilAvailable,
  WAITS,
} from './support.js';

const PER_CLIENT = 3;
const PER_SHARE = 5;
const WAITING = 2;
/** Short-lived sessions, so that a stale one lapses within the test. */
const SESSION_TTL_MS = 1_500;

const TURN_ENV = { TURN_URLS: TURN_URLS.join(', '), TURN_SECRET };

/** A session started from `address` (any 127.x.y.z), as an attacker with many addresses would. */
const startFrom = (app: TestApp, share: Pick<DirectShare, 'link'>, address: string) =>
  postFrom(app.baseUrl, `/api/folders/${share.link}/direct/sessions`, {}, address);

const hasRelay = (body: Record<string, unknown>) =>
  Array.isArray(body.iceServers) && (body.iceServers as Array<{ username?: string }>).some((entry) => entry.username);

describe("direct transfer's relay belongs to real sessions, and they are bounded", () => {
  let limited: TestApp;
  let queue: TestApp;

  beforeAll(async () => {
    [limited, queue] = await Promise.all([
      createTestApp({
        env: {
          ...TURN_ENV,
          DIRECT_SESSIONS_PER_CLIENT_PER_MIN: String(PER_CLIENT),
          DIRECT_SESSIONS_PER_SHARE_PER_MIN: String(PER_SHARE),
          DIRECT_WAITING_OFFERS_PER_SHARE: '100',
        },
        overrides: [{ token: DirectWaits, value: WAITS }],
      }),
      createTestApp({
        env: { ...TURN_ENV, DIRECT_WAITING_OFFERS_PER_SHARE: String(WAITING) },
        overrides: [{ token: DirectWaits, value: { ...WAITS, sessionTtlMs: SESSION_TTL_MS } }],
      }),
    ]);
  });

  afterAll(() => Promise.all([limited.close(), queue.close()]));

  it("hands no TURN credentials to a link holder while the sender's page is away, whoever asks", async () => {
    const share = await directShare(limited);
    const metrics = limited.app.get(Metrics);
    const before = await counted(metrics, 'turnCredentials');
    for (let client = 1; client <= 10; client++) {
      const address = `127.0.3.${client}`;
      const looked = availabilityOf(await availability(() => limited.http(), share).expect(200));
      expect(looked).toMatchObject({ available: false, iceServers: [] });
      const started = await startFrom(limited, share, address);
      expect([started.status, started.body.reason, hasRelay(started.body)]).toEqual([409, 'sender-away', false]);
    }
    expect(await counted(metrics, 'turnCredentials')).toBe(before);
  });

  it('starts a few sessions per client and per share a minute, whatever the addresses: 429 beyond', async () => {
    const share = await directShare(limited);
    const metrics = limited.app.get(Metrics);
    const page = openSenderPage(limited.baseUrl, share);
    try {
      await untilAvailable(() => limited.http(), share);
      const before = await counted(metrics, 'turnCredentials');
      const first = [];
      for (let session = 0; session <= PER_CLIENT; session++) first.push(await startFrom(limited, share, '127.0.4.1'));
      expect(first.map(({ status }) => status)).toEqual([...Array<number>(PER_CLIENT).fill(201), 429]);
      expect(first.map(({ body }) => hasRelay(body))).toEqual([...Array<boolean>(PER_CLIENT).fill(true), false]);
      expect(first[PER_CLIENT].body.code).toBe('too_many_direct_sessions');
      expect(first[PER_CLIENT].body.message).toMatch(/^Too many direct transfers started from here\. Please wait/);

      // Fresh addresses get their own allowance, until the share's is spent.
      const others = [];
      for (let client = 2; client <= 8; client++) others.push(await startFrom(limited, share, `127.0.4.${client}`));
      const statuses = others.map(({ status }) => status);
      expect(statuses).toEqual([...Array<number>(PER_SHARE - PER_CLIENT).fill(201), ...Array<number>(5).fill(429)]);
      expect(others[PER_SHARE - PER_CLIENT].body.code).toBe('too_many_share_direct_sessions');
      expect(others[PER_SHARE - PER_CLIENT].body.message).toMatch(/^Too many direct transfers of this share\./);
      expect(await counted(metrics, 'turnCredentials')).toBe(before + PER_SHARE);
    } finally {
      await page.close();
    }
  });

  it('lets only a few sessions of a share wait for its page (429 busy), and drops stale ones', async () => {
    const http = () => queue.http();
    const share = await directShare(queue);
    const poll = senderPoll(http, share).then((response) => response);
    await untilAvailable(http, share);
    // A flood of offers from many addresses: only WAITING sessions start, the rest are told the page is busy.
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, client) => startFrom(queue, share, `127.0.5.${client + 1}`)),
    );
    const started = flood.filter(({ status }) => status === 201);
    expect(started).toHaveLength(WAITING);
    for (const { status, body } of flood.filter((answer) => answer.status !== 201)) {
      expect([status, body.reason, hasRelay(body)]).toEqual([429, 'busy', false]);
    }

    // One offered and refused by the page frees its place at once.
    const sessionId = String(started[0].body.sessionId);
    const offered = postFrom(
      queue.baseUrl,
      `/api/folders/${share.link}/direct/sessions/${sessionId}`,
      { offer: sdp('r') },
      '127.0.5.1',
    );
    const pending = pendingOf(await poll);
    expect(pending.sessionId).toBe(sessionId);
    await senderAnswer(http, share, sessionId, { refused: true }).expect(204);
    expect((await offered).status).toBe(409);
    const again = senderPoll(http, share).then((response) => response);
    await untilAvailable(http, share);
    expect((await startFrom(queue, share, '127.0.5.20')).status).toBe(201);
    expect((await startFrom(queue, share, '127.0.5.21')).status).toBe(429);

    // Sessions never offered lapse: their places are free again.
    await new Promise((resolve) => setTimeout(resolve, SESSION_TTL_MS));
    await untilAvailable(http, share);
    expect((await startFrom(queue, share, '127.0.5.22')).status).toBe(201);
    await again;
  });
});
