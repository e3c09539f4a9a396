/**
 * An end-to-end encrypted share, at phone size: the sender ticks End-to-end encrypted on /data-sharing and
 * shares a folder; another browser opens the link (the key after #) and sees the same tree, previews text and
 * an image, downloads a file and the whole share as a ZIP byte for byte, and opens it again from the QR code
 * the sender's dialog drew, and by its 4-digit code while the sender's page is open (the key passes over the
 * code exchange; the sender is told), but not once it is closed. No request either browser sends (pages and service workers) carries the key, and
 * the link without it says it is incomplete. Screenshots of the choice and of the recipient's page, phone and
 * desktop, land in tests/screenshots/.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { makePng } from '../sharing/support/fixture-files';
import { download, folderResult, pressShareFiles, previewedText, treePaths } from '../sharing/support/sharing-pages';
import { readZip } from '../sharing/support/zip';

const ROOT = 'secret-trip';
const NOTE = 'Meet at the blue door at nine. marker-5f1c0e\n';
const FILES: Record<string, Buffer> = {
  [`${ROOT}/notes.txt`]: Buffer.from(NOTE),
  [`${ROOT}/photos/door.png`]: makePng(48),
  // Several 64 KiB records, the last one short.
  [`${ROOT}/data/measurements.bin`]: Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31 + 7) % 251)),
};
const EXPECTED_TREE = [
  `${ROOT}/`,
  `${ROOT}/data/`,
  `${ROOT}/data/measurements.bin`,
  `${ROOT}/photos/`,
  `${ROOT}/photos/door.png`,
  `${ROOT}/notes.txt`,
];

/** The relay forgets a sender's page a few seconds after its last wait ended: tried this many times, this far apart. */
const SENDER_GONE_TRIES = 10;
const SENDER_GONE_PAUSE_MS = 2_000;

const browser = useChromium();
const folder = useOnDisk(() => {
  const base = mkdtempSync(join(tmpdir(), 'sharecode-encrypted-'));
  for (const [path, bytes] of Object.entries(FILES)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), bytes);
  }
  return { base, root: join(base, ROOT) };
});
const downloads = useTempDir('sharecode-e2e-downloads-');

/** Every request a context sends, its pages' and its service workers' alike: URL, headers and body. */
function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  const record = (request: Request) => {
    const headers = JSON.stringify(request.headers());
    seen.push(`${request.url()} ${headers} ${request.postDataBuffer()?.toString('latin1') ?? ''}`);
  };
  context.on('request', record);
  return seen;
}

async function tickEncryption(page: Page): Promise<void> {
  const choice = page.getByRole('checkbox', { name: 'End-to-end encrypted' });
  if (!(await choice.isChecked())) await choice.check();
  await page.getByText('Files and names are encrypted on this device; the server cannot read them.').waitFor();
  await page
    .getByText('The link and QR code carry the key; the server, its storage and its logs never see it.')
    .waitFor();
  await page
    .getByText('Its 4-digit code opens it while Sharecode stays open on this device; a server that interfered')
    .waitFor();
}

describe('an end-to-end encrypted share (phone)', () => {
  const share = { code: '', url: '', key: '', qrPath: '' };
  let sender: Page;
  let recipient: Page;
  let sent: string[];
  let received: string[];

  beforeAll(async () => {
    sender = await newPage(browser(), 'phone', { acceptDownloads: true });
    sent = recordRequests(sender.context());
    recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    received = recordRequests(recipient.context());
  });

  afterAll(async () => {
    await sender?.context().close();
    await recipient?.context().close();
  });

  it('shares a folder encrypted: the link and the QR code carry the key after #', async () => {
    await sender.goto(`${baseUrl()}/data-sharing`);
    await tickEncryption(sender);
    await screenshot(sender, 'encryption-choice-phone');
    await sender.getByTestId('folder-input').setInputFiles(folder().root);
    const { dialog, code, url } = await pressShareFiles(sender);
    expect(url).toMatch(new RegExp(`/s/${code}-[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$`));
    share.code = code;
    share.url = url;
    share.key = url.slice(url.indexOf('#') + 1);
    const qr = await dialog.getByRole('img', { name: `QR code for folder ${code}` }).getAttribute('src');
    expect(qr).toMatch(/^data:image\/png;base64,/);
    share.qrPath = join(downloads(), 'qr.png');
    writeFileSync(share.qrPath, Buffer.from(qr!.split(',')[1], 'base64'));
    await screenshot(sender, 'encryption-share-dialog-phone');
    // The choice is remembered on this device.
    await sender.reload();
    expect(await sender.getByRole('checkbox', { name: 'End-to-end encrypted' }).isChecked()).toBe(true);
  });

  it('opens in another browser with the link: the same tree, text and image previews', async () => {
    await recipient.goto(share.url);
    const result = await folderResult(recipient, share.code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    await result.getByTestId('encrypted-badge').waitFor();

    expect(await previewedText(recipient, result, 'notes.txt', `${ROOT}/notes.txt`)).toBe(NOTE);

    await result.getByRole('button', { name: 'View door.png' }).click();
    const image = recipient.getByRole('dialog', { name: `${ROOT}/photos/door.png` }).getByRole('img');
    await recipient.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 48,
      await image.elementHandle(),
    );
    await recipient.keyboard.press('Escape');
    await screenshot(recipient, 'encryption-recipient-phone');
  });

  it('downloads a file and the whole share as a ZIP, decrypted byte for byte', async () => {
    const result = await folderResult(recipient, share.code);
    const file = await download(
      recipient,
      () => result.getByRole('button', { name: 'Download measurements.bin' }).click(),
      downloads(),
    );
    expect(file.name).toBe('measurements.bin');
    expect(Buffer.compare(file.bytes, FILES[`${ROOT}/data/measurements.bin`])).toBe(0);

    const all = await download(
      recipient,
      () => result.getByRole('button', { name: 'Download all' }).click(),
      downloads(),
    );
    expect(all.name).toBe(`sharecode-${share.code}.zip`);
    const entries = await readZip(all.path);
    expect([...entries.keys()].sort()).toEqual(Object.keys(FILES).sort());
    for (const [path, bytes] of Object.entries(FILES)) expect(Buffer.compare(entries.get(path)!, bytes)).toBe(0);

    // Both were streamed by the service worker, decrypting as it went, from its synthetic URLs.
    expect(received.filter((request) => request.includes('/decrypted-download/'))).toHaveLength(2);
  });

  it("opens from the sender's QR code, which holds the whole link", async () => {
    await recipient.goto(`${baseUrl()}/file-access`);
    await recipient.getByRole('tab', { name: 'QR Code' }).click();
    await recipient.getByTestId('qr-image-input').setInputFiles(share.qrPath);
    const result = await folderResult(recipient, share.code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
  });

  it('says the link is incomplete without its key, and shows nothing', async () => {
    await recipient.goto(share.url.slice(0, share.url.indexOf('#')));
    const error = recipient.getByTestId('encrypted-share-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('the link is incomplete');
    expect(await recipient.getByRole('tree').count()).toBe(0);
  });

  it("refuses another key with the encryption layer's words, before decrypting anything", async () => {
    const otherKey = `${share.key[0] === 'A' ? 'B' : 'A'}${share.key.slice(1)}`;
    await recipient.goto(`${share.url.slice(0, share.url.indexOf('#'))}#${otherKey}`);
    await recipient
      .getByTestId('encrypted-share-error')
      .getByText("This link's key does not open this share, so nothing was decrypted")
      .waitFor();
    expect(await recipient.getByRole('tree').count()).toBe(0);
  });

  it("opens by its 4-digit code while the sender's page is open, and tells the sender", async () => {
    await recipient.goto(`${baseUrl()}/file-access`);
    await recipient.getByLabel('4-digit file code').fill(share.code);
    await recipient.getByRole('button', { name: 'Get files' }).click();
    const result = await folderResult(recipient, share.code);
    await sender.getByText(`Someone opened your share with the code ${share.code}.`).waitFor();
    await screenshot(sender, 'encryption-opened-by-code-phone');
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${share.code}` }))).toEqual(EXPECTED_TREE);
    expect(await previewedText(recipient, result, 'notes.txt', `${ROOT}/notes.txt`)).toBe(NOTE);
  });

  it("once the sender's page is closed, the code says how the share opens", async () => {
    await sender.close();
    await recipient.goto(`${baseUrl()}/file-access`);
    const error = recipient.getByTestId('error-line');
    // The relay notices within seconds that nobody answers for the share any more.
    for (let tries = 0; ; tries += 1) {
      await recipient.getByLabel('4-digit file code').fill(share.code);
      await recipient.getByRole('button', { name: 'Get files' }).click();
      await error.waitFor();
      const text = (await error.textContent()) ?? '';
      if (text.includes('It opens with its link or QR code') || tries >= SENDER_GONE_TRIES) {
        expect(text).toContain('This share is end-to-end encrypted. It opens with its link or QR code');
        break;
      }
      await recipient.waitForTimeout(SENDER_GONE_PAUSE_MS);
    }
    expect(await recipient.getByRole('tree').count()).toBe(0);
    await screenshot(recipient, 'encryption-code-sender-away-phone');
  });

  it('never sends the key: no request of either browser, service workers included, carries it', () => {
    expect(sent.length).toBeGreaterThan(0);
    expect(received.length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.includes(share.key))).toEqual([]);
    expect(received.filter((request) => request.includes(share.key))).toEqual([]);
    // Nor a name or the text of a file: the server is sent ids and ciphertext.
    for (const requests of [sent, received]) {
      expect(requests.filter((request) => request.includes('notes.txt') || request.includes('marker-5f1c0e'))).toEqual(
        [],
      );
    }
  });
});

describe.each(['desktop'] as ViewportName[])('an end-to-end encrypted share (%s screenshots)', (viewport) => {
  it('shows the choice and the recipient page', async () => {
    const sender = await newPage(browser(), viewport);
    await sender.goto(`${baseUrl()}/data-sharing`);
    await tickEncryption(sender);
    await screenshot(sender, `encryption-choice-${viewport}`);
    await sender.getByTestId('folder-input').setInputFiles(folder().root);
    const { url, code } = await pressShareFiles(sender);
    const recipient = await newPage(browser(), viewport);
    await recipient.goto(url);
    await folderResult(recipient, code);
    await screenshot(recipient, `encryption-recipient-${viewport}`);
    await sender.context().close();
    await recipient.context().close();
  });
});
