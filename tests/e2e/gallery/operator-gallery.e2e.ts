/**
 * The operator console shows a reported plain share as its recipients see it: the same gallery, with thumbnails
 * from the console's own addresses (which count nothing), a photo full screen and the video played, at phone and
 * desktop size. Screenshots: tests/screenshots/operator-gallery-*.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { enrollTheOperator, logInOperator } from '../moderation/support/operator';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { shareViaApi } from '../sharing/support/api';
import { viewportShot } from '../sharing/support/sharing-pages';
import { name, seekAndPlay, thumbnailsShown, viewer } from './support/gallery-page';
import { makeHolidayFolder, PHOTOS, SIDEWAYS_PHOTO, VIDEO, VIDEO_SECONDS } from './support/media-files';

const EXPLANATION = 'These holiday photos are of me, shared without my consent.';

const browser = useChromium();
const holidayDir = useTempDir('sharecode-e2e-operator-gallery-');
const share = { code: '', reference: '' };

beforeAll(async () => {
  const media = await makeHolidayFolder(holidayDir());
  const created = await shareViaApi(
    baseUrl(),
    media.base,
    media.paths.map((path) => `${media.base}/${path}`),
  );
  share.code = created.folderCode;
  const report = await fetch(`${baseUrl()}/api/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ target: created.folderUrl, category: 'privacy', explanation: EXPLANATION, goodFaith: true }),
  });
  if (report.status !== 201) throw new Error(`the report answered ${report.status}: ${await report.text()}`);
  share.reference =
    ((await report.json()) as { data?: { reference: string }; reference?: string }).data?.reference ?? '';
  await enrollTheOperator();
});

describe.each(['phone', 'desktop'] as const)('the console’s gallery of a reported share (%s)', (viewport) => {
  let page: Page;
  const thumbnailsAsked: string[] = [];

  beforeAll(async () => {
    page = await newPage(browser(), viewport);
    page.on('request', (request) => {
      if (request.url().endsWith('/thumbnail')) thumbnailsAsked.push(new URL(request.url()).pathname);
    });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('opens the report’s share as a gallery of the console’s thumbnails, the tree one tap away', async () => {
    await logInOperator(page);
    await page.getByRole('list', { name: 'Reports' }).getByRole('link').filter({ hasText: share.reference }).click();
    const review = page.getByTestId('operator-share');
    const views = review.getByRole('group', { name: 'Show as' });
    expect(await views.getByRole('button', { name: 'Gallery' }).getAttribute('aria-pressed')).toBe('true');
    const grid = review.getByRole('grid', { name: `Photos and videos in share ${share.code}, holiday` });
    const sizes = await thumbnailsShown(page, grid);
    expect(Object.keys(sizes).sort()).toEqual(PHOTOS.map(name).sort());
    expect(sizes[name(SIDEWAYS_PHOTO)]).toEqual({ width: 213, height: 320 });
    expect(thumbnailsAsked.length).toBeGreaterThan(0);
    expect(thumbnailsAsked.every((path) => path.startsWith('/api/operator/folders/'))).toBe(true);
    await screenshot(page, `operator-gallery-grid-${viewport}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await views.getByRole('button', { name: 'Files' }).click();
    await review.getByRole('tree', { name: `Files in share ${share.code}` }).waitFor();
    await views.getByRole('button', { name: 'Gallery' }).click();
    await grid.waitFor();
  });

  it('shows a photo full screen and plays the video seeked to its middle', async () => {
    const review = page.getByTestId('operator-share');
    await review.getByRole('button', { name: `View ${name(PHOTOS[0])}` }).click();
    const dialog = viewer(page, PHOTOS[0]);
    const photo = dialog.getByRole('img', { name: name(PHOTOS[0]) });
    await page.waitForFunction((image) => (image as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/operator\/folders\/\d+\/files\/\d+/);
    await viewportShot(page, `operator-gallery-viewer-${viewport}`);

    await page.keyboard.press('ArrowLeft');
    const played = await seekAndPlay(viewer(page, VIDEO).locator('video'), VIDEO_SECONDS / 2);
    expect(played.error).toBeNull();
    expect(played.from).toBeGreaterThanOrEqual(VIDEO_SECONDS / 2 - 0.5);
    expect(played.to).toBeGreaterThan(played.from);
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await viewer(page, VIDEO).waitFor({ state: 'detached' });
  });
});
