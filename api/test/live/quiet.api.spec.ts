import { expect } from '@jest/globals';
import type { FolderStateDto } from '../../src/folders/dto/folder-state.dto.js';
import type { ShareStateChangeDto } from '../../src/live/dto/managed-shares.dto.js';
import { directShare, type DirectShare, offer, sdp, untilAvailable } from '../direct/support.js';
import { errorOf } from '../support/answers.js';
import type { TestApp } from '../support/test-app.js';
import { createLiveTestApp, hosting, liveOf } from './support.js';

/** Shorter than the test's poll wait (2 s), so the quiet ends within one poll. */
const QUIET_MS = 1_000;

function stateOf(change: ShareStateChangeDto | undefined): { etag: string; state: FolderStateDto } {
  if (change?.etag && change.state) return { etag: change.etag, state: change.state };
  throw new Error(`Not a state: ${JSON.stringify(change)}`);
}

/**
 * A page that has just drawn a change asks its next poll to keep changes back for a while (quietMs): the poll
 * stays open, so the page stays present for the shares it hosts and their messages still come at once.
 */
describe('POST /api/live with quietMs', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createLiveTestApp();
  });

  afterAll(() => app.close());

  const poll = (body: object) => http().post('/api/live').set('Sec-Fetch-Site', 'same-origin').send(body);

  /** The share's state as its sender's page first sees it. */
  async function firstLook(share: DirectShare) {
    const managed = { code: share.code, manageKey: share.manageKey };
    const [first] = liveOf(await poll({ managed: [managed] }).expect(200)).states ?? [];
    return { ...managed, etag: stateOf(first).etag };
  }

  it('answers a change during the quiet only once the quiet has passed', async () => {
    const share = await directShare(app);
    const managed = await firstLook(share);
    const started = Date.now();
    const waiting = poll({ managed: [managed], quietMs: QUIET_MS }).then((response) => response);
    await http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
    const answered = await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(QUIET_MS);
    expect(answered.status).toBe(200);
    const [ended] = liveOf(answered).states ?? [];
    expect(stateOf(ended).state.status).toBe('ended');
  });

  it("keeps the page present and brings a recipient's offer at once, holding the state it changed back", async () => {
    const share = await directShare(app);
    const managed = await firstLook(share);
    // The longest quiet the API takes: the whole poll is quiet, so only the offer can answer it.
    const waiting = poll({ shares: [hosting(share, 'direct')], managed: [managed], quietMs: 25_000 }).then((r) => r);
    await http().get(`/api/folders/retrieve/${share.code}`).expect(200);
    await untilAvailable(http, share);
    const offered = offer(http, share, { offer: sdp('recipient') }).then((response) => response);
    const answered = await waiting;
    expect(answered.status).toBe(200);
    const answer = liveOf(answered);
    expect(answer.offer).toMatchObject({ code: share.code, offer: sdp('recipient') });
    expect(answer.states).toBeUndefined();

    // The next poll, without a quiet, brings the state the recipient's opening changed.
    const [opened] = liveOf(await poll({ managed: [managed] }).expect(200)).states ?? [];
    expect(stateOf(opened).state.opens).toBeGreaterThan(0);
    await offered;
  });

  it('refuses a quiet that is not a whole number of milliseconds from 0 to 25 000 with a 400 that says so', async () => {
    const managed = { code: '4821', manageKey: 'k'.repeat(22) };
    const cases: Array<[unknown, string]> = [
      [-1, 'quietMs cannot be negative.'],
      [1.5, 'quietMs must be a whole number of milliseconds.'],
      ['soon', 'quietMs must be a whole number of milliseconds.'],
      [25_001, 'quietMs is at most 25000 (a poll waits 25 s at most).'],
    ];
    for (const [quietMs, message] of cases) {
      const refused = await poll({ managed: [managed], quietMs }).expect(400);
      expect(errorOf(refused).message).toContain(message);
    }
  });
});
