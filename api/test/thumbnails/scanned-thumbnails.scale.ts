import { errorOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { runClamd } from '../scanning/support/clamd.js';
import { photo, sharePhotos, thumbnailAt } from './support.js';

/**
 * With the run's clamd, on a worker beside the app, over PostgreSQL, Redis and a bucket: a photo's thumbnail is
 * made once its file has been scanned and opened, never of a file still being checked.
 */
describe('thumbnails of photos scanned for malware', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: runClamd() });
  });

  afterAll(() => app.close());

  it('answers 409 pending while the photo is being checked, then its thumbnail once it opened', async () => {
    const share = await sharePhotos(app, [
      { path: 'scanned/photo.jpg', content: await photo({ width: 1024, height: 768, orientation: 6 }) },
    ]);
    const url = share.file('scanned/photo.jpg').thumbnailUrl!;
    const first = await app.http().get(url);
    // The scan and the thumbnail may both be done by now on a quick machine.
    if (first.status !== 200)
      expect(errorOf(first)).toMatchObject({ statusCode: 409, code: 'thumbnail_pending', reason: 'pending' });
    await thumbnailAt(app, url);
  });
});
