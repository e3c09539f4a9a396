import { expect, jest } from '@jest/globals';
import type { FolderStateDto } from '../../src/folders/dto/folder-state.dto.js';
import { FailedLookupLimiter } from '../../src/http/rate-limit/failed-lookup-limiter.js';
import { ShareChanges } from '../../src/folders/changes/share-changes.js';
import { LiveWatches, type StateChange } from '../../src/live/live-watches.service.js';
import { WatchTiming } from '../../src/live/watch-timing.js';
import { signedInAccount } from '../support/accounts.js';
import { errorOf, retrievalOf, uploadedOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { liveOf } from './support.js';

/**
 * The watch's own look again is set beyond every wait here, so that an answer can only come from the change being
 * announced (ShareChanges), which is what these tests hold; one test sets it short.
 */
const ANNOUNCED_WAIT_MS = 20_000;
const NEVER_RECHECK_MS = 60_000;
const POLLER = { ownerId: undefined, client: 'sender-page' };

interface Shared {
  code: string;
  manageKey: string;
}

function stateOf(change: StateChange | undefined): { etag: string; state: FolderStateDto } {
  if (change && 'state' in change) return change;
  throw new Error(`Not a state: ${JSON.stringify(change)}`);
}

describe("senders' pages following their shares' state through the live poll (LiveWatches)", () => {
  let app: TestApp;
  let watches: LiveWatches;
  const timing = { recheckMs: NEVER_RECHECK_MS };

  beforeAll(async () => {
    app = await createTestApp({ overrides: [{ token: WatchTiming, value: timing }] });
    watches = app.app.get(LiveWatches);
  });

  afterAll(() => app.close());

  async function shareFolder(cookie?: string): Promise<Shared> {
    const upload = uploadWithFilePaths(app, NESTED_FOLDER);
    if (cookie) upload.set('Cookie', cookie);
    const body = uploadedOf(await upload.expect(201));
    return { code: body.folderCode, manageKey: body.manageKey };
  }

  const follow = async (share: Shared, etag?: string, waitMs = ANNOUNCED_WAIT_MS) =>
    (await watches.next([], [{ ...share, etag }], POLLER, waitMs, new AbortController().signal)).states;

  it('answers at once for a page without the state, then nothing while nothing changes', async () => {
    const share = await shareFolder();
    const [first] = await follow(share);
    expect(stateOf(first).state).toMatchObject({ folderCode: share.code, status: 'live', opens: 0 });
    expect(await follow(share, stateOf(first).etag, 300)).toEqual([]);
  });

  it('answers as soon as the share is opened (counted within a second), and as a file is downloaded whole', async () => {
    const share = await shareFolder();
    const [first] = await follow(share);
    const waitingForOpen = follow(share, stateOf(first).etag);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const retrieval = retrievalOf(await app.http().get(`/api/folders/retrieve/${share.code}`).expect(200));
    const [file] = retrieval.data.files as Array<{ id: number; url: string }>;
    const opened = stateOf((await waitingForOpen)[0]);
    expect(opened.state.opens).toBe(1);

    const waitingForDownload = follow(share, opened.etag);
    await app.http().get(file.url).expect(200);
    const [downloaded] = await waitingForDownload;
    expect(stateOf(downloaded).state.files.find(({ id }) => id === file.id)?.downloads).toBe(1);
  });

  it("answers the sender's own ending with the state it ended in", async () => {
    const share = await shareFolder();
    const [first] = await follow(share);
    const waiting = follow(share, stateOf(first).etag);
    await app.http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
    const [ended] = await waiting;
    expect(stateOf(ended).state.status).toBe('ended');
  });

  it('finds a change nobody announced at its next look again', async () => {
    const share = await shareFolder();
    const [first] = await follow(share);
    const announce = jest.spyOn(app.app.get(ShareChanges), 'changed').mockResolvedValue(undefined);
    timing.recheckMs = 200;
    try {
      const waiting = follow(share, stateOf(first).etag);
      await app.http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
      expect(stateOf((await waiting)[0]).state.status).toBe('ended');
      expect(announce).toHaveBeenCalled();
    } finally {
      timing.recheckMs = NEVER_RECHECK_MS;
      announce.mockRestore();
    }
  });

  it('answers a wrong management key with the 404 of the state route, counted as a failed lookup', async () => {
    const share = await shareFolder();
    const failures = jest.spyOn(app.app.get(FailedLookupLimiter), 'recordFailure');
    const [refused] = await follow({ code: share.code, manageKey: 'A'.repeat(22) });
    expect(refused).toMatchObject({ code: share.code, status: 404 });
    expect(failures).toHaveBeenCalledWith('key', POLLER.client);
    failures.mockRestore();
  });
});

describe('POST /api/live: a sender page following its shares', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  const poll = (body: object, cookie?: string) => {
    const request = app.http().post('/api/live').set('Sec-Fetch-Site', 'same-origin');
    if (cookie) request.set('Cookie', cookie);
    return request.send(body);
  };

  it("follows a signed-in owner's share without its key, and not another account's", async () => {
    const owner = await signedInAccount(app);
    const other = await signedInAccount(app);
    const upload = uploadWithFilePaths(app, NESTED_FOLDER).set('Cookie', owner.cookie);
    const { folderCode } = uploadedOf(await upload.expect(201));

    const answer = liveOf(await poll({ managed: [{ code: folderCode }] }, owner.cookie).expect(200));
    expect(answer.states).toEqual([
      { code: folderCode, etag: expect.any(String), state: expect.objectContaining({ status: 'live' }) },
    ]);
    const refused = liveOf(await poll({ managed: [{ code: folderCode }] }, other.cookie).expect(200));
    expect(refused.states).toEqual([{ code: folderCode, status: 404, error: expect.any(Object) }]);
  });

  it('refuses a malformed code and too many followed shares, in words', async () => {
    expect(errorOf(await poll({ managed: [{ code: '12' }] }).expect(400)).message).toContain(
      "managed.0.code must be the share's 4-digit code.",
    );
    const many = Array.from({ length: 51 }, () => ({ code: '1234' }));
    expect(errorOf(await poll({ managed: many }).expect(400)).message).toContain(
      'A page follows the state of 50 shares at most.',
    );
  });
});
