import { randomUUID } from 'node:crypto';
import { expect, jest } from '@jest/globals';
import { Folder } from '../../src/folders/folder.entity.js';
import { FolderFile } from '../../src/folders/folder-file.entity.js';
import { FileThumbnail } from '../../src/thumbnails/file-thumbnail.entity.js';
import { ThumbnailsRepository } from '../../src/thumbnails/thumbnails.repository.js';
import { type TestApp } from '../support/test-app.js';
import { share } from '../support/uploads.js';
import { appWithSmallPages, PAGE_ROWS } from './support.js';

const HOUR_MS = 60 * 60 * 1000;

describe("the storage keys of shares' thumbnails, with pages of three rows", () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await appWithSmallPages();
  });

  afterEach(async () => {
    await app.close();
  });

  /**
   * A share of `count + 1` files, thumbnails made and stored of `count` of them and asked for of the last one (rows
   * and objects written here, under names no thumbnail job takes up: making them is not what is tested); resolves
   * the made ones' keys.
   */
  async function shareWithThumbnails(name: string, count: number, retention: string): Promise<string[]> {
    const files = Array.from({ length: count + 1 }, (_, index) => ({ path: `${name}/${index}.txt`, content: 'x' }));
    const code = await share(app, files, retention);
    const folder = await app.dataSource.getRepository(Folder).findOneByOrFail({ code });
    const rows = await app.dataSource
      .getRepository(FolderFile)
      .find({ where: { folderId: folder.id }, order: { id: 'ASC' } });
    const keys: string[] = [];
    const now = app.clock.now();
    for (const [index, file] of rows.entries()) {
      const made = index < count;
      const key = made ? randomUUID() : null;
      await app.dataSource.getRepository(FileThumbnail).save({
        fileId: file.id,
        folderId: folder.id,
        state: made ? 'ready' : 'pending',
        storageKey: key,
        requestedAt: now,
        ...(made ? { width: 1, height: 1, size: 9, madeAt: now } : {}),
      });
      if (key) {
        await app.storage.plantStoredFile(key, 'thumbnail');
        keys.push(key);
      }
    }
    return keys;
  }

  /** The sizes of the pages `read` answered. */
  async function pageSizes(read: jest.SpiedFunction<ThumbnailsRepository['findStorageKeysAfter']>) {
    return Promise.all(read.mock.results.map(async (page) => ((await page.value) as unknown[]).length));
  }

  it("removes an ended share's thumbnails, reading their keys a page at a time", async () => {
    const ending = await shareWithThumbnails('ending', 7, '2h');
    const staying = await shareWithThumbnails('staying', 2, '24h');
    const read = jest.spyOn(app.app.get(ThumbnailsRepository), 'findStorageKeysAfter');
    app.clock.advance(2 * HOUR_MS);

    expect(await app.cleanup.removeExpired()).toEqual({ expiredShares: 1, files: 8 + 7 });

    const stored = await app.storedFiles();
    for (const key of ending) expect(stored).not.toContain(key);
    for (const key of staying) expect(stored).toContain(key);
    // 7 keys in pages of 3.
    expect(read).toHaveBeenCalledTimes(3);
    expect(Math.max(...(await pageSizes(read)))).toBe(PAGE_ROWS);
  });

  it('tells orphan bytes from thumbnails whose keys are read a page at a time', async () => {
    const kept = [
      ...(await shareWithThumbnails('first', 4, '24h')),
      ...(await shareWithThumbnails('second', 5, '24h')),
    ];
    await app.storage.plantStoredFile(randomUUID(), 'left by a crash');
    const read = jest.spyOn(app.app.get(ThumbnailsRepository), 'findStorageKeysAfter');
    app.clock.advance(13 * HOUR_MS);

    expect(await app.cleanup.removeOrphans()).toBe(1);

    const stored = await app.storedFiles();
    for (const key of kept) expect(stored).toContain(key);
    // 9 keys in pages of 3, and the empty page that says there are no more.
    expect(read).toHaveBeenCalledTimes(4);
    expect(Math.max(...(await pageSizes(read)))).toBe(PAGE_ROWS);
  });
});
