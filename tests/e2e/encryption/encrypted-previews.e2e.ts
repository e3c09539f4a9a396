/**
 * Previews of an end-to-end encrypted share, at phone and desktop size: a PDF shows in the page as a plain
 * share's does (the decrypted bytes are framed from the service worker's same-origin address, since the app's
 * own `frame-src 'self'` refuses blob: frames), with no script of the file ever running as the site: a file
 * the sender named .pdf and typed text/html, holding a script, is served as a sandboxed PDF and nothing of it
 * runs. Each preview offers Download; a type with no preview says so plainly and offers it too. "Report this
 * share" keeps the key after # in the prefilled link, in the form address's fragment, which no server is sent.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, useChromium, type ViewportName } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { makePdf } from '../sharing/support/fixture-files';
import { download, folderResult, pressShareFiles, viewportShot } from '../sharing/support/sharing-pages';

const PDF = makePdf('Encrypted test PDF');
/** What a hostile sender could share: a page with a script, named .pdf and typed text/html. */
const HOSTILE_MARKER = '__sharecodeHostilePdfRan';
const HOSTILE = Buffer.from(
  `<!doctype html><title>not a pdf</title><script>window.${HOSTILE_MARKER} = true; try { parent.${HOSTILE_MARKER} = true } catch {}</script><p id="rendered">rendered</p>`,
);
const BINARY = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));

const browser = useChromium();
const downloads = useTempDir('sharecode-encrypted-previews-');

/** The sender shares the three files end-to-end encrypted; resolves the code and the link with its key. */
async function shareEncrypted(page: Page): Promise<{ code: string; url: string }> {
  await page.goto(`${baseUrl()}/data-sharing`);
  const choice = page.getByRole('checkbox', { name: 'End-to-end encrypted' });
  if (!(await choice.isChecked())) await choice.check();
  await page.getByTestId('files-input').setInputFiles([
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'evil.pdf', mimeType: 'text/html', buffer: HOSTILE },
    { name: 'data.bin', mimeType: 'application/octet-stream', buffer: BINARY },
  ]);
  const { code, url } = await pressShareFiles(page);
  expect(url).toContain('#');
  return { code, url };
}

/** Resolves once the browser's own PDF viewer (an extension's frame, in Chromium) shows in the page. */
function pdfViewerShown(page: Page): Promise<unknown> {
  return page.waitForEvent('framenavigated', {
    predicate: (frame) => frame.url().startsWith('chrome-extension://'),
    timeout: 15_000,
  });
}

/** Whether the hostile file's script ran in any frame of the page (it must never). */
async function hostileScriptRan(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const ran = await frame
      .evaluate((marker) => (window as unknown as Record<string, unknown>)[marker] === true, HOSTILE_MARKER)
      .catch(() => false);
    if (
      ran ||
      (await frame
        .locator('#rendered')
        .count()
        .catch(() => 0)) > 0
    )
      return true;
  }
  return false;
}

describe.each(['phone', 'desktop'] as ViewportName[])('an encrypted share previewed (%s)', (viewport) => {
  let sender: Page;
  let recipient: Page;
  let share: { code: string; url: string };
  const refused: string[] = [];

  beforeAll(async () => {
    sender = await newPage(browser(), viewport);
    share = await shareEncrypted(sender);
    recipient = await newPage(browser(), viewport, { acceptDownloads: true });
    recipient.on('console', (message) => {
      if (/Content Security Policy|Refused to frame/i.test(message.text())) refused.push(message.text());
    });
    await recipient.goto(share.url);
    await folderResult(recipient, share.code);
  });

  afterAll(async () => {
    await sender?.context().close();
    await recipient?.context().close();
  });

  it('shows a PDF in the page, framed from a same-origin address, with Download beside Close', async () => {
    const result = await folderResult(recipient, share.code);
    const viewer = pdfViewerShown(recipient);
    await result.getByRole('button', { name: 'View report.pdf' }).click();
    const dialog = recipient.getByRole('dialog', { name: 'report.pdf' });
    const frame = dialog.locator('iframe[title="Preview of report.pdf"]');
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^\/pdf-preview\/[0-9a-f-]{36}\/report\.pdf$/);
    expect(await dialog.getByText('cannot be shown inside the page').count()).toBe(0);
    // The browser's PDF viewer took the frame.
    await viewer;
    const served = await recipient.evaluate(async (address) => {
      const response = await fetch(address);
      return {
        type: response.headers.get('Content-Type'),
        policy: response.headers.get('Content-Security-Policy'),
        size: (await response.arrayBuffer()).byteLength,
      };
    }, src);
    expect(served).toEqual({
      type: 'application/pdf',
      policy: "sandbox; default-src 'none'; frame-ancestors 'self'",
      size: PDF.length,
    });
    await recipient.waitForTimeout(1000);
    await viewportShot(recipient, `encryption-preview-pdf-${viewport}`);

    const saved = await download(
      recipient,
      () => dialog.getByRole('button', { name: 'Download' }).click(),
      downloads(),
    );
    expect(saved.name).toBe('report.pdf');
    expect(Buffer.compare(saved.bytes, PDF)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(refused).toEqual([]);
  });

  it('never runs a script from a file the sender disguised as a PDF', async () => {
    const result = await folderResult(recipient, share.code);
    await result.getByRole('button', { name: 'View evil.pdf' }).click();
    const dialog = recipient.getByRole('dialog', { name: 'evil.pdf' });
    const element = dialog.locator('iframe');
    const src = (await element.getAttribute('src'))!;
    expect(src).toMatch(/^\/pdf-preview\//);
    const type = await recipient.evaluate((address) => fetch(address).then((r) => r.headers.get('Content-Type')), src);
    expect(type).toBe('application/pdf');
    // Once the frame has loaded whatever it shows, nothing of the file ran, there or in the page.
    const frame = await (await element.elementHandle()).contentFrame();
    await frame!.waitForLoadState('load');
    expect(await hostileScriptRan(recipient)).toBe(false);
    await viewportShot(recipient, `encryption-preview-disguised-${viewport}`);
    // Escape may go to the PDF viewer, which holds the focus once it has drawn: the dialog's own Close.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('says plainly that a type has no preview, and offers the decrypted download', async () => {
    const result = await folderResult(recipient, share.code);
    await result.getByRole('button', { name: 'View data.bin' }).click();
    const dialog = recipient.getByRole('dialog', { name: 'data.bin' });
    const said = await dialog.getByTestId('no-preview').textContent();
    expect(said).toBe(
      'There is no preview for .bin files: Sharecode previews images, PDFs and text files. Use Download to open it on your device.',
    );
    expect(said).not.toContain('not found');
    await viewportShot(recipient, `encryption-preview-no-preview-${viewport}`);
    const saved = await download(
      recipient,
      () => dialog.getByRole('button', { name: 'Download' }).click(),
      downloads(),
    );
    expect(saved.name).toBe('data.bin');
    expect(Buffer.compare(saved.bytes, BINARY)).toBe(0);
    await recipient.keyboard.press('Escape');
  });

  it('"Report this share" prefills the whole link, key included, which stays out of every request', async () => {
    const key = share.url.slice(share.url.indexOf('#') + 1);
    const requested: string[] = [];
    recipient.context().on('request', (request) => requested.push(request.url()));
    await recipient.getByRole('link', { name: 'Report this share' }).click();
    await recipient.getByRole('heading', { name: 'Report a share' }).waitFor();
    expect(await recipient.getByLabel('Link or code of the share').inputValue()).toBe(share.url);
    const address = new URL(recipient.url());
    expect(address.pathname + address.search).not.toContain(key);
    // A reload asks the server for the page: the key, in the fragment, is not sent, and still fills the form.
    await recipient.reload();
    expect(await recipient.getByLabel('Link or code of the share').inputValue()).toBe(share.url);
    expect(requested.filter((url) => url.includes(key))).toEqual([]);
    await viewportShot(recipient, `encryption-report-form-${viewport}`);
  });
});
