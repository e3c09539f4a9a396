/**
 * The shell's screens that do something, in a real browser against the production server: login/signup
 * messages, the demo timers, real WebCrypto encryption, and the /test folder upload to /api/upload-folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium } from '../../support/browser';

const browser = useChromium();
let page: Page;

beforeAll(async () => {
  page = await newPage(browser(), 'phone');
});

const alert = () => page.getByRole('alert');

describe('account forms', () => {
  it('signup refuses mismatched passwords and a missing terms tick before any request', async () => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    await page.goto(`${baseUrl()}/signup`);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('hunter22');
    await page.getByLabel('Confirm password').fill('hunter23');
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await alert().textContent()).toBe('Passwords do not match!');

    await page.getByLabel('Confirm password').fill('hunter22');
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await alert().textContent()).toBe('You must agree to the Terms & Conditions.');
    expect(requests).toEqual([]);
    await screenshot(page, 'shell-signup-error-phone');
  });

  it("login shows the server's answer when it fails", async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await alert().waitFor();
    const message = (await alert().textContent())!;
    // Whatever the accounts API says (or "Login failed!" without a message); never a silent failure.
    expect(message.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('demo and tool screens', () => {
  it('AI restore runs 3 s, then shows the result and the toast', async () => {
    await page.goto(`${baseUrl()}/ai-file-restoring`);
    await appDrawn(page);
    await page
      .getByLabel('File to restore')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(4096) });
    await page.getByRole('button', { name: 'Restore with AI' }).click();
    expect(await page.getByRole('button', { name: 'Restoring...' }).isDisabled()).toBe(true);
    await page.getByText('File successfully restored!').waitFor({ timeout: 6000 });
    expect(await page.getByText('Restored', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('4 KB').isVisible()).toBe(true);
    await screenshot(page, 'shell-ai-restored-phone');
    await page.getByText('File successfully restored!').waitFor({ state: 'detached', timeout: 6000 });
  });

  it('secure cloud storage moves the selection to the done list after 3 s', async () => {
    await page.goto(`${baseUrl()}/secure-cloud-storage`);
    await appDrawn(page);
    await page.getByLabel('Files to store').setInputFiles([
      { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
      { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('b') },
    ]);
    expect(await page.getByRole('list', { name: 'Selected files' }).getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Upload to Cloud' }).click();
    await page.getByRole('list', { name: 'Stored files' }).waitFor({ timeout: 6000 });
    expect(await page.getByRole('list', { name: 'Stored files' }).getByRole('listitem').count()).toBe(2);
    expect(await page.getByRole('list', { name: 'Selected files' }).count()).toBe(0);
    await screenshot(page, 'shell-cloud-done-phone');
  });

  it('encrypts with real WebCrypto and decrypts back', async () => {
    await page.goto(`${baseUrl()}/end-to-end-encryption`);
    await page.getByRole('button', { name: 'Encrypt Message' }).click();
    expect(await alert().textContent()).toBe('Please enter a message to encrypt.');
    await page.getByLabel('Passphrase').fill('blue whale spoon');
    await page.getByLabel('Message', { exact: true }).fill('Meet at the station at 6');
    await page.getByRole('button', { name: 'Encrypt Message' }).click();
    const cipher = page.getByLabel('Encrypted message');
    await page.waitForFunction(
      () => (document.getElementById('e2e-ciphertext') as HTMLTextAreaElement).value.length > 40,
    );
    expect(await cipher.inputValue()).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await page.getByText('Meet at the station at 6', { exact: true }).last().waitFor();
    expect(await page.locator('output').textContent()).toBe('Meet at the station at 6');
    await screenshot(page, 'shell-encryption-phone');
  });

  it('/test alerts when empty and uploads a picked folder to /api/upload-folder', async () => {
    await page.goto(`${baseUrl()}/test`);
    await page.getByRole('button', { name: 'Upload folder' }).click();
    expect(await alert().textContent()).toBe('No files selected');

    const base = mkdtempSync(join(tmpdir(), 'sharecode-shell-'));
    try {
      const folder = join(base, 'holiday');
      mkdirSync(join(folder, 'notes'), { recursive: true });
      writeFileSync(join(folder, 'readme.txt'), 'hello');
      writeFileSync(join(folder, 'notes', 'day1.txt'), 'sunny');
      await page.getByLabel('Folder').setInputFiles(folder);
      await page.getByText('2 files selected').waitFor();
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/api/upload-folder')),
        page.getByRole('button', { name: 'Upload folder' }).click(),
      ]);
      expect(response.status()).toBeLessThan(300);
      await page.getByTestId('upload-response').waitFor();
      // The server stored both files under their relative paths, so the paths travelled with the upload.
      const shown = (await page.getByTestId('upload-response').textContent())!;
      expect(shown).toContain('notes/day1.txt');
      expect(shown).toContain('readme.txt');
      await screenshot(page, 'shell-test-upload-phone');
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
