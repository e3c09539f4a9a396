/**
 * Validation, error and in-between states of the sharing screens: malformed, unknown and missing input,
 * server failures, upload progress with Cancel, "Recovering...", and unreadable QR images.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { unusedCode } from './support/api';
import { makePng } from './support/fixture-files';
import { recordNativeDialogs, treePaths } from './support/sharing-pages';
import { layoutAndA11yProblems } from './support/a11y';

const browser = useChromium();
const dir = useTempDir('sharecode-states-');

describe.each(['desktop', 'phone'] as const)('sharing errors and states (%s)', (viewport) => {
  let page: Page;
  let nativeDialogs: string[];
  const shot = (name: string) => screenshot(page, `states-${name}-${viewport}`);

  beforeEach(async () => {
    page = await newPage(browser(), viewport);
    nativeDialogs = recordNativeDialogs(page);
  });

  afterEach(async () => {
    expect(nativeDialogs).toEqual([]);
    await page.context().close();
  });

  it('/file-access: a malformed code, an empty URL and an unknown code each get their message', async () => {
    await page.goto(`${baseUrl()}/file-access`);
    const codeInput = page.getByLabel('4-digit file code');
    expect(await codeInput.getAttribute('maxlength')).toBe('4');
    await codeInput.fill('12a4');
    await page.getByRole('button', { name: 'Get files' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid 4-digit code.' }).waitFor();
    await codeInput.fill('123');
    await page.getByRole('button', { name: 'Get files' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid 4-digit code.' }).waitFor();
    await shot('file-access-malformed-code');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    const unknown = await unusedCode(baseUrl());
    await codeInput.fill(unknown);
    await page.getByRole('button', { name: 'Get files' }).click();
    const line = page.getByTestId('error-line');
    await line.getByText('No shared folder has this code', { exact: false }).waitFor();
    expect(await line.getByTestId('error-status').textContent()).toBe('Failed to fetch. Status: 404');
    await shot('file-access-unknown-code');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await page.getByRole('tab', { name: 'URL' }).click();
    await page.getByRole('button', { name: 'Fetch files' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid URL.' }).waitFor();
    await page.getByLabel('Share URL').fill('not a url');
    await page.getByRole('button', { name: 'Fetch files' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid URL.' }).waitFor();
    await shot('file-access-empty-url');

    await page.getByLabel('Share URL').fill(`${baseUrl()}/s/${unknown}`);
    await page.getByRole('button', { name: 'Fetch files' }).click();
    await page.getByTestId('error-line').getByTestId('error-status').waitFor({ state: 'attached' });
    expect(await page.getByTestId('error-status').textContent()).toBe('Failed to fetch. Status: 404');
  });

  it('/file-access: shows text answers of a user-entered URL as text', async () => {
    await page.goto(`${baseUrl()}/file-access`);
    await page.getByRole('tab', { name: 'URL' }).click();
    await page.getByLabel('Share URL').fill(`${baseUrl()}/api/health`);
    await page.getByRole('button', { name: 'Fetch files' }).click();
    await page.getByRole('heading', { name: 'Response' }).waitFor();
    expect(await page.locator('pre').first().textContent()).toMatch(/\S/);
  });

  it('/file-access: an image without a QR code reads "Failed to read QR code."', async () => {
    const png = join(dir(), 'not-a-qr.png');
    writeFileSync(png, makePng(64));
    await page.goto(`${baseUrl()}/file-access`);
    await page.getByRole('tab', { name: 'QR Code' }).click();
    await page.getByTestId('qr-image-input').setInputFiles(png);
    await page.getByRole('alert').filter({ hasText: 'Failed to read QR code.' }).waitFor({ timeout: 15_000 });
    await shot('file-access-unreadable-qr');
  });

  it('/s/{code} and /s/{code}-{key}: unknown and malformed codes and links explain themselves', async () => {
    const unknown = await unusedCode(baseUrl());
    await page.goto(`${baseUrl()}/s/${unknown}`);
    const error = page.getByTestId('share-error');
    await error.getByRole('heading', { name: 'This code does not match any shared folder' }).waitFor();
    expect(await error.getByRole('link', { name: 'Enter a code instead' }).getAttribute('href')).toBe('/file-access');
    await shot('share-page-unknown');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await page.goto(`${baseUrl()}/s/12ab`);
    await page
      .getByTestId('share-error')
      .getByRole('heading', { name: 'This link is not a valid share link' })
      .waitFor();

    // A well-formed link whose key opens nothing; then one too short to be a link at all.
    await page.goto(`${baseUrl()}/s/${unknown}-${'A'.repeat(22)}`);
    await page
      .getByTestId('share-error')
      .getByRole('heading', { name: 'This link does not match any shared folder' })
      .waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Shared folder ${unknown}`);
    await page.goto(`${baseUrl()}/s/${unknown}-${'A'.repeat(21)}`);
    await page
      .getByTestId('share-error')
      .getByRole('heading', { name: 'This link is not a valid share link' })
      .waitFor();
  });

  it('/data-sharing: shows bytes and percent while uploading, and Cancel stops it, ending its share', async () => {
    const big = join(dir(), 'big.bin');
    writeFileSync(big, Buffer.alloc(6 * 1024 * 1024, 7));
    await page.goto(`${baseUrl()}/data-sharing`);
    await page.getByText('File upload', { exact: true }).click();
    await page.getByTestId('files-input').setInputFiles(big);
    // Slow the upload down so its progress can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Share Files' }).click();
    // The share exists at once: its dialog shows while the files are sent. Closed, the page shows the progress.
    const dialog = page.getByRole('dialog', { name: 'Your files are shared' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const uploading = page.getByRole('button', { name: 'Uploading...' });
    await uploading.waitFor();
    expect(await uploading.isDisabled()).toBe(true);
    const panel = page.getByRole('region', { name: '2. Share' });
    await page.waitForFunction(() =>
      /[1-9]\d*(\.\d)? MB of 6 MB \((\d|[1-9]\d)%\)/.test(
        document.querySelector('[data-testid="upload-progress-text"]')?.textContent ?? '',
      ),
    );
    expect(await panel.getByRole('progressbar').getAttribute('value')).toMatch(/^\d+$/);
    await shot('data-sharing-uploading');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    // Its share ended with it: the page says so, and so would its link.
    await page
      .getByRole('status')
      .filter({ hasText: /^Upload cancelled, so share \d{4} ended before everything arrived/ })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Share Files' }).isEnabled()).toBe(true);
    await shot('data-sharing-cancelled');
  });

  it('/data-sharing: files dropped onto the zone become the selection', async () => {
    await page.goto(`${baseUrl()}/data-sharing`);
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['dropped one'], 'dropped-1.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['dropped two'], 'dropped-2.txt', { type: 'text/plain' }));
      return transfer;
    });
    const zone = page.getByTestId('drop-zone');
    await zone.dispatchEvent('dragover', { dataTransfer });
    expect(await zone.getAttribute('data-dragging')).toBe('true');
    await zone.dispatchEvent('drop', { dataTransfer });
    const tree = page.getByRole('tree', { name: 'Selected files' });
    await tree.waitFor();
    expect(await treePaths(tree)).toEqual(['dropped-1.txt', 'dropped-2.txt']);
    expect(await page.getByTestId('retention-hint').count()).toBe(0);
  });

  it('/data-sharing: a server failure shows "Upload failed" with the server\'s reason', async () => {
    await page.route('**/api/resumable-uploads', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 413,
          message: 'The share is larger than the 2 GiB limit.',
          error: 'Payload Too Large',
        }),
      }),
    );
    const small = join(dir(), 'small.txt');
    writeFileSync(small, 'hello');
    await page.goto(`${baseUrl()}/data-sharing`);
    await page.getByText('File upload', { exact: true }).click();
    await page.getByTestId('files-input').setInputFiles(small);
    await page.getByRole('button', { name: 'Share Files' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Upload failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The share is larger than the 2 GiB limit.');
    await shot('data-sharing-failed');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    // A new selection clears the status.
    await page.getByTestId('files-input').setInputFiles(small);
    expect(await page.getByRole('alert').filter({ hasText: 'Upload failed' }).count()).toBe(0);
  });

  it('/features/file-recovery: "Recovering..." while the lookup runs; a dropped connection says so', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/folders/retrive/*', async (route) => {
      await held;
      await route.abort('connectionreset');
    });
    await page.goto(`${baseUrl()}/features/file-recovery`);
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type('0000');
    await page.getByRole('button', { name: 'Recover Files' }).click();
    const recovering = page.getByRole('button', { name: 'Recovering...' });
    await recovering.waitFor();
    expect(await recovering.isDisabled()).toBe(true);
    await shot('file-recovery-recovering');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    release();
    await page.getByTestId('recovery-error').getByText('Something went wrong. Please try again.').waitFor();
  });
});
