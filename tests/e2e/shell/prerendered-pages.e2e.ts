/**
 * Pages paint from their HTML alone. Each page's document holds a picture of the page rendered when the client
 * was built, so a phone shows it while the app's scripts are still on their way; the app then replaces it with
 * the live page. The picture is inert and hidden from screen readers (which hear that Sharecode is loading), so
 * nothing a person does before the app is there gets lost. Pages drawn from the visitor's account, and paths
 * that are not a page, get the loading shell as before.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { shareViaApi } from '../sharing/support/api';

const browser = useChromium();
const dir = useTempDir('sharecode-prerendered-');

/** What index.html paints until the app has loaded, and what the picture tells screen readers. */
const LOADING_SHELL = 'Loading Sharecode…';
/** The prerendered picture of the page, inside the app's root. */
const PICTURE = '#root > [inert][aria-hidden="true"]';

async function pageWithoutScripts(): Promise<Page> {
  return newPage(browser(), 'phone', { javaScriptEnabled: false });
}

describe('prerendered pages', () => {
  let page: Page;

  afterEach(async () => {
    await page.context().close();
  });

  it.each([
    ['/', 'Effortless Data Sharing', 'Send files or whole folders to any device.'],
    ['/file-access', 'Easy File Access', 'Open a shared folder with its link, its 4-digit code or its QR code.'],
    ['/data-sharing', 'Data Sharing', 'Pick files or a whole folder'],
    ['/features/file-sharing', 'File Sharing', null],
  ])('%s shows its page before any script has run', async (path, heading, lead) => {
    page = await pageWithoutScripts();
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.locator('main h1').textContent()).resolves.toBe(heading);
    if (lead) await expect(page.locator('main').getByText(lead).isVisible()).resolves.toBe(true);
    await expect(page.locator('nav[aria-label="Main"]').isVisible()).resolves.toBe(true);
    // A picture: nothing in it can be used, and screen readers are told the page is loading.
    await expect(page.locator(PICTURE).locator('main h1').count()).resolves.toBe(1);
    await expect(page.getByRole('status').textContent()).resolves.toBe(LOADING_SHELL);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
    await screenshot(page, `prerendered${path === '/' ? '-home' : path.replaceAll('/', '-')}-phone`);
  });

  it("a recipient's page names its share's code before any script has run, and never the link's key", async () => {
    const file = join(dir(), 'notes.txt');
    writeFileSync(file, 'Some notes.\n');
    const { folderUrl } = await shareViaApi(baseUrl(), dir(), [file]);
    const ref = new URL(folderUrl).pathname.split('/').pop()!;
    // `{code}-{key}`: the key is base64url, which may hold "-" itself, so it is cut by position, not by "-".
    const [code, key] = [ref.slice(0, 4), ref.slice(5)];
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    page = await pageWithoutScripts();
    await page.goto(`${baseUrl()}/s/${ref}`);
    await expect(page.locator('main h1').textContent()).resolves.toBe(`Shared folder ${code}`);
    expect(await page.content()).not.toContain(key);
  });

  it.each(['/my-shares', '/operator', '/s/not-a-share'])(
    '%s shows the loading shell until the app runs',
    async (path) => {
      page = await pageWithoutScripts();
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByText(LOADING_SHELL).isVisible()).resolves.toBe(true);
    },
  );

  it('the app replaces the picture with the same page, now working', async () => {
    page = await newPage(browser(), 'phone');
    // The app's scripts are held back until the test has seen the prerendered page: it shows without them,
    // however long the browser takes (a held-back delay could run out first on a busy machine).
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    let scriptsSent = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsReleased;
      scriptsSent++;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/file-access`, { waitUntil: 'commit' });
    await page.locator(`${PICTURE} main h1`).waitFor();
    const prerendered = await page.locator('main').innerText();
    expect(scriptsSent).toBe(0);
    releaseScripts();

    // The app has taken over once its page has named the tab (document.title is the app's, not the HTML's).
    await page.waitForFunction(() => document.title.startsWith('Easy File Access'));
    expect(scriptsSent).toBeGreaterThan(0);
    // Working: the tabs switch.
    await page.getByRole('tab', { name: 'URL' }).click();
    await page.getByRole('tab', { name: 'URL', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'File Code' }).click();
    await page.getByRole('tab', { name: 'File Code', selected: true }).waitFor();
    expect(await page.locator('main').innerText()).toBe(prerendered);
    await expect(page.locator('[inert]').count()).resolves.toBe(0);
  });
});
