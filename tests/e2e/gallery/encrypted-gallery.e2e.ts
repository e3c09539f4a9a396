/**
 * The gallery of an end-to-end encrypted share at phone and desktop size: the holiday folder (real JPEGs, an MP4, a
 * WAV) shared encrypted from /data-sharing and opened by its whole link. The tiles show thumbnails and the video a
 * poster that the sender's browser made (upright, within 320×320, without EXIF) and sent encrypted in the share's
 * thumbnail pack, which the server stores as ciphertext only and this page reads by ranges; a photo opens full screen decrypted in the browser and downloads byte
 * for byte; the video plays seeked to its middle through the service worker, which fetches only the records a range
 * needs; the audio plays. Screenshots: tests/screenshots/encrypted-gallery-*.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { download, folderResult, pressShareFiles, viewportShot } from '../sharing/support/sharing-pages';
import { name, seekAndPlay, thumbnailsShown, viewer } from './support/gallery-page';
import { openManifest, openPack } from './support/thumbnail-pack';
import { AUDIO, makeHolidayFolder, PHOTOS, SIDEWAYS_PHOTO, VIDEO, VIDEO_SECONDS } from './support/media-files';

/** The worker takes control of a first visit's page once installed; a decrypted photo shows within seconds. */
const DECRYPTED_TIMEOUT_MS = 20_000;
/** docs/encryption.md: 64 KiB of plaintext a record, each sealed with a 16-byte tag. */
const RECORD_PLAINTEXT_BYTES = 64 * 1024;
const RECORD_CIPHERTEXT_BYTES = RECORD_PLAINTEXT_BYTES + 16;

/** docs/encryption.md: the thumbnail pack's slots, one for each photo and video of the share. */
const THUMBNAIL_SLOT_BYTES = 24 * 1024;
const THUMBNAILED = PHOTOS.length + 1;
/** gallery-grid.module.css fades a thumbnail in once drawn. */
const THUMBNAIL_FADE_MS = 300;

/** Where record `index` of a file of `size` bytes ends in its ciphertext: a whole record on, or the file's end. */
function ciphertextEnd(size: number, index: number): number {
  const records = Math.max(1, Math.ceil(size / RECORD_PLAINTEXT_BYTES));
  return Math.min(
    (index + 1) * RECORD_CIPHERTEXT_BYTES,
    size + records * (RECORD_CIPHERTEXT_BYTES - RECORD_PLAINTEXT_BYTES),
  );
}

const browser = useChromium();
const holidayDir = useTempDir('sharecode-e2e-encrypted-gallery-');
const downloads = useTempDir('sharecode-encrypted-gallery-downloads-');
let media: Awaited<ReturnType<typeof makeHolidayFolder>>;
const share = { code: '', url: '' };

beforeAll(async () => {
  media = await makeHolidayFolder(holidayDir());
  const sender = await newPage(browser(), 'desktop');
  try {
    await sender.goto(`${baseUrl()}/data-sharing`);
    await sender.getByRole('checkbox', { name: 'End-to-end encrypted' }).check();
    await sender.getByTestId('folder-input').setInputFiles(join(media.base, 'holiday'));
    Object.assign(share, await pressShareFiles(sender));
    expect(share.url).toContain('#');
  } finally {
    await sender.context().close();
  }
});

describe.each(['phone', 'desktop'] as const)('the gallery of an end-to-end encrypted share (%s)', (viewport) => {
  let page: Page;
  /** The Range headers of the requests for stored objects, the service worker's included. */
  const ranges: string[] = [];
  /** The Range headers of the requests for the thumbnail pack, by its address. */
  const asked: [string, string][] = [];
  const packRanges = (path: string) =>
    asked.filter(([url]) => new URL(url).pathname === path).map(([, range]) => range);

  beforeAll(async () => {
    page = await newPage(browser(), viewport, { acceptDownloads: true });
    page.context().on('request', (request) => {
      const range = request.headers().range;
      if (range && /\/api\/folders\/[^/]+\/files\/\d+/.test(request.url())) {
        ranges.push(range);
        asked.push([request.url(), range]);
      }
    });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it("opens as a gallery of the sender's thumbnails, decrypted here and upright, the video with its poster", async () => {
    await page.goto(share.url);
    const result = await folderResult(page, share.code);
    const views = result.getByRole('group', { name: 'Show as' });
    expect(await views.getByRole('button', { name: 'Gallery' }).getAttribute('aria-pressed')).toBe('true');
    const grid = result.getByRole('grid', { name: `Photos and videos in folder ${share.code}, holiday` });
    await grid.waitFor();
    expect(await grid.locator('button[data-kind="image"]').count()).toBe(PHOTOS.length);
    // Within 320×320 and standing as people see the photo: the one stored sideways with EXIF is taller than wide.
    const sizes = await thumbnailsShown(page, grid, DECRYPTED_TIMEOUT_MS);
    expect(sizes[name(PHOTOS[0])]).toEqual({ width: 320, height: 213 });
    expect(sizes[name(SIDEWAYS_PHOTO)]).toEqual({ width: 213, height: 320 });
    const sideways = grid.getByRole('button', { name: `View ${name(SIDEWAYS_PHOTO)}` }).locator('img');
    expect(await sideways.getAttribute('src')).toMatch(/^blob:/);

    const poster = grid.locator('button[data-kind="video"] img');
    await page.waitForFunction(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      await poster.elementHandle(),
      { timeout: DECRYPTED_TIMEOUT_MS },
    );
    expect(
      await poster.evaluate((image) => [
        (image as HTMLImageElement).naturalWidth,
        (image as HTMLImageElement).naturalHeight,
      ]),
    ).toEqual([320, 240]);
    expect(await grid.locator('button[data-kind="video"] > span[aria-hidden="true"] > svg').count()).toBe(1);
    // Audio has no picture: its icon.
    expect(await grid.locator('button[data-kind="audio"] img').count()).toBe(0);
    // Every picture drawn (faded in) before the screenshot.
    await page.waitForFunction(({ element, count }) => element.querySelectorAll('img[data-shown]').length === count, {
      element: await grid.elementHandle(),
      count: THUMBNAILED,
    });
    await page.waitForTimeout(THUMBNAIL_FADE_MS);
    await screenshot(page, `encrypted-gallery-grid-${viewport}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await views.getByRole('button', { name: 'Files' }).click();
    const tree = result.getByRole('tree', { name: `Files in folder ${share.code}` });
    await tree.waitFor();
    // The pack is no file of the share: the tree lists exactly the files picked.
    expect(
      await tree
        .getByRole('treeitem')
        .filter({ hasText: /thumbnails/i })
        .count(),
    ).toBe(0);
    await result.getByText(`${media.paths.length} files`, { exact: false }).first().waitFor();
    await views.getByRole('button', { name: 'Gallery' }).click();
    await grid.waitFor();
  });

  it('stores the thumbnails only as ciphertext, which the page read by ranges; inside, WebP without EXIF', async () => {
    const { pathname, hash } = new URL(share.url);
    const lookup = await page.evaluate(async (path) => {
      const answer = await fetch(`${path}/qr`, { headers: { Accept: 'application/json' } });
      return ((await answer.json()) as { data: { files: { filepath: string; filesize: number; url: string }[] } }).data;
    }, pathname);
    const stored = async (path: string) => {
      const file = lookup.files.find((candidate) => candidate.filepath === path)!;
      const bytes = await (await page.request.get(new URL(file.url, baseUrl()).toString())).body();
      expect(bytes.length).toBe(file.filesize);
      return { url: new URL(file.url, baseUrl()).pathname, bytes };
    };
    const pack = await stored('thumbnails');
    const plaintextSize = THUMBNAILED * THUMBNAIL_SLOT_BYTES;
    expect(pack.bytes.length).toBe(plaintextSize + 16 * Math.ceil(plaintextSize / RECORD_PLAINTEXT_BYTES));
    // What the server holds is ciphertext: no picture's or EXIF's signature anywhere in it. Four bytes each, so a
    // chance match in random bytes is one in millions (a three-byte one, JPEG's, turns up in one run of a hundred).
    for (const magic of ['RIFF', 'WEBP', 'Exif']) expect(pack.bytes.includes(Buffer.from(magic, 'latin1'))).toBe(false);
    expect(packRanges(pack.url).length).toBeGreaterThan(0);

    // Opened with the link's key, as docs/encryption.md describes: a WebP for each photo and the video, no EXIF.
    const shareKey = Buffer.from(hash.slice(1), 'base64url');
    const manifest = openManifest(shareKey, (await stored('manifest')).bytes);
    const index = manifest.thumbnails!;
    const pathOf = new Map(manifest.files.map((file) => [file.id, file.path]));
    expect(index.of.map((id) => pathOf.get(id)).sort()).toEqual([...PHOTOS, VIDEO].sort());
    const pictures = openPack(shareKey, index.id, index.slot, pack.bytes);
    expect(pictures).toHaveLength(THUMBNAILED);
    for (const picture of pictures) {
      expect(picture!.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(picture!.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(picture!.includes(Buffer.from('Exif'))).toBe(false);
      // Nor does any stretch of the picture itself stand in the stored pack.
      expect(pack.bytes.includes(picture!.subarray(0, 32))).toBe(false);
      expect(pack.bytes.includes(picture!.subarray(-32))).toBe(false);
    }
  });

  it('shows a photo full screen decrypted, and downloads it byte for byte', async () => {
    const result = await folderResult(page, share.code);
    await result.getByRole('button', { name: `View ${name(PHOTOS[0])}` }).click();
    const dialog = viewer(page, PHOTOS[0]);
    const photo = dialog.getByRole('img', { name: name(PHOTOS[0]) });
    await photo.waitFor({ timeout: DECRYPTED_TIMEOUT_MS });
    await page.waitForFunction((image) => (image as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    expect(await photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1200);
    await viewportShot(page, `encrypted-gallery-viewer-photo-${viewport}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    const saved = await download(
      page,
      () => dialog.getByRole('button', { name: `Download ${name(PHOTOS[0])}` }).click(),
      downloads(),
    );
    expect(saved.name).toBe(name(PHOTOS[0]));
    expect(Buffer.compare(saved.bytes, media.bytes.get(PHOTOS[0])!)).toBe(0);
  });

  it('plays the video seeked to its middle, decrypting only the records each range needs, and the audio', async () => {
    await page.keyboard.press('ArrowLeft');
    const video = viewer(page, VIDEO).locator('video');
    await video.waitFor({ timeout: DECRYPTED_TIMEOUT_MS });
    expect(await video.getAttribute('src')).toMatch(/^\/decrypted-media\/[\w-]+\/clip\.mp4$/);
    // Its poster until it plays: the tile's thumbnail, decrypted from the pack.
    await page.waitForFunction(
      (element) => (element as HTMLVideoElement).poster.startsWith('blob:'),
      await video.elementHandle(),
    );
    const played = await seekAndPlay(video, VIDEO_SECONDS / 2);
    expect(played.error).toBeNull();
    expect(played.duration).toBeCloseTo(VIDEO_SECONDS, 0);
    expect(played.from).toBeGreaterThanOrEqual(VIDEO_SECONDS / 2 - 0.5);
    expect(played.to).toBeGreaterThan(played.from);
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    await video.evaluate((element) => (element as HTMLVideoElement).pause());
    // The worker asked the server for ciphertext by ranges, each from a record's start.
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) expect(Number(/^bytes=(\d+)-/.exec(range)![1]) % RECORD_CIPHERTEXT_BYTES).toBe(0);

    // A range from the middle, as a seek asks for it: byte for byte the original's, from the records holding it.
    const original = media.bytes.get(VIDEO)!;
    // In the second record: the worker fetches it alone, from its own start.
    const start = RECORD_PLAINTEXT_BYTES + 1000;
    const slice = await video.evaluate(
      async (element, range) => {
        const answer = await fetch((element as HTMLVideoElement).src, { headers: { Range: range } });
        const bytes = Array.from(new Uint8Array(await answer.arrayBuffer()));
        return { status: answer.status, contentRange: answer.headers.get('Content-Range'), bytes };
      },
      `bytes=${start}-${start + 99}`,
    );
    expect(slice.status).toBe(206);
    expect(slice.contentRange).toBe(`bytes ${start}-${start + 99}/${original.length}`);
    expect(Buffer.compare(Buffer.from(slice.bytes), original.subarray(start, start + 100))).toBe(0);
    const record = Math.floor(start / RECORD_PLAINTEXT_BYTES);
    expect(ranges).toContain(`bytes=${record * RECORD_CIPHERTEXT_BYTES}-${ciphertextEnd(original.length, record) - 1}`);
    await viewportShot(page, `encrypted-gallery-viewer-video-${viewport}`);

    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    const audio = viewer(page, AUDIO).locator('audio');
    await audio.waitFor({ timeout: DECRYPTED_TIMEOUT_MS });
    const heard = await audio.evaluate(async (element) => {
      const player = element as HTMLAudioElement;
      player.muted = true;
      await player.play();
      await new Promise((done) => setTimeout(done, 700));
      return { time: player.currentTime, error: player.error?.code ?? null };
    });
    expect(heard.error).toBeNull();
    expect(heard.time).toBeGreaterThan(0.2);
    await page.keyboard.press('Escape');
    await viewer(page, AUDIO).waitFor({ state: 'detached' });
  });
});
