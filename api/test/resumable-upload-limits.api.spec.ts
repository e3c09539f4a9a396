/** UPLOAD_ABANDONED_AFTER_MINUTES by default: a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
import { ResumableUploadSweeper } from '../src/uploads/resumable/resumable-upload-sweeper.js';
import { errorOf, resumableOf, uploadedOf } from './support/answers.js';
import { create, downloaded, folderOfThree, sendChunk, sendFrom, stagingFiles } from './support/resumable-uploads.js';
import { createTestApp } from './support/test-app.js';

describe('resumable uploads: limits and restarts', () => {
  it('refuses uploads over MAX_UPLOAD_BYTES and counts a creation against RATE_UPLOAD_PER_HOUR', async () => {
    const app = await createTestApp({ env: { MAX_UPLOAD_BYTES: '1000', RATE_UPLOAD_PER_HOUR: '2' } });
    try {
      const big = await create(app, [{ path: 'big.bin', content: Buffer.alloc(1001) }]).expect(413);
      expect(errorOf(big).code).toBe('upload_too_large');
      expect(errorOf(big).message).toBe('The upload is larger than the 1000 bytes a share may hold.');
      await create(app, [{ path: 'ok.bin', content: Buffer.alloc(10) }]).expect(201);
      const limited = await create(app, [{ path: 'ok.bin', content: Buffer.alloc(10) }]).expect(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });

  it('removes uploads untouched for a day with their bytes, their shares ended', async () => {
    const app = await createTestApp();
    try {
      const files = folderOfThree();
      const { id } = resumableOf(await create(app, files).expect(201));
      await sendChunk(app, id, 0, files[0].content.subarray(0, 1000)).expect(200);
      app.clock.advance(ABANDONED_AFTER_MS - 1000);
      expect(await app.app.get(ResumableUploadSweeper).removeStale()).toEqual({ uploads: 0, partialObjects: 0 });
      app.clock.advance(2000);
      expect(await app.app.get(ResumableUploadSweeper).removeStale()).toEqual({ uploads: 1, partialObjects: 1 });
      expect(await stagingFiles(app)).toEqual([]);
      await app.http().get(`/api/resumable-uploads/${id}`).expect(404);
      await app.cleanup.runScheduled();
      expect(await app.folderCount()).toBe(0);
      expect(await app.storedFiles()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('resumes after a server restart, and removes partial files no upload points at', async () => {
    const first = await createTestApp();
    const files = folderOfThree();
    const { id } = resumableOf(await create(first, files).expect(201));
    await sendChunk(first, id, 0, files[0].content).expect(200);
    await first.storage.plantPartialObject('00000000-0000-4000-8000-000000000000', 'left by a crash');
    await first.stop();

    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      expect(await stagingFiles(second)).not.toContain('00000000-0000-4000-8000-000000000000');
      const { offset } = resumableOf(await second.http().get(`/api/resumable-uploads/${id}`).expect(200));
      expect(offset).toBe(files[0].content.length);
      await sendFrom(second, id, files, offset);
      const share = uploadedOf(await second.http().post(`/api/resumable-uploads/${id}/finish`).expect(201));
      const contents = await downloaded(second, share.folderCode);
      for (const file of files) expect(contents.get(file.path)?.equals(file.content)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
