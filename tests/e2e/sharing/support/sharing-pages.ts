/**
 * Steps the sharing journeys share: reading the share dialog and the tree, opening a folder result, saving a
 * download.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../../../support/browser';

/** Relative paths shown by a folder tree, in display order (folders end with "/"). */
export async function treePaths(tree: Locator): Promise<string[]> {
  return tree
    .locator('li[data-path]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.path ?? ''));
}

/** The file row of `path` in a tree. */
export function row(scope: Page | Locator, path: string): Locator {
  return scope.locator(`li[data-path="${path.replace(/"/g, '\\"')}"]`).first();
}

/** Waits for the retrieved-folder panel of `code` and returns its section. */
export async function folderResult(page: Page, code: string): Promise<Locator> {
  const section = page.getByRole('region', { name: `Folder ${code}` });
  await section.waitFor({ state: 'visible', timeout: 15_000 });
  return section;
}

/** Presses View on `fileName` in `result`, reads the text preview of the dialog titled `path`, and closes it. */
export async function previewedText(page: Page, result: Locator, fileName: string, path: string): Promise<string> {
  await result.getByRole('button', { name: `View ${fileName}` }).click();
  const text = await page.getByRole('dialog', { name: path }).getByTestId('text-preview').textContent();
  await page.keyboard.press('Escape');
  return text ?? '';
}

/**
 * The share dialog, once it opens (within `timeout` ms), with the code and the URL it shows. The dialog opens as
 * soon as the share exists, while its files are still being sent; unless `arrived` is false, this also waits (as
 * long again) until every file has arrived, as the dialog says (`data-arrival="arrived"`), so the share is whole.
 */
export async function shareDialog(
  page: Page,
  timeout = 30_000,
  { arrived = true }: { arrived?: boolean } = {},
): Promise<{ dialog: Locator; code: string; url: string }> {
  const dialog = page.getByRole('dialog', { name: 'Your files are shared' });
  await dialog.waitFor({ timeout });
  if (arrived) await dialog.locator('[data-arrival="arrived"]').waitFor({ timeout });
  return {
    dialog,
    code: (await dialog.getByTestId('folder-code').textContent())!.trim(),
    url: (await dialog.getByTestId('folder-url').getAttribute('href'))!,
  };
}

/** Presses Share Files and waits for the share dialog (within `timeout` ms); the same as shareDialog. */
export async function pressShareFiles(
  page: Page,
  timeout?: number,
  options?: { arrived?: boolean },
): ReturnType<typeof shareDialog> {
  await page.getByRole('button', { name: 'Share Files' }).click();
  return shareDialog(page, timeout, options);
}

export interface SavedDownload {
  name: string;
  bytes: Buffer;
  path: string;
}

/** How long a download may take to start: a hang guard, for a file the page has or fetches quickly. */
const DOWNLOAD_STARTS_WITHIN_MS = 15_000;

/**
 * Clicks something that starts a download and returns the suggested name and the bytes. `timeoutMs`: a longer hang
 * guard for a download the page must receive whole first (a large encrypted file from the sender's device).
 */
export async function download(
  page: Page,
  trigger: () => Promise<void>,
  dir: string,
  timeoutMs = DOWNLOAD_STARTS_WITHIN_MS,
): Promise<SavedDownload> {
  const [event] = await Promise.all([page.waitForEvent('download', { timeout: timeoutMs }), trigger()]);
  const name = event.suggestedFilename();
  const path = join(dir, `${Date.now()}-${name}`);
  await event.saveAs(path);
  return { name, bytes: readFileSync(path), path };
}

/** Collects browser `alert`/`confirm` dialogs so a test can assert none were used (messages are in-page). */
export function recordNativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/**
 * A screenshot of what the viewport shows: for states with a modal open, where a full-page capture would draw
 * the fixed dialog somewhere down the long page. Saved beside the harness's full-page shots.
 */
export async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}
