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
import { runAloneIfMain } from './run-alone.mjs';
import { chromiumLaunchOptions, startAppServer } from './browser-setup.mjs';
import { timeClick, treeAfterAnswer, watchTrees } from './browser-pages.mjs';
import { median, SMALL_FOLDER, writeSmallFolder } from './test-data.mjs';
import { uploadMultipart } from './transfers.mjs';

const ROUNDS = Number(process.env.BENCH_BROWSER_ROUNDS ?? process.env.BENCH_ROUNDS ?? 3);
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const PORT = 3905;
const REFERENCE_FOLDER = { folders: 5, subfolders: 1, files: 10 };
const GOALS = { pick: 500, recipient: 1000, toggle: 50, bulk: 50, elements: 3000 };

/** Writes a folder of `shape` and shares it through the API; resolves { root, count, url }. */
async function prepare(dir, name, shape, apiBase) {
  const root = join(dir, name);
  const files = (await writeSmallFolder(root, shape)).map((file) => ({
    path: file.path,
    name: `${name}/${file.name}`,
  }));
  const { body } = await uploadMultipart(`${apiBase}/api/upload`, files);
  return { root, count: files.length, url: body.folderUrl, top: `${name}/` };
}

/** /data-sharing: milliseconds from the pick reaching the page to its tree showing. */
async function pickToTree(context, apiBase, folder) {
  const page = await context.newPage();
  try {
    await page.goto(`${apiBase}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    await page.getByTestId('folder-input').setInputFiles(folder.root);
    await page.waitForFunction(() => window.__treeShownAt !== undefined && window.__pickedAt !== undefined);
    return await page.evaluate(() => window.__treeShownAt - window.__pickedAt);
  } finally {
    await page.close();
  }
}

/** The recipient's page from the share URL: the tree after the answer, folder toggles, bulk buttons, elements. */
async function recipient(context, folder) {
  const page = await context.newPage();
  try {
    await page.goto(folder.url);
    await page.waitForFunction(() => window.__treeShownAt !== undefined);
    const shown = await page.evaluate(treeAfterAnswer);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    const tree = page.getByRole('tree').first();
    const toggle = async (expanded) => {
      const target = await tree.locator(`[role="treeitem"][data-path="${folder.top}"] [data-toggle]`).elementHandle();
      return page.evaluate(timeClick, { target, expanded });
    };
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

function row(metric, big, reference, goal, unit = 'ms') {
  const value = median(big);
  const ref = median(reference);
  return {
    metric,
    sharecode: `${value.toFixed(0)} ${unit}`,
    reference: `${ref.toFixed(0)} ${unit} (50 files)`,
    ratio: (value / ref).toFixed(2),
    target: `<= ${goal} ${unit}`,
    result: value <= goal ? 'ok' : 'MISSED',
  };
}

export async function browserTreeRows(work) {
  const dir = join(work, 'browser-trees');
  await mkdir(dir, { recursive: true });
  const { apiBase, server } = await startAppServer(dir, PORT);
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    console.log('Trees: writing and sharing 5 000 and 50 small files ...');
    const folders = {
      big: await prepare(dir, 'photos', SMALL_FOLDER, apiBase),
      reference: await prepare(dir, 'notes', REFERENCE_FOLDER, apiBase),
    };
    const figures = { big: [], reference: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round}/${ROUNDS}: trees of ${folders.big.count} and ${folders.reference.count} files ...`);
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
            `  ${side}: ${JSON.stringify(figures[side].at(-1), (key, value) => (typeof value === 'number' ? Math.round(value) : value))}`,
          );
      }
    }
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
    await browser.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, browserTreeRows);
