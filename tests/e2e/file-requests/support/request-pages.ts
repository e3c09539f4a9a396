/**
 * Steps the file-request journeys share: making a request on /request, answering it from its link, and opening
 * the answers on the requester's /request/{code}.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { appDrawn, baseUrl } from '../../../support/browser';

/** How long the requester's page may take to show an answer as arrived (it reads the state every 4 s). */
const ARRIVAL_TIMEOUT_MS = 60_000;

export interface MadeRequest {
  code: string;
  /** The whole link, `…/r/{code}-{linkKey}#K`. */
  link: string;
  /** `{code}-{linkKey}`, the API's name for the request. */
  ref: string;
  /** The QR code's PNG, as the page drew it. */
  qrPng: Buffer;
}

/**
 * Fills /request's form (what, who, how long) on `origin` (the app's own unless a proxy's) and presses Create
 * request; resolves the code, link and QR.
 */
export async function makeRequest(
  page: Page,
  { message, from, retention = '24 hours' }: { message: string; from?: string; retention?: string },
  origin = baseUrl(),
): Promise<MadeRequest> {
  await page.goto(`${origin}/request`);
  await page.getByRole('heading', { level: 1, name: 'Request files' }).waitFor();
  await appDrawn(page);
  await page.getByLabel('What do you need?').fill(message);
  if (from !== undefined) await page.getByLabel('Your name (optional)').fill(from);
  await page.getByRole('radio', { name: new RegExp(`^${retention}`) }).check();
  await page.getByRole('button', { name: 'Create request' }).click();
  const made = page.getByTestId('request-made');
  await made.waitFor({ timeout: 30_000 });
  const code = (await made.getByTestId('folder-code').textContent())!.trim();
  const link = (await made.getByTestId('folder-url').getAttribute('href'))!;
  const qr = await made.getByRole('img', { name: `QR code for file request ${code}` }).getAttribute('src');
  if (!qr?.startsWith('data:image/png;base64,')) throw new Error(`no QR code: ${qr}`);
  const ref = new URL(link).pathname.replace(/^\/r\//, '');
  return { code, link, ref, qrPng: Buffer.from(qr.split(',')[1], 'base64') };
}

/** The link with another origin (a proxy's) in front of its path and key. */
export function throughOrigin(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.hash}`;
}

/**
 * Opens a request's link on the uploader's page and waits until its card opened (who asks is shown). Loaded afresh
 * even when the page shows that link already (going to the same address with its `#` would only scroll).
 */
export async function openToAnswer(page: Page, link: string): Promise<void> {
  await loadAfresh(page, link);
  await appDrawn(page);
  await page.locator('#answer-request-title').waitFor({ timeout: 30_000 });
}

/** Picks files (paths on disk) or a folder on the open uploader's page, and waits for the count it shows. */
export async function pickToAnswer(page: Page, mode: 'files' | 'folder', paths: string | string[]): Promise<void> {
  if (mode === 'folder') await page.getByText('Folder upload', { exact: true }).click();
  await page.getByTestId(mode === 'folder' ? 'folder-input' : 'files-input').setInputFiles(paths);
  await page.getByTestId('answer-picked').waitFor();
}

/** Loads `link` as a new document, even when the page shows it already. */
export async function loadAfresh(page: Page, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
}

/** Presses Send; resolves once the uploader's page says everything arrived. */
export async function sendAndWait(page: Page, timeout = ARRIVAL_TIMEOUT_MS): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('answer-arrived').waitFor({ timeout });
}

/** Opens the requester's /request/{code} on `origin`, where the request was made (its keys are kept there). */
export async function followRequest(page: Page, code: string, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}/request/${code}`);
  await appDrawn(page);
  await page.getByRole('heading', { name: 'Files received' }).waitFor();
}

/** The requester's answers, in the order the page lists them. */
export function answerItems(page: Page): Locator {
  return page.getByTestId('request-answer');
}

/** Waits until the requester's page lists `count` answers, all arrived. */
export async function answersArrived(page: Page, count: number, timeout = ARRIVAL_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const items = document.querySelectorAll('[data-testid="request-answer"]');
      return items.length === n && Array.from(items).every((item) => item.getAttribute('data-state') === 'arrived');
    },
    count,
    { timeout, polling: 250 },
  );
}

/** The opened answer (an encrypted share's view, headed as an answer) inside one answer item. */
export async function openedAnswer(item: Locator): Promise<Locator> {
  const region = item.getByRole('region', { name: 'The files sent' });
  await region.waitFor({ timeout: 30_000 });
  return region;
}

/** Relative paths of an opened answer's tree, in display order (folders end with "/"). */
export async function answerTree(region: Locator, code: string): Promise<string[]> {
  const tree = region.getByRole('tree', { name: `Files in folder ${code}` });
  await tree.waitFor();
  return tree
    .locator('li[data-path]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.path ?? ''));
}

/** Files written for a test: their path relative to `base`, and their bytes. */
export interface WrittenFiles {
  base: string;
  bytes: Map<string, Buffer>;
}

/** Writes `sizes` (relative path → size, random bytes; a Buffer as given) under `base`. */
export function writeTestFiles(base: string, sizes: Record<string, number | Buffer>): WrittenFiles {
  const bytes = new Map<string, Buffer>();
  for (const [path, size] of Object.entries(sizes)) {
    const content = typeof size === 'number' ? randomBytes(size) : size;
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), content);
    bytes.set(path, content);
  }
  return { base, bytes };
}
