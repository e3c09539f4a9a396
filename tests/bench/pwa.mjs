// @ts-check
// The client's figures for the benchmark: the home route's initial JavaScript (gzip bytes of
// index.html's entry script and everything it loads before the first render: its static imports and
// modulepreloads; lazy page chunks excluded), and Lighthouse scores on mobile emulation (Lighthouse's default
// Moto G-class device with simulated slow 4G) for performance, accessibility and best practices on `/` and
// `/data-sharing`, against the production build served by the API. Lighthouse 12.x (13 needs Node 22)
// drives Debian's Chromium through chrome-launcher; each page is measured BENCH_LIGHTHOUSE_RUNS times and
// the median kept, as single Lighthouse runs wander by a few points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser-setup.mjs';
import { startServer } from './processes.mjs';
import { median } from './test-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const CLIENT_DIST = join(repo, 'client', 'dist');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/data-sharing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Goals: the initial JS's gzip size in KiB, and the lowest Lighthouse score of a category. */
const TARGETS = {
  initialJsKiB: 120,
  /** @type {Record<string, number | undefined>} */
  scores: { performance: 95, accessibility: 95 },
};

/**
 * Static imports of a built ES module (`import"./x.js"`, `import{a}from"./x.js"`); `import("./x.js")` is lazy and
 * not one.
 * @param {string} code
 * @returns {string[]}
 */
function staticImportsOf(code) {
  const found = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The files the home route loads before rendering, with their gzip sizes. */
async function initialJavaScript(distDir = CLIENT_DIST) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  /** @type {Map<string, number>} */
  const seen = new Map();
  const queue = entries.map((src) => new URL(src, 'http://app/').pathname);
  // Reads the queue in order while adding to its end.
  for (const path of queue) {
    if (seen.has(path)) continue;
    const code = await readFile(join(distDir, path));
    seen.set(path, gzipSync(code).length);
    for (const specifier of staticImportsOf(code.toString('utf8')))
      queue.push(new URL(specifier, `http://app${path}`).pathname);
  }
  const gzipBytes = [...seen.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { files: [...seen.keys()], gzipBytes };
}

/**
 * One Lighthouse run of `url` in the Chromium listening for DevTools on `port`: its score by category.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<Record<string, number>>}
 */
async function lighthouseScores(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse on ${url}: no result`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  // A category Lighthouse could not score counts as 0.
  return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)]));
}

/**
 * Medians of RUNS Lighthouse runs per page, against a production server started here.
 * @returns {Promise<Record<string, Record<string, number>>>}
 */
async function measureLighthouse() {
  const work = await mkdtemp(join(tmpdir(), 'sharecode-lighthouse-'));
  const port = 3911;
  const profile = join(work, 'profile');
  await mkdir(profile);
  const server = await startServer(
    'sharecode (client)',
    join(repo, 'api', 'dist', 'main.js'),
    { PORT: String(port), DATA_DIR: join(work, 'data') },
    `http://127.0.0.1:${port}/api/health`,
  );
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profile,
    });
    /** @type {Record<string, Record<string, number>>} */
    const scores = {};
    for (const page of PAGES) {
      /** @type {Array<Record<string, number>>} */
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await lighthouseScores(`http://localhost:${port}${page}`, chrome.port));
      scores[page] = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((scores) => scores[id]))]));
    }
    return scores;
  } finally {
    chrome?.kill();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Rows for the benchmark's table.
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function pwaRows() {
  console.log(
    `Client: initial JavaScript of /, and Lighthouse (mobile) ${RUNS} run(s) per page on ${PAGES.join(' and ')} ...`,
  );
  const initial = await initialJavaScript();
  const kib = initial.gzipBytes / 1024;
  const rows = [
    {
      metric: `initial JS of / (gzip, ${initial.files.length} files)`,
      sharecode: `${kib.toFixed(1)} KiB`,
      reference: 'budget',
      ratio: (kib / TARGETS.initialJsKiB).toFixed(2),
      target: `<= ${TARGETS.initialJsKiB} KiB`,
      result: kib <= TARGETS.initialJsKiB ? 'ok' : 'MISSED',
    },
  ];
  const scores = await measureLighthouse();
  for (const [page, byCategory] of Object.entries(scores)) {
    for (const [category, score] of Object.entries(byCategory)) {
      const target = TARGETS.scores[category];
      rows.push({
        metric: `Lighthouse ${category} ${page}`,
        sharecode: String(score),
        reference: '100',
        ratio: (score / 100).toFixed(2),
        target: target === undefined ? '(reported)' : `>= ${target}`,
        result: target === undefined ? '' : score >= target ? 'ok' : 'MISSED',
      });
    }
  }
  return rows;
}

// `node bench/pwa.mjs` measures the client alone (after `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(await pwaRows());
}
