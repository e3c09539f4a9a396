/**
 * Accounts end to end, in Debian's Chromium against the production server: sign up; log in without
 * Remember me (a new browser context is signed out) and with it (a context from the saved storage state is
 * still signed in); share a folder; find it through the nav search and end it; log out; sign in again; delete
 * the account. Then the new screens at phone size. Screenshots of every new screen at 390x844 and 1280x800,
 * each checked by axe for serious violations.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium, VIEWPORTS, type ViewportName } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { pressShareFiles, viewportShot } from '../sharing/support/sharing-pages';

const SESSION_COOKIE = 'sharecode_session';
const DAY_S = 24 * 60 * 60;
const SEARCH_PLACEHOLDER = 'Search anything. eg:file code,name ....';

const browser = useChromium();
const folder = useTempDir('sharecode-accounts-');

beforeAll(() => {
  mkdirSync(join(folder(), 'holiday', 'notes'), { recursive: true });
  writeFileSync(join(folder(), 'holiday', 'lighthouse-sketch.txt'), 'A lighthouse, drawn on the beach.\n');
  writeFileSync(join(folder(), 'holiday', 'notes', 'packing-list.txt'), 'Towel\nSunscreen\n');
});

function uniqueAccount(label: string) {
  const id = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { name: 'Ada Lovelace', email: `${id}@example.com`, password: `engine-${id}` };
}
type Account = ReturnType<typeof uniqueAccount>;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const profileCircle = (page: Page, account: Account) =>
  nav(page).getByRole('link', { name: `My shares, signed in as ${account.email}` });

/**
 * What a browser keeps after it is closed and opened again: the saved storage state (cookies and
 * localStorage; sessionStorage is never part of it) minus session cookies, which a real restart drops.
 */
async function reopenBrowser(context: BrowserContext, viewport: ViewportName): Promise<BrowserContext> {
  const state = await context.storageState();
  return browser().newContext({
    viewport: VIEWPORTS[viewport],
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) },
  });
}

async function logIn(page: Page, account: Account, remember: boolean): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl()}/features/file-sharing`);
  await profileCircle(page, account).waitFor();
}

/** Opens /login, photographs it and checks it for layout and accessibility problems. */
async function checkLoginPage(page: Page, viewport: ViewportName): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('checkbox', { name: 'Remember me' }).waitFor();
  await screenshot(page, `accounts-login-${viewport}`);
  expect(await layoutAndA11yProblems(page)).toEqual([]);
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** GET /api/me from inside the page (with its cookies): 200 signed in, 401 not. */
function meStatus(page: Page): Promise<number> {
  return page.evaluate(() => fetch('/api/me').then((response) => response.status));
}

/** Shares the test folder through /data-sharing and returns its code. */
async function shareFolderInUi(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}/data-sharing`);
  await page.getByTestId('folder-input').setInputFiles(join(folder(), 'holiday'));
  await page.getByRole('tree', { name: 'Selected files' }).waitFor();
  const { dialog, code } = await pressShareFiles(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return code;
}

/** Shares one small file through the API from inside the page, so it goes with the page's session cookie. */
function shareFileFromPage(page: Page, path: string): Promise<string> {
  return page.evaluate(async (filePath) => {
    const form = new FormData();
    form.append('filePaths', JSON.stringify([filePath]));
    form.append('files', new Blob(['made in the accounts journey\n']), filePath);
    const response = await fetch('/api/upload', { method: 'POST', body: form });
    return ((await response.json()) as { folderCode: string }).folderCode;
  }, path);
}

function retrievalStatus(code: string): Promise<number> {
  return fetch(`${baseUrl()}/api/folders/retrive/${code}`).then((response) => response.status);
}

describe('accounts journey (desktop)', () => {
  const account = uniqueAccount('journey');
  let remembered: BrowserContext;
  let page: Page;
  let sharedCode = '';

  afterAll(async () => {
    await remembered?.close();
  });

  it('signs up: the form states the password rule, says "Signup successful!" and stays', async () => {
    const signupPage = await newPage(browser(), 'desktop');
    await signupPage.goto(`${baseUrl()}/signup`);
    await signupPage.getByText('At least 8 characters.').waitFor();
    await signupPage.getByLabel('Full name').fill(account.name);
    await signupPage.getByLabel('Email').fill(account.email);
    await signupPage.getByLabel('Password', { exact: true }).fill(account.password);
    await signupPage.getByLabel('Confirm password').fill(account.password);
    await signupPage.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await signupPage.getByRole('button', { name: 'Sign up' }).click();
    await signupPage.getByRole('status').filter({ hasText: 'Signup successful!' }).waitFor();
    expect(new URL(signupPage.url()).pathname).toBe('/signup');
    await screenshot(signupPage, 'accounts-signup-success-desktop');
    expect(await layoutAndA11yProblems(signupPage)).toEqual([]);

    // The same email again: the server's 409 message.
    await signupPage.getByLabel('Full name').fill(account.name);
    await signupPage.getByLabel('Email').fill(account.email.toUpperCase());
    await signupPage.getByLabel('Password', { exact: true }).fill(account.password);
    await signupPage.getByLabel('Confirm password').fill(account.password);
    await signupPage.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await signupPage.getByRole('button', { name: 'Sign up' }).click();
    await signupPage.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).waitFor();
    await signupPage.context().close();
  });

  it('logs in without Remember me: a browser-session cookie and sessionStorage; a reopened browser is signed out', async () => {
    const loginPage = await newPage(browser(), 'desktop');
    await checkLoginPage(loginPage, 'desktop');
    await logIn(loginPage, account, false);
    expect(await loginPage.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('user')])).toEqual([
      null,
      expect.stringContaining(account.email),
    ]);
    const cookie = (await sessionCookie(loginPage.context()))!;
    expect(cookie).toMatchObject({ expires: -1, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await loginPage.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    expect(await meStatus(loginPage)).toBe(200);

    const reopened = await reopenBrowser(loginPage.context(), 'desktop');
    const later = await reopened.newPage();
    await later.goto(`${baseUrl()}/features/file-sharing`);
    await nav(later).getByRole('link', { name: 'LogIn' }).waitFor();
    expect(await later.getByRole('button', { name: 'Account options' }).count()).toBe(0);
    expect(await meStatus(later)).toBe(401);
    await reopened.close();
    await loginPage.context().close();
  });

  it('logs in with Remember me: a 30-day cookie and localStorage; a context from the saved state is still signed in', async () => {
    const loginPage = await newPage(browser(), 'desktop');
    await logIn(loginPage, account, true);
    expect(await loginPage.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('user')])).toEqual([
      expect.stringContaining(account.email),
      null,
    ]);
    const cookie = (await sessionCookie(loginPage.context()))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + 30 * DAY_S))).toBeLessThan(120);

    remembered = await reopenBrowser(loginPage.context(), 'desktop');
    await loginPage.context().close();
    page = await remembered.newPage();
    await page.goto(`${baseUrl()}/my-shares`);
    await profileCircle(page, account).waitFor();
    await page.getByRole('heading', { name: 'No live shares' }).waitFor();
    await screenshot(page, 'accounts-my-shares-empty-desktop');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('shares a folder while signed in: it belongs to the account', async () => {
    sharedCode = await shareFolderInUi(page);
    expect(sharedCode).toMatch(/^\d{4}$/);
    await page.goto(`${baseUrl()}/my-shares`);
    const card = page.getByRole('article', { name: `Share code ${sharedCode}` });
    await card.waitFor();
    expect(await card.textContent()).toContain('holiday/lighthouse-sketch.txt');
    expect(await card.textContent()).toMatch(/2 files/);
  });

  it('finds the share through the nav search by a file name, and ends it there', async () => {
    await page.goto(`${baseUrl()}/features`);
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('LIGHTHOUSE');
    const results = page.getByRole('region', { name: 'Your shares matching the search' });
    await results.getByText('1 of your shares matches.').waitFor();
    const result = results.getByRole('article', { name: `Share code ${sharedCode}` });
    expect(await result.getByText('holiday/lighthouse-sketch.txt').isVisible()).toBe(true);
    expect(await result.getByText(/^expires in (1 h 5\d min|2 h)$/).isVisible()).toBe(true);
    // Opened through its link, so opening one's own share is never a code lookup.
    expect(await result.getByRole('link', { name: `Open share ${sharedCode}` }).getAttribute('href')).toMatch(
      new RegExp(`^/s/${sharedCode}-[A-Za-z0-9_-]{22}$`),
    );
    await viewportShot(page, 'accounts-nav-search-results-desktop');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await result.getByRole('button', { name: `End share ${sharedCode}` }).click();
    const dialog = page.getByRole('dialog', { name: `End share ${sharedCode}?` });
    await dialog.waitFor();
    await viewportShot(page, 'accounts-end-share-dialog-desktop');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'End share' }).click();
    await results.getByText(`Share ${sharedCode} ended. Its files were deleted.`).waitFor();
    // Its code says it ended (410), as its link does, until a new share holds it.
    expect(await retrievalStatus(sharedCode)).toBe(410);
  });

  it('lists and searches shares on the My shares page', async () => {
    const first = await shareFileFromPage(page, 'reports/q3-summary.txt');
    const second = await shareFileFromPage(page, 'recipes/lemon-cake.txt');
    await page.goto(`${baseUrl()}/my-shares`);
    await page.getByText('2 live shares.').waitFor();
    await screenshot(page, 'accounts-my-shares-desktop');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await page.getByLabel('Filter your shares').fill(second);
    await page.getByText('1 share matches.').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(second);
    await page.getByLabel('Filter your shares').fill('');
    await page.getByRole('article', { name: `Share code ${first}` }).waitFor();
  });

  it('logs out: the server session ends, the visitor bar shows, and the old cookie no longer works', async () => {
    const cookie = (await sessionCookie(remembered))!;
    await page.getByRole('button', { name: 'Account options' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await nav(page).getByRole('link', { name: 'LogIn' }).waitFor();
    expect(await sessionCookie(remembered)).toBeUndefined();
    const replayed = await fetch(`${baseUrl()}/api/me`, { headers: { Cookie: `${SESSION_COOKIE}=${cookie.value}` } });
    expect(replayed.status).toBe(401);
  });

  it('notices a session that ended on the server while the user record remains, and shows the visitor bar', async () => {
    await logIn(page, account, false);
    await remembered.clearCookies(); // as if the server session had expired
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('lemon');
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    await nav(page).getByRole('link', { name: 'LogIn' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  it('signs in again and deletes the account after confirming the password', async () => {
    await logIn(page, account, false);
    const codes = [await shareFileFromPage(page, 'last/one.txt')];
    await page.getByRole('button', { name: 'Account options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Incorrect password. Your account was not deleted.' }).waitFor();
    await viewportShot(page, 'accounts-delete-dialog-desktop');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account and its shares were deleted.').waitFor();
    await nav(page).getByRole('link', { name: 'LogIn' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await meStatus(page)).toBe(401);
    for (const code of codes) expect(await retrievalStatus(code)).toBe(410);

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });
});

describe('accounts screens on a phone', () => {
  const account = uniqueAccount('phone');
  let page: Page;

  beforeAll(async () => {
    const response = await fetch(`${baseUrl()}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.name, email: account.email, password: account.password }),
    });
    expect(response.status).toBe(201);
    page = await newPage(browser(), 'phone');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the signup form with its password rule', async () => {
    await page.goto(`${baseUrl()}/signup`);
    await page.getByText('At least 8 characters.').waitFor();
    await screenshot(page, 'accounts-signup-phone');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('searches from the menu panel and lists results', async () => {
    await logIn(page, account, true);
    const code = await shareFileFromPage(page, 'garden/tomato-seedlings.txt');
    await shareFileFromPage(page, 'garden/plan.txt');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('tomato');
    const results = page.getByRole('region', { name: 'Your shares matching the search' });
    await results.getByRole('article', { name: `Share code ${code}` }).waitFor();
    await viewportShot(page, 'accounts-nav-search-results-phone');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
  });

  it('shows My shares, the end-share dialog and the delete dialog', async () => {
    await page.goto(`${baseUrl()}/my-shares`);
    await page.getByText('2 live shares.').waitFor();
    await screenshot(page, 'accounts-my-shares-phone');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^End share \d{4}$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: /^End share \d{4}\?$/ }).waitFor();
    await viewportShot(page, 'accounts-end-share-dialog-phone');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Keep it' }).click();

    await page.getByRole('button', { name: 'Account options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await viewportShot(page, 'accounts-delete-dialog-phone');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the login page', async () => {
    const visitor = await newPage(browser(), 'phone');
    await checkLoginPage(visitor, 'phone');
    await visitor.context().close();
  });
});
