import { FileThumbnail } from '../../src/thumbnails/file-thumbnail.entity.js';
import { signedInAccount } from '../support/accounts.js';
import { createdUploadOf, errorOf, folderOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { create, sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf } from '../support/uploads.js';
import { photo, type PhotoShare, sharePhotos, thumbnailAt, whenSettled } from './support.js';

const HOUR_MS = 60 * 60 * 1000;

describe('a thumbnail, from its file opening to its share ending', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  /** A share of a photo and a text, its photo's thumbnail made: the share and the thumbnail's storage key. */
  async function madeShare(options: Parameters<typeof sharePhotos>[2] = {}): Promise<[PhotoShare, string]> {
    const share = await sharePhotos(
      app,
      [
        { path: 'album/photo.jpg', content: await photo({ width: 640, height: 480 }) },
        { path: 'album/notes.txt', content: 'Taken at dawn.\n' },
      ],
      options,
    );
    await thumbnailAt(app, share.file('album/photo.jpg').thumbnailUrl!);
    const row = await app.dataSource
      .getRepository(FileThumbnail)
      .findOneByOrFail({ fileId: share.file('album/photo.jpg').id });
    expect(await app.storedFiles()).toContain(row.storageKey);
    return [share, row.storageKey!];
  }

  async function untilDeleted(key: string): Promise<void> {
    await eventually(async () => !(await app.storedFiles()).includes(key), 'the thumbnail is deleted');
  }

  it('goes with its share when the sender ends it', async () => {
    const [share, key] = await madeShare();
    await app.http().delete(`/api/shares/${share.code}`).set('X-Manage-Key', share.manageKey).expect(204);
    await untilDeleted(key);
    const gone = await app.http().get(share.file('album/photo.jpg').thumbnailUrl!).expect(410);
    expect(errorOf(gone).reason).toBe('ended');
  });

  it('goes with its share when it expires, its row with it', async () => {
    const [share, key] = await madeShare();
    app.clock.advance(2 * HOUR_MS + 60_000);
    await app.cleanup.removeExpired();
    await untilDeleted(key);
    expect(await app.dataSource.getRepository(FileThumbnail).countBy({ storageKey: key })).toBe(0);
    await app.http().get(share.file('album/photo.jpg').thumbnailUrl!).expect(410);
  });

  it('goes with a share its owner deletes from My shares, which deletes the rows first', async () => {
    const { cookie } = await signedInAccount(app);
    const [share, key] = await madeShare({ cookie });
    await app.http().delete(`/api/my/shares/${share.code}`).set('Cookie', cookie).expect(204);
    await untilDeleted(key);
  });

  it('is no orphan while its share lives: the sweep of stored bytes no row names leaves it', async () => {
    const [share, key] = await madeShare({ fields: { retention: '24h' } });
    // Past the orphan sweep's grace: every object stored so far is old enough to be one.
    app.clock.advance(13 * HOUR_MS);
    await app.cleanup.removeOrphans();
    expect(await app.storedFiles()).toContain(key);
    await thumbnailAt(app, share.file('album/photo.jpg').thumbnailUrl!);
  });

  it('is made when first asked for, of a photo none was asked of (shared before thumbnails existed)', async () => {
    const [share] = await madeShare();
    const fileId = share.file('album/photo.jpg').id;
    await app.dataSource.getRepository(FileThumbnail).delete({ fileId });
    const first = await app.http().get(share.file('album/photo.jpg').thumbnailUrl!);
    // Made already by the time it answers, in this process, is fine too.
    expect([200, 409]).toContain(first.status);
    await thumbnailAt(app, share.file('album/photo.jpg').thumbnailUrl!);
  });

  it('is made of each photo of a share arriving file by file, as each opens', async () => {
    const first = await photo({ width: 640, height: 480 });
    const second = await photo({ width: 480, height: 640 });
    const files = [
      { path: 'roll/first.jpg', content: first },
      { path: 'roll/second.jpg', content: second },
    ];
    const created = createdUploadOf(await create(app, files).expect(201));
    const link = linkOf(created.share.folderUrl);
    const listed = folderOf(await app.http().get(`/s/${link}/qr`).expect(200)).files;
    const urls = listed.map((file) => file.thumbnailUrl!);
    expect(urls.every((url) => url.endsWith('/thumbnail'))).toBe(true);
    for (const url of urls) {
      const pending = await app.http().get(url).expect(409);
      expect(errorOf(pending).reason).toBe('pending');
    }

    await sendChunk(app, created.id, 0, first).expect(200);
    await thumbnailAt(app, urls[0]);
    expect(errorOf(await app.http().get(urls[1]).expect(409)).reason).toBe('pending');

    await sendChunk(app, created.id, first.length, second).expect(200);
    const made = await whenSettled(app, urls[1]);
    expect(made.status).toBe(200);
  });
});
