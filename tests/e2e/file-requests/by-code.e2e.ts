/**
 * A file request answered by its 4-digit code, at phone size: the uploader types the code on /file-access, the
 * requester's open page hands over the request's key through the code exchange, both pages show the same check
 * number, and the answer sent from there arrives byte for byte. With the requester's pages closed, the code says
 * to ask for the link. Screenshots: tests/screenshots/file-request-by-code-*.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { download } from '../sharing/support/sharing-pages';
import {
  answerItems,
  answersArrived,
  followRequest,
  makeRequest,
  openedAnswer,
  pickToAnswer,
  sendAndWait,
  writeTestFiles,
  type MadeRequest,
} from './support/request-pages';

const MARK = randomBytes(4).toString('hex');
const NAME = `receipt-${MARK}.pdf`;
/** How often, and how long apart, the uploader types the code again once the requester's pages are closed. */
const REQUESTER_GONE_TRIES = 20;
const REQUESTER_GONE_PAUSE_MS = 1_000;

const browser = useChromium();
const files = useOnDisk(() => writeTestFiles(mkdtempSync(join(tmpdir(), 'sharecode-fr-code-')), { [NAME]: 300_123 }));
const downloads = useTempDir('sharecode-fr-code-downloads-');

/** Types `code` on /file-access and presses Get files. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.goto(`${baseUrl()}/file-access`);
  await page.getByLabel('4-digit file code').fill(code);
  await page.getByRole('button', { name: 'Get files' }).click();
}

describe('a file request answered by its code (phone)', () => {
  let request: MadeRequest;
  let requester: Page;
  let uploader: Page;

  beforeAll(async () => {
    requester = await newPage(browser(), 'phone', { acceptDownloads: true });
    uploader = await newPage(browser(), 'phone');
    request = await makeRequest(requester, { message: `Your receipts ${MARK}`, from: `Ines ${MARK}` });
    await followRequest(requester, request.code);
  });

  afterAll(async () => {
    for (const page of [requester, uploader]) await page?.context().close();
  });

  it("opens the request's page from its code, with the key from the requester's page and the same check number", async () => {
    await typeCode(uploader, request.code);
    await uploader.waitForURL(new RegExp(`/r/${request.ref}#`), { timeout: 30_000 });
    await uploader.getByRole('heading', { name: `Ines ${MARK} asks you for files` }).waitFor({ timeout: 30_000 });
    // The key came in the fragment, never through the server: the address holds it after #.
    expect(new URL(uploader.url()).hash).toBe(new URL(request.link).hash);

    const shownHere = (await uploader.getByText(/^Check number: \d{6}$/).textContent())!.replace(/\D/g, '');
    const notice = requester.getByText(`Someone opened your file request with the code ${request.code}.`, {
      exact: false,
    });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain(`Check number: ${shownHere}.`);
    await screenshot(uploader, 'file-request-by-code-uploader-phone');
    await screenshot(requester, 'file-request-by-code-requester-phone');
    expect(await layoutAndA11yProblems(uploader)).toEqual([]);
  });

  it('sends the answer from there, and the requester receives it byte for byte', async () => {
    await pickToAnswer(uploader, 'files', join(files().base, NAME));
    await sendAndWait(uploader);
    await answersArrived(requester, 1);
    const answer = await openedAnswer(answerItems(requester).first());
    const file = await download(
      requester,
      () => answer.getByRole('button', { name: `Download ${NAME}`, exact: true }).click(),
      downloads(),
    );
    expect(file.bytes.equals(files().bytes.get(NAME)!)).toBe(true);
  });

  it("says to ask for the link once no page of the requester's is open", async () => {
    await requester.close();
    const error = uploader.getByTestId('error-line');
    // The relay notices within seconds that no page answers for the request any more.
    for (let tries = 0; ; tries += 1) {
      await typeCode(uploader, request.code);
      await error.waitFor({ timeout: 30_000 });
      const text = (await error.textContent()) ?? '';
      if (text.includes('Ask them for the link') || tries >= REQUESTER_GONE_TRIES) {
        expect(text).toContain('Ask them for the link');
        break;
      }
      await uploader.waitForTimeout(REQUESTER_GONE_PAUSE_MS);
    }
    expect(new URL(uploader.url()).pathname).toBe('/file-access');
    await screenshot(uploader, 'file-request-by-code-away-phone');
  });
});
