// @ts-check
// The browser part of the benchmark (BENCH_PARTS=browser): pressing Share Files on /data-sharing in Debian's
// Chromium, driven by Playwright as the browser tests drive it, until the share dialog says every file has arrived
// (it shows the code at once: bench/instant.mjs measures that); against curl sending the same bytes to the same API
// (`curl -F`, one multipart POST /api/upload), in the same run. Two selections: a folder of 5 000 small files
// (0.5–4 KB, 50 folders × 10 subfolders) and one large file (BENCH_BIG_MIB, default 1024). A third side, set beside
// curl's figure, sends requests of the kinds the app sends (here one multipart request for the folder, where the
// app now announces a resumable upload; resumable chunks of the size the server suggests for the file) from
// a bare page of the same browser with no app code and no service worker: what this browser itself costs. Each round measures the
// sides in alternating order after flushing dirty pages; the ratio is the median of the rounds' ratios
// (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3). The app runs on a persistent profile, as a person's
// does (IndexedDB on disk). BENCH_CLIENT_DIR serves another build of the client (to compare two versions).
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { figure, runAloneIfMain } from './run-alone.mjs';
import { CHROMIUM_LAUNCH, CLIENT_DIR, startAppServer } from './browser-setup.mjs';
import { BIG_FILE_BYTES, BROWSER_ROUNDS, MIB, VERBOSE } from './settings.mjs';
import { median, writeRandomFile, writeSmallFolder } from './test-data.mjs';
import { costRow } from './transfer-rounds.mjs';
import { addPickInput, armShareTimer, bareSend, shareTime } from './browser-pages.mjs';

/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */
/**
 * A selection: a folder or one file at `path`, and how the app's page picks it.
 * @typedef {{ folder: boolean, path: string, app: (page: Page) => Promise<void> }} Pick
 */

/** Share Files takes at most this many times curl's time for the same bytes: a folder of small files, one large file. */
const TARGETS = { folder: 1.5, file: 1.3 };
const PORT = 3904;

/**
 * curl posting `files` (paths relative to `base`, each named by that path) to /api/upload; resolves milliseconds.
 * @param {string} apiBase
 * @param {string} base
 * @param {string[]} files
 * @returns {Promise<number>}
 */
function curlShare(apiBase, base, files) {
  const args = ['-s', '-S', '--fail-with-body'];
  for (const name of files) args.push('-F', `files=@${join(base, name)};filename=${name}`);
  args.push(`${apiBase}/api/upload`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile('curl', args, { maxBuffer: 64 * MIB }, (error, stdout, stderr) => {
      const ms = performance.now() - started;
      if (error) return reject(new Error(`curl failed: ${stderr || stdout}`));
      if (!/"folderCode":"\d{4}"/.test(stdout)) return reject(new Error(`curl got no share: ${stdout.slice(0, 300)}`));
      resolve(ms);
    });
  });
}

/**
 * Picks the selection on a fresh /data-sharing page, presses Share Files; resolves milliseconds until the share is
 * whole (the dialog shows its code at once; every file has arrived by then).
 * @param {BrowserContext} context
 * @param {string} apiBase
 * @param {Pick} pick
 */
async function appShare(context, apiBase, pick) {
  const page = await context.newPage();
  try {
    await page.goto(`${apiBase}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    await pick.app(page);
    // Sizes of a large pick are read after its tree shows: wait for the real total.
    await page
      .getByText(/^\d+ files? · [\d,.]+ [KMG]?B$/)
      .first()
      .waitFor({ timeout: 120_000 });
    await page.evaluate(armShareTimer);
    await page.getByRole('button', { name: 'Share Files' }).click();
    return await page.evaluate(shareTime);
  } finally {
    await page.close();
  }
}

/**
 * The same requests from a bare page (no app, no service worker); resolves milliseconds.
 * @param {BrowserContext} context
 * @param {string} apiBase
 * @param {Pick} pick
 */
async function bareShare(context, apiBase, pick) {
  const page = await context.newPage();
  try {
    await page.goto(`${apiBase}/api/health`);
    await page.evaluate(addPickInput, { folder: pick.folder });
    await page.setInputFiles('#pick', pick.path);
    return await page.evaluate(bareSend, { resumable: !pick.folder });
  } finally {
    await page.close();
  }
}

/**
 * The sides for one selection over BROWSER_ROUNDS rounds; resolves its rows.
 * @param {string} label
 * @param {{ app: () => Promise<number>, bare: () => Promise<number>, curl: () => Promise<number> }} sides
 * @param {number} target
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
async function measure(label, sides, target) {
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
  for (let round = 1; round <= BROWSER_ROUNDS; round++) {
    console.log(`Round ${round}/${BROWSER_ROUNDS}: share ${label} from the app, from a bare page and with curl ...`);
    const order = /** @type {Array<keyof typeof sides>} */ (Object.keys(sides));
    if (round % 2 === 0) order.reverse();
    for (const name of order) {
      execFileSync('sync');
      times[name].push(await sides[name]());
    }
    if (VERBOSE)
      console.log(
        `  ${Object.entries(times)
          .map(([name, ms]) => `${name} ${ms[ms.length - 1].toFixed(0)} ms`)
          .join(', ')}`,
      );
  }
  return [
    costRow(`browser share of ${label} (click to whole share)`, times.app, times.curl, 'ms', target, {
      reference: `curl (a bare page: ${figure(median(times.bare), 0, 'ms')})`,
    }),
  ];
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function browserShareRows(work) {
  const dir = join(work, 'browser-share');
  const smallRoot = join(dir, 'small', 'shared-folder');
  const bigPath = join(dir, 'big', 'big.bin');
  await mkdir(dirname(bigPath), { recursive: true });
  console.log(`Browser share: writing 5 000 small files and ${BIG_FILE_BYTES / MIB} MiB ...`);
  const smallNames = (await writeSmallFolder(smallRoot)).map((file) => `${basename(smallRoot)}/${file.name}`);
  await writeRandomFile(bigPath, BIG_FILE_BYTES);

  const { apiBase, server } = await startAppServer(dir, PORT, CLIENT_DIR);
  /** @type {Array<{ close: () => Promise<void> }>} */
  const browsers = [];
  try {
    const app = await chromium.launchPersistentContext(join(dir, 'profile'), {
      ...CHROMIUM_LAUNCH,
      viewport: { width: 1280, height: 800 },
    });
    browsers.push(app);
    const bareBrowser = await chromium.launch(CHROMIUM_LAUNCH);
    browsers.push(bareBrowser);
    const bare = await bareBrowser.newContext({ serviceWorkers: 'block' });
    /** @type {Array<{ label: string, pick: Pick, curl: () => Promise<number> }>} */
    const selections = [
      {
        label: `${smallNames.length} small files`,
        pick: {
          folder: true,
          path: smallRoot,
          app: (page) => page.getByTestId('folder-input').setInputFiles(smallRoot),
        },
        curl: () => curlShare(apiBase, dirname(smallRoot), smallNames),
      },
      {
        label: `one ${BIG_FILE_BYTES / MIB} MiB file`,
        pick: {
          folder: false,
          path: bigPath,
          app: async (page) => {
            await page.getByText('File upload', { exact: true }).click();
            await page.getByTestId('files-input').setInputFiles(bigPath);
          },
        },
        curl: () => curlShare(apiBase, dirname(bigPath), ['big.bin']),
      },
    ];
    const rows = [];
    for (const { label, pick, curl } of selections) {
      rows.push(
        ...(await measure(
          label,
          {
            app: () => appShare(app, apiBase, pick),
            bare: () => bareShare(bare, apiBase, pick),
            curl,
          },
          pick.folder ? TARGETS.folder : TARGETS.file,
        )),
      );
    }
    return rows;
  } finally {
    for (const browser of browsers) await browser.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, browserShareRows);
