/**
 * The sender stays in control: the share dialog and Recent shares say when someone opened the share and
 * downloaded from it, End now ends it for the recipient too, and a protected share asks for its password
 * where it is opened.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk } from '../../support/temp-folders';
import { shareViaApi } from './support/api';
import { FIXTURE_PATHS, makeFixtureFolder } from './support/fixture-files';
import { layoutAndA11yProblems } from './support/a11y';
import { download, folderResult, pressShareFiles } from './support/sharing-pages';

/** The dialog asks every 5 s: an open and a download show within two rounds. */
const STATUS_TIMEOUT_MS = 15_000;
const PASSWORD = 'correct horse';

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);

describe('the sender protects, watches and ends a share (desktop sender, phone recipient)', () => {
  let sender: Page;
  let recipient: Page;
  let code: string;
  let url: string;

  beforeAll(async () => {
    sender = await newPage(browser(), 'desktop');
    recipient = await newPage(browser(), 'phone');
  });

  afterAll(async () => {
    await sender?.context().close();
    await recipient?.context().close();
  });

  it('shares with a password, shows "Waiting for someone to open it…", then the open and the download', async () => {
    await sender.goto(`${baseUrl()}/data-sharing`);
    await sender.getByTestId('folder-input').setInputFiles(fixture().root);
    await sender.getByRole('checkbox', { name: 'Protect with a password' }).check();
    await sender.getByLabel('Share password').fill(PASSWORD);
    await screenshot(sender, 'sender-password-field-desktop');
    const shown = await pressShareFiles(sender);
    const modal = shown.dialog;
    code = shown.code;
    url = shown.url;
    const status = modal.getByTestId('share-status');
    await status.getByText('Waiting for someone to open it…').waitFor({ timeout: STATUS_TIMEOUT_MS });
    await modal.getByText('Protected by a password', { exact: false }).waitFor();
    await screenshot(sender, 'sender-status-waiting-desktop');

    await recipient.goto(url);
    const form = recipient.getByTestId('share-password');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Open' }).click();
    const result = await folderResult(recipient, code);
    const saved = await download(
      recipient,
      () => result.getByRole('link', { name: 'Download readme.txt' }).click(),
      fixture().base,
    );
    expect(saved.bytes.equals(fixture().bytes.text)).toBe(true);

    await status.getByText('Opened · 1 file downloaded').waitFor({ timeout: STATUS_TIMEOUT_MS });
    await screenshot(sender, 'sender-status-opened-desktop');
    expect(await layoutAndA11yProblems(sender)).toEqual([]);
    await modal.getByRole('button', { name: 'Close' }).first().click();
  });

  it('ends the share from Recent shares after a confirmation, and the recipient sees it has ended', async () => {
    const row = sender.getByTestId('recent-share').filter({ hasText: code });
    await row.getByText('Opened · 1 file downloaded').waitFor({ timeout: STATUS_TIMEOUT_MS });
    await row.getByRole('button', { name: `End share ${code} now` }).click();
    await row.getByRole('group').waitFor();
    await screenshot(sender, 'recent-shares-end-confirm-desktop');
    await row.getByRole('button', { name: 'End share', exact: true }).click();
    await row.getByText('Ended', { exact: true }).waitFor();

    await recipient.reload();
    await recipient.getByTestId('share-error').getByRole('heading', { name: 'The sender ended this share' }).waitFor();
    await screenshot(recipient, 'recipient-share-ended-phone');
  });
});

describe('a share protected by a password', () => {
  it("asks for the password on the link's page, says when it is wrong, and opens with the right one (phone)", async () => {
    const share = await shareViaApi(
      baseUrl(),
      fixture().base,
      [fixture().path('text'), fixture().path('image')],
      '2h',
      PASSWORD,
    );
    const page = await newPage(browser(), 'phone');
    try {
      await page.goto(share.folderUrl);
      const form = page.getByTestId('share-password');
      await form.getByText('This share is protected by a password. Ask the sender for it.').waitFor();
      expect(await page.getByText('readme.txt').count()).toBe(0);
      await screenshot(page, 'share-password-prompt-phone');
      expect(await layoutAndA11yProblems(page)).toEqual([]);

      await form.getByLabel('Password').fill('wrong horse');
      await form.getByRole('button', { name: 'Open' }).click();
      await page.getByRole('alert').getByText('That password is not right.', { exact: false }).waitFor();
      await page.getByTestId('share-password').getByLabel('Password').fill(PASSWORD);
      await page.getByTestId('share-password').getByRole('button', { name: 'Open' }).click();
      const result = await folderResult(page, share.folderCode);
      const saved = await download(
        page,
        () => result.getByRole('link', { name: `Download ${FIXTURE_PATHS.text.split('/').pop()}` }).click(),
        fixture().base,
      );
      expect(saved.bytes.equals(fixture().bytes.text)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
