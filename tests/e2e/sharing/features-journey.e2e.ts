/**
 * The /features pages: share on /features/file-sharing (a resumable upload whose share exists at once,
 * success panel, popup, copy alert, share links) and retrieve on /features/file-recovery with the four code
 * boxes, including the page's own error strings, paste and Reset.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk } from '../../support/temp-folders';
import { shareViaApi, unusedCode, type RetrievedFolder } from './support/api';
import { makeFixtureFolder, TEXT_CONTENT } from './support/fixture-files';
import { folderResult, recordNativeDialogs, row, shareDialog, treePaths, viewportShot } from './support/sharing-pages';
import { layoutAndA11yProblems } from './support/a11y';

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);

describe.each(['desktop', 'phone'] as const)('feature pages (%s)', (viewport) => {
  let page: Page;
  let nativeDialogs: string[];
  let code = '';
  const shot = (name: string) => screenshot(page, `features-${name}-${viewport}`);
  const dialogShot = (name: string) => viewportShot(page, `features-${name}-${viewport}`);
  const box = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });

  beforeAll(async () => {
    page = await newPage(browser(), viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    nativeDialogs = recordNativeDialogs(page);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the feature sidebar and does nothing on Upload without files', async () => {
    await page.goto(`${baseUrl()}/features/file-sharing`);
    await page.getByRole('heading', { level: 1, name: 'File Sharing' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Features' });
    expect(await sidebar.getByRole('button', { name: 'File sharing' }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('link', { name: 'Share files and folders' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await shot('file-sharing-empty');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('lists selected files with name, size in KB and path; Remove asks first', async () => {
    await page.getByText('Select Files').click();
    await page
      .getByTestId('files-input')
      .setInputFiles([fixture().path('text'), fixture().path('image'), fixture().path('unicode')]);
    const tree = page.getByRole('tree', { name: 'Selected files' });
    expect(await treePaths(tree)).toEqual(['café.txt', 'pixel.png', 'readme.txt']);
    // Under 1 KB a size reads in bytes: neither rounded up to "1 KB" nor down to nothing.
    expect(await row(tree, 'pixel.png').textContent()).toContain(`${fixture().bytes.image.length} bytes`);

    await page.getByRole('button', { name: 'Remove pixel.png' }).click();
    await page.getByText('Are you sure you want to remove this file?').waitFor();
    await shot('file-sharing-remove-prompt');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Keep' }).click();
    expect(await treePaths(tree)).toContain('pixel.png');
    await page.getByRole('button', { name: 'Remove pixel.png' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    expect(await treePaths(tree)).toEqual(['café.txt', 'readme.txt']);
    await shot('file-sharing-selected');
  });

  it('uploads (the share made at once, its files sent after) and shows the popup and success panel with share links', async () => {
    await page.getByText('24 hours', { exact: true }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const { dialog: popup, code: shownCode, url } = await shareDialog(page);
    code = shownCode;
    expect(code).toMatch(/^\d{4}$/);
    // The URL shared is the link (code, dash, 128-bit key), as the popup shows it.
    expect(url).toMatch(new RegExp(`^${baseUrl()}/s/${code}-[A-Za-z0-9_-]{22}$`));
    expect(await popup.getByTestId('expiry').textContent()).toMatch(/^Expires in (23 h 5\d min|24 h)$/);

    const links = popup.getByRole('navigation', { name: 'Share the link through' });
    const hrefs = Object.fromEntries(
      await Promise.all(
        ['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'E-mail'].map(async (name): Promise<[string, string]> => [
          name,
          (await links.getByRole('link', { name, exact: true }).getAttribute('href'))!,
        ]),
      ),
    );
    const encoded = encodeURIComponent(url);
    expect(new URL(hrefs.WhatsApp).searchParams.get('text')).toContain(url);
    expect(hrefs.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(hrefs.X).toContain(`&url=${encoded}`);
    expect(hrefs.LinkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(hrefs['E-mail']).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(hrefs['E-mail'])).toContain(url);
    await dialogShot('file-sharing-popup');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await popup.getByRole('button', { name: 'Copy URL' }).click();
    await popup.getByRole('status').filter({ hasText: 'URL copied to clipboard!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await popup.getByRole('button', { name: 'Close' }).first().click();

    const panel = page.getByTestId('success-panel');
    expect((await panel.getByTestId('folder-code').textContent())!.trim()).toBe(code);
    expect(await panel.getByRole('link', { name: 'LinkedIn' }).count()).toBe(1);
    await shot('file-sharing-success');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    // The server stored the files under the paths the raw fields named.
    const stored = (await (await fetch(`${baseUrl()}/api/folders/retrive/${code}`)).json()) as RetrievedFolder;
    expect(stored.data.retention).toBe('24h');
    expect(stored.data.files.map((file) => file.filepath).sort()).toEqual(['café.txt', 'readme.txt']);
  });

  it('shows "Failed to copy!" when the clipboard refuses', async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    await page.getByTestId('success-panel').getByRole('button', { name: 'Copy URL' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to copy!' }).waitFor();
  });

  it('recovers a folder from the four code boxes: digits only, focus advances, backspace moves back', async () => {
    await page.goto(`${baseUrl()}/features/file-recovery`);
    await page.getByRole('heading', { level: 1, name: 'File Recovery' }).waitFor();
    await shot('file-recovery-empty');
    await box(1).click();
    await page.keyboard.type(`x${code.slice(0, 2)}`);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).getAttribute('aria-label'))).toBe(
      'Digit 3 of 4',
    );
    await page.keyboard.press('Backspace');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).getAttribute('aria-label'))).toBe(
      'Digit 2 of 4',
    );
    await box(3).click();
    await page.keyboard.type(code.slice(2));
    expect(await Promise.all([1, 2, 3, 4].map((n) => box(n).inputValue()))).toEqual(code.split(''));

    await page.getByRole('button', { name: 'Recover Files' }).click();
    const result = await folderResult(page, code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual([
      'café.txt',
      'readme.txt',
    ]);
    await result.getByRole('button', { name: 'View readme.txt' }).click();
    expect(await page.getByRole('dialog', { name: 'readme.txt' }).getByTestId('text-preview').textContent()).toBe(
      TEXT_CONTENT,
    );
    await dialogShot('file-recovery-preview');
    await page.keyboard.press('Escape');
    await result.getByRole('button', { name: 'Remove from view' }).click();
    await result.getByRole('button', { name: 'Remove café.txt' }).click();
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual(['readme.txt']);
    await shot('file-recovery-result');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('Reset clears the boxes and the result; pasting a 4-digit code fills all four boxes', async () => {
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await Promise.all([1, 2, 3, 4].map((n) => box(n).inputValue()))).toEqual(['', '', '', '']);
    expect(await page.getByRole('region', { name: `Folder ${code}` }).count()).toBe(0);

    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await box(2).click();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await Promise.all([1, 2, 3, 4].map((n) => box(n).inputValue()))).toEqual(code.split(''));
    await page.getByRole('button', { name: 'Recover Files' }).click();
    await folderResult(page, code);
  });

  it("shows the page's own errors: an incomplete code, an unknown code", async () => {
    await page.getByRole('button', { name: 'Reset' }).click();
    await box(1).click();
    await page.keyboard.type('12');
    await page.getByRole('button', { name: 'Recover Files' }).click();
    expect(await page.getByTestId('recovery-error').textContent()).toBe('Please enter a valid 4-digit code');
    await shot('file-recovery-invalid');

    const unknown = await unusedCode(baseUrl());
    await page.getByRole('button', { name: 'Reset' }).click();
    await box(1).click();
    await page.keyboard.type(unknown);
    await page.getByRole('button', { name: 'Recover Files' }).click();
    const error = page.getByTestId('recovery-error');
    await error.getByText('Invalid code', { exact: true }).waitFor();
    expect(await error.textContent()).toContain('No shared folder has this code');
    await shot('file-recovery-unknown');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    expect(nativeDialogs).toEqual([]);
  });

  it('recovers a folder shared by another device (upload through the API)', async () => {
    const other = await shareViaApi(baseUrl(), fixture().base, [fixture().path('pdf')]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await box(1).click();
    await page.keyboard.type(other.folderCode);
    await page.keyboard.press('Enter');
    const result = await folderResult(page, other.folderCode);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${other.folderCode}` }))).toEqual([
      'trip/',
      'trip/docs/',
      'trip/docs/report.pdf',
    ]);
  });
});
