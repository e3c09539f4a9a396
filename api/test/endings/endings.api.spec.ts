import { expect } from '@jest/globals';
import { createHash } from 'node:crypto';
import { EndedFolder } from '../../src/folders/endings/ended-folder.entity.js';
import { Folder } from '../../src/folders/folder.entity.js';
import { ENDED_FOLDER_KEPT_MS } from '../../src/folders/endings/ending.js';
import { TombstoneSweep } from '../../src/folders/endings/tombstone-sweep.js';
import { signedInAccount } from '../support/accounts.js';
import { errorOf, folderStateOf, retrievalOf, uploadedOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';

/** What a link that opens no share answers, word for word: the wording is what is under test. */
const INVALID_LINK = 'This link does not open any share. Check that it was copied whole.';

const KEY_HEADER = 'X-Manage-Key';
const ENDED = {
  statusCode: 410,
  code: 'share_ended',
  error: 'Gone',
  message: 'The sender ended this share. Its files were deleted.',
  reason: 'ended',
};
const EXPIRED = {
  statusCode: 410,
  code: 'share_expired',
  error: 'Gone',
  message: 'This share has expired and its files were deleted. Ask the sender to share them again.',
  reason: 'expired',
};
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

interface Shared {
  code: string;
  link: string;
  manageKey: string;
  fileUrl: string;
}

async function shareFolder(app: TestApp, cookie?: string): Promise<Shared> {
  const upload = uploadWithFilePaths(app, NESTED_FOLDER);
  if (cookie) upload.set('Cookie', cookie);
  const body = uploadedOf(await upload.expect(201));
  const link = linkOf(body.folderUrl);
  const opened = retrievalOf(await app.http().get(`/s/${link}/qr`).expect(200));
  return { code: body.folderCode, link, manageKey: body.manageKey, fileUrl: opened.data.files[0].url };
}

/** Every way a recipient reaches a share through its link: the lookup, the page's data, a file, the ZIP, the QR. */
async function expectLinkGone(app: TestApp, shared: Shared, body: object): Promise<void> {
  for (const path of [
    `/s/${shared.link}/qr`,
    `/api/folders/${shared.link}/zip`,
    `/api/folders/${shared.link}/qr.png`,
    new URL(shared.fileUrl, app.baseUrl).pathname,
  ]) {
    expect({ path, body: errorOf(await app.http().get(path).expect(410)) }).toEqual({ path, body });
  }
  const page = await app.http().get(`/s/${shared.link}`).set('Accept', 'application/json').expect(410);
  expect(errorOf(page)).toEqual(body);
}

describe('honest endings: why a share no longer opens, also after cleanup deleted it', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(() => app.close());

  it('says the sender ended it (End now), by link and by code, before and after the cleanup job ran', async () => {
    const shared = await shareFolder(app);
    await app.http().delete(`/api/shares/${shared.code}`).set(KEY_HEADER, shared.manageKey).expect(204);

    await expectLinkGone(app, shared, ENDED);
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${shared.code}`).expect(410))).toEqual(ENDED);

    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(0);
    await expectLinkGone(app, shared, ENDED);
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${shared.code}`).expect(410))).toEqual(ENDED);
    expect(errorOf(await app.http().get(`/s/${shared.code}/qr`).expect(410))).toEqual(ENDED);
  });

  it('answers a freed code with the share that holds it now, once a new share does', async () => {
    const ended = await shareFolder(app);
    await app.http().delete(`/api/shares/${ended.code}`).set(KEY_HEADER, ended.manageKey).expect(204);
    await app.cleanup.runScheduled();
    const next = await shareFolder(app);
    // The code given to the next share: what a busy service does once a code is free.
    await app.dataSource.getRepository(Folder).update({ code: next.code }, { code: ended.code });

    const answer = retrievalOf(await app.http().get(`/api/folders/retrieve/${ended.code}`).expect(200));
    expect(answer.data.folderCode).toBe(ended.code);
    await expectLinkGone(app, ended, ENDED);
  });

  it('says which share a code last held: the newest ending, not an older one', async () => {
    const first = await shareFolder(app);
    app.clock.advance(TWO_HOURS_MS);
    await app.cleanup.runScheduled();
    const second = await shareFolder(app);
    await app.dataSource.getRepository(Folder).update({ code: second.code }, { code: first.code });
    await app.http().delete(`/api/shares/${first.code}`).set(KEY_HEADER, second.manageKey).expect(204);
    await app.cleanup.runScheduled();

    expect(errorOf(await app.http().get(`/api/folders/retrieve/${first.code}`).expect(410))).toEqual(ENDED);
  });

  it("says the sender ended it when ended from My shares (its rows go at once), and the sender's state says so", async () => {
    const { cookie } = await signedInAccount(app);
    const shared = await shareFolder(app, cookie);
    await app.http().delete(`/api/my/shares/${shared.code}`).set('Cookie', cookie).expect(204);
    expect(await app.folderCount()).toBe(0);

    await expectLinkGone(app, shared, ENDED);
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${shared.code}`).expect(410))).toEqual(ENDED);
    const state = folderStateOf(
      await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(200),
    );
    expect(state).toMatchObject({ folderCode: shared.code, status: 'ended', removal: null, files: [] });
  });

  it('says an expired share expired after cleanup deleted it', async () => {
    const shared = await shareFolder(app);
    app.clock.advance(TWO_HOURS_MS);
    await expectLinkGone(app, shared, EXPIRED);
    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(0);
    await expectLinkGone(app, shared, EXPIRED);
  });

  it('never answers from a tombstone for a link whose key or code does not match it', async () => {
    const shared = await shareFolder(app);
    app.clock.advance(TWO_HOURS_MS);
    await app.cleanup.runScheduled();
    const key = shared.link.slice(5);
    const otherCode = shared.code === '0000' ? '0001' : '0000';
    for (const link of [`${otherCode}-${key}`, `${shared.code}-${'A'.repeat(key.length)}`]) {
      const answer = await app.http().get(`/s/${link}/qr`).expect(404);
      expect(errorOf(answer).code).toBe('unknown_link');
      expect(errorOf(answer).message).toBe(INVALID_LINK);
    }
  });

  it("keeps the sender's last state after cleanup: counters kept, the files' rows gone", async () => {
    const shared = await shareFolder(app);
    const before = folderStateOf(
      await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(200),
    );
    expect(before.opens).toBe(1);
    app.clock.advance(TWO_HOURS_MS);
    await app.cleanup.runScheduled();

    const after = folderStateOf(
      await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(200),
    );
    expect(after).toEqual({
      ...before,
      status: 'ended',
      files: [],
      lastOpenedAt: before.lastOpenedAt,
      expiresAt: before.expiresAt,
    });
    // Ending a share that already went changes nothing.
    await app.http().delete(`/api/shares/${shared.code}`).set(KEY_HEADER, shared.manageKey).expect(204);
  });

  it('forgets a tombstone once kept long enough: then the link is unknown, and the state too', async () => {
    const shared = await shareFolder(app);
    const kept = await shareFolder(app);
    app.clock.advance(TWO_HOURS_MS);
    await app.cleanup.runScheduled();
    const sweep = app.app.get(TombstoneSweep);

    app.clock.advance(ENDED_FOLDER_KEPT_MS - 1);
    expect(await sweep.run()).toBe(0);
    await expectLinkGone(app, shared, EXPIRED);

    app.clock.advance(1);
    expect(await sweep.run()).toBe(2);
    expect(errorOf(await app.http().get(`/s/${shared.link}/qr`).expect(404))).toMatchObject({
      code: 'unknown_link',
      message: INVALID_LINK,
    });
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${shared.code}`).expect(404)).message).toBe(
      'Invalid code',
    );
    await app.http().get(`/s/${kept.link}/qr`).expect(404);
    await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(404);
  });

  it("keeps no way back to a deleted account in its shares' tombstones; their links say the sender ended them", async () => {
    const owner = await signedInAccount(app);
    const shared = await shareFolder(app, owner.cookie);
    await app
      .http()
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ password: owner.account.password })
      .expect(204);

    await expectLinkGone(app, shared, ENDED);
    const tombstones = await app.dataSource.getRepository(EndedFolder).find();
    expect(tombstones).toEqual([expect.objectContaining({ code: shared.code, ownerId: null, manageKeyHash: null })]);
    await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(404);
  });

  it('keeps only a hash of the link key', async () => {
    const shared = await shareFolder(app);
    app.clock.advance(TWO_HOURS_MS);
    await app.cleanup.runScheduled();
    const [tombstone] = await app.dataSource.getRepository(EndedFolder).find();
    const key = shared.link.slice(5);
    expect(tombstone.linkKeyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(Object.values(tombstone)).not.toContain(key);
  });
});
