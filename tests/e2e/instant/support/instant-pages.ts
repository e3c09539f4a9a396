/** Steps the instant-share journeys share: a slow sender, picking files, the dialog while arriving, kept bytes. */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { appDrawn, baseUrl } from '../../../support/browser';
import { shareDialog } from '../../sharing/support/sharing-pages';

const MIB = 1024 * 1024;

/** A file written for a test: its name in the share, its path on disk and its bytes. */
export interface TestFile {
  name: string;
  path: string;
  bytes: Buffer;
}

/** Writes files of the given sizes (random bytes) under `dir`, named as given. */
export function writeFiles(dir: string, sizes: Record<string, number>): TestFile[] {
  return Object.entries(sizes).map(([name, size]) => {
    const bytes = randomBytes(size);
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return { name, path, bytes };
  });
}

/** The large file of these journeys: at 5 MB/s its upload takes about eight seconds. */
export const BIG_FILE_BYTES = 40 * MIB;
/** How long an upload may take to reach a given share of its bytes. */
const UPLOAD_PROGRESS_TIMEOUT_MS = 60_000;

/**
 * Slows the page's uploads to `bytesPerSecond` (downloads stay as fast as they are), through the page's DevTools
 * session: the same limit a slow mobile uplink sets.
 */
export async function throttleUpload(page: Page, bytesPerSecond = 5_000_000): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/** Opens /data-sharing and picks `files` with File upload, End-to-end encrypted ticked or not. */
export async function pickOnDataSharing(page: Page, files: TestFile[], encrypted = false): Promise<void> {
  await page.goto(`${baseUrl()}/data-sharing`);
  await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
  await appDrawn(page);
  await page.getByRole('checkbox', { name: 'End-to-end encrypted' }).setChecked(encrypted);
  await page.getByText('File upload', { exact: true }).click();
  await page.getByTestId('files-input').setInputFiles(files.map((file) => file.path));
  await page
    .getByText(new RegExp(`^${files.length} files? · `))
    .first()
    .waitFor();
}

/**
 * Presses Share Files and waits for the share dialog, which shows the code, link and QR while the files are still
 * being sent; resolves them and how far the upload says it got (percent) when the code showed.
 */
export async function shareAtOnce(
  page: Page,
): Promise<{ dialog: Locator; code: string; url: string; percent: number }> {
  await page.getByRole('button', { name: 'Share Files' }).click();
  const shown = await shareDialog(page, 30_000, { arrived: false });
  return { ...shown, percent: await uploadPercent(shown.dialog) };
}

/** The percent an upload's progress shows inside `scope` (the dialog, a Recent shares row, the page's panel). */
async function uploadPercent(scope: Locator): Promise<number> {
  const text = (await scope.getByTestId('upload-progress-text').first().textContent()) ?? '';
  const match = /\((\d+)%\)/.exec(text);
  if (!match) throw new Error(`no percent in "${text}"`);
  return Number(match[1]);
}

/**
 * Waits until the upload shown in `scope` has reached `percent` (its figures, as they change), or has finished
 * (its progress line is gone).
 */
export async function uploadReaches(scope: Locator, percent: number): Promise<void> {
  const text = scope.getByTestId('upload-progress-text').first();
  await text.waitFor();
  const deadline = Date.now() + UPLOAD_PROGRESS_TIMEOUT_MS;
  // The figures are read afresh each time: the progress line re-renders, and it is gone once every byte is up.
  for (;;) {
    const shown = await text.textContent({ timeout: 1_000 }).catch(() => null);
    if (shown === null) return;
    if (Number(/\((\d+)%\)/.exec(shown)?.[1] ?? 0) >= percent) return;
    if (Date.now() > deadline) throw new Error(`The upload stayed at "${shown}", short of ${percent}%.`);
    await scope.page().waitForTimeout(200);
  }
}

/** A file row of a recipient's tree, with its arrival badge when it is not ready. */
export function fileRow(result: Locator, path: string): Locator {
  return result.locator(`li[data-path="${path.replace(/"/g, '\\"')}"]`).first();
}

/**
 * How much of an upload this browser has kept on the device (IndexedDB `upload-bytes`): the first byte from which
 * every byte to the end is kept, for the one queued upload (its total size when nothing is kept). Read from a page
 * of the app that runs nothing (the API's health answer, same origin).
 */
export async function keptFrom(context: BrowserContext): Promise<{ from: number; total: number } | null> {
  const probe = await context.newPage();
  try {
    await probe.goto(`${baseUrl()}/api/health`);
    return await probe.evaluate(
      () =>
        new Promise<{ from: number; total: number } | null>((resolve, reject) => {
          const open = indexedDB.open('sharecode');
          open.onerror = () => reject(open.error ?? new Error('IndexedDB would not open'));
          open.onsuccess = () => {
            const transaction = open.result.transaction(['uploads', 'upload-bytes']);
            const uploads = transaction.objectStore('uploads').getAll();
            const pieces = transaction.objectStore('upload-bytes').getAll();
            transaction.oncomplete = () => {
              open.result.close();
              const upload = (uploads.result as Array<{ id: string; totalBytes: number }>)[0];
              if (!upload) return resolve(null);
              let from = upload.totalBytes;
              const kept = (pieces.result as Array<{ uploadId: string; start: number; blob: Blob }>)
                .filter((piece) => piece.uploadId === upload.id)
                .sort((a, b) => b.start - a.start);
              for (const piece of kept) {
                if (piece.start + piece.blob.size !== from) break;
                from = piece.start;
              }
              resolve({ from, total: upload.totalBytes });
            };
          };
        }),
    );
  } finally {
    await probe.close();
  }
}
