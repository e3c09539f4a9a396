/**
 * Pages do not jump as they arrive. The shell (navigation and footer) paints before a page's lazy chunk and
 * before a share's lookup answers; the footer must not be drawn under a still-empty page and then pushed down.
 * Measured as the browser measures it: the layout-shift entries a reader did not cause, summed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { shareViaApi } from '../sharing/support/api';

const browser = useChromium();
const dir = useTempDir('sharecode-layout-');

/** Well under what a reader notices; the bench holds Lighthouse's stricter runs to the same figure. */
const MAX_LAYOUT_SHIFT = 0.05;
/** Long enough that the shell has painted well before the page's data comes. */
const SLOW_ANSWER_MS = 800;

/** Starts counting layout shifts before the page's first paint. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

describe.each(['phone', 'desktop'] as const)('layout stability (%s)', (viewport) => {
  let page: Page;
  let link = '';

  beforeAll(async () => {
    const file = join(dir(), 'notes.txt');
    writeFileSync(file, 'Some notes.\n');
    link = new URL((await shareViaApi(baseUrl(), dir(), [file])).folderUrl).pathname;
  });

  beforeEach(async () => {
    page = await newPage(browser(), viewport);
    await recordLayoutShifts(page);
    // Every script and every answer of the API comes late, as on a slow phone network.
    await page.route(/\/(assets\/.*\.js|s\/[^/]+$|api\/)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.continue();
    });
  });

  afterEach(async () => {
    await page.context().close();
  });

  it.each(['/', '/file-access', '/data-sharing'])('%s keeps still while it loads', async (path) => {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(SLOW_ANSWER_MS);
    expect(await layoutShiftOf(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });

  it("a recipient's page keeps still while its share is looked up", async () => {
    await page.goto(`${baseUrl()}${link}`);
    await page.getByRole('tree').waitFor();
    await page.waitForTimeout(SLOW_ANSWER_MS);
    expect(await layoutShiftOf(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });
});
