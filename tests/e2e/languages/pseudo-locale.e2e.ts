/**
 * Every word on a page comes from a catalogue. Opened in the pseudo-language en-XA (each message accented and
 * lengthened, built from the source catalogue), a page shows any text that is not a message as plain English,
 * which this finds; en-XB mirrors the page right to left (its letters turned upside down, only some of them
 * leaving ASCII, so it is looked at for layout, not searched for English). What a person typed or picked (file names, a code, a
 * URL) is data, isolated in <bdi> or `dir="ltr"` elements, and English-only content is marked `lang="en"`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { overflowsHorizontally } from '../../support/page-checks';
import { useTempDir } from '../../support/temp-folders';
import { shareViaApi } from '../sharing/support/api';

const browser = useChromium();
const dir = useTempDir('sharecode-pseudo-');

/** Words that are the same in every language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = /\bSharecode\b/g;

/**
 * The visible text of the page that is neither a message nor data: each text node outside <bdi>, `dir="ltr"`
 * isolates, `lang="en"` regions and form controls' own values, with a run of plain ASCII letters left in it.
 */
async function untranslatedTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // The document's own lang and dir say the page's language, not an isolate's.
    const skipped =
      'bdi, :not(html)[dir="ltr"], :not(html)[lang="en"], script, style, noscript, option, [aria-hidden="true"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(skipped)) continue;
      if (!element.getClientRects().length && !element.closest('.visually-hidden')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  return texts.filter((text) => /[A-Za-z]{2,}/.test(text.replace(SAME_IN_EVERY_LANGUAGE, '')));
}

async function openIn(tag: string, path: string): Promise<Page> {
  const page = await newPage(browser(), 'phone');
  await page.goto(`${baseUrl()}${path}${path.includes('?') ? '&' : '?'}lang=${tag}`);
  await appDrawn(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  return page;
}

describe('pseudo-languages', () => {
  let page: Page;
  let sharePath: string;

  beforeAll(async () => {
    const file = join(dir(), 'notes.txt');
    writeFileSync(file, 'Some notes.\n');
    const { folderUrl } = await shareViaApi(baseUrl(), dir(), [file]);
    sharePath = new URL(folderUrl).pathname;
  });

  afterEach(async () => {
    await page.context().close();
  });

  it.each([
    '/',
    '/file-access',
    '/data-sharing',
    '/features',
    '/faq',
    '/end-to-end-encryption',
    '/about',
    '/blogs',
    '/login',
    '/signup',
    '/report',
    'share',
  ])('en-XA: %s has no text outside the catalogues', async (path) => {
    page = await openIn('en-XA', path === 'share' ? sharePath : path);
    if (path === 'share') await page.getByText('notes.txt').first().waitFor();
    expect(await untranslatedTexts(page)).toEqual([]);
    await expect(overflowsHorizontally(page)).resolves.toBe(false);
    await screenshot(page, `languages-pseudo-en-XA${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
  });

  it.each(['/', '/file-access', 'share'])('en-XB: %s mirrors right to left and fits the phone', async (path) => {
    page = await openIn('en-XB', path === 'share' ? sharePath : path);
    if (path === 'share') await page.getByText('notes.txt').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expect(overflowsHorizontally(page)).resolves.toBe(false);
    await screenshot(page, `languages-pseudo-en-XB${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
  });
});
