/**
 * The app starts after the page has painted from its HTML: only the entry script is asked for while the document
 * is parsed, and every other file of the start (React, the shell, the page's code) once the first content is on
 * screen, all of them listed in the document and preloaded together rather than one stage after another.
 */
import type { Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, useChromium } from '../../support/browser';

const browser = useChromium();

interface Timings {
  firstContentfulPaint: number;
  entry: string;
  listed: string[];
  scripts: { path: string; start: number; initiator: string }[];
}

/** When the page painted, and when each of its scripts was asked for (ms since navigation). */
function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!;
    const list = document.getElementById('boot-files')?.textContent ?? '{"scripts":[]}';
    const scripts = performance
      .getEntriesByType('resource')
      .map((each) => each as PerformanceResourceTiming)
      .filter((each) => new URL(each.name).pathname.endsWith('.js'))
      .map((each) => ({ path: new URL(each.name).pathname, start: each.startTime, initiator: each.initiatorType }));
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      entry: new URL(entry.src).pathname,
      listed: (JSON.parse(list) as { scripts: string[] }).scripts,
      scripts,
    };
  });
}

describe('the app start', () => {
  let page: Page;

  afterEach(async () => {
    await page.context().close();
  });

  // A prerendered page, and one that paints index.html's loading shell.
  it.each(['/data-sharing', '/my-shares'])('%s: the start asks for its files after the first paint', async (path) => {
    page = await newPage(browser(), 'phone');
    await page.goto(`${baseUrl()}${path}`);
    await appDrawn(page);
    const { firstContentfulPaint, entry, listed, scripts } = await timings(page);

    expect(Number.isFinite(firstContentfulPaint)).toBe(true);
    expect(scripts.find((each) => each.path === entry)?.initiator).toBe('script');
    // Every file of the start's list is asked for (by its preload, or by the browser fetching a preloaded module's
    // imports), and not before the page is on screen.
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) {
      const asked = scripts.find((each) => each.path === path);
      expect({ path, asked: asked !== undefined }).toEqual({ path, asked: true });
      expect(asked!.start).toBeGreaterThanOrEqual(firstContentfulPaint);
    }
  });
});
