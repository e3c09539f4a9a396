/**
 * What a recipient reads when a share does not open, or a file has no preview, at phone and desktop size: a
 * code lookup says what happened in plain words (the sender ended it, it expired, everything was downloaded, no
 * share has the code), the product's "Failed to fetch. Status: 410" folded away under "Technical details"; a share kept
 * until downloaded says it ended because everything was downloaded, not that it expired; an invalid link's
 * page never echoes its path; View on a type with no preview says so and offers the download. And on a phone,
 * the field a form's validation scrolls to lands below the sticky header, not under it.
 */
import type { Locator, Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from './support/a11y';
import { shareViaApi, unusedCode, type ApiShare, type RetrievedFolder } from './support/api';
import { FIXTURE_PATHS, makeFixtureFolder } from './support/fixture-files';
import { download, folderResult, viewportShot } from './support/sharing-pages';

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);
const downloads = useTempDir('sharecode-plain-words-');

/** A share of the fixture's text file, through the API. */
function shareText(retention = '2h'): Promise<ApiShare> {
  return shareViaApi(baseUrl(), fixture().base, [fixture().path('text')], retention);
}

/** Ends a share as its sender's End now does. */
async function endShare(share: ApiShare): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/shares/${share.folderCode}`, {
    method: 'DELETE',
    headers: { 'X-Manage-Key': share.manageKey },
  });
  expect(response.status).toBe(204);
}

/** Downloads every file of a share kept until downloaded, which then ends (the server notes it just after). */
async function downloadEverything(share: ApiShare): Promise<void> {
  const opened = await fetch(`${share.folderUrl}/qr`);
  const { data } = (await opened.json()) as RetrievedFolder;
  for (const file of data.files) {
    const response = await fetch(new URL(file.url, baseUrl()));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await fetch(`${share.folderUrl}/qr`)).status === 410) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`share ${share.folderCode} did not end once downloaded`);
}

/** The error line's parts a person sees, top to bottom. */
function errorLines(line: Locator): Promise<string[]> {
  return line.locator(':scope > :not(details)').allTextContents();
}

/** The product's status line: there for whoever opens "Technical details", not shown until then. */
async function foldedStatus(line: Locator): Promise<string | null> {
  const status = line.getByTestId('error-status');
  expect(await status.isVisible()).toBe(false);
  await line.getByText('Technical details').click();
  expect(await status.isVisible()).toBe(true);
  return status.textContent();
}

async function lookUpCode(page: Page, code: string): Promise<Locator> {
  await page.goto(`${baseUrl()}/file-access`);
  await page.getByLabel('4-digit file code').fill(code);
  await page.getByRole('button', { name: 'Get files' }).click();
  const line = page.getByTestId('error-line');
  await line.waitFor();
  return line;
}

describe.each(['phone', 'desktop'] as ViewportName[])('plain words first (%s)', (viewport) => {
  let page: Page;
  const shot = (name: string) => screenshot(page, `plain-words-${name}-${viewport}`);

  beforeEach(async () => {
    page = await newPage(browser(), viewport, { acceptDownloads: true });
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('a code whose sender ended the share says that, and "Failed to fetch. Status: 410" waits folded away', async () => {
    const share = await shareText();
    await endShare(share);
    const line = await lookUpCode(page, share.folderCode);
    const lines = await errorLines(line);
    expect(lines[0]).toBe('The sender ended this share');
    expect(
      await line
        .locator(':scope > *')
        .first()
        .evaluate((element) => element.tagName),
    ).toBe('H2');
    expect(lines[1]).toContain('Its files were deleted.');
    expect(lines).toHaveLength(2);
    await shot('code-ended');
    expect(await layoutAndA11yProblems(page)).toEqual([]);
    expect(await foldedStatus(line)).toBe('Failed to fetch. Status: 410');
  });

  it('an unknown code says "This code does not match any shared folder", and no more unless asked', async () => {
    const line = await lookUpCode(page, await unusedCode(baseUrl()));
    expect(await errorLines(line)).toEqual([
      'This code does not match any shared folder',
      'No shared folder has this code. Check the digits, or ask the sender for the code again.',
    ]);
    expect(await foldedStatus(line)).toBe('Failed to fetch. Status: 404');
  });

  it('a share kept until downloaded says everything was downloaded, by link and by code, never "expired"', async () => {
    const share = await shareText('download');
    await downloadEverything(share);
    await page.goto(share.folderUrl);
    const error = page.getByTestId('share-error');
    await error.getByRole('heading', { name: 'Everything in this share was downloaded' }).waitFor();
    expect(await error.textContent()).not.toMatch(/expired/i);
    await shot('link-downloaded');
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    const line = await lookUpCode(page, share.folderCode);
    const lines = await errorLines(line);
    expect(lines[0]).toBe('Everything in this share was downloaded');
    expect(lines.join(' ')).not.toMatch(/expired/i);
    expect(await foldedStatus(line)).toBe('Failed to fetch. Status: 410');
  });

  it("an invalid link's page never echoes its path", async () => {
    await page.goto(`${baseUrl()}/s/..%2Fetc%2Fpasswd`);
    await page.getByTestId('share-error').getByText('This link is not a valid share link').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Shared folder');
    expect(await page.locator('main').textContent()).not.toContain('passwd');
    expect(await page.title()).not.toContain('passwd');
    await shot('invalid-link');
  });

  it('View on a type with no preview says so plainly and offers the download', async () => {
    const files = [fixture().path('binary'), fixture().path('text')];
    const share = await shareViaApi(baseUrl(), fixture().base, files);
    await page.goto(share.folderUrl);
    const result = await folderResult(page, share.folderCode);
    await result.getByRole('button', { name: 'View data.bin' }).click();
    const dialog = page.getByRole('dialog', { name: FIXTURE_PATHS.binary });
    const said = await dialog.getByTestId('no-preview').textContent();
    expect(said).toBe(
      'There is no preview for .bin files: Sharecode previews images, PDFs and text files. Use Download to open it on your device.',
    );
    await viewportShot(page, `plain-words-no-preview-${viewport}`);
    const saved = await download(page, () => dialog.getByRole('link', { name: 'Download' }).click(), downloads());
    expect(saved.name).toBe('data.bin');
    expect(Buffer.compare(saved.bytes, fixture().bytes.binary)).toBe(0);
  });
});

describe('the field validation scrolls to lands below the sticky header (phone)', () => {
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), 'phone');
  });

  afterEach(async () => {
    await page.context().close();
  });

  /** Scrolls to the bottom, presses `submit`, and measures the invalid field the browser scrolled to. */
  async function submitFromTheBottom(submit: Locator, field: Locator) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await submit.click();
    await field.evaluate((element) => {
      if (document.activeElement !== element) throw new Error('the browser did not focus the invalid field');
    });
    return page.evaluate(
      (element) => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const box = (element as Element).getBoundingClientRect();
        return { headerBottom: header.bottom, fieldTop: box.top, fieldBottom: box.bottom, height: innerHeight };
      },
      await field.elementHandle(),
    );
  }

  it('on the report form', async () => {
    await page.goto(`${baseUrl()}/report`);
    await page.getByRole('heading', { name: 'Report a share' }).waitFor();
    // The link is given: the first invalid field is the reason, well down the form.
    await page.getByLabel('Link or code of the share').fill('0427');
    const where = await submitFromTheBottom(
      page.getByRole('button', { name: 'Send report' }),
      page.getByLabel('What is wrong with it'),
    );
    expect(where.fieldTop).toBeGreaterThanOrEqual(where.headerBottom);
    expect(where.fieldBottom).toBeLessThanOrEqual(where.height);
    await viewportShot(page, 'plain-words-report-invalid-field-phone');
  });

  it('on the sign-up form', async () => {
    await page.goto(`${baseUrl()}/signup`);
    await page.getByLabel('Full name').waitFor();
    const where = await submitFromTheBottom(
      page.getByRole('button', { name: /sign up/i }),
      page.getByLabel('Full name'),
    );
    expect(where.fieldTop).toBeGreaterThanOrEqual(where.headerBottom);
  });
});
