import { expect } from '@jest/globals';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { refusedOf } from '../live/support.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  availability,
  availabilityOf,
  counted,
  directShare,
  offer,
  pendingOf,
  reasonOf,
  received,
  sdp,
  senderAnswer,
  senderPoll,
  TURN_SECRET,
  TURN_URLS,
  UNKNOWN_SESSION,
  untilAvailable,
  WAITS,
} from './support.js';

describe('direct transfer switched off, or without STUN and TURN', () => {
  let off: TestApp;
  let bare: TestApp;

  beforeAll(async () => {
    [off, bare] = await Promise.all([
      createTestApp({ env: { DIRECT_TRANSFER: 'off', TURN_URLS: TURN_URLS[0], TURN_SECRET } }),
      createTestApp({ overrides: [{ token: DirectWaits, value: WAITS }] }),
    ]);
  });

  afterAll(() => Promise.all([off.close(), bare.close()]));

  it("DIRECT_TRANSFER=off: never available, no credentials, the sender's poll and reports 404", async () => {
    const http = () => off.http();
    const share = await directShare(off);
    const turnCredentials = await counted(off.app.get(Metrics), 'turnCredentials');
    expect(refusedOf(await senderPoll(http, share)).error).toMatchObject({
      statusCode: 404,
      message: 'Direct transfer is off on this server.',
    });
    expect(availabilityOf(await availability(http, share).expect(200))).toEqual({
      available: false,
      iceServers: [],
      iceTransportPolicy: 'all',
    });
    const nobody = await offer(http, share, { offer: sdp('recipient') });
    expect([nobody.status, reasonOf(nobody)]).toEqual([409, 'sender-away']);
    await senderAnswer(http, share, UNKNOWN_SESSION, { refused: true }).expect(404);
    const report = { sessionId: UNKNOWN_SESSION, fileId: share.files[0].id, bytes: share.files[0].filesize };
    await received(http, share, report).expect(404);
    expect(await counted(off.app.get(Metrics), 'turnCredentials')).toBe(turnCredentials);
  });

  it('without STUN_URLS and TURN_URLS: host candidates only, and no credentials', async () => {
    const http = () => bare.http();
    const share = await directShare(bare);
    const poll = senderPoll(http, share).then((response) => response);
    await untilAvailable(http, share);
    expect(availabilityOf(await availability(http, share))).toEqual({
      available: true,
      iceServers: [],
      iceTransportPolicy: 'all',
    });
    const waiting = offer(http, share, { offer: sdp('recipient') }).then((response) => response);
    const pending = pendingOf(await poll);
    expect(pending).toMatchObject({ iceServers: [], iceTransportPolicy: 'all' });
    await senderAnswer(http, share, pending.sessionId, { refused: true }).expect(204);
    expect((await waiting).status).toBe(409);
  });
});
