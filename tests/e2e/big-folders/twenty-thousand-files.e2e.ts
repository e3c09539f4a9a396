/**
 * A share of 20 000 files, end to end: picked as a folder on /data-sharing and shared with Share Files (one
 * multipart request: thousands of tiny files cost the server less that way than as a resumable upload), then
 * opened by the recipient from the share URL the dialog shows: the tree counts every file, and a subfolder
 * downloads as a ZIP holding exactly its files, byte for byte. URLs are always taken from the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, newPage, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { folderResult, pressShareFiles } from '../sharing/support/sharing-pages';
import { fetchZip } from '../sharing/support/zip';
import { HUGE_FOLDER } from './support/huge-folder';
import { folderRow } from './support/tree-pages';

const folder = useOnDisk(HUGE_FOLDER.make);
const downloads = useTempDir('sharecode-huge-downloads-');
const browser = useChromium();
let share = { code: '', url: '' };

/**
 * Guards against a hang, not speed goals (those live in `npm run bench`): reading 20 000 files from disk and
 * writing them again takes about 40 s on a quiet 2-core machine, and has taken more than twice that late in the
 * full suite on the same machine.
 */
const SIZES_READ_TIMEOUT_MS = 120_000;
const SHARED_TIMEOUT_MS = 240_000;
const TEST_TIMEOUT_MS = SIZES_READ_TIMEOUT_MS + SHARED_TIMEOUT_MS;

it(
  'shares a folder of 20 000 files from /data-sharing',
  async () => {
    const page = await newPage(browser(), 'desktop');
    try {
      await page.goto(`${baseUrl()}/data-sharing`);
      await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
      await page.getByTestId('folder-input').setInputFiles(folder().root);
      // The summary gives the total once every size is read.
      await page
        .getByText(new RegExp(`^${HUGE_FOLDER.fileCount} files · [\\d,.]+ [KMG]?B$`))
        .first()
        .waitFor({ timeout: SIZES_READ_TIMEOUT_MS });
      share = await pressShareFiles(page, SHARED_TIMEOUT_MS);
      expect(share.code).toMatch(/^\d{4}$/);
      expect(share.url).toContain(`/s/${share.code}`);
    } finally {
      await page.context().close();
    }
  },
  TEST_TIMEOUT_MS,
);

it('opens for the recipient with every file in the tree, and a subfolder downloads as a ZIP', async () => {
  expect(share.url).not.toBe('');
  const page = await newPage(browser(), 'desktop', { acceptDownloads: true });
  try {
    await page.goto(share.url);
    const tree = (await folderResult(page, share.code)).getByRole('tree');
    await tree.getByRole('treeitem').first().waitFor();
    expect(await folderRow(tree, HUGE_FOLDER.root).textContent()).toContain(`${HUGE_FOLDER.fileCount} files`);

    // The first subfolder shows open at the top of the tree.
    const subfolder = HUGE_FOLDER.folderPath(1, 1);
    const link = folderRow(tree, subfolder).getByRole('link', {
      name: `Download folder ${subfolder.split('/').pop()} as zip`,
    });
    const entries = await fetchZip(page, link, join(downloads(), 'subfolder.zip'));
    const expected = folder().paths.filter((path) => path.startsWith(`${subfolder}/`));
    expect(expected).toHaveLength(HUGE_FOLDER.filesPerSubfolder);
    const byName = new Map([...entries].map(([name, bytes]) => [name.split('/').pop()!, bytes]));
    expect([...byName.keys()].sort()).toEqual(expected.map((path) => path.split('/').pop()!).sort());
    for (const path of expected)
      expect([path, byName.get(path.split('/').pop()!)]).toEqual([path, readFileSync(join(folder().base, path))]);
  } finally {
    await page.context().close();
  }
});
