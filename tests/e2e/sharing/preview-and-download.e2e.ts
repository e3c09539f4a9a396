/**
 * What a recipient does with a share, at phone and desktop size: open the share URL directly, preview every
 * type (the HTML file must not render), and download single files, everything and any folder as zips, byte
 * for byte. The share is made through the API with the same fixture folder the UI journey shares.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from './support/a11y';
import { shareViaApi } from './support/api';
import { EXPECTED_TREE } from './support/expected-tree';
import {
  FIXTURE_PATHS,
  HTML_CONTENT,
  HTML_MARKER,
  makeFixtureFolder,
  TEXT_CONTENT,
  UNICODE_CONTENT,
  type FixtureName,
} from './support/fixture-files';
import { download, folderResult, recordNativeDialogs, treePaths, viewportShot } from './support/sharing-pages';
import { readZip } from './support/zip';

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);
const downloads = useTempDir('sharecode-downloads-');
const share = { code: '', url: '' };

beforeAll(async () => {
  const files = (Object.keys(FIXTURE_PATHS) as FixtureName[]).map((name) => fixture().path(name));
  const created = await shareViaApi(baseUrl(), fixture().base, files);
  share.code = created.folderCode;
  share.url = created.folderUrl;
});

describe.each(['desktop', 'phone'] as const)('open, preview and download a share (%s)', (viewport) => {
  let page: Page;
  let nativeDialogs: string[];
  const shot = (name: string) => screenshot(page, `sharing-${name}-${viewport}`);
  const dialogShot = (name: string) => viewportShot(page, `sharing-${name}-${viewport}`);

  beforeAll(async () => {
    page = await newPage(browser(), viewport, { acceptDownloads: true });
    nativeDialogs = recordNativeDialogs(page);
  });

  afterAll(async () => {
    expect(nativeDialogs).toEqual([]);
    await page?.context().close();
  });

  it('opens the share URL (its link) directly on /s/{code}-{key}', async () => {
    await page.goto(share.url);
    await page.getByRole('heading', { level: 1, name: `Shared folder ${share.code}` }).waitFor();
    const result = await folderResult(page, share.code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    await shot('share-page');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('previews an image, a PDF (browser viewer) and text; HTML is shown as text and never runs', async () => {
    const result = await folderResult(page, share.code);

    await result.getByRole('button', { name: 'View pixel.png' }).click();
    const image = page.getByRole('dialog', { name: FIXTURE_PATHS.image }).getByRole('img');
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );
    expect(await image.getAttribute('src')).toMatch(/\/api\/folders\/\d{4}-[A-Za-z0-9_-]{22}\/files\/\d+\?inline=1$/);
    await dialogShot('preview-image');
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View report.pdf' }).click();
    const frame = page.getByRole('dialog', { name: FIXTURE_PATHS.pdf }).locator('iframe');
    const pdfSrc = (await frame.getAttribute('src'))!;
    expect(pdfSrc).toMatch(/\?inline=1$/);
    const pdf = await page.request.get(new URL(pdfSrc, baseUrl()).toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(await pdf.body(), fixture().bytes.pdf)).toBe(0);
    await page.waitForTimeout(500);
    await dialogShot('preview-pdf');
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View readme.txt' }).click();
    expect(await page.getByRole('dialog', { name: FIXTURE_PATHS.text }).getByTestId('text-preview').textContent()).toBe(
      TEXT_CONTENT,
    );
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View café.txt' }).click();
    expect(
      await page.getByRole('dialog', { name: FIXTURE_PATHS.unicode }).getByTestId('text-preview').textContent(),
    ).toBe(UNICODE_CONTENT);
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View page.html' }).click();
    const htmlDialog = page.getByRole('dialog', { name: FIXTURE_PATHS.html });
    expect(await htmlDialog.getByTestId('text-preview').textContent()).toBe(HTML_CONTENT);
    expect(await htmlDialog.locator('iframe').count()).toBe(0);
    await dialogShot('preview-html-as-text');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    for (const frameOfPage of page.frames()) {
      expect(
        await frameOfPage.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], HTML_MARKER),
      ).toBeUndefined();
      expect(await frameOfPage.locator('#rendered').count()).toBe(0);
    }
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View data.bin' }).click();
    await page
      .getByRole('dialog', { name: FIXTURE_PATHS.binary })
      .getByText('There is no preview for .bin files: Sharecode previews images, PDFs and text files.')
      .waitFor();
    await page.keyboard.press('Escape');

    await result.getByRole('button', { name: 'View empty.txt' }).click();
    await page.getByRole('dialog', { name: FIXTURE_PATHS.empty }).getByText('This file is empty.').waitFor();
    await page.keyboard.press('Escape');
  });

  it('downloads single files with their names and exact bytes', async () => {
    const result = await folderResult(page, share.code);
    const cases: FixtureName[] = ['text', 'unicode', 'image', 'pdf', 'empty', 'binary', 'html'];
    for (const name of cases) {
      const fileName = FIXTURE_PATHS[name].split('/').pop()!;
      const saved = await download(
        page,
        () => result.getByRole('link', { name: `Download ${fileName}` }).click(),
        downloads(),
      );
      expect(saved.name).toBe(fileName);
      expect(Buffer.compare(saved.bytes, fixture().bytes[name])).toBe(0);
    }
  });

  it('downloads everything, and any folder, as a zip with the original bytes', async () => {
    const result = await folderResult(page, share.code);
    const all = await download(page, () => result.getByRole('link', { name: 'Download all' }).click(), downloads());
    expect(all.name).toBe(`sharecode-${share.code}.zip`);
    const entries = await readZip(all.path);
    expect([...entries.keys()].sort()).toEqual(Object.values(FIXTURE_PATHS).sort());
    for (const name of Object.keys(FIXTURE_PATHS) as FixtureName[]) {
      expect(Buffer.compare(entries.get(FIXTURE_PATHS[name])!, fixture().bytes[name])).toBe(0);
    }

    const notes = await download(
      page,
      () => result.getByRole('link', { name: 'Download folder notes as zip' }).click(),
      downloads(),
    );
    const noteEntries = await readZip(notes.path);
    expect([...noteEntries.keys()].sort()).toEqual([FIXTURE_PATHS.html, FIXTURE_PATHS.text].sort());
    expect(Buffer.compare(noteEntries.get(FIXTURE_PATHS.text)!, fixture().bytes.text)).toBe(0);

    const unicode = await download(
      page,
      () => result.getByRole('link', { name: 'Download folder Ünïcödé 文件 as zip' }).click(),
      downloads(),
    );
    expect(Buffer.compare((await readZip(unicode.path)).get(FIXTURE_PATHS.unicode)!, fixture().bytes.unicode)).toBe(0);
  });
});
