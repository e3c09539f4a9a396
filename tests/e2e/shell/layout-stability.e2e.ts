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
/**
 * How late every script and answer comes: long enough that the shell has painted well before the page's data
 * comes (the delay makes the case under test; nothing is timed by it).
 */
const SLOW_ANSWER_MS = 800;

interface LayoutShiftRecord {
  layoutShift: number;
  layoutShifts: PerformanceObserver;
  addLayoutShifts: (entries: PerformanceEntryList) => void;
}

/** Starts counting layout shifts before the page's first paint. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as LayoutShiftRecord;
    record.layoutShift = 0;
    record.addLayoutShifts = (entries) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    };
    record.layoutShifts = new PerformanceObserver((list) => record.addLayoutShifts(list.getEntries()));
    record.layoutShifts.observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift once the page has all it was waiting for. Not measured after a pause, which a late answer
 * would outlast: once every request the page made has been answered (every held answer released, nothing in
 * flight for a quiet spell), and the browser has drawn two frames since, so that the last answer's shift, if
 * any, is recorded. The page's live poll is left out: it stays open by design for as long as the page follows
 * its share, so a recipient's page is never "network idle" in Playwright's sense.
 */
async function settledLayoutShiftOf(page: Page, held: HeldAnswers, inFlight: InFlight): Promise<number> {
  await inFlight.settled(held);
  expect(held.released).toBeGreaterThan(0);
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const record = window as unknown as LayoutShiftRecord;
    record.addLayoutShifts(record.layoutShifts.takeRecords());
    return record.layoutShift;
  });
}

/** The answers the route holds back: how many are held now, and how many were let go. */
interface HeldAnswers {
  pending: number;
  released: number;
}

/** As long as Playwright's "network idle": no request in flight for this long. */
const QUIET_MS = 500;
/** The page's one long poll, which a page following its share keeps open. */
const LIVE_POLL = /\/api\/live$/;

interface InFlight {
  /**
   * Resolves once, for {@link QUIET_MS}, no request but the live poll has been in flight and no answer held back
   * (the live poll's too: each of its rounds is held as it starts).
   */
  settled(held: HeldAnswers): Promise<void>;
}

/** Counts the page's requests in flight, the live poll aside. */
function trackRequests(page: Page): InFlight {
  const open = new Set<unknown>();
  page.on('request', (request) => {
    if (!LIVE_POLL.test(new URL(request.url()).pathname)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    async settled(held) {
      let quietSince = Date.now();
      while (Date.now() - quietSince < QUIET_MS) {
        if (open.size > 0 || held.pending > 0) quietSince = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe.each(['phone', 'desktop'] as const)('layout stability (%s)', (viewport) => {
  let page: Page;
  let held: HeldAnswers;
  let inFlight: InFlight;
  let link = '';

  beforeAll(async () => {
    const file = join(dir(), 'notes.txt');
    writeFileSync(file, 'Some notes.\n');
    link = new URL((await shareViaApi(baseUrl(), dir(), [file])).folderUrl).pathname;
  });

  beforeEach(async () => {
    page = await newPage(browser(), viewport);
    await recordLayoutShifts(page);
    inFlight = trackRequests(page);
    // Every script and every answer of the API comes late, as on a slow phone network.
    held = { pending: 0, released: 0 };
    const answers = held;
    await page.route(/\/(assets\/.*\.js|s\/[^/]+$|api\/)/, async (route) => {
      answers.pending++;
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.continue();
      answers.pending--;
      answers.released++;
    });
  });

  afterEach(async () => {
    await page.context().close();
  });

  it.each(['/', '/file-access', '/data-sharing'])('%s keeps still while it loads', async (path) => {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await settledLayoutShiftOf(page, held, inFlight)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });

  it("a recipient's page keeps still while its share is looked up", async () => {
    await page.goto(`${baseUrl()}${link}`);
    await page.getByRole('tree').waitFor();
    expect(await settledLayoutShiftOf(page, held, inFlight)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });
});
