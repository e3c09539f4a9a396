/**
 * The shell's interactive parts in a real browser: hamburger and dots menus, signed-in state and Logout,
 * active link and left alignment, FAQ accordion, the How to Use slider, and a page chunk that fails to load.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { seriousA11yViolations, signInBeforeLoad } from './support/shell-checks';

const browser = useChromium();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const hamburger = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

describe('phone navigation', () => {
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), 'phone');
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('hides the links behind the hamburger, which opens, closes and follows a link', async () => {
    await page.goto(`${baseUrl()}/`);
    const blog = nav(page).getByRole('link', { name: 'Blog' });
    expect(await blog.isVisible()).toBe(false);
    expect(await hamburger(page).getAttribute('aria-expanded')).toBe('false');

    await hamburger(page).click();
    expect(await hamburger(page).getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Services', 'Blog', 'Terms', 'Privacy policy', 'LogIn', 'SignUp', 'Get Started']) {
      expect(await nav(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'shell-nav-menu-open-phone');

    await hamburger(page).click();
    expect(await blog.isVisible()).toBe(false);

    await hamburger(page).press('Enter'); // keyboard operable
    await blog.click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await hamburger(page).getAttribute('aria-expanded')).toBe('false');
    // Closed again, so the link is out of the accessibility tree: find it by selector.
    expect(await page.locator('#primary-menu a[href="/blogs"]').getAttribute('aria-current')).toBe('page');
  });

  it('shows the signed-in bar with the dots menu; Logout clears storage and goes to /login', async () => {
    await signInBeforeLoad(page, 'zoe@example.com');
    await page.goto(`${baseUrl()}/features`);
    await page.getByRole('heading', { level: 1, name: 'Features' }).waitFor();
    expect((await nav(page).getByText('Z', { exact: true }).textContent())?.trim()).toBe('Z');
    await hamburger(page).click();
    expect(await page.getByPlaceholder('Search anything. eg:file code,name ....').isVisible()).toBe(true);
    await hamburger(page).click();

    const dots = page.getByRole('button', { name: 'Account options' });
    await dots.click();
    const menu = page.getByRole('menu');
    // The spec's Delete entry says what it deletes; its confirmation names the account.
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Logout', 'Delete account…']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'shell-dots-menu-phone');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);

    await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', '1')); // keep the init script from signing in again
    await dots.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    expect(await page.getByRole('button', { name: 'Account options' }).count()).toBe(0);
  });
});

describe('desktop navigation', () => {
  let page: Page;

  beforeAll(async () => {
    // No service worker here: it serves page chunks from its precache, where a route cannot make one fail to load.
    page = await newPage(browser(), 'desktop', { serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('shows every link without a hamburger, highlights the active one and aligns left under /features', async () => {
    await page.goto(`${baseUrl()}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    expect(await hamburger(page).isVisible()).toBe(false);
    expect(await nav(page).getByRole('link', { name: 'Terms' }).getAttribute('aria-current')).toBe('page');
    expect(await nav(page).getAttribute('data-align')).toBe('center');
    expect(await nav(page).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/services');

    await nav(page).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL('**/features/file-sharing');
    // The URL changes before the lazily loaded page commits; the bar follows the committed route.
    await nav(page).and(page.locator('[data-align="left"]')).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps one FAQ answer open and closes it on a second click', async () => {
    await page.goto(`${baseUrl()}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const questions = page.locator('main button[aria-expanded]');
    expect(await questions.count()).toBe(15);
    await questions.nth(0).click();
    await questions.nth(2).click();
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(1);
    expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('true');
    expect(
      await page.getByText('By default a shared folder is deleted automatically 2 hours after upload').isVisible(),
    ).toBe(true);
    await screenshot(page, 'shell-faq-open-desktop');
    await questions.nth(2).click();
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(0);

    await questions.nth(5).focus();
    await page.keyboard.press('ArrowDown');
    expect(await questions.nth(6).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await questions.nth(6).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows one How to Use step at a time, advancing on its own', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'How to Use' }).waitFor();
    const visibleSteps = page.locator('[aria-roledescription="slide"]:visible');
    expect(await visibleSteps.count()).toBe(1);
    expect(await visibleSteps.getAttribute('aria-label')).toBe('Step 1 of 3');
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-roledescription="slide"]:not([hidden])')?.getAttribute('aria-label') ===
        'Step 2 of 3',
      undefined,
      { timeout: 5000 },
    );
    expect(await visibleSteps.count()).toBe(1);
  });

  it('shows "Loading chunk failed" when a page script cannot load, and Retry recovers', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Effortless Data Sharing' }).waitFor();
    await page.route('**/assets/about-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'Loading chunk failed' }).waitFor();
    await screenshot(page, 'shell-chunk-failed-desktop');

    await page.unroute('**/assets/about-page-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Sharecode' }).waitFor();
  });
});
