/**
 * A page arrives in the visitor's language: the server picks it (a link's ?lang=, else the picker's choice, else
 * the browser's languages) and sends that language's document, so the first paint, before any script, is already
 * in it, with <html lang dir> said. The app then starts in the same language, and the picker's choice holds for
 * the next page the server sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { overflowsHorizontally } from '../../support/page-checks';
import { REPO_ROOT } from '../../support/server';

const browser = useChromium();

/** A language's catalogue, as the build compiles it into its pages. */
function catalogue(tag: string): Record<string, string> {
  const file = join(REPO_ROOT, 'client', 'locales', `${tag}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const LANGUAGES = [
  { tag: 'ar', dir: 'rtl', browserLocale: 'ar-EG' },
  { tag: 'ja', dir: 'ltr', browserLocale: 'ja-JP' },
  { tag: 'de', dir: 'ltr', browserLocale: 'de-AT' },
] as const;
const VIEWPORTS: ViewportName[] = ['phone', 'desktop'];

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

describe("pages in the visitor's language", () => {
  let page: Page;

  afterEach(async () => {
    await page.context().close();
  });

  describe.each(LANGUAGES)('$tag', ({ tag, dir, browserLocale }) => {
    const words = catalogue(tag);

    it.each(VIEWPORTS)('%s: the first paint, before any script, is in the browser’s language', async (viewport) => {
      page = await newPage(browser(), viewport, { locale: browserLocale, javaScriptEnabled: false });
      const response = await page.goto(`${baseUrl()}/`);
      expect(response!.headers()['content-language']).toBe(tag);
      await expect(documentLanguage(page)).resolves.toEqual({ lang: tag, dir });
      await expect(page.title()).resolves.toBe(words['document.title']);
      await expect(page.getByText(words['footer.tagline']).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Loading Sharecode…').count()).resolves.toBe(0);
      await screenshot(page, `languages-first-paint-${tag}-${viewport}`);
    });

    it.each(VIEWPORTS)('%s: the app starts in it, and fits the screen', async (viewport) => {
      page = await newPage(browser(), viewport, { locale: browserLocale });
      await page.goto(`${baseUrl()}/`);
      await appDrawn(page);
      await expect(documentLanguage(page)).resolves.toEqual({ lang: tag, dir });
      await expect(page.getByRole('link', { name: words['footer.faq'] }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('combobox', { name: words['languages.picker.label'] }).inputValue()).resolves.toBe(
        tag,
      );
      await expect(overflowsHorizontally(page)).resolves.toBe(false);
      await screenshot(page, `languages-app-${tag}-${viewport}`);
    });
  });

  it("a link's ?lang= gets that language whatever the browser's", async () => {
    page = await newPage(browser(), 'phone', { locale: 'en-US', javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl()}/file-access?lang=ja`);
    expect(response!.headers()['content-language']).toBe('ja');
    await expect(documentLanguage(page)).resolves.toEqual({ lang: 'ja', dir: 'ltr' });
    const links = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((elements) => elements.map((link) => link.getAttribute('hreflang')));
    expect(links).toEqual(expect.arrayContaining(['en', 'ar', 'ja', 'de', 'zh-Hant', 'x-default']));
  });

  it('the picker switches the page at once, and the server sends the next page in the chosen language', async () => {
    page = await newPage(browser(), 'phone', { locale: 'en-US' });
    await page.goto(`${baseUrl()}/`);
    await appDrawn(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect(page.getByRole('link', { name: catalogue('ar')['footer.faq'] }).isVisible()).resolves.toBe(true);
    const next = await page.goto(`${baseUrl()}/file-access`);
    expect(next!.headers()['content-language']).toBe('ar');
  });
});
