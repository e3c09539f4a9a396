/**
 * Notice and action, on phones: a recipient reports a share from its page and gets a reference; an operator
 * signs in, opens the report in /operator and takes the share down with a statement of reasons; the
 * recipient's reload says it was removed and why (never by whom); the sender's Recent shares row shows the
 * removal with the statement of reasons.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { makeFixtureFolder } from '../sharing/support/fixture-files';
import { folderResult, pressShareFiles } from '../sharing/support/sharing-pages';
import { enrollTheOperator, logInOperator } from './support/operator';

const EXPLANATION = 'These are scans of my novel, shared without my permission.';
const REASONS = 'The share held scans of a published novel, reported by its author; removed under copyright.';
/** The sender's row asks for the share's state every 5 s. */
const STATUS_TIMEOUT_MS = 15_000;

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);

describe('a recipient reports a share and an operator takes it down (phones)', () => {
  let sender: Page;
  let recipient: Page;
  let operator: Page;
  let code: string;
  let url: string;
  let reference: string;

  beforeAll(async () => {
    sender = await newPage(browser(), 'phone');
    recipient = await newPage(browser(), 'phone');
    operator = await newPage(browser(), 'phone');
    await enrollTheOperator();
  });

  afterAll(async () => {
    await Promise.all([sender, recipient, operator].map((page) => page?.context().close()));
  });

  it('the recipient reports the share from its page and gets a reference', async () => {
    await sender.goto(`${baseUrl()}/data-sharing`);
    await sender.getByTestId('folder-input').setInputFiles(fixture().root);
    ({ code, url } = await pressShareFiles(sender));
    await sender.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    await recipient.goto(url);
    await folderResult(recipient, code);
    await recipient.getByRole('link', { name: 'Report this share' }).click();
    await recipient.getByRole('heading', { name: 'Report a share' }).waitFor();
    expect(await recipient.getByLabel('Link or code of the share').inputValue()).toBe(url);
    await recipient.getByLabel('What is wrong with it').selectOption({ label: 'Copyright infringement' });
    await recipient.getByLabel('Explanation').fill(EXPLANATION);
    await recipient.getByRole('checkbox', { name: /I believe in good faith/ }).check();
    await screenshot(recipient, 'report-form-phone');
    expect(await layoutAndA11yProblems(recipient)).toEqual([]);
    await recipient.getByRole('button', { name: 'Send report' }).click();
    reference = (await recipient.getByTestId('report-reference').textContent())!.trim();
    expect(reference).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await screenshot(recipient, 'report-sent-phone');
  });

  it('the operator signs in, opens the report with its share, and takes the share down', async () => {
    await logInOperator(operator);
    const row = operator.getByRole('list', { name: 'Reports' }).getByRole('link').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Share ${code}: Live`);
    await screenshot(operator, 'operator-reports-phone');
    expect(await layoutAndA11yProblems(operator)).toEqual([]);

    await row.click();
    await operator.getByTestId('report-view').getByText(EXPLANATION).waitFor();
    await operator.getByRole('tree', { name: `Files in share ${code}` }).waitFor();
    await screenshot(operator, 'operator-report-phone');
    expect(await layoutAndA11yProblems(operator)).toEqual([]);

    await operator.getByLabel('Category').selectOption({ label: 'Copyright infringement' });
    await operator.getByLabel('Statement of reasons').fill(REASONS);
    await operator.getByRole('button', { name: 'Take down…' }).click();
    await operator.getByRole('button', { name: 'Yes, take it down' }).click();
    await operator.getByText(`Share ${code} was taken down.`).waitFor();
    await operator.getByTestId('operator-share-status').getByText('Removed').waitFor();
    expect(await operator.getByTestId('report-state').textContent()).toContain('Actioned');
  });

  it("the recipient's reload says the share was removed, and why, without naming the reporter", async () => {
    await recipient.goto(url);
    const error = recipient.getByTestId('share-error');
    await error.getByText('This share was removed').waitFor();
    expect(await error.textContent()).toContain('Reason: Copyright infringement.');
    // The reload keeps the report form's scroll position, which a full-page capture would draw mid-page.
    await recipient.evaluate(() => window.scrollTo(0, 0));
    await screenshot(recipient, 'removed-share-phone');
    expect(await layoutAndA11yProblems(recipient)).toEqual([]);
  });

  it("the sender's Recent shares row shows the removal with the statement of reasons", async () => {
    await sender.reload();
    const row = sender.getByTestId('recent-share').filter({ hasText: code });
    await row
      .getByText("Removed by Sharecode's operators · Copyright infringement")
      .waitFor({ timeout: STATUS_TIMEOUT_MS });
    expect(await row.getByTestId('removal-details').textContent()).toContain(REASONS);
    await sender.evaluate(() => window.scrollTo(0, 0));
    await screenshot(sender, 'removed-share-sender-phone');
  });

  it('the report form and the console on a desktop', async () => {
    const desk = await newPage(browser(), 'desktop');
    try {
      await desk.goto(`${baseUrl()}/report?target=${encodeURIComponent(url)}`);
      await desk.getByRole('heading', { name: 'Report a share' }).waitFor();
      await screenshot(desk, 'report-form-desktop');
      const cookies = await operator.context().cookies();
      await desk.context().addCookies(cookies);
      const stored = await operator.evaluate(() => sessionStorage.getItem('user'));
      await desk.goto(`${baseUrl()}/`);
      await desk.evaluate((user) => sessionStorage.setItem('user', user ?? '{}'), stored);
      await desk.goto(`${baseUrl()}/operator?report=${reference}`);
      await desk.getByTestId('report-view').waitFor();
      // The share's part: its review, or, once the minute's cleanup has removed the taken-down share's row, a note
      // saying it is gone.
      await desk
        .getByTestId('operator-share')
        .or(desk.getByText('The target names no share (or one already gone from the database).'))
        .first()
        .waitFor();
      await screenshot(desk, 'operator-report-desktop');
    } finally {
      await desk.context().close();
    }
  });
});
