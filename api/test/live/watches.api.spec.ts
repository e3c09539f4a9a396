import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { LiveWatches, type ShareChange } from '../../src/live/live-watches.service.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, type Announced, sequenceOf } from '../instant/support.js';

/** Long enough that only a change (never the wait running out) can end a watch in these tests. */
const LONG_WAIT_MS = 20_000;
const CLIENT = 'watcher';

describe("recipients' pages watching shares through the live poll (LiveWatches)", () => {
  let app: TestApp;
  let watches: LiveWatches;

  beforeAll(async () => {
    app = await createTestApp();
    watches = app.app.get(LiveWatches);
  });

  afterAll(() => app.close());

  const watch = (link: string, etag?: string) =>
    watches.next([{ link, etag }], CLIENT, LONG_WAIT_MS, new AbortController().signal);
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
      { link: sending.link, status: 410, body: expect.objectContaining({ reason: 'ended' }) },
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
    expect(await watches.next([{ link: sending.link, etag: progressOf(first).etag }], CLIENT, 300, signal)).toEqual([]);
  });
});
