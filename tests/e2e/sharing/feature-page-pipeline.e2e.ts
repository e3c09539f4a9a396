/**
 * /features/file-sharing shares through the same pipeline as /data-sharing, at phone size and on a desktop: its
 * Upload announces the files (paths and sizes, read off the request itself) so the share exists at once, with sizes
 * read as a person expects (97 bytes, not "1 KB"); its share joins Recent shares, there and on
 * /data-sharing, where End now ends it; an Upload pressed offline is queued and made once the connection returns;
 * and an end-to-end encrypted share made there opens by its 4-digit code in another browser while the sender's page
 * is open, byte for byte. Screenshots of the page with its result, its popup and its queued upload land in
 * tests/screenshots/ (features-pipeline-*).
 */
import type { Page, Request } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { downloadShare, setNetwork } from '../pwa/support/pwa-pages';
import { layoutAndA11yProblems } from './support/a11y';
import { download, folderResult, row, shareDialog, treePaths, viewportShot } from './support/sharing-pages';

interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Bytes that are easy to tell apart from any other file's. */
function patterned(length: number, seed: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 251));
}

function pickedFiles(tag: string): PickedFile[] {
  return [
    // 97 bytes: a person reads "97 bytes", not "1 KB".
    { name: `note-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`${'n'.repeat(96)}\n`) },
    { name: `empty-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.alloc(0) },
    { name: `data-${tag}.bin`, mimeType: 'application/octet-stream', buffer: patterned(3000, 7) },
  ];
}

/** A text field of a multipart body, as its part carries it (undefined when the body has no such field). */
function formField(body: string, name: string): string | undefined {
  const match = new RegExp(`Content-Disposition: form-data; name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body);
  return match?.[1];
}

function isAnnouncement(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/resumable-uploads';
}

/**
 * The multipart body of the next upload the page announces (POST /api/resumable-uploads), as text, caught on its
 * way out.
 */
async function nextAnnouncement(page: Page): Promise<() => Promise<string>> {
  let caught: (body: string) => void = () => undefined;
  const body = new Promise<string>((resolve) => (caught = resolve));
  await page.route('**/api/resumable-uploads', async (route) => {
    if (isAnnouncement(route.request())) caught(route.request().postDataBuffer()?.toString('latin1') ?? '');
    await route.continue();
  });
  return () => body;
}

async function openFeaturePage(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/features/file-sharing`);
  await page.getByRole('heading', { level: 1, name: 'File Sharing' }).waitFor();
  await appDrawn(page);
}

async function expectSharedBytes(code: string, files: PickedFile[]): Promise<void> {
  const shared = await downloadShare(baseUrl(), code);
  expect([...shared.keys()].sort()).toEqual(files.map((file) => file.name).sort());
  for (const file of files) expect(shared.get(file.name)?.equals(file.buffer)).toBe(true);
}

/**
 * A full-page screenshot from the top of the page: scrolled down, the sticky navigation bar would be drawn where
 * the page was scrolled to, halfway down the picture.
 */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function closeDialog(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Your files are shared' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
}

/** The share dialog asks every 5 s: a state shows within two rounds. */
const STATUS_TIMEOUT_MS = 15_000;

const browser = useChromium();
const downloads = useTempDir('sharecode-e2e-feature-pipeline-');

describe.each(['desktop', 'phone'] as const)('the feature page shares through the upload queue (%s)', (viewport) => {
  it('announces its files (their paths and sizes), and its share joins Recent shares, where End now ends it', async () => {
    const page = await newPage(browser(), viewport);
    try {
      const files = pickedFiles(viewport);
      await openFeaturePage(page);
      await page.getByTestId('files-input').setInputFiles(files);
      const tree = page.getByRole('tree', { name: 'Selected files' });
      expect(await treePaths(tree)).toEqual(files.map((file) => file.name).sort());
      expect(await row(tree, files[0].name).textContent()).toContain('97 bytes');
      expect(await row(tree, files[1].name).textContent()).toContain('0 bytes');
      expect(await row(tree, files[2].name).textContent()).toContain('3 KB');
      await page.getByText('3 files · 3 KB').waitFor();

      const body = await nextAnnouncement(page);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const { dialog, code, url } = await shareDialog(page);
      const sent = await body();
      // Smallest first, so a recipient can open the small files while the large ones arrive.
      const announced = [files[1], files[0], files[2]];
      expect(formField(sent, 'filePaths')).toBe(JSON.stringify(announced.map((file) => file.name)));
      expect(formField(sent, 'fileSizes')).toBe('[0,97,3000]');
      await expectSharedBytes(code, files);

      await dialog.getByRole('img', { name: `QR code for folder ${code}` }).waitFor();
      await dialog.getByRole('navigation', { name: 'Share the link through' }).waitFor();
      await viewportShot(page, `features-pipeline-popup-${viewport}`);
      await closeDialog(page);

      const panel = page.getByTestId('success-panel');
      expect((await panel.getByTestId('folder-code').textContent())!.trim()).toBe(code);
      expect(await panel.getByTestId('folder-url').getAttribute('href')).toBe(url);
      // Its Recent shares row, with how it is doing (its files were just read back, above).
      const recent = page.getByTestId('recent-share').filter({ hasText: code });
      await recent.locator('[data-testid="share-status"][data-status="live"]').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await pageShot(page, `features-pipeline-result-${viewport}`);
      expect(await layoutAndA11yProblems(page)).toEqual([]);

      // The same share, on the other sharing page of this device: End now ends it.
      await page.goto(`${baseUrl()}/data-sharing`);
      const there = page.getByTestId('recent-share').filter({ hasText: code });
      await there.locator('[data-testid="share-status"][data-status="live"]').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await there.getByRole('button', { name: `End share ${code} now` }).click();
      await there.getByRole('button', { name: 'End share', exact: true }).click();
      await there.getByText('Ended', { exact: true }).waitFor();
      expect(await there.getByRole('link', { name: 'Open' }).count()).toBe(0);
      expect(await there.getByRole('button', { name: `Show code, link and QR of share ${code}` }).count()).toBe(0);
      expect((await fetch(`${baseUrl()}/api/folders/retrive/${code}`)).status).toBe(410);

      // Back on the feature page, its row says so too.
      await openFeaturePage(page);
      const ended = page.getByTestId('recent-share').filter({ hasText: code });
      await ended.getByText('Ended · its files were deleted').waitFor({ timeout: STATUS_TIMEOUT_MS });
      expect(await ended.getByRole('link', { name: 'Open' }).count()).toBe(0);
      await pageShot(page, `features-pipeline-ended-${viewport}`);
    } finally {
      await page.context().close();
    }
  });

  it('queues an Upload pressed offline, with the same words as /data-sharing, and makes the share once back online', async () => {
    const page = await newPage(browser(), viewport);
    try {
      const files = pickedFiles(`offline-${viewport}`);
      await openFeaturePage(page);
      await setNetwork(page, false);
      await page.getByTestId('files-input').setInputFiles(files);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();

      await page.getByText('You are offline, so your files are queued on this device.').waitFor();
      const queued = page.getByRole('list', { name: 'Queued uploads' });
      expect(await queued.textContent()).toContain('Waiting for a connection');
      expect(await page.getByText('The upload did not go through').count()).toBe(0);
      await pageShot(page, `features-pipeline-queued-${viewport}`);
      expect(await layoutAndA11yProblems(page)).toEqual([]);

      const body = await nextAnnouncement(page);
      await setNetwork(page, true);
      const { dialog, code } = await shareDialog(page);
      await dialog.getByRole('img', { name: `QR code for folder ${code}` }).waitFor();
      expect(formField(await body(), 'fileSizes')).toBe('[0,97,3000]');
      await expectSharedBytes(code, files);
      await closeDialog(page);
      expect((await page.getByTestId('success-panel').getByTestId('folder-code').textContent())!.trim()).toBe(code);
      await page.getByTestId('recent-share').filter({ hasText: code }).waitFor();
      expect(await queued.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it("makes an end-to-end encrypted share that opens by its 4-digit code elsewhere while the sender's page is open", async () => {
    const sender = await newPage(browser(), viewport);
    const recipient = await newPage(browser(), viewport, { acceptDownloads: true });
    try {
      const secret = { name: 'secret.bin', mimeType: 'application/octet-stream', buffer: patterned(200_000, 3) };
      const note = { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('Meet at nine. marker-7d2e\n') };
      await openFeaturePage(sender);
      const choice = sender.getByRole('checkbox', { name: 'End-to-end encrypted' });
      await choice.check();
      await sender.getByTestId('files-input').setInputFiles([note, secret]);
      const body = await nextAnnouncement(sender);
      await sender.getByRole('button', { name: 'Upload', exact: true }).click();
      const { code, url } = await shareDialog(sender);
      expect(url).toMatch(new RegExp(`/s/${code}-[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$`));
      await closeDialog(sender);

      await recipient.goto(`${baseUrl()}/file-access`);
      await recipient.getByLabel('4-digit file code').fill(code);
      await recipient.getByRole('button', { name: 'Get files' }).click();
      const result = await folderResult(recipient, code);
      await result.getByTestId('encrypted-badge').waitFor();
      expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual([
        'note.txt',
        'secret.bin',
      ]);
      await sender.getByText(`Someone opened your share with the code ${code}.`).waitFor();
      await viewportShot(sender, `features-pipeline-opened-by-code-${viewport}`);

      const saved = await download(
        recipient,
        () => result.getByRole('button', { name: 'Download secret.bin' }).click(),
        downloads(),
      );
      expect(saved.name).toBe('secret.bin');
      expect(Buffer.compare(saved.bytes, secret.buffer)).toBe(0);

      // Announced as the manifest first, then file ids: neither a name nor the key left the sender's device.
      const sent = await body();
      expect(formField(sent, 'filePaths')).toMatch(/^\["manifest","[A-Za-z0-9_-]{22}","[A-Za-z0-9_-]{22}"\]$/);
      expect(sent).not.toContain('note.txt');
      expect(sent).not.toContain(url.slice(url.indexOf('#') + 1));
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
