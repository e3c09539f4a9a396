// @ts-check
// The instant-share part of the benchmark (BENCH_PARTS=instant; docs/instant-share.md): the code the moment Share is
// pressed, every file the moment it has arrived. In Debian's Chromium, driven by Playwright as the browser tests
// drive it, the sender's page on /data-sharing (a persistent profile, IndexedDB on disk, as a person's) has its
// uploads slowed to 5 MB/s through its DevTools session, as a slow uplink would.
//   1. 1 GiB selected (BENCH_INSTANT_BIG_MIB): the time from pressing Share Files to the code on screen (goal
//      <= 1 s), with the whole upload's time beside it, which is when the code showed before instant shares.
//   2. 40 small files (2–200 KB) and one 200 MiB file: a recipient in another browser opens the link as soon as the
//      code shows, and fetches each file the moment its page offers its Download link. The first file is
//      downloadable within 2 s of opening the page (navigation start to its link); the recipient holds every byte
//      within 1.1x the upload's own duration, both counted from the click on Share Files.
// One round each (the 1 GiB upload alone takes about 3.5 minutes at 5 MB/s).
/* global window -- the functions given to page.evaluate run in a page, not in Node */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { CHROMIUM_LAUNCH, CLIENT_DIR, sharedLink, slowUploads, startAppServer } from './browser-setup.mjs';
import { armShareTimer, codeTime, fetchFilesAsOffered, receivedAll, shareTime } from './browser-pages.mjs';
import { MIB } from './settings.mjs';
import { writeRandomFile } from './test-data.mjs';

/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */

const PORT = 3914;
/** The sender's uplink, in bytes per second (DevTools' uploadThroughput). */
const UPLOAD_BYTES_PER_SECOND = 5_000_000;
/** Row 1's selection: 1 GiB unless BENCH_INSTANT_BIG_MIB says otherwise (a quicker trial). */
const BIG_BYTES = Number(process.env.BENCH_INSTANT_BIG_MIB ?? 1024) * MIB;
/** Row 2's selection: SMALL_FILES small files and one RECIPIENT_BIG_BYTES file. */
const SMALL_FILES = 40;
const SMALL_MIN_BYTES = 2_000;
const SMALL_MAX_BYTES = 200_000;
const RECIPIENT_BIG_BYTES = Number(process.env.BENCH_INSTANT_RECIPIENT_MIB ?? 200) * MIB;
const GOALS = {
  /** Share Files to the code on screen, whatever the size. */
  codeMs: 1_000,
  /** Opening the page to the first file's Download link. */
  firstFileMs: 2_000,
  /** The recipient's last byte, over the upload's own duration, both from the click on Share Files. */
  holdRatio: 1.1,
};
/** The waits of a slow upload: a hang guard, not a goal. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/**
 * Opens /data-sharing in `context`, picks `paths` with File upload, slows the page's uploads, arms the timers and
 * presses Share Files; resolves the page.
 * @param {BrowserContext} context
 * @param {string} apiBase
 * @param {string[]} paths
 */
async function pressShare(context, apiBase, paths) {
  const page = await context.newPage();
  await page.goto(`${apiBase}/data-sharing`);
  await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
  await page.getByText('File upload', { exact: true }).click();
  await page.getByTestId('files-input').setInputFiles(paths);
  await page
    .getByText(/^\d+ files? · [\d,.]+ [KMG]?B$/)
    .first()
    .waitFor({ timeout: 120_000 });
  await slowUploads(context, page, UPLOAD_BYTES_PER_SECOND);
  execFileSync('sync');
  await page.evaluate(armShareTimer);
  await page.getByRole('button', { name: 'Share Files' }).click();
  return page;
}

/**
 * Row 1: 1 GiB, Share to code, the whole upload beside it.
 * @param {BrowserContext} sender
 * @param {string} apiBase
 * @param {string} dir
 */
async function codeAtOnce(sender, apiBase, dir) {
  const path = join(dir, 'big.bin');
  await writeRandomFile(path, BIG_BYTES);
  console.log(`Instant share: ${BIG_BYTES / MIB} MiB at ${UPLOAD_BYTES_PER_SECOND / 1e6} MB/s, Share to code ...`);
  const page = await pressShare(sender, apiBase, [path]);
  try {
    const codeMs = await page.evaluate(codeTime);
    console.log(
      `  code after ${codeMs.toFixed(0)} ms; waiting for the whole upload (what the code waited for before) ...`,
    );
    page.setDefaultTimeout(UPLOAD_TIMEOUT_MS);
    const wholeMs = await page.evaluate(shareTime);
    return goalRow({
      metric: `instant: Share to code on screen, ${BIG_BYTES / MIB} MiB at 5 MB/s`,
      sharecode: figure(codeMs, 0, 'ms'),
      reference: `the whole upload, when the code showed before: ${figure(wholeMs / 1000, 1, 's')}`,
      ratio: figure(codeMs / wholeMs, 4),
      value: codeMs,
      goal: { bound: '<=', limit: GOALS.codeMs, unit: 'ms' },
    });
  } finally {
    await page.close();
    await rm(path, { force: true });
  }
}

/**
 * Row 2: a recipient opening the code as soon as it shows, taking each file as it arrives.
 * @param {BrowserContext} sender
 * @param {BrowserContext} recipient
 * @param {string} apiBase
 * @param {string} dir
 */
async function filesAsTheyArrive(sender, recipient, apiBase, dir) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const paths = [];
  for (let index = 0; index < SMALL_FILES; index++) {
    const name = `small-${String(index).padStart(2, '0')}.bin`;
    const size = SMALL_MIN_BYTES + Math.floor(Math.random() * (SMALL_MAX_BYTES - SMALL_MIN_BYTES));
    await writeFile(join(dir, name), randomBytes(size));
    sizes.set(name, size);
    paths.push(join(dir, name));
  }
  const bigPath = join(dir, 'film.bin');
  await writeRandomFile(bigPath, RECIPIENT_BIG_BYTES);
  sizes.set('film.bin', (await stat(bigPath)).size);
  paths.push(bigPath);
  console.log(
    `Instant share: ${SMALL_FILES} small files and ${RECIPIENT_BIG_BYTES / MIB} MiB at 5 MB/s, a recipient opening the code at once ...`,
  );
  const page = await pressShare(sender, apiBase, paths);
  const reader = await recipient.newPage();
  try {
    page.setDefaultTimeout(UPLOAD_TIMEOUT_MS);
    await page.evaluate(codeTime);
    const url = await sharedLink(page);
    await reader.addInitScript(fetchFilesAsOffered);
    await reader.goto(url);
    // The sender's upload runs to its end meanwhile; the recipient's page takes each file as it arrives.
    await page.evaluate(shareTime);
    const { clickedAt, arrivedAt } = await page.evaluate(() => ({
      clickedAt: window.__shareClickedAt ?? NaN,
      arrivedAt: window.__shareArrivedAt ?? NaN,
    }));
    await reader.waitForFunction(receivedAll, sizes.size, { timeout: UPLOAD_TIMEOUT_MS, polling: 100 });
    const { firstLinkAt, received } = await reader.evaluate(() => ({
      firstLinkAt: window.__firstLinkAt ?? NaN,
      received: window.__received ?? {},
    }));
    const wrong = [...sizes].filter(([name, size]) => received[name]?.bytes !== size).map(([name]) => name);
    const fault =
      wrong.length > 0 ? `${wrong.length} files arrived with the wrong size: ${wrong.join(', ')}` : undefined;
    const lastByteAt = Math.max(...Object.values(received).map((file) => file.at));
    const holdMs = lastByteAt - clickedAt;
    const ownMs = arrivedAt - clickedAt;
    return [
      goalRow({
        metric: `instant: first file downloadable after opening (${SMALL_FILES} small + ${RECIPIENT_BIG_BYTES / MIB} MiB, 5 MB/s)`,
        sharecode: figure(firstLinkAt, 0, 'ms'),
        reference: 'opening the page (navigation start)',
        value: firstLinkAt,
        goal: { bound: '<=', limit: GOALS.firstFileMs, unit: 'ms' },
        fault,
      }),
      goalRow({
        metric: `instant: recipient holds every byte, over the upload's own duration`,
        sharecode: figure(holdMs / 1000, 1, 's'),
        reference: `the upload itself: ${figure(ownMs / 1000, 1, 's')}`,
        ratio: figure(holdMs / ownMs, 3),
        value: holdMs / ownMs,
        goal: { bound: '<=', limit: GOALS.holdRatio },
        fault,
      }),
    ];
  } finally {
    await reader.close();
    await page.close();
  }
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function instantRows(work) {
  const dir = join(work, 'instant');
  await mkdir(dir, { recursive: true });
  const { apiBase, server } = await startAppServer(dir, PORT, CLIENT_DIR);
  /** @type {Array<{ close: () => Promise<void> }>} */
  const browsers = [];
  try {
    const sender = await chromium.launchPersistentContext(join(dir, 'profile'), {
      ...CHROMIUM_LAUNCH,
      viewport: { width: 1280, height: 800 },
    });
    browsers.push(sender);
    const recipientBrowser = await chromium.launch(CHROMIUM_LAUNCH);
    browsers.push(recipientBrowser);
    const recipient = await recipientBrowser.newContext({ viewport: { width: 1280, height: 800 } });
    const rows = [await codeAtOnce(sender, apiBase, dir)];
    rows.push(...(await filesAsTheyArrive(sender, recipient, apiBase, dir)));
    return rows;
  } finally {
    for (const browser of browsers) await browser.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, instantRows);
