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
import { startServer } from './processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const CLIENT_DIST = join(repo, 'client', 'dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The team's Chromium flags (tests/support/browser.ts). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/data-sharing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export const TARGETS = {
  initialJsKiB: 120,
  performance: 95,
  accessibility: 95,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Static imports of a built ES module (`import"./x.js"`, `import{a}from"./x.js"`); `import("./x.js")` is lazy and not one. */
function staticImportsOf(code) {
  const found = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The files the home route loads before rendering, with their gzip sizes. */
export async function initialJavaScript(distDir = CLIENT_DIST) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  const seen = new Map();
  const queue = entries.map((src) => new URL(src, 'http://app/').pathname);
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    const code = await readFile(join(distDir, path));
    seen.set(path, gzipSync(code).length);
    for (const specifier of staticImportsOf(code.toString('utf8')))
      queue.push(new URL(specifier, `http://app${path}`).pathname);
  }
  const gzipBytes = [...seen.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { files: [...seen.keys()], gzipBytes };
}

async function lighthouseScores(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
  });
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)]));
}

/** Medians of RUNS Lighthouse runs per page, against a production server started here. */
export async function measureLighthouse() {
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
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profile });
    const scores = {};
    for (const page of PAGES) {
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

/** Rows for the benchmark's table (same columns as run.mjs's). */
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
      const target = TARGETS[category];
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
