import { expect, jest } from '@jest/globals';
import { FolderSweepsRepository } from '../../src/folders/folder-sweeps.repository.js';
import { type TestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';
import { appWithSmallPages, filesOf, PAGE_ROWS } from './support.js';

const HOUR_MS = 60 * 60 * 1000;

describe('removing expired shares, with pages of three rows', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await appWithSmallPages();
  });

  afterEach(async () => {
    await app.close();
  });

  it('goes through more shares and files than a page holds, never reading more than a page', async () => {
    const repository = app.app.get(FolderSweepsRepository);
    const sharePages = jest.spyOn(repository, 'findExpiredAfter');
    const filePages = jest.spyOn(repository, 'findStoredAfter');
    const expired = [];
    for (let index = 0; index < 7; index++) expired.push(await share(app, filesOf(5, `expired-${index}`), '2h'));
    const live = await share(app, filesOf(4, 'live'), '24h');
    app.clock.advance(2 * HOUR_MS);

    expect(await app.cleanup.removeExpired()).toEqual({ expiredShares: 7, files: 7 * 5 });

    expect(await app.folderCount()).toBe(1);
    expect(await app.storedFiles()).toHaveLength(4);
    for (const code of expired) await app.http().get(`/api/folders/retrieve/${code}`).expect(410);
    await app.http().get(`/api/folders/retrieve/${live}`).expect(200);
    const pages = [...sharePages.mock.results, ...filePages.mock.results];
    const sizes = await Promise.all(pages.map(async (page) => ((await page.value) as unknown[]).length));
    expect(Math.max(...sizes)).toBe(PAGE_ROWS);
    // 7 shares in pages of 3; 5 files of each in pages of 3.
    expect(sharePages).toHaveBeenCalledTimes(3);
    expect(filePages).toHaveBeenCalledTimes(7 * 2);
  });

  it('tells orphan bytes from a share’s files read a page at a time', async () => {
    await share(app, filesOf(8, 'kept'), '24h');
    await app.storage.plantStoredFile('00000000-0000-4000-8000-000000000000', 'left by a crash');
    app.clock.advance(13 * HOUR_MS);

    expect(await app.cleanup.removeOrphans()).toBe(1);
    expect(await app.storedFiles()).toHaveLength(8);
  });
});
