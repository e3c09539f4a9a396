/**
 * The core journey of issue 4, at phone and desktop size: share a nested folder on /data-sharing, read the code
 * from the modal, retrieve it on /file-access by code, URL and the modal's QR PNG, open the share URL, preview
 * every type (HTML must not render), and download files and zips byte for byte.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, newPage, screenshot } from '../../support/browser';
import {
  FIXTURE_PATHS,
  HTML_CONTENT,
  HTML_MARKER,
  makeFixtureFolder,
  TEXT_CONTENT,
  UNICODE_CONTENT,
  type FixtureFolder,
  type FixtureName,
} from './support/fixture-files';
import { download, folderResult, recordNativeDialogs, row, treePaths, viewportShot } from './support/sharing-pages';
import { readZip } from './support/zip';
import { layoutAndA11yProblems } from './support/a11y';

let browser: Browser;
let fixture: FixtureFolder;
let downloads: string;

beforeAll(async () => {
  browser = await launchChromium();
  fixture = makeFixtureFolder();
  downloads = mkdtempSync(join(tmpdir(), 'sharecode-downloads-'));
});

afterAll(async () => {
  await browser?.close();
  rmSync(fixture.base, { recursive: true, force: true });
  rmSync(downloads, { recursive: true, force: true });
});

const EXPECTED_TREE = [
  'trip/',
  'trip/docs/',
  'trip/docs/report.pdf',
  'trip/notes/',
  'trip/notes/page.html',
  'trip/notes/readme.txt',
  'trip/photos/',
  'trip/photos/pixel.png',
  'trip/Ünïcödé 文件/',
  'trip/Ünïcödé 文件/café.txt',
  'trip/data.bin',
  'trip/empty.txt',
];

describe.each(['desktop', 'phone'] as const)('share and retrieve a folder (%s)', (viewport) => {
  let page: Page;
  let nativeDialogs: string[];
  const share = { code: '', url: '', qrPath: '' };
  const shot = (name: string) => screenshot(page, `sharing-${name}-${viewport}`);
  const dialogShot = (name: string) => viewportShot(page, `sharing-${name}-${viewport}`);

  beforeAll(async () => {
    page = await newPage(browser, viewport, { acceptDownloads: true });
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

  it('lists a picked folder as a tree: folders first, names sorted, sizes in KB; the hint goes away', async () => {
    await page.getByTestId('folder-input').setInputFiles(fixture.root);
    const tree = page.getByRole('list', { name: 'Selected files' });
    await tree.waitFor();
    expect(await treePaths(tree)).toEqual(EXPECTED_TREE);
    expect(await page.getByTestId('retention-hint').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'No files to upload.' }).count()).toBe(0);
    expect(await row(tree, FIXTURE_PATHS.empty).textContent()).toContain('0 KB');
    expect(await row(tree, FIXTURE_PATHS.binary).textContent()).toContain('3 KB');
    await shot('data-sharing-selected');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('previews local files: text as text, images, PDF, and "File not found or unsupported." otherwise', async () => {
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
    await page.getByRole('dialog', { name: FIXTURE_PATHS.binary }).getByText('File not found or unsupported.').waitFor();
    await page.keyboard.press('Escape');

    // A local PDF shows in the browser's viewer from a blob: URL, or, where the page's CSP forbids blob: frames,
    // as a link opening it in a new tab.
    await page.getByRole('button', { name: 'View report.pdf' }).first().click();
    const pdfDialog = page.getByRole('dialog', { name: FIXTURE_PATHS.pdf });
    const shown = pdfDialog.locator('iframe[src^="blob:"]').or(pdfDialog.getByRole('link', { name: 'Open report.pdf in a new tab' }));
    await shown.waitFor();
    expect(await shown.evaluate((element) => element.getAttribute('src') ?? element.getAttribute('href'))).toMatch(/^blob:/);
    await page.keyboard.press('Escape');
  });

  it('opens and closes the full-screen folder viewer, and removes files and folders', async () => {
    await page.getByRole('button', { name: 'Open full-screen view' }).click();
    const viewer = page.getByRole('dialog', { name: 'Folder structure' });
    expect(await treePaths(viewer.getByRole('list', { name: 'Selected files, full screen' }))).toEqual(EXPECTED_TREE);
    await dialogShot('data-sharing-full-screen');
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'hidden' });

    const tree = page.getByRole('list', { name: 'Selected files' });
    await page.getByRole('button', { name: 'Remove empty.txt' }).click();
    await page.getByRole('button', { name: 'Remove folder notes' }).click();
    expect(await treePaths(tree)).toEqual(EXPECTED_TREE.filter((path) => !path.startsWith('trip/notes/') && path !== 'trip/empty.txt'));

    // A new pick replaces the selection.
    await page.getByTestId('folder-input').setInputFiles(fixture.root);
    await row(tree, FIXTURE_PATHS.empty).waitFor();
    expect(await treePaths(tree)).toEqual(EXPECTED_TREE);
  });

  it('shares the folder and shows the modal: QR, code, URL, expiry, Copy URL, Share fallbacks, Download QR', async () => {
    await page.getByRole('button', { name: 'Share Files' }).click();
    const modal = page.getByRole('dialog', { name: 'Your files are shared' });
    await modal.waitFor({ timeout: 30_000 });
    share.code = (await modal.getByTestId('folder-code').textContent())!.trim();
    expect(share.code).toMatch(/^\d{4}$/);
    share.url = `${baseUrl()}/s/${share.code}`;
    expect(await modal.getByTestId('folder-url').getAttribute('href')).toBe(share.url);
    expect(await modal.getByRole('img', { name: `QR code for folder ${share.code}` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    expect(await modal.getByTestId('expiry').textContent()).toMatch(/^Expires in (1 h 5\d min|2 h)$/);
    await dialogShot('data-sharing-share-modal');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await modal.getByRole('button', { name: 'Copy URL' }).click();
    await modal.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(share.url);
    await modal.getByRole('button', { name: 'Copy URL' }).waitFor({ timeout: 3_000 });

    // Web Share: absent, then present (recording what it was given), then failing.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await modal.getByRole('button', { name: 'Share' }).click();
    await modal.getByText('Sharing not supported on this device.').waitFor();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const file = data.files?.[0];
          (window as unknown as { shared: unknown }).shared = { text: data.text, name: file?.name, type: file?.type, size: file?.size };
        },
      });
    });
    await modal.getByRole('button', { name: 'Share' }).click();
    await page.waitForFunction(() => (window as unknown as { shared?: unknown }).shared);
    const shared = await page.evaluate(() => (window as unknown as { shared: { text: string; name: string; type: string; size: number } }).shared);
    expect(shared).toEqual({ text: expect.stringContaining(share.url), name: `sharecode-${share.code}-qr.png`, type: 'image/png', size: expect.any(Number) });
    expect(shared.text).toContain(share.code);
    expect(shared.size).toBeGreaterThan(100);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { configurable: true, value: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    );
    await modal.getByRole('button', { name: 'Share' }).click();
    await modal.getByText('Error sharing QR Code.').waitFor();

    const qr = await download(page, () => modal.getByRole('link', { name: 'Download QR' }).click(), downloads);
    expect(qr.name).toBe(`sharecode-${share.code}-qr.png`);
    expect(qr.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    share.qrPath = qr.path;

    await modal.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('status').filter({ hasText: `Shared with code ${share.code}` }).waitFor();
    expect(nativeDialogs).toEqual([]);
  });

  it('retrieves the folder on /file-access by its code', async () => {
    await page.goto(`${baseUrl()}/file-access`);
    await page.getByRole('heading', { level: 1, name: 'Easy File Access' }).waitFor();
    expect(await page.getByRole('tab', { name: 'File Code' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('4-digit file code').fill(share.code);
    await page.getByRole('button', { name: 'Get files' }).click();
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('list', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    expect(await result.getByTestId('expiry').textContent()).toMatch(/^expires in (1 h 5\d min|2 h)$/);
    await shot('file-access-by-code');
  });

  it('removes files and folders from the displayed result in edit mode, locally', async () => {
    const result = await folderResult(page, share.code);
    expect(await result.getByRole('button', { name: 'Remove pixel.png' }).count()).toBe(0);
    await result.getByRole('button', { name: 'Edit' }).click();
    await result.getByRole('button', { name: 'Remove pixel.png' }).click();
    await result.getByRole('button', { name: 'Remove folder docs' }).click();
    const paths = await treePaths(result.getByRole('list', { name: `Files in folder ${share.code}` }));
    expect(paths).not.toContain(FIXTURE_PATHS.image);
    expect(paths).not.toContain('trip/docs/');
    expect(paths).toContain(FIXTURE_PATHS.text);
    await shot('file-access-edit-mode');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    // The share itself is untouched.
    const again = await (await fetch(`${baseUrl()}/api/folders/retrive/${share.code}`)).json();
    expect(again.data.files).toHaveLength(EXPECTED_TREE.filter((path) => !path.endsWith('/')).length);
  });

  it('retrieves the folder by its URL', async () => {
    await page.getByRole('tab', { name: 'URL' }).click();
    await page.getByLabel('Share URL').fill(share.url);
    await page.getByRole('button', { name: 'Fetch files' }).click();
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('list', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    await shot('file-access-by-url');
  });

  it('retrieves the folder from the QR PNG downloaded from the modal', async () => {
    await page.goto(`${baseUrl()}/file-access`);
    await page.getByRole('tab', { name: 'QR Code' }).click();
    await shot('file-access-qr-tab');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await page.getByTestId('qr-image-input').setInputFiles(share.qrPath);
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('list', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    await shot('file-access-by-qr-image');
  });

  it('opens the share URL directly on /s/{code}', async () => {
    await page.goto(share.url);
    await page.getByRole('heading', { level: 1, name: `Shared folder ${share.code}` }).waitFor();
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('list', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    await shot('share-page');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('previews an image, a PDF (browser viewer) and text; HTML is shown as text and never runs', async () => {
    const result = await folderResult(page, share.code);

    await result.getByRole('button', { name: 'View pixel.png' }).click();
    const image = page.getByRole('dialog', { name: FIXTURE_PATHS.image }).getByRole('img');
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    expect(await image.getAttribute('src')).toMatch(/\/api\/folders\/\d{4}\/files\/\d+\?inline=1$/);
    await dialogShot('preview-image');
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View report.pdf' }).click();
    const frame = page.getByRole('dialog', { name: FIXTURE_PATHS.pdf }).locator('iframe');
    const pdfSrc = (await frame.getAttribute('src'))!;
    expect(pdfSrc).toMatch(/\?inline=1$/);
    const pdf = await page.request.get(new URL(pdfSrc, baseUrl()).toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(await pdf.body(), fixture.bytes.pdf)).toBe(0);
    await page.waitForTimeout(500);
    await dialogShot('preview-pdf');
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View readme.txt' }).click();
    expect(await page.getByRole('dialog', { name: FIXTURE_PATHS.text }).getByTestId('text-preview').textContent()).toBe(TEXT_CONTENT);
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View café.txt' }).click();
    expect(await page.getByRole('dialog', { name: FIXTURE_PATHS.unicode }).getByTestId('text-preview').textContent()).toBe(UNICODE_CONTENT);
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View page.html' }).click();
    const htmlDialog = page.getByRole('dialog', { name: FIXTURE_PATHS.html });
    expect(await htmlDialog.getByTestId('text-preview').textContent()).toBe(HTML_CONTENT);
    expect(await htmlDialog.locator('iframe').count()).toBe(0);
    await dialogShot('preview-html-as-text');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    for (const frameOfPage of page.frames()) {
      expect(await frameOfPage.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], HTML_MARKER)).toBeUndefined();
      expect(await frameOfPage.locator('#rendered').count()).toBe(0);
    }
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View data.bin' }).click();
    await page.getByRole('dialog', { name: FIXTURE_PATHS.binary }).getByText('File not found or unsupported.').waitFor();
    await page.keyboard.press('Escape');
  });

  it('downloads single files with their names and exact bytes', async () => {
    const result = await folderResult(page, share.code);
    const cases: FixtureName[] = ['text', 'unicode', 'image', 'pdf', 'empty', 'binary', 'html'];
    for (const name of cases) {
      const fileName = FIXTURE_PATHS[name].split('/').pop()!;
      const saved = await download(page, () => result.getByRole('link', { name: `Download ${fileName}` }).click(), downloads);
      expect(saved.name).toBe(fileName);
      expect(Buffer.compare(saved.bytes, fixture.bytes[name])).toBe(0);
    }
  });

  it('downloads everything, and any folder, as a zip with the original bytes', async () => {
    const result = await folderResult(page, share.code);
    const all = await download(page, () => result.getByRole('link', { name: 'Download all' }).click(), downloads);
    expect(all.name).toBe(`sharecode-${share.code}.zip`);
    const entries = await readZip(all.path);
    expect([...entries.keys()].sort()).toEqual(Object.values(FIXTURE_PATHS).sort());
    for (const name of Object.keys(FIXTURE_PATHS) as FixtureName[]) {
      expect(Buffer.compare(entries.get(FIXTURE_PATHS[name])!, fixture.bytes[name])).toBe(0);
    }

    const notes = await download(page, () => result.getByRole('link', { name: 'Download folder notes as zip' }).click(), downloads);
    const noteEntries = await readZip(notes.path);
    expect([...noteEntries.keys()].sort()).toEqual([FIXTURE_PATHS.html, FIXTURE_PATHS.text].sort());
    expect(Buffer.compare(noteEntries.get(FIXTURE_PATHS.text)!, fixture.bytes.text)).toBe(0);

    const unicode = await download(page, () => result.getByRole('link', { name: 'Download folder Ünïcödé 文件 as zip' }).click(), downloads);
    expect(Buffer.compare((await readZip(unicode.path)).get(FIXTURE_PATHS.unicode)!, fixture.bytes.unicode)).toBe(0);
  });
});
