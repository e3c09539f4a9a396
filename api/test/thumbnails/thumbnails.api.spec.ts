import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MANIFEST_PATH } from '../../src/encrypted-shares/encrypted-upload.js';
import { FILE_CSP } from '../../src/folders/downloads/file-presentation.js';
import type { OperatorFolderDto } from '../../src/operators/dto/operator-folder.dto.js';
import { FileThumbnail } from '../../src/thumbnails/file-thumbnail.entity.js';
import { ThumbnailMaker } from '../../src/thumbnails/thumbnail-maker.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { Jobs } from '../../src/jobs/jobs.js';
import { folderIdOf, OPERATOR_EMAIL, operatorCookie } from '../blocked-files/support.js';
import { bodyOf, errorOf, folderOf, rawBodyOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CAMERA, getBytes, photo, sharePhotos, thumbnailAt, whenSettled } from './support.js';

describe('thumbnails of shared photos', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
  });

  afterAll(() => app.close());

  it('makes an upright, small WebP of each photo, with no EXIF or GPS, answered as files are', async () => {
    const upright = await photo({ orientation: 6 });
    const landscape = await photo();
    const share = await sharePhotos(app, [
      { path: 'trip/upright.jpg', content: upright },
      { path: 'trip/landscape.jpg', content: landscape },
      { path: 'trip/notes.txt', content: 'Day one.\n' },
      { path: 'trip/clip.mp4', content: randomBytes(4096) },
    ]);
    // The grid asks for the photos' thumbnails only: a video's poster frame is the browser's to make.
    expect(share.file('trip/notes.txt').thumbnailUrl).toBeNull();
    expect(share.file('trip/clip.mp4').thumbnailUrl).toBeNull();
    const url = share.file('trip/upright.jpg').thumbnailUrl!;
    expect(url).toBe(`${share.file('trip/upright.jpg').url}/thumbnail`);

    const answer = await whenSettled(app, url);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    });
    const thumbnail = rawBodyOf(answer);
    const metadata = await sharp(thumbnail).metadata();
    // 1800 × 2400 once turned upright, fit within 320 × 320.
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'webp',
      width: 240,
      height: 320,
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(thumbnail.includes(Buffer.from(CAMERA))).toBe(false);
    expect(thumbnail.length).toBeLessThanOrEqual(upright.length * 0.02);
    // The photo itself is handed out as it was sent, metadata and all.
    const original = rawBodyOf(await getBytes(app, share.file('trip/upright.jpg').url).expect(200));
    expect(original.equals(upright)).toBe(true);

    const flat = await sharp(await thumbnailAt(app, share.file('trip/landscape.jpg').thumbnailUrl!)).metadata();
    expect({ width: flat.width, height: flat.height, exif: flat.exif }).toEqual({
      width: 320,
      height: 240,
      exif: undefined,
    });
    for (const path of ['trip/notes.txt', 'trip/clip.mp4']) {
      const none = await app
        .http()
        .get(`${share.file(path).url}/thumbnail`)
        .expect(404);
      expect(errorOf(none)).toMatchObject({ statusCode: 404, reason: 'none' });
    }
  });

  it('makes none of a corrupt image, nor of a file named like one that is not, while the share works', async () => {
    const good = await photo({ width: 800, height: 600 });
    const truncated = good.subarray(0, good.length / 2);
    const share = await sharePhotos(app, [
      { path: 'broken.jpg', content: truncated },
      { path: 'letter.png', content: 'Dear reader, this is no image.\n' },
      { path: 'good.jpg', content: good },
    ]);
    for (const path of ['broken.jpg', 'letter.png']) {
      // Nothing in a name tells it will fail: the grid asks, and gets 404 once it was tried.
      const answer = await whenSettled(app, share.file(path).thumbnailUrl!);
      expect(answer.status).toBe(404);
      expect(errorOf(answer).reason).toBe('none');
    }
    await thumbnailAt(app, share.file('good.jpg').thumbnailUrl!);
    const broken = rawBodyOf(await getBytes(app, share.file('broken.jpg').url).expect(200));
    expect(broken.equals(truncated)).toBe(true);
    await app.http().get(`/s/${share.link}/qr`).expect(200);
    const reasons = await app.dataSource
      .getRepository(FileThumbnail)
      .findBy({ folderId: await folderIdOf(app, share.code) });
    expect(reasons.map((row) => row.reason).sort()).toEqual([null, 'unreadable', 'unreadable']);
  });

  it("hands a protected share's thumbnails out with its grant only", async () => {
    const share = await sharePhotos(app, [{ path: 'secret.jpg', content: await photo({ width: 640, height: 480 }) }], {
      fields: { password: 'open sesame' },
    });
    const granted = folderOf(
      await app.http().get(`/s/${share.link}/qr`).set('X-Share-Password', 'open sesame').expect(200),
    ).files[0].thumbnailUrl!;
    expect(granted).toMatch(/\/thumbnail\?grant=/);
    await thumbnailAt(app, granted);
    const refused = await app
      .http()
      .get(granted.replace(/\?grant=.*$/, ''))
      .expect(401);
    expect(errorOf(refused).passwordRequired).toBe(true);
  });

  it('makes none of an end-to-end encrypted share: its bytes are ciphertext', async () => {
    const share = await sharePhotos(
      app,
      [
        { path: randomBytes(16).toString('base64url'), content: await photo({ width: 320, height: 240 }) },
        { path: MANIFEST_PATH, content: randomBytes(64) },
      ],
      { fields: { encrypted: '1' } },
    );
    expect(share.folder.files.map((file) => file.thumbnailUrl)).toEqual([null, null]);
    for (const file of share.folder.files) await app.http().get(`${file.url}/thumbnail`).expect(404);
    const rows = await app.dataSource
      .getRepository(FileThumbnail)
      .countBy({ folderId: await folderIdOf(app, share.code) });
    expect(rows).toBe(0);
  });

  it("shows operators a share's thumbnails through the console's routes", async () => {
    const share = await sharePhotos(app, [
      { path: 'reported.jpg', content: await photo({ width: 640, height: 480 }) },
      { path: 'readme.txt', content: 'Nothing to see.\n' },
    ]);
    await thumbnailAt(app, share.file('reported.jpg').thumbnailUrl!);
    const id = await folderIdOf(app, share.code);
    const cookie = await operatorCookie(app);
    const view = bodyOf<OperatorFolderDto>(
      await app.http().get(`/api/operator/folders/${id}`).set('Cookie', cookie).expect(200),
    );
    const listed = Object.fromEntries(view.files.map((file) => [file.filepath, file.thumbnailUrl]));
    const photoId = share.file('reported.jpg').id;
    expect(listed).toEqual({
      'reported.jpg': `/api/operator/folders/${id}/files/${photoId}/thumbnail`,
      'readme.txt': null,
    });
    const thumbnail = await thumbnailAt(app, listed['reported.jpg']!, cookie);
    expect((await sharp(thumbnail).metadata()).width).toBe(320);
    await app.http().get(listed['reported.jpg']!).expect(401);
  });
});

/** A maker that holds every thumbnail until the test lets it go. */
function heldMaker(): { maker: ThumbnailMaker; release: () => void } {
  const real = new ThumbnailMaker({ thumbnailMaxInputPixels: 100_000_000 } as AppConfig);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const maker = {
    make: async (source: Buffer, filepath: string) => (await released, real.make(source, filepath)),
  } as ThumbnailMaker;
  return { maker, release };
}

describe('thumbnails not made yet, or not to be made', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers 409 pending, with Retry-After, until the thumbnail is made', async () => {
    const held = heldMaker();
    // In this process the maker holds the job; with REDIS_URL, no worker takes it.
    app = await createTestApp({ worker: false, overrides: [{ token: ThumbnailMaker, value: held.maker }] });
    const share = await sharePhotos(app, [{ path: 'slow.jpg', content: await photo({ width: 640, height: 480 }) }]);
    const url = share.file('slow.jpg').thumbnailUrl!;
    const pending = await app.http().get(url).expect(409);
    expect(errorOf(pending)).toMatchObject({ statusCode: 409, reason: 'pending' });
    expect(pending.headers['retry-after']).toBe('2');
    if (app.app.get(Jobs).shared) return;
    held.release();
    await thumbnailAt(app, url);
  });

  it('makes none of a photo of more pixels than THUMBNAIL_MAX_INPUT_PIXELS (a decompression bomb guard)', async () => {
    app = await createTestApp({ env: { THUMBNAIL_MAX_INPUT_PIXELS: '1000000' } });
    const share = await sharePhotos(app, [
      { path: 'huge.jpg', content: await photo({ width: 1200, height: 1000 }) },
      { path: 'small.jpg', content: await photo({ width: 1000, height: 1000 }) },
    ]);
    const huge = await whenSettled(app, share.file('huge.jpg').thumbnailUrl!);
    expect(huge.status).toBe(404);
    await thumbnailAt(app, share.file('small.jpg').thumbnailUrl!);
    const row = await app.dataSource
      .getRepository(FileThumbnail)
      .findOneByOrFail({ fileId: share.file('huge.jpg').id });
    expect(row).toMatchObject({ state: 'none', reason: 'too-large', storageKey: null });
  });
});
