/**
 * A signed-in requester reads a request's files on a second device of their own. The request is made on a phone;
 * the page that made it shows the requester link (once asked, and only until it is reloaded). An uploader answers.
 * On a laptop signed in to the same account, My requests lists the request but says its files do not open there;
 * the requester link adds it, and its answer then opens and downloads byte for byte there, also after a reload. A
 * requester link whose private key was changed adds nothing. Asked to, the laptop forgets the request again.
 * Screenshots: tests/screenshots/file-request-transfer-*.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { logIn, signUpByApi } from '../accounts/support/account-pages';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { download } from '../sharing/support/sharing-pages';
import {
  answerItems,
  answersArrived,
  answerTree,
  makeRequest,
  openedAnswer,
  openToAnswer,
  pickToAnswer,
  sendAndWait,
  writeTestFiles,
  type MadeRequest,
} from './support/request-pages';

const MARK = randomBytes(4).toString('hex');
const SIZES = { [`payslip-${MARK}.pdf`]: 700_000, [`contract-${MARK}.txt`]: 3_000 };
/** The requester secret after `#`: version, K, private key, requester key, in base64url. */
const REQUESTER_LINK = /\/request\/(\d{4})#([A-Za-z0-9_-]{108})$/;
/** Where the private key starts in the secret's bytes: after the version byte and K. */
const PRIVATE_KEY_OFFSET = 1 + 32;

const browser = useChromium();
const files = useOnDisk(() => writeTestFiles(mkdtempSync(join(tmpdir(), 'sharecode-fr-transfer-')), SIZES));
const downloads = useTempDir('sharecode-fr-transfer-downloads-');

const account = {
  username: 'Dana Okafor',
  email: `transfer-${MARK}@example.com`,
  password: `pass-${MARK}-${MARK}`,
};

/** The account's request `code` on My shares, once the list is read. */
async function myRequest(page: Page, code: string) {
  await page.goto(`${baseUrl()}/my-shares`);
  await appDrawn(page);
  const item = page.getByTestId('my-request').filter({ hasText: `Request ${code}` });
  await item.waitFor({ timeout: 30_000 });
  return item;
}

describe("a request opened on the requester's other device", () => {
  let request: MadeRequest;
  let requesterLink = '';
  let phone: Page;
  let laptop: Page;
  let uploader: Page;

  beforeAll(async () => {
    phone = await newPage(browser(), 'phone');
    laptop = await newPage(browser(), 'desktop', { acceptDownloads: true });
    uploader = await newPage(browser(), 'phone');
  });

  afterAll(async () => {
    for (const page of [phone, laptop, uploader]) await page?.context().close();
  });

  it('makes the request signed in; the page that made it shows the requester link when asked', async () => {
    await signUpByApi(phone, account);
    await logIn(phone, account);
    request = await makeRequest(phone, { message: `The payslips, please ${MARK}`, from: account.username });
    const panel = phone.getByTestId('requester-link');
    await panel.getByRole('button', { name: 'Show the requester link' }).click();
    requesterLink = (await panel.getByTestId('requester-link-url').textContent())!.trim();
    expect(requesterLink.startsWith(baseUrl())).toBe(true);
    expect(REQUESTER_LINK.exec(requesterLink)?.[1]).toBe(request.code);
    await panel.getByRole('img', { name: `QR code of the requester link of request ${request.code}` }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(phone, 'file-request-transfer-link-phone');
    expect(await layoutAndA11yProblems(phone)).toEqual([]);
  });

  it('takes an answer from an uploader', async () => {
    await openToAnswer(uploader, request.link);
    await pickToAnswer(
      uploader,
      'files',
      Object.keys(SIZES).map((name) => join(files().base, name)),
    );
    await sendAndWait(uploader);
  });

  it('lists the request in My requests on the laptop, saying its files do not open there yet', async () => {
    await logIn(laptop, account);
    const item = await myRequest(laptop, request.code);
    await item.getByText('1 answer,', { exact: false }).waitFor({ timeout: 30_000 });
    await item.getByText('Not on this device: its files open on the device that made it.').waitFor();
    expect(await item.getByRole('link').count()).toBe(0);
    await screenshot(laptop, 'file-request-transfer-my-requests-desktop');
    expect(await layoutAndA11yProblems(laptop)).toEqual([]);
  });

  it('adds the request on the laptop from the requester link, and opens its answer byte for byte', async () => {
    await laptop.goto(requesterLink);
    await appDrawn(laptop);
    await laptop.getByText(`Request ${request.code} is now on this device too`, { exact: false }).waitFor();
    // The secret leaves the address as soon as the request is kept.
    await laptop.waitForURL(`${baseUrl()}/request/${request.code}`);
    await answersArrived(laptop, 1);
    const answer = await openedAnswer(answerItems(laptop).first());
    expect((await answerTree(answer, request.code)).sort()).toEqual(Object.keys(SIZES).sort());
    for (const [name, bytes] of files().bytes) {
      const file = await download(
        laptop,
        () => answer.getByRole('button', { name: `Download ${name}`, exact: true }).click(),
        downloads(),
      );
      expect(file.name).toBe(name);
      expect(file.bytes.equals(bytes)).toBe(true);
    }
    await screenshot(laptop, 'file-request-transfer-added-desktop');
    expect(await layoutAndA11yProblems(laptop)).toEqual([]);
  });

  it('keeps it on the laptop after a reload, and My requests there now opens it', async () => {
    await laptop.reload();
    await answersArrived(laptop, 1);
    await openedAnswer(answerItems(laptop).first());
    const item = await myRequest(laptop, request.code);
    await item.getByText('Its files open on this device.').waitFor();
    await item.getByRole('link', { name: `Request ${request.code}` }).click();
    await laptop.waitForURL(`${baseUrl()}/request/${request.code}`);
    await answersArrived(laptop, 1);
  });

  it('shows the requester link no more once the page that made the request is reloaded', async () => {
    await phone.goto(`${baseUrl()}/request/${request.code}`);
    await appDrawn(phone);
    await answersArrived(phone, 1);
    expect(await phone.getByTestId('requester-link').count()).toBe(0);
  });

  it('adds nothing from a requester link whose private key was changed', async () => {
    const stranger = await newPage(browser(), 'phone');
    try {
      const [, code, secret] = REQUESTER_LINK.exec(requesterLink)!;
      const bytes = Buffer.from(secret, 'base64url');
      bytes[PRIVATE_KEY_OFFSET + 5] ^= 0x01;
      await stranger.goto(`${baseUrl()}/request/${code}#${bytes.toString('base64url')}`);
      await appDrawn(stranger);
      await stranger
        .getByTestId('request-not-here')
        .getByText(`This requester link does not open request ${code}.`, { exact: false })
        .waitFor({ timeout: 30_000 });
      await screenshot(stranger, 'file-request-transfer-refused-phone');
      await stranger.goto(`${baseUrl()}/request`);
      await stranger.getByTestId('device-requests').getByText('None yet.', { exact: false }).waitFor();
    } finally {
      await stranger.context().close();
    }
  });

  it('forgets the request on the laptop when asked: its files no longer open there', async () => {
    await laptop.goto(`${baseUrl()}/request/${request.code}`);
    await answersArrived(laptop, 1);
    await laptop.getByRole('button', { name: 'Remove from this device' }).click();
    await laptop.getByRole('button', { name: 'Remove the key from this device' }).click();
    await laptop.waitForURL(`${baseUrl()}/request`);
    await laptop.getByTestId('device-requests').getByText('None yet.', { exact: false }).waitFor();
    const item = await myRequest(laptop, request.code);
    await item.getByText('Not on this device: its files open on the device that made it.').waitFor();
  });
});
