/**
 * A folder of 5 000 files, end to end: picked on /data-sharing (the tree shows, and the page stays small
 * because the tree is virtualised), pruned, shared, then opened by the recipient from the share URL the modal
 * shows: the tree by keyboard, a folder opened and closed, and a subfolder downloaded as a ZIP through the
 * link the page offers. URLs are always taken from the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, SCREENSHOT_DIR, useChromium, type ViewportName } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { folderResult, pressShareFiles, treePaths, viewportShot } from '../sharing/support/sharing-pages';
import { fetchZip } from '../sharing/support/zip';
import { BIG_FOLDER } from './support/big-folder';
import { announced, elementCount, focusedPath, focusTree, folderRow } from './support/tree-pages';

/** Far below what the page would hold with a row rendered for every file. */
const MAX_ELEMENTS = 3_000;

const { root: BIG_ROOT, fileCount: FILE_COUNT, filesPerSubfolder: FILES_PER_SUBFOLDER, folderPath } = BIG_FOLDER;

const folder = useOnDisk(BIG_FOLDER.make);
const downloads = useTempDir('sharecode-big-downloads-');
const browser = useChromium();
/** What the sender's page showed once shared. */
let share = { code: '', url: '' };

/** A screenshot of the tree alone (its summary, bulk buttons and scroll box), beside the full-page ones. */
async function treeShot(tree: Locator, name: string): Promise<void> {
  await tree.locator('xpath=../..').screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** "4990 files · 10.9 MB": the summary over a tree (the top folder's row says the same, hence first()). */
function summary(page: Page, files: number): Locator {
  return page.getByText(new RegExp(`^${files} files · [\\d,.]+ [KMG]?B$`)).first();
}

describe('the sender picks a 5 000-file folder on /data-sharing', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl()}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the tree with a few dozen rows in the page, and the sizes once read', async () => {
    await page.getByTestId('folder-input').setInputFiles(folder().root);
    const tree = page.getByRole('tree', { name: 'Selected files' });
    await tree.getByRole('treeitem').first().waitFor();
    expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
    const shown = await treePaths(tree);
    expect(shown.length).toBeLessThan(100);
    expect(shown.slice(0, 4)).toEqual([`${BIG_ROOT}/`, `${folderPath(1)}/`, `${folderPath(1, 1)}/`, folder().paths[0]]);
    expect(await folderRow(tree, BIG_ROOT).getAttribute('aria-expanded')).toBe('true');
    expect(await folderRow(tree, folderPath(1)).getAttribute('aria-setsize')).toBe('50');
    // Sizes are read after the tree shows; the summary then gives the real total.
    await summary(page, FILE_COUNT).waitFor();
    await screenshot(page, 'big-folder-selected-desktop');
    await treeShot(tree, 'big-folder-selected-tree-desktop');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('scrolls to the last file and keeps the page small', async () => {
    const tree = page.getByRole('tree', { name: 'Selected files' });
    await focusTree(tree);
    await page.keyboard.press('End');
    expect(await focusedPath(page)).toBe(folder().paths[FILE_COUNT - 1]);
    expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
    await page.keyboard.press('Home');
    expect(await focusedPath(page)).toBe(`${BIG_ROOT}/`);
  });

  it('opens the full-screen viewer with the same tree', async () => {
    await page.getByRole('button', { name: 'Open full-screen view' }).click();
    const viewer = page.getByRole('dialog', { name: 'Folder structure' });
    const tree = viewer.getByRole('tree', { name: 'Selected files, full screen' });
    await tree.getByRole('treeitem').first().waitFor();
    expect((await treePaths(tree)).slice(0, 2)).toEqual([`${BIG_ROOT}/`, `${folderPath(1)}/`]);
    expect(await elementCount(page)).toBeLessThan(2 * MAX_ELEMENTS);
    await viewportShot(page, 'big-folder-full-screen-desktop');
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'hidden' });
  });

  it('removes one subfolder, then shares the rest and shows the code and the URL', async () => {
    const tree = page.getByRole('tree', { name: 'Selected files' });
    const removed = folderPath(1, 2);
    await folderRow(tree, removed).getByRole('button', { name: 'Remove folder sub-02' }).click();
    await summary(page, FILE_COUNT - FILES_PER_SUBFOLDER).waitFor();
    expect(await folderRow(tree, removed).count()).toBe(0);

    const shown = await pressShareFiles(page, 60_000);
    share = shown;
    expect(share.code).toMatch(/^\d{4}$/);
    expect(share.url).toContain(`/s/${share.code}`);
    await shown.dialog.getByRole('button', { name: 'Close' }).first().click();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('the recipient opens the share URL (%s)', (viewport) => {
  let page: Page;
  let tree: Locator;

  beforeAll(async () => {
    expect(share.url).not.toBe('');
    page = await newPage(browser(), viewport, { acceptDownloads: true });
    await page.goto(share.url);
    const result = await folderResult(page, share.code);
    tree = result.getByRole('tree');
    await tree.getByRole('treeitem').first().waitFor();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the tree, virtualised', async () => {
    expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
    expect(await folderRow(tree, BIG_ROOT).textContent()).toContain(`${FILE_COUNT - FILES_PER_SUBFOLDER} files`);
    await screenshot(page, `big-folder-recipient-${viewport}`);
    await treeShot(tree, `big-folder-recipient-tree-${viewport}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('is read and driven by keyboard: arrows, open and close a folder, Home and End', async () => {
    await focusTree(tree);
    expect(await focusedPath(page)).toBe(`${BIG_ROOT}/`);
    await page.keyboard.press('ArrowDown');
    expect(await focusedPath(page)).toBe(`${folderPath(1)}/`);

    await page.keyboard.press('ArrowLeft');
    expect(await folderRow(tree, folderPath(1)).getAttribute('aria-expanded')).toBe('false');
    await announced(page, 'Collapsed folder-01');
    await page.keyboard.press('ArrowDown');
    expect(await focusedPath(page)).toBe(`${folderPath(2)}/`);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await folderRow(tree, folderPath(1)).getAttribute('aria-expanded')).toBe('true');
    await announced(page, 'Expanded folder-01');
    await page.keyboard.press('ArrowRight');
    expect(await focusedPath(page)).toBe(`${folderPath(1, 1)}/`);

    await page.keyboard.press('End');
    expect(await focusedPath(page)).toBe(folder().paths[FILE_COUNT - 1]);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedPath(page)).toBe(`${folderPath(50, 10)}/`);
    await page.keyboard.press('Home');
    expect(await focusedPath(page)).toBe(`${BIG_ROOT}/`);
    expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
  });

  it('collapses and expands everything, and a folder by click', async () => {
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await announced(page, 'Collapsed all folders');
    expect(await treePaths(tree)).toEqual([`${BIG_ROOT}/`]);
    await tree.getByText(BIG_ROOT, { exact: true }).click();
    await announced(page, `Expanded ${BIG_ROOT}`);
    expect((await treePaths(tree)).slice(0, 3)).toEqual([`${BIG_ROOT}/`, `${folderPath(1)}/`, `${folderPath(2)}/`]);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await announced(page, 'Expanded all folders');
    expect((await treePaths(tree)).slice(0, 4)).toEqual([
      `${BIG_ROOT}/`,
      `${folderPath(1)}/`,
      `${folderPath(1, 1)}/`,
      folder().paths[0],
    ]);
  });

  if (viewport === 'desktop') {
    it('downloads a subfolder as a ZIP from the link the page offers', async () => {
      const link = folderRow(tree, folderPath(1, 3)).getByRole('link', { name: 'Download folder sub-03 as zip' });
      const entries = await fetchZip(page, link, join(downloads(), 'sub-03.zip'));
      const expected = folder().paths.filter((file) => file.startsWith(`${folderPath(1, 3)}/`));
      expect(expected).toHaveLength(FILES_PER_SUBFOLDER);
      expect([...entries.keys()].map((name) => name.split('/').pop()).sort()).toEqual(
        expected.map((file) => file.split('/').pop()).sort(),
      );
      for (const file of expected) {
        const name = [...entries.keys()].find(
          (entry) => entry.endsWith(`/${file.split('/').pop()}`) || entry === file.split('/').pop(),
        )!;
        expect(entries.get(name)!.equals(readFileSync(join(folder().base, file)))).toBe(true);
      }
    });
  }
});
