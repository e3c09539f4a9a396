import { expect } from '@jest/globals';
import { DirectRelay } from '../../src/direct/direct-relay.js';
import { RedisRelay } from '../../src/relay/redis-relay.js';
import { otherInstance, type OtherInstance } from '../support/other-instance.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  availability,
  availabilityOf,
  directShare,
  offer,
  offerIn,
  pendingOf,
  received,
  sdp,
  senderAnswer,
  senderPoll,
  sessionOf,
  startOf,
  startSession,
  untilAvailable,
} from './support.js';

/** DIRECT_WAITING_OFFERS_PER_SHARE's default. */
const WAITING = 4;

/**
 * Two API instances on one PostgreSQL, Redis and bucket, as behind a load balancer: a recipient's requests
 * reach one, the sender's page polls the other. Runs in the scale-out run only (`.scale.ts`).
 */
describe('direct transfer signalling across two instances', () => {
  let a: TestApp;
  let b: OtherInstance;

  beforeAll(async () => {
    a = await createTestApp();
    b = await otherInstance(a);
  });

  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('keeps its state in Redis on both', () => {
    expect(b.app).not.toBe(a);
    for (const instance of [a, b.app]) expect(instance.app.get(DirectRelay)).toBeInstanceOf(RedisRelay);
  });

  it('tells a recipient on B of a sender polling A, and relays its offer and the answer', async () => {
    const share = await directShare(a);
    const [onA, onB] = [() => a.http(), () => b.app.http()];
    expect(availabilityOf(await availability(onB, share)).available).toBe(false);
    const poll = senderPoll(onA, share).then((response) => response);
    await untilAvailable(onB, share);
    const waiting = offer(onB, share, { offer: sdp('recipient-on-b') }).then((response) => response);
    const pending = pendingOf(await poll);
    expect(pending.offer).toBe(sdp('recipient-on-b'));
    await senderAnswer(onA, share, pending.sessionId, { answer: sdp('sender-on-a') }).expect(204);
    expect(sessionOf(await waiting)).toEqual({ sessionId: pending.sessionId, answer: sdp('sender-on-a') });
  });

  it("bounds a share's waiting sessions across both, and counts a report on one of a session answered on the other once", async () => {
    const share = await directShare(a);
    const [onA, onB] = [() => a.http(), () => b.app.http()];
    const poll = senderPoll(onA, share).then((response) => response);
    await untilAvailable(onB, share);
    const starts = [];
    for (let start = 0; start < WAITING + 2; start++) starts.push(await startSession(start % 2 ? onA : onB, share));
    expect(starts.map(({ status }) => status)).toEqual([...Array<number>(WAITING).fill(201), 429, 429]);

    const { sessionId } = startOf(starts[0]);
    const waiting = offerIn(onB, share, sessionId, { offer: sdp('recipient-on-b') }).then((response) => response);
    expect(pendingOf(await poll).sessionId).toBe(sessionId);
    await senderAnswer(onA, share, sessionId, { answer: sdp('sender-on-a') }).expect(204);
    expect((await waiting).status).toBe(200);
    const again = senderPoll(onA, share).then((response) => response);
    await untilAvailable(onA, share);
    await startSession(onA, share).expect(201);

    const [file] = share.files;
    const report = { sessionId, fileId: file.id, bytes: file.filesize };
    await received(onA, share, report).expect(204);
    await received(onB, share, report).expect(409);
    await again;
  });
});
