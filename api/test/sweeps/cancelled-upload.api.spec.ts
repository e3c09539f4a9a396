import { expect, jest } from '@jest/globals';
import { StorageService } from '../../src/storage/storage.service.js';
import { ResumableUploadsRepository } from '../../src/uploads/resumable/resumable-uploads.repository.js';
import { type TestApp } from '../support/test-app.js';
import { announceFiles, appWithSmallPages, resumableRows, sendBytes, storageKeysOf } from './support.js';

describe('cancelling an upload, with pages of three rows', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await appWithSmallPages();
  });

  afterEach(async () => {
    await app.close();
  });

  it('drops the partial object of each of more files than a page holds, reading them a page at a time', async () => {
    const repository = app.app.get(ResumableUploadsRepository);
    const id = await announceFiles(app, 8, 2);
    // Two files whole, the third half there.
    await sendBytes(app, id, 5);
    const keys = await storageKeysOf(app, id);
    const other = await announceFiles(app, 2, 2);
    await sendBytes(app, other, 1);
    expect(await app.storage.partialObjects()).toHaveLength(2);
    const pages = jest.spyOn(repository, 'findStorageKeysAfter');
    const whole = jest.spyOn(repository, 'findFiles');
    const deletions = jest.spyOn(app.app.get(StorageService), 'deletePartial');

    await app.http().delete(`/api/resumable-uploads/${id}`).expect(204);

    await app.http().get(`/api/resumable-uploads/${id}`).expect(404);
    expect(await resumableRows(app)).toEqual({ uploads: 1, files: 2 });
    expect(await app.storage.partialObjects()).toEqual([(await storageKeysOf(app, other))[0]]);
    // The share's ending deletes those of its files still arriving; the upload's removal then each of its own.
    expect(deletions.mock.calls.map(([key]) => key).slice(-keys.length)).toEqual(keys);
    // 8 files in pages of 3, never all of them at once.
    expect(whole).not.toHaveBeenCalled();
    expect(pages).toHaveBeenCalledTimes(3);
    const sizes = await Promise.all(pages.mock.results.map(async (page) => ((await page.value) as unknown[]).length));
    expect(sizes).toEqual([3, 3, 2]);
  });
});
