/**
 * The gallery of a plain share at phone and desktop size: real JPEGs (one stored sideways with an EXIF rotation
 * and GPS), an MP4 and a WAV shared through the API and opened by their link. The share opens as a gallery (most of
 * it is media) beside its tree; thumbnails show (upright); the viewer swipes and steps with the keys, zooms, downloads
 * byte for byte, plays the video seeked to its middle and the audio, and gives focus back on Escape. A folder of
 * 2 000 photos keeps a few dozen tiles in the page and asks only for their thumbnails. Screenshots:
 * tests/screenshots/gallery-*.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { shareViaApi } from '../sharing/support/api';
import { download, folderResult, viewportShot } from '../sharing/support/sharing-pages';
import { name, seekAndPlay, thumbnailsShown, viewer } from './support/gallery-page';
import { doubleTap, pinchOut, swipe } from './support/gestures';
import {
  AUDIO,
  makeHolidayFolder,
  makeManyPhotos,
  PHOTOS,
  SIDEWAYS_PHOTO,
  VIDEO,
  VIDEO_SECONDS,
} from './support/media-files';

const MANY_PHOTOS = 2_000;
/** The worker makes a big share's thumbnails in order: the last photos' come last. */
const MANY_THUMBNAILS_TIMEOUT_MS = 150_000;

const browser = useChromium();
const holidayDir = useTempDir('sharecode-e2e-gallery-');
const downloads = useTempDir('sharecode-gallery-downloads-');
let media: Awaited<ReturnType<typeof makeHolidayFolder>>;
const share = { code: '', url: '' };

beforeAll(async () => {
  media = await makeHolidayFolder(holidayDir());
  const created = await shareViaApi(
    baseUrl(),
    media.base,
    media.paths.map((path) => `${media.base}/${path}`),
  );
  share.code = created.folderCode;
  share.url = created.folderUrl;
});

describe.each(['phone', 'desktop'] as const)('the gallery of a plain share (%s)', (viewport) => {
  const touch = viewport === 'phone';
  let page: Page;
  const shot = (label: string) => screenshot(page, `gallery-${label}-${viewport}`);
  const dialogShot = (label: string) => viewportShot(page, `gallery-${label}-${viewport}`);

  beforeAll(async () => {
    page = await newPage(browser(), viewport, { acceptDownloads: true });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('opens a share of mostly photos as a gallery, thumbnails upright, with its files one tap away', async () => {
    await page.goto(share.url);
    const result = await folderResult(page, share.code);
    const views = result.getByRole('group', { name: 'Show as' });
    expect(await views.getByRole('button', { name: 'Gallery' }).getAttribute('aria-pressed')).toBe('true');

    // The share holds one folder of photos and nothing else: the gallery opens in it.
    expect(
      await result.getByRole('navigation', { name: 'Folder' }).locator('[aria-current="page"]').textContent(),
    ).toBe('holiday');
    const grid = result.getByRole('grid', { name: `Photos and videos in folder ${share.code}, holiday` });
    const sizes = await thumbnailsShown(page, grid);
    expect(Object.keys(sizes).sort()).toEqual(PHOTOS.map(name).sort());
    // Thumbnails fit 320×320 and stand as people see the photo: the sideways one is taller than wide.
    expect(sizes[name(PHOTOS[0])]).toEqual({ width: 320, height: 213 });
    expect(sizes[name(SIDEWAYS_PHOTO)]).toEqual({ width: 213, height: 320 });
    expect(await grid.locator('button[data-kind="video"]').count()).toBe(1);
    // The video's poster is its own frame, drawn by the browser from the file (the server makes none of videos).
    const poster = grid.locator('button[data-kind="video"] video[data-shown]');
    await poster.waitFor();
    const frame = await poster.evaluate((video: HTMLVideoElement) => ({
      width: video.videoWidth,
      drawn: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
      playing: !video.paused,
    }));
    expect(frame.width).toBeGreaterThan(0);
    expect([frame.drawn, frame.playing]).toEqual([true, false]);
    await result.getByText('1 other file here is in the Files view.').waitFor();
    await shot('grid');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await views.getByRole('button', { name: 'Files' }).click();
    await result.getByRole('tree', { name: `Files in folder ${share.code}` }).waitFor();
    await views.getByRole('button', { name: 'Gallery' }).click();
    await grid.waitFor();
  });

  it('opens a photo full screen, steps by swipes and keys, zooms, and downloads it byte for byte', async () => {
    const result = await folderResult(page, share.code);
    await result.getByRole('button', { name: `View ${name(PHOTOS[0])}` }).click();
    let dialog = viewer(page, PHOTOS[0]);
    const photo = dialog.getByRole('img', { name: name(PHOTOS[0]) });
    await page.waitForFunction((image) => (image as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    await dialog.getByText(/ · 2 of 6$/).waitFor();
    await dialogShot('viewer-photo');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    const stage = dialog.getByTestId('viewer-stage');
    await swipe(page, stage, 'next', touch);
    dialog = viewer(page, SIDEWAYS_PHOTO);
    await dialog.getByText(/ · 3 of 6$/).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer(page, PHOTOS[2]).waitFor();
    await page.keyboard.press('ArrowLeft');
    dialog = viewer(page, SIDEWAYS_PHOTO);
    await swipe(page, dialog.getByTestId('viewer-stage'), 'previous', touch);
    dialog = viewer(page, PHOTOS[0]);
    await dialog.waitFor();

    const image = dialog.getByRole('img', { name: name(PHOTOS[0]) });
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await image.getAttribute('data-zoom'))).toBeCloseTo(1.5);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    expect(await image.getAttribute('data-zoom')).toBe('1');
    await doubleTap(page, dialog.getByTestId('viewer-stage'), touch);
    await page.waitForFunction((element) => element?.getAttribute('data-zoom') === '2.5', await image.elementHandle());
    await dialogShot('viewer-zoomed');
    // Zoomed, a drag pans the photo instead of swiping to the next one.
    const before = await image.evaluate((element) => (element as HTMLElement).style.transform);
    await swipe(page, dialog.getByTestId('viewer-stage'), 'next', touch);
    expect(await image.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(before);
    await viewer(page, PHOTOS[0]).waitFor();
    await doubleTap(page, dialog.getByTestId('viewer-stage'), touch);
    await page.waitForFunction((element) => element?.getAttribute('data-zoom') === '1', await image.elementHandle());
    await pinchOut(page, dialog.getByTestId('viewer-stage'), touch);
    await page.waitForFunction(
      (element) => Number(element?.getAttribute('data-zoom')) > 1.2,
      await image.elementHandle(),
    );
    await page.keyboard.press('0');
    await page.waitForFunction((element) => element?.getAttribute('data-zoom') === '1', await image.elementHandle());

    const saved = await download(
      page,
      () => dialog.getByRole('link', { name: `Download ${name(PHOTOS[0])}` }).click(),
      downloads(),
    );
    expect(saved.name).toBe(name(PHOTOS[0]));
    expect(Buffer.compare(saved.bytes, media.bytes.get(PHOTOS[0])!)).toBe(0);
  });

  it('plays the video seeked to its middle and the audio, then gives focus back to the tile on Escape', async () => {
    await page.keyboard.press('ArrowLeft');
    const dialog = viewer(page, VIDEO);
    const video = dialog.locator('video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('preload')).toBe('metadata');
    const played = await seekAndPlay(video, VIDEO_SECONDS / 2);
    expect(played.error).toBeNull();
    expect(played.duration).toBeCloseTo(VIDEO_SECONDS, 0);
    expect(played.from).toBeGreaterThanOrEqual(VIDEO_SECONDS / 2 - 0.5);
    expect(played.to).toBeGreaterThan(played.from);
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    await video.evaluate((element) => (element as HTMLVideoElement).pause());
    await dialogShot('viewer-video');

    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    const audio = viewer(page, AUDIO).locator('audio');
    const heard = await audio.evaluate(async (element) => {
      const player = element as HTMLAudioElement;
      player.muted = true;
      await player.play();
      await new Promise((done) => setTimeout(done, 700));
      return { time: player.currentTime, error: player.error?.code ?? null };
    });
    expect(heard.error).toBeNull();
    expect(heard.time).toBeGreaterThan(0.2);
    await dialogShot('viewer-audio');

    await page.keyboard.press('Escape');
    await viewer(page, AUDIO).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`View ${name(AUDIO)}`);
  });
});

describe('a folder of 2 000 photos', () => {
  const manyDir = useTempDir('sharecode-e2e-gallery-many-');
  const state = { url: '', code: '', paths: [] as string[] };

  beforeAll(async () => {
    const folder = await makeManyPhotos(manyDir(), MANY_PHOTOS);
    const created = await shareViaApi(
      baseUrl(),
      folder.base,
      folder.paths.map((path) => `${folder.base}/${path}`),
    );
    Object.assign(state, { url: created.folderUrl, code: created.folderCode });
  });

  it.each(['phone', 'desktop'] as const)(
    'keeps a few dozen tiles in the page and asks only for their thumbnails (%s)',
    async (viewport) => {
      const page = await newPage(browser(), viewport);
      const asked = new Set<string>();
      page.on('request', (request) => {
        if (request.url().endsWith('/thumbnail')) asked.add(request.url());
      });
      await page.goto(state.url);
      const result = await folderResult(page, state.code);
      const grid = result.getByRole('grid');
      await thumbnailsShown(page, grid);
      const tiles = await grid.locator('[role="gridcell"]').count();
      expect(tiles).toBeLessThan(120);
      expect(asked.size).toBeLessThanOrEqual(tiles);

      // Scrolled to the end: the last photo's tile exists and the page still holds a few dozen.
      await grid.evaluate((element) => element.parentElement!.scrollTo({ top: element.scrollHeight }));
      await result.getByRole('button', { name: `View IMG_${MANY_PHOTOS}.jpg` }).waitFor();
      await thumbnailsShown(page, grid);
      expect(await grid.locator('[role="gridcell"]').count()).toBeLessThan(120);
      expect(asked.size).toBeLessThan(300);
      await screenshot(page, `gallery-many-${viewport}`);
      await page.context().close();
    },
    MANY_THUMBNAILS_TIMEOUT_MS + 60_000,
  );
});
