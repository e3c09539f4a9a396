import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { refusedOf } from '../live/support.js';
import { errorOf } from '../support/answers.js';
import { otherInstance, type OtherInstance } from '../support/other-instance.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, lookup } from '../instant/support.js';
import { senderPoll, untilAvailable, WAITS } from './support.js';

const SECOND_MS = 1_000;
/** DIRECT_ONLY_GRACE_SECONDS's default. */
const GRACE_MS = 30 * SECOND_MS;

/**
 * A share sent directly only on two API instances sharing PostgreSQL, Redis and a bucket: the sender's page polls
 * one, its recipients ask the other whether it is there (direct transfer's relay, in Redis) and whether the share
 * still lives (when the page was last seen: the share's row), on one shared clock. Scale-out run only.
 */
describe('a share sent directly only across two instances', () => {
  let a: TestApp;
  let b: OtherInstance;

  beforeAll(async () => {
    // The sender's polls end soon on A, so that each one is over (and recorded) before the clock moves on.
    a = await createTestApp({ overrides: [{ token: DirectWaits, value: { ...WAITS, longPollMs: 500 } }] });
    b = await otherInstance(a);
  });

  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('lives while its sender polls A, as B says, and ends on B once the page has been gone past the grace', async () => {
    const sending = await announce(a, [{ path: 'notes.txt', content: randomBytes(1_000) }], { directOnly: '1' });
    const [onA, onB] = [() => a.http(), () => b.app.http()];
    expect((await lookup(b.app, sending.link)).senderPresent).toBe(false);

    // Sent now (a supertest request goes out once something waits for it).
    const polled = senderPoll(onA, sending)
      .expect(204)
      .then(() => undefined);
    await untilAvailable(onB, sending);
    expect((await lookup(b.app, sending.link)).senderPresent).toBe(true);
    await polled;

    // Seen on A late in the grace: B counts from then.
    a.clock.advance(GRACE_MS - SECOND_MS);
    await senderPoll(onA, sending).expect(204);
    a.clock.advance(GRACE_MS - SECOND_MS);
    expect((await lookup(b.app, sending.link)).directOnly).toBe(true);

    a.clock.advance(2 * SECOND_MS);
    expect(errorOf(await onB().get(`/s/${sending.link}/qr`).expect(410)).reason).toBe('sender-left');
    // B's cleanup records it, and A's sender page is told too.
    await b.app.cleanup.runScheduled();
    expect(refusedOf(await senderPoll(onA, sending)).error).toMatchObject({
      statusCode: 410,
      code: 'share_sender_left',
      reason: 'sender-left',
    });
    expect(errorOf(await onA().get(`/s/${sending.link}/qr`).expect(410)).reason).toBe('sender-left');
  });
});
