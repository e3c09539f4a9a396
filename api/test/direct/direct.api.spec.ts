import { expect } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { turnUserOf } from '../../src/direct/turn-credentials.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { encryptedShare } from '../code-exchange/support.js';
import { refusedOf } from '../live/support.js';
import { errorOf, folderOf, folderStateOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import {
  answeredSession,
  availability,
  availabilityOf,
  counted,
  directShare,
  type DirectShare,
  offer,
  offerIn,
  openSenderPage as openSenderPageAt,
  pendingOf,
  reasonOf,
  received,
  sdp,
  senderAnswer,
  senderPoll,
  sessionOf,
  startOf,
  startSession,
  TURN_SECRET,
  TURN_URLS,
  UNKNOWN_SESSION,
  untilAvailable,
  WAITS,
} from './support.js';

const STUN_URL = 'stun:stun.sharecode.test:3478';
const TTL_SECONDS = 600;
const SENDER_AWAY = "The sender's device is not there for a direct transfer: the files come through Sharecode.";
const REFUSED = "The sender's device declined a direct transfer: the files come through Sharecode.";
const SDP_MESSAGE = 'offer must be an SDP description (starting v=0) of at most 64 KiB.';

describe('direct transfer between a recipient and the sender page of a share', () => {
  let app: TestApp;
  let metrics: Metrics;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        STUN_URLS: STUN_URL,
        TURN_URLS: TURN_URLS.join(', '),
        TURN_SECRET,
        TURN_CREDENTIAL_TTL_SECONDS: String(TTL_SECONDS),
      },
      overrides: [{ token: DirectWaits, value: WAITS }],
    });
    metrics = app.app.get(Metrics);
  });

  afterAll(() => app.close());

  const openSenderPage = (share: DirectShare) => openSenderPageAt(app.baseUrl, share);

  /** An offer sent while the sender's poll waits, and that poll's answer (the offer it handed over). */
  async function offerPolled(share: DirectShare, body: object = { offer: sdp('recipient') }) {
    const poll = senderPoll(http, share).then((response) => response);
    await untilAvailable(http, share);
    const waiting = offer(http, share, body).then((response) => response);
    const polled = await poll;
    expect(polled.status).toBe(200);
    return { pending: pendingOf(polled), answered: waiting };
  }

  it('says the sender is there only while its page polls, and a few seconds after', async () => {
    const share = await directShare(app);
    expect(availabilityOf(await availability(http, share).expect(200)).available).toBe(false);
    const page = openSenderPage(share);
    await untilAvailable(http, share);
    await page.close();
    await eventually(
      async () => !availabilityOf(await availability(http, share)).available,
      'the sender counts as away',
    );
  });

  it("relays the recipient's offer to the polling sender page and its answer back, once", async () => {
    const share = await directShare(app);
    const before = await counted(metrics, 'directSessions', { outcome: 'answered' });
    const { pending, answered } = await offerPolled(share);
    expect(pending).toMatchObject({ offer: sdp('recipient'), iceTransportPolicy: 'all' });
    expect(pending.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(pending.iceServers.map(({ urls }) => urls)).toEqual([[STUN_URL], TURN_URLS]);

    await senderAnswer(http, share, pending.sessionId, { answer: sdp('sender') }).expect(204);
    const session = await answered;
    expect(session.status).toBe(200);
    expect(sessionOf(session)).toEqual({ sessionId: pending.sessionId, answer: sdp('sender') });
    expect(await counted(metrics, 'directSessions', { outcome: 'answered' })).toBe(before + 1);

    const again = await senderAnswer(http, share, pending.sessionId, { answer: sdp('sender') }).expect(404);
    expect(errorOf(again).code).toBe('direct_session_ended');
    expect(errorOf(again).message).toBe('This direct transfer is no longer waiting for an answer.');
  });

  it('answers sender-away when no page of the sender polls, or none answers in time', async () => {
    const share = await directShare(app);
    const before = await counted(metrics, 'directSessions', { outcome: 'sender-away' });
    const nobody = await offer(http, share, { offer: sdp('recipient') });
    expect(nobody.status).toBe(409);
    expect(errorOf(nobody)).toMatchObject({ message: SENDER_AWAY, reason: 'sender-away' });

    const { pending, answered } = await offerPolled(share);
    const silent = await answered;
    expect(silent.status).toBe(409);
    expect(reasonOf(silent)).toBe('sender-away');
    await senderAnswer(http, share, pending.sessionId, { answer: sdp('late') }).expect(404);
    expect(await counted(metrics, 'directSessions', { outcome: 'sender-away' })).toBe(before + 2);
  });

  it('tells the recipient at once when the sender page refuses', async () => {
    const share = await directShare(app);
    const before = await counted(metrics, 'directSessions', { outcome: 'refused' });
    const { pending, answered } = await offerPolled(share);
    await senderAnswer(http, share, pending.sessionId, { refused: true }).expect(204);
    const refused = await answered;
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ message: REFUSED, reason: 'refused' });
    expect(await counted(metrics, 'directSessions', { outcome: 'refused' })).toBe(before + 1);
  });

  it("refuses the sender side with a wrong management key, and another share's session", async () => {
    const share = await directShare(app);
    const other = await directShare(app);
    const wrongKey = { ...share, manageKey: 'k'.repeat(22) };
    const state = errorOf(await http().get(`/api/shares/${share.code}/state`).set('X-Manage-Key', wrongKey.manageKey));
    expect(refusedOf(await senderPoll(http, wrongKey)).error).toMatchObject({
      statusCode: 404,
      message: state.message,
    });
    await senderAnswer(http, wrongKey, UNKNOWN_SESSION, { refused: true }).expect(404);

    const { pending, answered } = await offerPolled(share);
    await senderAnswer(http, other, pending.sessionId, { answer: sdp('other') }).expect(404);
    await senderAnswer(http, share, pending.sessionId, { refused: true }).expect(204);
    expect((await answered).status).toBe(409);
  });

  it('answers 410 on both sides once the share has ended, and 404 for an unknown link', async () => {
    const share = await directShare(app);
    await http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
    for (const answer of [
      await availability(http, share),
      await offer(http, share, { offer: sdp('recipient') }),
      await received(http, share, {
        sessionId: UNKNOWN_SESSION,
        fileId: share.files[0].id,
        bytes: share.files[0].filesize,
      }),
    ]) {
      expect(answer.status).toBe(410);
      expect(reasonOf(answer)).toBe('ended');
    }
    expect(refusedOf(await senderPoll(http, share)).error).toMatchObject({ statusCode: 410, reason: 'ended' });
    await availability(http, { link: `${share.code}-${'A'.repeat(22)}` }).expect(404);
  });

  it('relays for an end-to-end encrypted share too', async () => {
    const { code, manageKey } = await encryptedShare(http);
    const { folderUrl } = folderOf(await http().get(`/api/folders/retrieve/${code}`).expect(200));
    const share: DirectShare = { code, manageKey, link: linkOf(folderUrl), files: [] };
    const { pending, answered } = await offerPolled(share);
    await senderAnswer(http, share, pending.sessionId, { answer: sdp('sender') }).expect(204);
    expect(sessionOf(await answered).answer).toBe(sdp('sender'));
  });

  it("needs a protected share's grant, as its files do", async () => {
    const body = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).field('password', 'correct horse'));
    const share = { code: body.folderCode, link: linkOf(body.folderUrl), manageKey: body.manageKey };
    const found = folderOf(
      await http().get(`/api/folders/retrieve/${share.code}`).set('X-Share-Password', 'correct horse').expect(200),
    );
    const grant = new URL(found.zipUrl, app.baseUrl).searchParams.get('grant')!;
    const file = found.files[0];
    const report = { sessionId: UNKNOWN_SESSION, fileId: file.id, bytes: file.filesize };

    expect(errorOf(await availability(http, share).expect(401)).passwordRequired).toBe(true);
    expect((await offer(http, share, { offer: sdp('recipient') })).status).toBe(401);
    await offerIn(http, share, UNKNOWN_SESSION, { offer: sdp('recipient') }).expect(401);
    await received(http, share, report).expect(401);
    await availability(http, share, `9999999999.${'A'.repeat(43)}`).expect(401);

    expect(availabilityOf(await availability(http, share, grant).expect(200)).available).toBe(false);
    expect((await offer(http, share, { offer: sdp('recipient') }, grant)).status).toBe(409);
    await offerIn(http, share, UNKNOWN_SESSION, { offer: sdp('recipient') }, grant).expect(404);
    await received(http, share, report, grant).expect(404);
  });

  it('refuses malformed offers, answers and reports with a clear 400, and cross-site posts with 403', async () => {
    const share = await directShare(app);
    for (const body of [
      {},
      { offer: '' },
      { offer: 'not sdp' },
      { offer: 42 },
      { offer: sdp('x').padEnd(65_537, 'a') },
    ])
      expect(errorOf(await offerIn(http, share, UNKNOWN_SESSION, body).expect(400))).toMatchObject({
        code: 'invalid_session_description',
        message: SDP_MESSAGE,
      });
    await offerIn(http, share, UNKNOWN_SESSION, { offer: sdp('x').padEnd(65_536, 'a') }).expect(404);
    await offerIn(http, share, 'too-short', { offer: sdp('x') }).expect(400);

    const both = await senderAnswer(http, share, UNKNOWN_SESSION, { answer: sdp('x'), refused: true }).expect(400);
    expect(errorOf(both).code).toBe('answer_or_refusal');
    expect(errorOf(both).message).toBe('Send either an answer or refused: true, not both.');
    await senderAnswer(http, share, UNKNOWN_SESSION, { answer: 'nope' }).expect(400);
    const badId = await senderAnswer(http, share, 'too-short', { refused: true }).expect(400);
    expect(errorOf(badId).code).toBe('invalid_session_id');
    expect(errorOf(badId).message).toBe("A direct transfer's session id is 22 characters: letters, digits, - and _.");

    const [file] = share.files;
    const sessionId = UNKNOWN_SESSION;
    for (const report of [
      { sessionId, fileId: 0, bytes: file.filesize },
      { sessionId, fileId: 'abc', bytes: file.filesize },
      { sessionId, fileId: file.id, bytes: -1 },
      { sessionId, fileId: file.id, bytes: 1.5 },
      { sessionId, fileId: file.id },
      { fileId: file.id, bytes: file.filesize },
      { sessionId: 'short', fileId: file.id, bytes: file.filesize },
    ])
      await received(http, share, report).expect(400);
    const wrongSize = await received(http, share, { sessionId, fileId: file.id, bytes: file.filesize + 1 }).expect(400);
    expect(errorOf(wrongSize).code).toBe('received_size_mismatch');
    expect(errorOf(wrongSize).message).toBe(`bytes must equal the file's size (${file.filesize}).`);
    await received(http, share, { sessionId, fileId: 999_999, bytes: 1 }).expect(404);

    const crossSite = (test: ReturnType<typeof startSession>) => test.set('Sec-Fetch-Site', 'cross-site').expect(403);
    await crossSite(startSession(http, share));
    await crossSite(offerIn(http, share, sessionId, { offer: sdp('x') }));
    await crossSite(received(http, share, { sessionId, fileId: file.id, bytes: file.filesize }));
    await crossSite(senderAnswer(http, share, UNKNOWN_SESSION, { refused: true }));
  });

  it("counts a file received directly as its download, in direct bytes and not in the server's", async () => {
    const share = await directShare(app, NESTED_FOLDER, 'download');
    const [directBefore, servedBefore] = await Promise.all([
      counted(metrics, 'directBytes'),
      counted(metrics, 'downloadedBytes'),
    ]);
    const [first, ...rest] = share.files;
    const sessionId = await answeredSession(http, share);
    await received(http, share, { sessionId, fileId: first.id, bytes: first.filesize }).expect(204);
    const state = folderStateOf(
      await http().get(`/api/shares/${share.code}/state`).set('X-Manage-Key', share.manageKey).expect(200),
    );
    expect(state.files.find(({ id }) => id === first.id)?.downloads).toBe(1);
    expect(state.files.filter(({ downloads }) => downloads > 0)).toHaveLength(1);

    // Kept until downloaded: once every file came directly, the share ends as if each had been downloaded.
    for (const file of rest)
      await received(http, share, { sessionId, fileId: file.id, bytes: file.filesize }).expect(204);
    const ended = await availability(http, share).expect(410);
    expect(errorOf(ended)).toMatchObject({ reason: 'expired', downloaded: true });
    const total = share.files.reduce((sum, { filesize }) => sum + filesize, 0);
    expect(await counted(metrics, 'directBytes')).toBe(directBefore + total);
    expect(await counted(metrics, 'downloadedBytes')).toBe(servedBefore);
  });

  it('hands out TURN credentials of the TURN REST API scheme only with a session, naming it, expiring after the TTL', async () => {
    const share = await directShare(app);
    const before = await counted(metrics, 'turnCredentials');
    const expiry = Math.floor(app.clock.now().getTime() / 1000) + TTL_SECONDS;
    expect(availabilityOf(await availability(http, share).expect(200)).iceServers).toEqual([{ urls: [STUN_URL] }]);

    const poll = senderPoll(http, share).then((response) => response);
    await untilAvailable(http, share);
    expect(availabilityOf(await availability(http, share).expect(200)).iceServers).toEqual([{ urls: [STUN_URL] }]);
    const started = startOf(await startSession(http, share).expect(201));
    const waiting = offerIn(http, share, started.sessionId, { offer: sdp('recipient') }).then((response) => response);
    const pending = pendingOf(await poll);
    expect(pending.sessionId).toBe(started.sessionId);
    await senderAnswer(http, share, pending.sessionId, { refused: true }).expect(204);
    await waiting;

    for (const { iceServers, iceTransportPolicy } of [started, pending]) {
      expect(iceTransportPolicy).toBe('all');
      const [stun, turn] = iceServers;
      expect(stun).toEqual({ urls: [STUN_URL] });
      expect(turn.urls).toEqual(TURN_URLS);
      expect(turn.username).toBe(`${expiry}:${turnUserOf(started.sessionId)}`);
      expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
    }
    expect(await counted(metrics, 'turnCredentials')).toBe(before + 2);
  });
});
