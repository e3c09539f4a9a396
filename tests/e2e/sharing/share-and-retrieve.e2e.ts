/**
 * The core journey, at phone and desktop size: pick a nested folder on /data-sharing, preview and
 * prune the selection, share it, read the code from the modal, and retrieve it on /file-access by that code,
 * by the URL and by the QR PNG downloaded from the modal.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from './support/a11y';
import { type RetrievedFolder } from './support/api';
import { EXPECTED_TREE } from './support/expected-tree';
import { FIXTURE_PATHS, HTML_CONTENT, makeFixtureFolder, TEXT_CONTENT } from './support/fixture-files';
import {
  download,
  folderResult,
  recordNativeDialogs,
  row,
  pressShareFiles,
  treePaths,
  viewportShot,
} from './support/sharing-pages';

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);
const downloads = useTempDir('sharecode-downloads-');

describe.each(['desktop', 'phone'] as const)('share and retrieve a folder (%s)', (viewport) => {
  let page: Page;
  let nativeDialogs: string[];
  const share = { code: '', url: '', qrPath: '' };
  const shot = (name: string) => screenshot(page, `sharing-${name}-${viewport}`);
  const dialogShot = (name: string) => viewportShot(page, `sharing-${name}-${viewport}`);

  beforeAll(async () => {
    page = await newPage(browser(), viewport, { acceptDownloads: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    nativeDialogs = recordNativeDialogs(page);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the 2-hour hint, and "No files to upload." when sharing nothing', async () => {
    await page.goto(`${baseUrl()}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    expect(await page.getByTestId('retention-hint').textContent()).toContain('deleted automatically after 2 hours');
    await shot('data-sharing-empty');
    await page.getByRole('button', { name: 'Share Files' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No files to upload.' });
    await alert.waitFor();
    await shot('data-sharing-no-files-alert');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('lists a picked folder as a tree: folders first, names sorted, sizes in the largest fitting unit; the hint goes away', async () => {
    await page.getByTestId('folder-input').setInputFiles(fixture().root);
    const tree = page.getByRole('tree', { name: 'Selected files' });
    await tree.waitFor();
    expect(await treePaths(tree)).toEqual(EXPECTED_TREE);
    expect(await page.getByTestId('retention-hint').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'No files to upload.' }).count()).toBe(0);
    expect(await row(tree, FIXTURE_PATHS.empty).textContent()).toContain('0 bytes');
    expect(await row(tree, FIXTURE_PATHS.binary).textContent()).toContain('2.9 KB');
    await shot('data-sharing-selected');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('previews local files: text as text, images, PDF, and says which types have no preview', async () => {
    await page.getByRole('button', { name: 'View readme.txt' }).first().click();
    const dialog = page.getByRole('dialog', { name: FIXTURE_PATHS.text });
    expect(await dialog.getByTestId('text-preview').textContent()).toBe(TEXT_CONTENT);
    await dialogShot('data-sharing-preview-text');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'View page.html' }).first().click();
    const html = page.getByRole('dialog', { name: FIXTURE_PATHS.html });
    expect(await html.getByTestId('text-preview').textContent()).toBe(HTML_CONTENT);
    await html.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'View pixel.png' }).first().click();
    const image = page.getByRole('dialog', { name: FIXTURE_PATHS.image }).getByRole('img');
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'View data.bin' }).first().click();
    await page
      .getByRole('dialog', { name: FIXTURE_PATHS.binary })
      .getByText('There is no preview for .bin files: Sharecode previews images, PDFs and text files.')
      .waitFor();
    await page.keyboard.press('Escape');

    // A local PDF shows in the browser's viewer, framed from the service worker's same-origin address (the
    // page's CSP forbids blob: frames).
    await page.getByRole('button', { name: 'View report.pdf' }).first().click();
    const pdfDialog = page.getByRole('dialog', { name: FIXTURE_PATHS.pdf });
    const shown = pdfDialog.locator('iframe[src^="/pdf-preview/"]');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/\/report\.pdf$/);
    await page.keyboard.press('Escape');
  });

  it('opens and closes the full-screen folder viewer, and removes files and folders', async () => {
    await page.getByRole('button', { name: 'Open full-screen view' }).click();
    const viewer = page.getByRole('dialog', { name: 'Folder structure' });
    expect(await treePaths(viewer.getByRole('tree', { name: 'Selected files, full screen' }))).toEqual(EXPECTED_TREE);
    await dialogShot('data-sharing-full-screen');
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'hidden' });

    const tree = page.getByRole('tree', { name: 'Selected files' });
    await page.getByRole('button', { name: 'Remove empty.txt' }).click();
    await page.getByRole('button', { name: 'Remove folder notes' }).click();
    expect(await treePaths(tree)).toEqual(
      EXPECTED_TREE.filter((path) => !path.startsWith('trip/notes/') && path !== 'trip/empty.txt'),
    );

    // A new pick replaces the selection.
    await page.getByTestId('folder-input').setInputFiles(fixture().root);
    await row(tree, FIXTURE_PATHS.empty).waitFor();
    expect(await treePaths(tree)).toEqual(EXPECTED_TREE);
  });

  it('shares the folder and shows the modal: QR, code, URL, expiry, Copy URL, Share fallbacks, Download QR', async () => {
    const shown = await pressShareFiles(page);
    const modal = shown.dialog;
    share.code = shown.code;
    share.url = shown.url;
    expect(share.code).toMatch(/^\d{4}$/);
    // The URL is the share's link: the code, a dash and a 128-bit key.
    expect(share.url).toMatch(new RegExp(`^${baseUrl()}/s/${share.code}-[A-Za-z0-9_-]{22}$`));
    expect(
      await modal
        .getByRole('img', { name: `QR code for folder ${share.code}` })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(100);
    expect(await modal.getByTestId('expiry').textContent()).toMatch(/^Expires in (1 h 5\d min|2 h)$/);
    await dialogShot('data-sharing-share-modal');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await modal.getByRole('button', { name: 'Copy URL' }).click();
    await modal.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(share.url);
    await modal.getByRole('button', { name: 'Copy URL' }).waitFor({ timeout: 3_000 });

    // Web Share: absent, then present (recording what it was given), then failing.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await modal.getByRole('button', { name: 'Share', exact: true }).click();
    await modal.getByText('Sharing not supported on this device.').waitFor();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          const file = data.files?.[0];
          (window as unknown as { shared: unknown }).shared = {
            text: data.text,
            name: file?.name,
            type: file?.type,
            size: file?.size,
          };
          return Promise.resolve();
        },
      });
    });
    await modal.getByRole('button', { name: 'Share', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { shared?: unknown }).shared);
    const shared = await page.evaluate(
      () => (window as unknown as { shared: { text: string; name: string; type: string; size: number } }).shared,
    );
    expect(shared).toEqual({
      text: expect.stringContaining(share.url) as unknown,
      name: `sharecode-${share.code}-qr.png`,
      type: 'image/png',
      size: expect.any(Number) as unknown,
    });
    expect(shared.text).toContain(share.code);
    expect(shared.size).toBeGreaterThan(100);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      }),
    );
    await modal.getByRole('button', { name: 'Share', exact: true }).click();
    await modal.getByText('Error sharing QR Code.').waitFor();

    const qr = await download(page, () => modal.getByRole('link', { name: 'Download QR' }).click(), downloads());
    expect(qr.name).toBe(`sharecode-${share.code}-qr.png`);
    expect(qr.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    share.qrPath = qr.path;

    await modal.getByRole('button', { name: 'Close' }).first().click();
    await page
      .getByRole('status')
      .filter({ hasText: `Shared with code ${share.code}` })
      .waitFor();
    expect(nativeDialogs).toEqual([]);
  });

  it('retrieves the folder on /file-access by its code', async () => {
    await page.goto(`${baseUrl()}/file-access`);
    await page.getByRole('heading', { level: 1, name: 'Easy File Access' }).waitFor();
    expect(await page.getByRole('tab', { name: 'File Code' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('4-digit file code').fill(share.code);
    await page.getByRole('button', { name: 'Get files' }).click();
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    expect(await result.getByTestId('expiry').textContent()).toMatch(/^expires in (1 h 5\d min|2 h)$/);
    await shot('file-access-by-code');
  });

  it('removes files and folders from the displayed result in edit mode, locally', async () => {
    const result = await folderResult(page, share.code);
    expect(await result.getByRole('button', { name: 'Remove pixel.png' }).count()).toBe(0);
    await result.getByRole('button', { name: 'Remove from view' }).click();
    await result.getByRole('button', { name: 'Remove pixel.png' }).click();
    await result.getByRole('button', { name: 'Remove folder docs' }).click();
    const paths = await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }));
    expect(paths).not.toContain(FIXTURE_PATHS.image);
    expect(paths).not.toContain('trip/docs/');
    expect(paths).toContain(FIXTURE_PATHS.text);
    await shot('file-access-edit-mode');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    // The share itself is untouched.
    const again = (await (await fetch(`${baseUrl()}/api/folders/retrive/${share.code}`)).json()) as RetrievedFolder;
    expect(again.data.files).toHaveLength(EXPECTED_TREE.filter((path) => !path.endsWith('/')).length);
  });

  it('retrieves the folder by its URL', async () => {
    await page.getByRole('tab', { name: 'URL' }).click();
    await page.getByLabel('Share URL').fill(share.url);
    await page.getByRole('button', { name: 'Fetch files' }).click();
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    // The folder's QR image is served by the API, and fetched only when the visitor opens it.
    await result.getByText('QR code for this folder').click();
    const qr = result.getByRole('img', { name: `QR code for folder ${share.code}` });
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await qr.elementHandle(),
    );
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await shot('file-access-by-url');
  });

  it('retrieves the folder from the QR PNG downloaded from the modal', async () => {
    await page.goto(`${baseUrl()}/file-access`);
    await page.getByRole('tab', { name: 'QR Code' }).click();
    await shot('file-access-qr-tab');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await page.getByTestId('qr-image-input').setInputFiles(share.qrPath);
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    await shot('file-access-by-qr-image');
  });
});
