/**
 * A signed-in sender learns why Sharecode's operators removed a share on a device that never made it: My
 * shares lists the removed share with the statement of reasons and when (docs/moderation.md, "Statements of
 * reasons"). On the way, the operator reaches the console from the navigation bar, which offers it only to
 * operators, and the console says when the share was removed rather than when it would have expired.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { overflowsHorizontally } from '../../support/page-checks';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { viewportShot } from '../sharing/support/sharing-pages';
import { logIn, signUpByApi } from '../accounts/support/account-pages';
import { enrollTheOperator, logInOperator } from './support/operator';

const REASONS =
  'The share held the full text of a published novel, reported by its author. Removed under copyright by an operator; write to us to contest it.';

const browser = useChromium();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

function uniqueAccount() {
  const id = `removed-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { username: 'Rosa Sender', email: `${id}@example.com`, password: `pass-${id}` };
}

/** How long the takedown's job may take to delete the share's files: a hang guard. */
const FILES_DELETED_TIMEOUT_MS = 60_000;

/**
 * Opens the console's page of the removed share until it says its files were deleted: a job deletes them after the
 * takedown, and the page reads the share once, as it loads.
 */
async function filesDeletedShown(page: Page, url: string): Promise<void> {
  const deadline = Date.now() + FILES_DELETED_TIMEOUT_MS;
  for (;;) {
    await page.goto(url);
    const deleted = page.getByTestId('operator-share').getByText('Its files were deleted.');
    const shown = await deleted.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (Date.now() > deadline) {
      const said = (await page.locator('main').textContent())?.replace(/\s+/g, ' ').slice(0, 400);
      throw new Error(`${url} never said the files were deleted; it said: ${said}`);
    }
  }
}

/** Opens the phone menu when the links are behind the hamburger. */
async function openMenuIfPhone(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
}

describe("a removed share in the sender's My shares, on another device", () => {
  const account = uniqueAccount();
  let code = '';

  beforeAll(async () => {
    await enrollTheOperator();
  });

  it('the sender signs up and shares a folder while signed in, on their phone', async () => {
    const phone = await newPage(browser(), 'phone');
    try {
      await signUpByApi(phone, account);
      await logIn(phone, account);
      code = await phone.evaluate(async () => {
        const form = new FormData();
        form.append('filePaths', JSON.stringify(['novel/chapter-1.txt']));
        form.append('files', new Blob(['It was a dark and stormy night.\n']), 'novel/chapter-1.txt');
        const response = await fetch('/api/upload', { method: 'POST', body: form });
        return ((await response.json()) as { folderCode: string }).folderCode;
      });
      expect(code).toMatch(/^\d{4}$/);
    } finally {
      await phone.context().close();
    }
  });

  it('only an operator gets the console in the navigation bar; the operator finds the share and takes it down', async () => {
    const someone = await newPage(browser(), 'desktop');
    const operator = await newPage(browser(), 'phone');
    try {
      // The bar asks GET /api/me once signed in; a sender is no operator.
      const asked = someone.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
      await logIn(someone, account);
      expect(((await (await asked).json()) as { user: { operator: boolean } }).user.operator).toBe(false);
      await nav(someone).getByRole('link', { name: 'Blog' }).waitFor();
      expect(await nav(someone).getByRole('link', { name: 'Operator console' }).count()).toBe(0);

      await logInOperator(operator);
      await operator.getByRole('tab', { name: 'Reports' }).waitFor();
      await operator.goto(`${baseUrl()}/`);
      await openMenuIfPhone(operator, 'phone');
      const consoleLink = nav(operator).getByRole('link', { name: 'Operator console' });
      await consoleLink.waitFor();
      await viewportShot(operator, 'moderation-nav-operator-link-phone');
      await consoleLink.click();
      await operator.getByRole('heading', { level: 1, name: 'Operator console' }).waitFor();

      await operator.getByRole('tab', { name: 'Find' }).click();
      await operator.getByLabel('Code, link or SHA-256').fill(code);
      await operator.getByRole('button', { name: 'Find' }).click();
      await operator.getByRole('list', { name: 'Shares found' }).getByRole('link').first().click();
      await operator.getByLabel('Category').selectOption({ label: 'Copyright infringement' });
      await operator.getByLabel('Statement of reasons').fill(REASONS);
      await operator.getByRole('button', { name: 'Take down…' }).click();
      await operator.getByRole('button', { name: 'Yes, take it down' }).click();
      await operator.getByText(`Share ${code} was taken down.`).waitFor();
      const facts = operator.getByTestId('operator-share');
      await facts.getByTestId('operator-share-status').getByText('Removed').waitFor();
      // When it was removed, not when it would have expired and for how long it was to be kept.
      expect(await facts.locator('dt').allTextContents()).toContain('Removed');
      expect(await facts.locator('dt').allTextContents()).not.toContain('Expires');
      expect(await facts.textContent()).not.toContain('Kept for 2 hours');
      await operator.evaluate(() => window.scrollTo(0, 0));
      await screenshot(operator, 'moderation-operator-removed-share-phone');

      // On a desktop the link is a shield beside the profile circle, and the bar still fits.
      const desk = await newPage(browser(), 'desktop');
      try {
        // Signed in on the desktop as the operator is anywhere: a session of its own, as a second device has.
        await logInOperator(desk);
        await desk.getByRole('tab', { name: 'Reports' }).waitFor();
        await nav(desk).getByRole('link', { name: 'Operator console' }).waitFor();
        expect(await nav(desk).getByRole('link', { name: 'Operator console' }).getAttribute('aria-current')).toBe(
          'page',
        );
        await desk.getByRole('tab', { name: 'Reports' }).waitFor();
        await screenshot(desk, 'moderation-nav-operator-link-desktop');
        expect(await layoutAndA11yProblems(desk)).toEqual([]);
        await filesDeletedShown(desk, operator.url());
        await screenshot(desk, 'moderation-operator-removed-share-desktop');
        // The narrowest width with the links in the bar: it still fits, search box included.
        await desk.setViewportSize({ width: 960, height: 800 });
        expect(await overflowsHorizontally(desk)).toBe(false);
        await viewportShot(desk, 'moderation-nav-operator-link-960');
      } finally {
        await desk.context().close();
      }
    } finally {
      await someone.context().close();
      await operator.context().close();
    }
  });

  it.each(['desktop', 'phone'] as ViewportName[])(
    'My shares on another device (%s) lists the removed share with the statement of reasons and when',
    async (viewport) => {
      const page = await newPage(browser(), viewport);
      try {
        await logIn(page, account);
        await page.goto(`${baseUrl()}/my-shares`);
        const section = page.getByRole('region', { name: "Removed by Sharecode's operators" });
        const card = section.getByRole('article', { name: `Removed share ${code}` });
        await card.waitFor();
        expect(await card.textContent()).toContain("Removed by Sharecode's operators · Copyright infringement");
        expect(await card.getByTestId('removal-details').textContent()).toContain(REASONS);
        const removedAt = await card.locator('time').first().getAttribute('datetime');
        expect(Math.abs(Date.parse(removedAt!) - Date.now())).toBeLessThan(10 * 60_000);
        // It is no live share: nothing to open or end, and the page does not pretend there was nothing.
        expect(await card.getByRole('link', { name: /^Open/ }).count()).toBe(0);
        expect(await page.getByRole('article', { name: `Share code ${code}` }).count()).toBe(0);
        await screenshot(page, `moderation-my-shares-removed-${viewport}`);
        expect(await layoutAndA11yProblems(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
