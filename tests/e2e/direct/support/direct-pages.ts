/**
 * The steps of a direct transfer both roads' browser tests take: a sender sharing files from /data-sharing and a
 * recipient opening the link and pressing Download, with the road the recipient's page says the bytes took.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { appDrawn } from '../../../support/browser';
import { folderResult, shareDialog } from '../../sharing/support/sharing-pages';
import { fileRow, type TestFile } from '../../instant/support/instant-pages';

export const DIRECT = "Directly from the sender's device";
export const THROUGH_SHARECODE = 'Through Sharecode';
/** A hang guard for a download of tens of MiB, whichever road it takes. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * Shares `files` from /data-sharing of the server at `baseUrl`, and waits until every byte arrived there (at once
 * when sent directly only: none goes there).
 */
export async function share(
  page: Page,
  baseUrl: string,
  files: TestFile[],
  encrypted = false,
  directOnly = false,
): Promise<{ dialog: Locator; url: string }> {
  await page.goto(`${baseUrl}/data-sharing`);
  await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
  await appDrawn(page);
  await page.getByRole('checkbox', { name: 'End-to-end encrypted' }).setChecked(encrypted);
  await page.getByRole('checkbox', { name: 'Send directly only' }).setChecked(directOnly);
  await page.getByText('File upload', { exact: true }).click();
  await page.getByTestId('files-input').setInputFiles(files.map((file) => file.path));
  await page.getByRole('button', { name: 'Share Files' }).click();
  return shareDialog(page, DOWNLOAD_TIMEOUT_MS);
}

/**
 * Opens the share at `url` and presses Download on `file`; resolves the saved bytes (written under `dir`), once
 * they are saved.
 */
export async function openAndDownload(
  page: Page,
  url: string,
  file: TestFile,
  dir: string,
  whileDownloading: (row: Locator) => Promise<void> = () => Promise.resolve(),
): Promise<{ bytes: Buffer; row: Locator }> {
  await page.goto(url);
  const code = /\/s\/(\d{4})-/.exec(url)![1];
  const result = await folderResult(page, code);
  const row = fileRow(result, file.name);
  const saved = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
  // A link to the server's copy; a button where the page decrypts, or where there is no server copy (sent directly only).
  const name = { name: `Download ${file.name}`, exact: true };
  await row.getByRole('link', name).or(row.getByRole('button', name)).click();
  await whileDownloading(row);
  const path = join(dir, `${Date.now()}-${file.name}`);
  await (await saved).saveAs(path);
  return { bytes: readFileSync(path), row };
}

/** Where the recipient's page says which road a file's bytes take. */
export const road = (row: Locator) => row.getByTestId('download-road');
