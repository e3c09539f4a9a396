import { expect, jest } from '@jest/globals';
import { MAX_FILES_PER_SHARE } from '../../src/uploads/multipart-reader.js';
import { StorageService } from '../../src/storage/storage.service.js';
import { ResumableUploadSweeper } from '../../src/uploads/resumable/resumable-upload-sweeper.js';
import { ResumableUploadsRepository } from '../../src/uploads/resumable/resumable-uploads.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_S3_BUCKET_VARIABLE } from '../support/test-storage.js';
import {
  ABANDONED_AFTER_MS,
  announceFiles,
  appWithSmallPages,
  PAGE_ROWS,
  resumableRows,
  sendBytes,
  storageKeysOf,
} from './support.js';

/**
 * The most files a share may hold. On the S3 run a 25th (still two pages): s3rver takes milliseconds a call, and a
 * share's end lists and deletes each file's objects in turn, which would outlast the wait for a start's jobs.
 */
const FILES = process.env[TEST_S3_BUCKET_VARIABLE] ? MAX_FILES_PER_SHARE / 25 : MAX_FILES_PER_SHARE;
/** Files of the big upload that arrive whole before it is abandoned. */
const WHOLE_FILES = 100;

describe('sweeping abandoned uploads', () => {
  it('removes an abandoned upload of MAX_FILES_PER_SHARE files, rows and partial objects, when the server starts', async () => {
    const first = await createTestApp();
    let second: TestApp | undefined;
    try {
      const id = await announceFiles(first, FILES, 2);
      // Some files whole, the next one half there: a partial object.
      await sendBytes(first, id, 2 * WHOLE_FILES + 1);
      expect(await first.storage.partialObjects()).toHaveLength(1);
      expect(await first.storedFiles()).toHaveLength(WHOLE_FILES);
      await first.stop();

      first.clock.advance(ABANDONED_AFTER_MS + 1000);
      second = await createTestApp({ dataDir: first.dataDir, clock: first.clock });

      expect(await resumableRows(second)).toEqual({ uploads: 0, files: 0 });
      expect(await second.storage.partialObjects()).toEqual([]);
      await second.http().get(`/api/resumable-uploads/${id}`).expect(404);
      // Its share ended with it, and the start's cleanup removed it too, every file row and stored object.
      expect(await second.folderCount()).toBe(0);
      expect(await second.fileRowCount()).toBe(0);
      expect(await second.storedFiles()).toEqual([]);
    } finally {
      if (second) await second.close();
      else await first.close();
    }
  }, 240_000);

  describe('with pages of three rows', () => {
    let app: TestApp;

    beforeEach(async () => {
      app = await appWithSmallPages();
    });

    afterEach(async () => {
      await app.close();
    });

    it('goes through more uploads and files than a page holds, never reading more than a page', async () => {
      const repository = app.app.get(ResumableUploadsRepository);
      const uploadPages = jest.spyOn(repository, 'findIdsUntouchedSince');
      const filePages = jest.spyOn(repository, 'findStorageKeysAfter');
      const deletions = jest.spyOn(app.app.get(StorageService), 'deletePartial');
      const stale: string[] = [];
      for (let upload = 0; upload < 7; upload++) {
        const id = await announceFiles(app, 8, 2);
        // Seven files whole, the last one half there.
        await sendBytes(app, id, 15);
        stale.push(id);
      }
      // Announced and left: none of its files has a partial object to look for.
      stale.push(await announceFiles(app, 8, 2));
      app.clock.advance(ABANDONED_AFTER_MS + 1000);
      const recent = await announceFiles(app, 4, 2);
      await sendBytes(app, recent, 3);
      const recentPartials = await app.storage.partialObjects();
      expect(recentPartials).toHaveLength(8);

      expect(await app.app.get(ResumableUploadSweeper).removeStale()).toEqual({ uploads: 8, partialObjects: 7 * 8 });

      expect(await resumableRows(app)).toEqual({ uploads: 1, files: 4 });
      expect(await app.storage.partialObjects()).toEqual([(await storageKeysOf(app, recent))[1]]);
      for (const id of stale) await app.http().get(`/api/resumable-uploads/${id}`).expect(404);
      await app.http().get(`/api/resumable-uploads/${recent}`).expect(200);
      expect(deletions).toHaveBeenCalledTimes(7 * 8);
      const pages = [...uploadPages.mock.results, ...filePages.mock.results];
      const sizes = await Promise.all(pages.map(async (page) => ((await page.value) as unknown[]).length));
      expect(Math.max(...sizes)).toBe(PAGE_ROWS);
      // 8 uploads in pages of 3; 8 files of each of the first 7 in pages of 3.
      expect(uploadPages).toHaveBeenCalledTimes(3);
      expect(filePages).toHaveBeenCalledTimes(7 * 3);
    });

    it('finishes on its next run an upload a run left halfway', async () => {
      const id = await announceFiles(app, 10, 2);
      await sendBytes(app, id, 19);
      app.clock.advance(ABANDONED_AFTER_MS + 1000);
      const repository = app.app.get(ResumableUploadsRepository);
      const read = repository.findStorageKeysAfter.bind(repository);
      // The process dies after its second page of files.
      jest
        .spyOn(repository, 'findStorageKeysAfter')
        .mockImplementationOnce(read)
        .mockImplementationOnce(read)
        .mockRejectedValueOnce(new Error('killed'));
      const sweeper = app.app.get(ResumableUploadSweeper);
      await expect(sweeper.removeStale()).rejects.toThrow('killed');
      expect(await resumableRows(app)).toEqual({ uploads: 1, files: 10 });
      expect(await app.storage.partialObjects()).toHaveLength(1);

      expect(await sweeper.removeStale()).toEqual({ uploads: 1, partialObjects: 10 });
      expect(await resumableRows(app)).toEqual({ uploads: 0, files: 0 });
      expect(await app.storage.partialObjects()).toEqual([]);
    });
  });
});
