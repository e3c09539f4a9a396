/**
 * A share of 20 000 files, end to end: picked as a folder on /data-sharing and shared with Share Files (one
 * multipart request: thousands of tiny files cost the server less that way than as a resumable upload), then
 * opened by the recipient from the share URL the dialog shows: the tree counts every file, and a subfolder
 * downloads as a ZIP holding exactly its files, byte for byte. URLs are always taken from the page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, newPage } from '../../support/browser';
import { folderResult } from '../sharing/support/sharing-pages';
import { readZip } from '../sharing/support/zip';
import {
  HUGE_FILE_COUNT,
  HUGE_FILES_PER_SUBFOLDER,
  HUGE_ROOT,
  hugeFolderPath,
  makeHugeFolder,
  type HugeFolder,
} from './support/huge-folder';
import { folderRow } from './support/tree-pages';

let browser: Browser;
let folder: HugeFolder;
let downloads: string;
const share = { code: '', url: '' };

beforeAll(async () => {
  folder = makeHugeFolder();
  downloads = mkdtempSync(join(tmpdir(), 'sharecode-huge-downloads-'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  rmSync(folder.base, { recursive: true, force: true });
  rmSync(downloads, { recursive: true, force: true });
});

it('shares a folder of 20 000 files from /data-sharing', async () => {
  const page = await newPage(browser, 'desktop');
  try {
    await page.goto(`${baseUrl()}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    await page.getByTestId('folder-input').setInputFiles(folder.root);
    // The summary gives the total once every size is read.
    await page
      .getByText(new RegExp(`^${HUGE_FILE_COUNT} files · [\\d,.]+ KB$`))
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Share Files' }).click();
    const modal = page.getByRole('dialog', { name: 'Your files are shared' });
    await modal.waitFor({ timeout: 90_000 });
    share.code = (await modal.getByTestId('folder-code').textContent())!.trim();
    share.url = (await modal.getByTestId('folder-url').getAttribute('href'))!;
    expect(share.code).toMatch(/^\d{4}$/);
    expect(share.url).toContain(`/s/${share.code}`);
  } finally {
    await page.context().close();
  }
});

it('opens for the recipient with every file in the tree, and a subfolder downloads as a ZIP', async () => {
  expect(share.url).not.toBe('');
  const page = await newPage(browser, 'desktop', { acceptDownloads: true });
  try {
    await page.goto(share.url);
    const tree = (await folderResult(page, share.code)).getByRole('tree');
    await tree.getByRole('treeitem').first().waitFor();
    expect(await folderRow(tree, HUGE_ROOT).textContent()).toContain(`${HUGE_FILE_COUNT} files`);

    // The first subfolder shows open at the top of the tree.
    const subfolder = hugeFolderPath(1, 1);
    const link = folderRow(tree, subfolder).getByRole('link', {
      name: `Download folder ${subfolder.split('/').pop()} as zip`,
    });
    const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
    expect(response.status()).toBe(200);
    const zipPath = join(downloads, 'subfolder.zip');
    writeFileSync(zipPath, await response.body());
    const entries = await readZip(zipPath);
    const expected = folder.paths.filter((path) => path.startsWith(`${subfolder}/`));
    expect(expected).toHaveLength(HUGE_FILES_PER_SUBFOLDER);
    const byName = new Map([...entries].map(([name, bytes]) => [name.split('/').pop()!, bytes]));
    expect([...byName.keys()].sort()).toEqual(expected.map((path) => path.split('/').pop()!).sort());
    for (const path of expected)
      expect([path, byName.get(path.split('/').pop()!)]).toEqual([path, readFileSync(join(folder.base, path))]);
  } finally {
    await page.context().close();
  }
});
