import { expect, jest } from '@jest/globals';
import { RequestHosting } from '../../src/code-exchange/request-hosting.js';
import { requesterPresenceMember } from '../../src/code-exchange/requester-presence.js';
import { CodeGuessBudget } from '../../src/folders/guessing/code-guess-budget.js';
import { PresenceBook } from '../../src/relay/presence-book.js';
import { RelayWaits } from '../../src/relay/relay-timing.js';
import { errorOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { goneRoad, liveOf, LIVE_EXCHANGE_WAITS } from '../live/support.js';
import { FakeRequestHosting } from './fake-request-hosting.js';
import {
  encryptedShare,
  exchangeWith,
  opaque,
  pendingOf,
  recipientStep,
  requesterAnswer,
  requesterPoll,
  requestHost,
  senderAnswer,
  shareHost,
  startOnceSenderListens,
} from './support.js';

const REQUESTER_AWAY =
  'This request opens with its link or QR code, or with its code while the person who asked has Sharecode open. ' +
  'Ask them for the link.';

/** A test app whose file requests are the fake's, with short live waits. */
async function appWith(hosting: FakeRequestHosting, env?: Record<string, string>): Promise<TestApp> {
  return createTestApp({
    env,
    overrides: [
      { token: RequestHosting, value: hosting },
      { token: RelayWaits, value: LIVE_EXCHANGE_WAITS },
    ],
  });
}

describe("a file request's code exchange, through the relay", () => {
  const hosting = new FakeRequestHosting();
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await appWith(hosting);
  });

  afterAll(() => app.close());

  it("passes the uploader's and the requester's page's bytes between them, each message saying it is a request's", async () => {
    await exchangeWith(http, http, requestHost(await hosting.add(app)));
  });

  it('keeps shares and requests apart: each page gets only its own kind, and answers only on its own route', async () => {
    const request = await hosting.add(app);
    const share = await encryptedShare(http);
    await exchangeWith(http, http, shareHost(share));
    const poll = requesterPoll(http, request).then((response) => response);
    const sessionId = await startOnceSenderListens(http, request.code);
    const hello = recipientStep(http, sessionId, 'hello', opaque(33)).then((response) => response);
    expect(pendingOf(await poll)).toMatchObject({ kind: 'request', code: request.code, sessionId });
    // The share's sender cannot answer the request's exchange, nor the requester under the share's code.
    await senderAnswer(http, share, sessionId, { step: 'hello', message: opaque(97) }).expect(404);
    await requesterAnswer(http, { ...request, code: share.code }, sessionId, { step: 'hello', refused: true }).expect(
      404,
    );
    await requesterAnswer(http, request, sessionId, { step: 'hello', refused: true }).expect(204);
    expect(errorOf(await hello)).toMatchObject({ statusCode: 409, code: 'exchange_refused', reason: 'refused' });
  });

  it('marks the requester present under the request, and answers sender-away while no page of its polls', async () => {
    const request = await hosting.add(app);
    const away = await http().post(`/api/code-exchange/${request.code}`).expect(409);
    expect(errorOf(away)).toMatchObject({
      code: 'exchange_requester_away',
      message: REQUESTER_AWAY,
      reason: 'sender-away',
    });
    const presences = app.app.get(PresenceBook);
    expect(await presences.isPresent(requesterPresenceMember(request.id))).toBe(false);
    const poll = requesterPoll(http, request).then((response) => response);
    await startOnceSenderListens(http, request.code);
    expect(await presences.isPresent(requesterPresenceMember(request.id))).toBe(true);
    // A session started, with no step sent yet: nothing for the page.
    expect((await poll).status).toBe(204);
  });

  it('refuses a wrong requester key, an unknown code and an ended request: the poll answers them gone', async () => {
    const request = await hosting.add(app);
    const wrong = { ...request, requesterKey: 'k'.repeat(22) };
    expect(liveOf(await requesterPoll(http, wrong).expect(200))).toEqual({
      gone: [goneRoad(request.code, 'code-exchange', 403, undefined, 'request')],
    });
    await requesterAnswer(http, wrong, 'q8Xk0vY3m9TfR2cLw7hN1A', { step: 'hello', refused: true }).expect(403);
    const ended = await hosting.add(app);
    hosting.end(ended);
    expect(liveOf(await requesterPoll(http, ended).expect(200))).toEqual({
      gone: [goneRoad(ended.code, 'code-exchange', 410, 'ended', 'request')],
    });
    const started = await http().post(`/api/code-exchange/${ended.code}`).expect(410);
    expect(errorOf(started).reason).toBe('ended');
    const malformed = await requesterPoll(http, { ...request, requesterKey: 'short' }).expect(400);
    expect(errorOf(malformed).code).toBe('invalid_requester_key');
  });

  it("counts a request's exchange as a code lookup under the guessing budget: settled when the code is a request's", async () => {
    const budget = app.app.get(CodeGuessBudget);
    const admitted = jest.spyOn(budget, 'admit');
    const settled = jest.spyOn(budget, 'settle');
    const request = await hosting.add(app);
    await http().post(`/api/code-exchange/${request.code}`).expect(409);
    expect([admitted.mock.calls.length, settled.mock.calls.length]).toEqual([1, 1]);
    admitted.mockRestore();
    settled.mockRestore();
  });
});

describe("a file request's code exchange, under the client's failed-lookup limits", () => {
  const LIMIT = 3;
  const CLIENT = '203.0.113.30';
  const hosting = new FakeRequestHosting();
  let app: TestApp;

  beforeAll(async () => {
    app = await appWith(hosting, { TRUST_PROXY: 'on', RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) });
  });

  afterAll(() => app.close());

  it('counts wrong requester keys as failed key lookups, then refuses them (a right key still works)', async () => {
    const request = await hosting.add(app);
    const from = () => app.http().set('X-Forwarded-For', CLIENT);
    const wrong = { ...request, requesterKey: 'k'.repeat(22) };
    for (let failure = 0; failure < LIMIT; failure += 1) await requesterPoll(from, wrong).expect(200);
    const refused = await requesterPoll(from, wrong).expect(429);
    expect(errorOf(refused).code).toBe('too_many_failed_key_lookups');
    await requesterAnswer(from, wrong, 'q8Xk0vY3m9TfR2cLw7hN1A', { step: 'hello', refused: true }).expect(429);
    await requesterPoll(from, request).expect(204);
  });

  it("counts unknown codes against the client's code lookups, then refuses a request's code as well", async () => {
    const request = await hosting.add(app);
    const start = (code: string) =>
      app.http().post(`/api/code-exchange/${code}`).set('X-Forwarded-For', '203.0.113.31');
    const share = await encryptedShare(() => app.http());
    const unknown = ['0000', '0001', '0002', '0003', '0004'].filter(
      (code) => code !== share.code && code !== request.code,
    );
    for (const code of unknown.slice(0, LIMIT)) await start(code).expect(404);
    await start(unknown[LIMIT]).expect(429);
    expect(errorOf(await start(request.code).expect(429)).code).toBe('too_many_failed_code_lookups');
  });
});

describe("a file request's code exchange, when the requester's page closes", () => {
  const hosting = new FakeRequestHosting();
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    const waits: RelayWaits = { longPollMs: 60_000, checkEveryMs: 10, senderPresenceMs: 300 };
    app = await createTestApp({
      overrides: [
        { token: RequestHosting, value: hosting },
        { token: RelayWaits, value: waits },
      ],
    });
  });

  afterAll(() => app.close());

  it("answers a step waiting for the requester's page with the request's sender-away", async () => {
    const request = await hosting.add(app);
    const closing = new AbortController();
    const page = fetch(`${app.baseUrl}/api/live`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({
        requests: [{ code: request.code, requesterKey: request.requesterKey, roads: ['code-exchange'] }],
      }),
      signal: closing.signal,
    }).catch(() => undefined);
    const sessionId = await startOnceSenderListens(http, request.code);
    closing.abort();
    await page;
    const hello = await recipientStep(http, sessionId, 'hello', opaque(33)).expect(409);
    expect(errorOf(hello)).toMatchObject({ code: 'exchange_requester_away', reason: 'sender-away' });
  });
});
