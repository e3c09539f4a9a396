import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { LiveWatches, type ShareChange } from '../../src/live/live-watches.service.js';
import { WatchTiming } from '../../src/live/watch-timing.js';
import { errorOf } from '../support/answers.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { liveOf } from './support.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, type Announced, sequenceOf } from '../instant/support.js';

/** Long enough that only a change (never the wait running out) can end a watch in these tests. */
const LONG_WAIT_MS = 20_000;
/** The watch's own look again, beyond every wait here: only a change announced (ShareChanges) answers. */
const ANNOUNCED_ONLY = [{ token: WatchTiming, value: { recheckMs: 60_000 } }];
const POLLER = { ownerId: undefined, client: 'watcher' };

describe("recipients' pages watching shares through the live poll (LiveWatches)", () => {
  let app: TestApp;
  let watches: LiveWatches;

  beforeAll(async () => {
    app = await createTestApp({ overrides: ANNOUNCED_ONLY });
    watches = app.app.get(LiveWatches);
  });

  afterAll(() => app.close());

  const watch = async (link: string, etag?: string) =>
    (await watches.next([{ link, etag }], [], POLLER, LONG_WAIT_MS, new AbortController().signal)).changes;
  const progressOf = (change: ShareChange | undefined) => {
    if (change && 'progress' in change) return change;
    throw new Error(`Not a progress: ${JSON.stringify(change)}`);
  };

  it('answers at once for a page that has nothing yet, then waits until bytes arrive and answers with them', async () => {
    const files: Announced[] = [{ path: 'a.bin', content: randomBytes(4000) }];
    const sending = await announce(app, files);
    const [first] = await watch(sending.link);
    expect(progressOf(first).progress).toMatchObject({ status: 'arriving', receivedBytes: 0 });

    const waiting = watch(sending.link, progressOf(first).etag);
    let answered = false;
    void waiting.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    await sendChunk(app, sending.id, 0, sequenceOf(files).subarray(0, 1000)).expect(200);
    const [moved] = await waiting;
    expect(progressOf(moved).progress).toMatchObject({ receivedBytes: 1000 });
  });

  it("answers a share's ending with the 410 its progress route gives, reason included", async () => {
    const sending = await announce(app, [{ path: 'x.bin', content: randomBytes(100) }]);
    const [first] = await watch(sending.link);
    const waiting = watch(sending.link, progressOf(first).etag);
    await app.http().delete(`/api/shares/${sending.code}`).set('X-Manage-Key', sending.manageKey).expect(204);
    expect(await waiting).toEqual([
      { link: sending.link, status: 410, error: expect.objectContaining({ reason: 'ended' }) },
    ]);
  });

  it('answers an unknown link with a 404', async () => {
    const [unknown] = await watch('0000-AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown).toMatchObject({ status: 404 });
  });

  it('answers nothing when its wait runs out without a change', async () => {
    const sending = await announce(app, [{ path: 'y.bin', content: randomBytes(100) }]);
    const [first] = await watch(sending.link);
    const signal = new AbortController().signal;
    const watched = [{ link: sending.link, etag: progressOf(first).etag }];
    expect(await watches.next(watched, [], POLLER, 300, signal)).toEqual({ changes: [], states: [] });
  });
});

describe('POST /api/live: one poll hosting and watching', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ overrides: ANNOUNCED_ONLY });
  });

  afterAll(() => app.close());

  const poll = (body: object) => app.http().post('/api/live').set('Sec-Fetch-Site', 'same-origin').send(body);

  it('answers a watched share at once for a page without its ETag, then when bytes arrive', async () => {
    const files: Announced[] = [{ path: 'w.bin', content: randomBytes(2000) }];
    const sending = await announce(app, files);
    const first = liveOf(await poll({ watch: [{ link: sending.link }] }).expect(200));
    expect(first.changes).toEqual([
      { link: sending.link, etag: expect.any(String), progress: expect.objectContaining({ status: 'arriving' }) },
    ]);

    const waiting = poll({ watch: [{ link: sending.link, etag: first.changes![0].etag }] });
    const answer = waiting.then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sendChunk(app, sending.id, 0, sequenceOf(files)).expect(200);
    const moved = liveOf(await answer);
    expect(moved.changes?.[0].progress).toMatchObject({ receivedBytes: 2000 });
  });

  it('answers a change of a watched share while the same poll hosts another share', async () => {
    const hosted = await announce(app, [{ path: 'h.bin', content: randomBytes(10) }]);
    const watched = await announce(app, [{ path: 'v.bin', content: randomBytes(10) }]);
    const first = liveOf(await poll({ watch: [{ link: watched.link }] }).expect(200));
    const waiting = poll({
      shares: [{ code: hosted.code, manageKey: hosted.manageKey, roads: ['direct'] }],
      watch: [{ link: watched.link, etag: first.changes![0].etag }],
    });
    const answer = waiting.then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.http().delete(`/api/shares/${watched.code}`).set('X-Manage-Key', watched.manageKey).expect(204);
    const ended = liveOf(await answer);
    expect(ended.changes).toEqual([
      { link: watched.link, status: 410, error: expect.objectContaining({ reason: 'ended' }) },
    ]);
  });

  it('refuses a poll that names nothing, a malformed link and too many watched shares, in words', async () => {
    expect(errorOf(await poll({}).expect(400)).message).toContain('Name at least one share');
    expect(errorOf(await poll({ shares: [], watch: null, managed: null }).expect(400)).message).toContain(
      'Name at least one share',
    );
    expect(errorOf(await poll({ watch: [{ link: 'nope' }] }).expect(400)).message).toContain(
      'watch.0.link must be a share link. A share link ends with',
    );
    const many = Array.from({ length: 21 }, () => ({ link: '0000-AAAAAAAAAAAAAAAAAAAAAA' }));
    expect(JSON.stringify(errorOf(await poll({ watch: many }).expect(400)).message)).toContain('20 shares at most');
  });
});
