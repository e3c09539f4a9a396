import { expect, jest } from '@jest/globals';
import { CodeExchangeRelay } from '../../src/code-exchange/code-exchange-relay.js';
import { RelayWaits } from '../../src/relay/relay-timing.js';
import { errorOf, uploadedOf } from '../support/answers.js';
import { hosting, openSenderPage, refusedOf } from '../live/support.js';
import { eventually } from '../support/poll.js';
import { createTestApp, createTestAppBehindProxy, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import {
  encryptedShare,
  exchangeThrough,
  opaque,
  pendingOf,
  recipientStep,
  relayedOf,
  senderAnswer,
  senderPoll,
  type SharedCode,
  startOnceSenderListens,
} from './support.js';

const SENDER_AWAY =
  'This share is end-to-end encrypted. It opens with its link or QR code, or with its code while its sender has ' +
  'Sharecode open.';
const NOT_ENCRYPTED = 'This share is not end-to-end encrypted: it opens with its code directly.';
const REFUSED =
  'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.';
const RECIPIENT_ENDED = 'This exchange has ended. Type the code again.';
const SENDER_ENDED = 'This exchange has ended.';
const UNKNOWN_SESSION = 'q8Xk0vY3m9TfR2cLw7hN1A';

describe('the code-exchange relay', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  /** An exchange started, its hello polled by the sender and waiting for the answer. */
  async function helloAwaitingAnswer(share: SharedCode) {
    const poll = senderPoll(http, share).then((response) => response);
    const sessionId = await startOnceSenderListens(http, share.code);
    const hello = recipientStep(http, sessionId, 'hello', opaque(33)).then((response) => response);
    expect(pendingOf(await poll).sessionId).toBe(sessionId);
    return { sessionId, hello };
  }

  it("passes each side exactly the other's bytes, both running at once", async () => {
    await exchangeThrough(http, http, await encryptedShare(http));
  });

  it('answers sender-away while no page of the sender polls', async () => {
    const { code } = await encryptedShare(http);
    const answer = await http().post(`/api/code-exchange/${code}`).expect(409);
    expect(errorOf(answer)).toMatchObject({ message: SENDER_AWAY, reason: 'sender-away' });
  });

  it('answers not-encrypted for a share that opens with its code, to either side', async () => {
    const { folderCode, manageKey } = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
    const started = await http().post(`/api/code-exchange/${folderCode}`).expect(409);
    expect(errorOf(started)).toMatchObject({ message: NOT_ENCRYPTED, reason: 'not-encrypted' });
    const polled = refusedOf(await senderPoll(http, { code: folderCode, manageKey }));
    expect(polled.status).toBe(409);
    expect(polled.error.reason).toBe('not-encrypted');
  });

  it('refuses the sender side with a wrong management key as the state route does, and an ended share with 410', async () => {
    const share = await encryptedShare(http);
    const wrongKey = { ...share, manageKey: 'k'.repeat(22) };
    const state = errorOf(await http().get(`/api/shares/${share.code}/state`).set('X-Manage-Key', wrongKey.manageKey));
    const polled = refusedOf(await senderPoll(http, wrongKey));
    expect(polled.status).toBe(404);
    expect(polled.error.message).toBe(state.message);
    await senderAnswer(http, wrongKey, UNKNOWN_SESSION, { step: 'hello', message: opaque(97) }).expect(404);

    await http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
    expect(refusedOf(await senderPoll(http, share)).error).toMatchObject({ statusCode: 410, reason: 'ended' });
  });

  it('tells the recipient of a refusal, and ends the exchange', async () => {
    const share = await encryptedShare(http);
    const { sessionId, hello } = await helloAwaitingAnswer(share);
    await senderAnswer(http, share, sessionId, { step: 'hello', refused: true }).expect(204);
    expect(errorOf(await hello)).toMatchObject({ statusCode: 409, message: REFUSED, reason: 'refused' });
    const late = await recipientStep(http, sessionId, 'confirmation', opaque(65)).expect(404);
    expect(errorOf(late).code).toBe('exchange_ended');
    expect(errorOf(late).message).toBe(RECIPIENT_ENDED);
  });

  it('takes each step once, the confirmation only after the hello was answered, and each answer once', async () => {
    const share = await encryptedShare(http);
    const { sessionId, hello } = await helloAwaitingAnswer(share);
    const early = await recipientStep(http, sessionId, 'confirmation', opaque(65)).expect(404);
    expect(errorOf(early).code).toBe('exchange_ended');
    expect(errorOf(early).message).toBe(RECIPIENT_ENDED);
    const reply = opaque(97);
    await senderAnswer(http, share, sessionId, { step: 'confirmation', message: reply }).expect(404);
    await senderAnswer(http, share, sessionId, { step: 'hello', message: reply }).expect(204);
    expect(relayedOf(await hello)).toBe(reply);

    const again = await recipientStep(http, sessionId, 'hello', opaque(33)).expect(404);
    expect(errorOf(again).code).toBe('exchange_ended');
    expect(errorOf(again).message).toBe(RECIPIENT_ENDED);
    const twice = await senderAnswer(http, share, sessionId, { step: 'hello', message: reply }).expect(404);
    expect(errorOf(twice).code).toBe('exchange_answer_late');
    expect(errorOf(twice).message).toBe(SENDER_ENDED);
    await recipientStep(http, UNKNOWN_SESSION, 'hello', opaque(33)).expect(404);
  });

  it("refuses an answer to another share's exchange", async () => {
    const share = await encryptedShare(http);
    const other = await encryptedShare(http);
    const { sessionId, hello } = await helloAwaitingAnswer(share);
    await senderAnswer(http, other, sessionId, { step: 'hello', message: opaque(97) }).expect(404);
    await senderAnswer(http, share, sessionId, { step: 'hello', refused: true }).expect(204);
    await hello;
  });

  it('ends the exchange when the recipient goes away while waiting', async () => {
    const ended = jest.spyOn(app.app.get(CodeExchangeRelay), 'end');
    const share = await encryptedShare(http);
    const poll = senderPoll(http, share).then((response) => response);
    const sessionId = await startOnceSenderListens(http, share.code);
    const leaving = new AbortController();
    const hello = fetch(`${app.baseUrl}/api/code-exchange/sessions/${sessionId}/hello`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: opaque(33) }),
      signal: leaving.signal,
    }).catch(() => undefined);
    expect(pendingOf(await poll).sessionId).toBe(sessionId);
    leaving.abort();
    await hello;
    await eventually(() => ended.mock.calls.some(([id]) => id === sessionId), 'the relay ends the exchange');
    await senderAnswer(http, share, sessionId, { step: 'hello', refused: true }).expect(404);
  });

  it('refuses malformed session ids and messages with a clear 400', async () => {
    const share = await encryptedShare(http);
    const badId = await recipientStep(http, 'too-short', 'hello', opaque(33)).expect(400);
    expect(errorOf(badId).code).toBe('invalid_session_id');
    expect(errorOf(badId).message).toBe("An exchange's session id is 22 characters: letters, digits, - and _.");
    for (const message of ['', 'padded==', 'x'.repeat(257), 42]) {
      const bad = await http()
        .post(`/api/code-exchange/sessions/${UNKNOWN_SESSION}/hello`)
        .send({ message })
        .expect(400);
      expect(errorOf(bad).code).toBe('invalid_exchange_message');
      expect(errorOf(bad).message).toMatch(/^message must be unpadded base64url/);
    }
    await recipientStep(http, UNKNOWN_SESSION, 'hello', 'x'.repeat(256)).expect(404);
    const both = await senderAnswer(http, share, UNKNOWN_SESSION, { step: 'hello', message: 'AQ', refused: true });
    expect(both.status).toBe(400);
    expect(errorOf(both).code).toBe('answer_or_refusal');
    expect(errorOf(both).message).toBe('Send either a message or refused: true, not both.');
    const step = await senderAnswer(http, share, UNKNOWN_SESSION, { step: 'reply', message: 'AQ' }).expect(400);
    expect(errorOf(step).code).toBe('invalid_exchange_step');
    expect(errorOf(step).message).toBe('step must be one of: hello, confirmation.');
  });
});

describe('the code-exchange relay, when nobody answers', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    const waits: RelayWaits = { longPollMs: 50, checkEveryMs: 10, senderPresenceMs: 300 };
    app = await createTestApp({ overrides: [{ token: RelayWaits, value: waits }] });
  });

  afterAll(() => app.close());

  it("answers an empty poll 204, and a step the sender's page never answered 504, ending the exchange", async () => {
    const share = await encryptedShare(http);
    const poll = await senderPoll(http, share).expect(204);
    expect(poll.text).toBe('');
    const sessionId = await startOnceSenderListens(http, share.code);
    const silent = await recipientStep(http, sessionId, 'hello', opaque(33)).expect(504);
    expect(errorOf(silent).code).toBe('sender_silent');
    expect(errorOf(silent).message).toBe("The sender's page did not answer. Try again in a moment.");
    // Ended with the wait: its message is dropped, and a late answer is refused.
    await senderPoll(http, share).expect(204);
    await senderAnswer(http, share, sessionId, { step: 'hello', message: opaque(97) }).expect(404);
  });
});

describe('the code-exchange relay, when the sender closes its page', () => {
  /** Longer than a test may take: an answer that comes sooner came because the sender was seen to go. */
  const LONG_POLL_MS = 60_000;
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    const waits: RelayWaits = { longPollMs: LONG_POLL_MS, checkEveryMs: 10, senderPresenceMs: 300 };
    app = await createTestApp({ overrides: [{ token: RelayWaits, value: waits }] });
  });

  afterAll(() => app.close());

  it('stops counting the page as open moments after its last poll: the code then says how else it opens', async () => {
    const share = await encryptedShare(http);
    const page = openSenderPage(app.baseUrl, [hosting(share, 'code-exchange')]);
    await startOnceSenderListens(http, share.code);
    await page.close();
    await eventually(
      async () => (await http().post(`/api/code-exchange/${share.code}`)).status === 409,
      'the sender counts as away',
    );
    const answer = await http().post(`/api/code-exchange/${share.code}`).expect(409);
    expect(errorOf(answer)).toMatchObject({ message: SENDER_AWAY, reason: 'sender-away' });
  });

  it('answers a step waiting for a page that closes with sender-away, without waiting out the long poll', async () => {
    const share = await encryptedShare(http);
    const page = openSenderPage(app.baseUrl, [hosting(share, 'code-exchange')]);
    const sessionId = await startOnceSenderListens(http, share.code);
    await page.close();
    const hello = await recipientStep(http, sessionId, 'hello', opaque(33)).expect(409);
    expect(errorOf(hello)).toMatchObject({ message: SENDER_AWAY, reason: 'sender-away' });
    await recipientStep(http, sessionId, 'hello', opaque(33)).expect(404);
  });
});

describe('starting a code exchange is a code lookup', () => {
  const LIMIT = 3;
  const CLIENT = '203.0.113.20';
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestAppBehindProxy({ RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) });
  });

  afterAll(() => app.close());

  it('counts unknown codes towards the failed-lookup limit, then is refused like retrieval', async () => {
    const share = await encryptedShare(() => app.http());
    const start = (code: string) => app.http().post(`/api/code-exchange/${code}`).set('X-Forwarded-For', CLIENT);
    const unknown = ['0000', '0001', '0002', '0003', '0004'].filter((code) => code !== share.code);
    for (const code of unknown.slice(0, LIMIT))
      expect(errorOf(await start(code).expect(404))).toMatchObject({ code: 'unknown_code', message: 'Invalid code' });
    const refused = await start(unknown[LIMIT]).expect(429);
    expect(errorOf(refused).code).toBe('too_many_failed_code_lookups');
    expect(errorOf(refused).message).toBe('Too many failed code lookups. Please wait 15 minutes and try again.');
    await start(share.code).expect(429);
    await app.http().get(`/api/folders/retrieve/${share.code}`).set('X-Forwarded-For', CLIENT).expect(429);
  });
});

describe('the code-exchange relay, as the app shuts down', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.removeData());

  it('ends the waits at once: a waiting recipient is told the server restarts', async () => {
    const share = await encryptedShare(http);
    const poll = senderPoll(http, share).then((response) => response);
    const sessionId = await startOnceSenderListens(http, share.code);
    const hello = recipientStep(http, sessionId, 'hello', opaque(33)).then((response) => response);
    expect(pendingOf(await poll).sessionId).toBe(sessionId);
    const waitingPoll = senderPoll(http, share).then((response) => response);
    await eventually(async () => (await http().post(`/api/code-exchange/${share.code}`)).status === 201, 'polling');
    await app.stop();
    const stopped = await hello;
    expect(stopped.status).toBe(503);
    expect(errorOf(stopped).code).toBe('server_restarting');
    expect(errorOf(stopped).message).toBe('The server is restarting. Try again in a moment.');
    expect((await waitingPoll).status).toBe(204);
  });
});
