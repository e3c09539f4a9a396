// @ts-check
// The tree part of the benchmark (BENCH_PARTS=trees): how a folder of 5 000 small files (0.5–4 KB, 50 folders ×
// 10 subfolders) behaves in Chromium, against the same steps on a folder of 50 files in the same run, so the
// ratio says how much the count costs (a virtualised tree stays near 1). Each figure also has an absolute
// goal, which decides the result: the picked tree shows within 500 ms of the pick on /data-sharing; the
// recipient's tree within 1 s of the lookup's answer; opening or closing a folder, and Expand all or Collapse
// all, within 50 ms (to the next painted frame); and the recipient's page holds at most 3 000 elements.
// Rounds alternate the two folders (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3); the figure is the median.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { CHROMIUM_LAUNCH, startAppServer } from './browser-setup.mjs';
import {
  elementCount,
  pickShown,
  pickToTreeMs,
  timeClick,
  treeAfterAnswer,
  treeShown,
  watchTrees,
} from './browser-pages.mjs';
import { BROWSER_ROUNDS, VERBOSE } from './settings.mjs';
import { median, SMALL_FOLDER, writeSmallFolder } from './test-data.mjs';
import { shareFiles } from './transfers.mjs';

/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {{ root: string, count: number, url: string, top: string }} SharedFolder */
/** @typedef {{ pick: number, shown: number, elements: number, toggle: number, bulk: number }} Figures */

const PORT = 3905;
const REFERENCE_FOLDER = { folders: 5, subfolders: 1, files: 10 };
const GOALS = { pick: 500, recipient: 1000, toggle: 50, bulk: 50, elements: 3000 };

/**
 * Writes a folder of `shape` and shares it through the API; resolves { root, count, url, top }.
 * @param {string} dir
 * @param {string} name
 * @param {import('./test-data.mjs').FolderShape} shape
 * @param {string} apiBase
 * @returns {Promise<SharedFolder>}
 */
async function prepare(dir, name, shape, apiBase) {
  const root = join(dir, name);
  const files = (await writeSmallFolder(root, shape)).map((file) => ({
    path: file.path,
    name: `${name}/${file.name}`,
  }));
  const { body } = await shareFiles(apiBase, files);
  return { root, count: files.length, url: body.folderUrl, top: `${name}/` };
}

/**
 * /data-sharing: milliseconds from the pick reaching the page to its tree showing.
 * @param {BrowserContext} context
 * @param {string} apiBase
 * @param {SharedFolder} folder
 */
async function pickToTree(context, apiBase, folder) {
  const page = await context.newPage();
  try {
    await page.goto(`${apiBase}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    await page.getByTestId('folder-input').setInputFiles(folder.root);
    await page.waitForFunction(pickShown);
    return await page.evaluate(pickToTreeMs);
  } finally {
    await page.close();
  }
}

/**
 * The recipient's page from the share URL: the tree after the answer, folder toggles, bulk buttons, elements.
 * @param {BrowserContext} context
 * @param {SharedFolder} folder
 * @returns {Promise<Omit<Figures, 'pick'>>}
 */
async function recipient(context, folder) {
  const page = await context.newPage();
  try {
    await page.goto(folder.url);
    await page.waitForFunction(treeShown);
    const shown = await page.evaluate(treeAfterAnswer);
    const elements = await page.evaluate(elementCount);
    const tree = page.getByRole('tree').first();
    /** @param {boolean} expanded */
    const toggle = async (expanded) => {
      const target = await tree.locator(`[role="treeitem"][data-path="${folder.top}"] [data-toggle]`).elementHandle();
      return page.evaluate(timeClick, { target, expanded });
    };
    /** @param {string} name */
    const bulk = async (name) => {
      const target = await page.getByRole('button', { name, exact: true }).first().elementHandle();
      return page.evaluate(timeClick, { target });
    };
    const close = await toggle(false);
    const open = await toggle(true);
    const collapseAll = await bulk('Collapse all');
    const expandAll = await bulk('Expand all');
    return { shown, elements, toggle: Math.max(close, open), bulk: Math.max(collapseAll, expandAll) };
  } finally {
    await page.close();
  }
}

/**
 * @param {string} metric
 * @param {number[]} big
 * @param {number[]} reference
 * @param {number} goal
 * @returns {import('./run-alone.mjs').Row}
 */
function row(metric, big, reference, goal, unit = 'ms') {
  const value = median(big);
  const ref = median(reference);
  return goalRow({
    metric,
    sharecode: figure(value, 0, unit),
    reference: `${figure(ref, 0, unit)} (50 files)`,
    ratio: figure(value / ref, 2),
    value,
    goal: { bound: '<=', limit: goal, unit },
  });
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function browserTreeRows(work) {
  const dir = join(work, 'browser-trees');
  await mkdir(dir, { recursive: true });
  const { apiBase, server } = await startAppServer(dir, PORT);
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    console.log('Trees: writing and sharing 5 000 and 50 small files ...');
    const folders = {
      big: await prepare(dir, 'photos', SMALL_FOLDER, apiBase),
      reference: await prepare(dir, 'notes', REFERENCE_FOLDER, apiBase),
    };
    /** @type {Record<'big' | 'reference', Figures[]>} */
    const figures = { big: [], reference: [] };
    for (let round = 1; round <= BROWSER_ROUNDS; round++) {
      console.log(
        `Round ${round}/${BROWSER_ROUNDS}: trees of ${folders.big.count} and ${folders.reference.count} files ...`,
      );
      /** @type {Array<'big' | 'reference'>} */
      const order = round % 2 === 0 ? ['reference', 'big'] : ['big', 'reference'];
      for (const side of order) {
        // A fresh context each time: nothing cached, no service worker, as a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
        await context.addInitScript(watchTrees);
        try {
          const pick = await pickToTree(context, apiBase, folders[side]);
          figures[side].push({ pick, ...(await recipient(context, folders[side])) });
        } finally {
          await context.close();
        }
        if (VERBOSE)
          console.log(
            `  ${side}: ${JSON.stringify(figures[side].at(-1), (_key, /** @type {unknown} */ value) => (typeof value === 'number' ? Math.round(value) : value))}`,
          );
      }
    }
    /** @type {(side: 'big' | 'reference', key: keyof Figures) => number[]} */
    const of = (side, key) => figures[side].map((figure) => figure[key]);
    const label = `${folders.big.count} files`;
    return [
      row(`picked tree shows, ${label} (after the pick)`, of('big', 'pick'), of('reference', 'pick'), GOALS.pick),
      row(
        `recipient tree shows, ${label} (after the answer)`,
        of('big', 'shown'),
        of('reference', 'shown'),
        GOALS.recipient,
      ),
      row(`  open or close a folder of ${label}`, of('big', 'toggle'), of('reference', 'toggle'), GOALS.toggle),
      row(`  Expand all / Collapse all`, of('big', 'bulk'), of('reference', 'bulk'), GOALS.bulk),
      row(
        `  elements in the recipient's page`,
        of('big', 'elements'),
        of('reference', 'elements'),
        GOALS.elements,
        'elements',
      ),
    ];
  } finally {
    await browser?.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, browserTreeRows);
