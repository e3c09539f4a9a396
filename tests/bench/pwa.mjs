// @ts-check
// The client's figures for the benchmark: the home route's initial JavaScript (gzip bytes of
// index.html's entry script and everything it loads before the first render: its static imports, modulepreloads
// and the start's stages that it preloads; lazy page chunks excluded), and Lighthouse scores on mobile emulation (Lighthouse's default
// Moto G-class device with simulated slow 4G) for performance, accessibility and best practices on `/`, a
// recipient's page `/s/{link}`, the same page on a share of photos (`/s/{gallery}`: it opens as the gallery, its
// thumbnails made by the worker first), `/file-access` and `/data-sharing`, with the layout shift of every run,
// against the production build served by the API (BENCH_CLIENT_DIR, as for the other parts, measures another
// build; either must be whole, its page documents prerendered: see prerenderedBuild). Lighthouse 12.x (13 needs
// Node 22) drives Debian's Chromium through chrome-launcher; each page is measured BENCH_LIGHTHOUSE_RUNS times and
// the median kept, as single Lighthouse runs wander by a few points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, CLIENT_DIR } from './browser-setup.mjs';
import { apiSharp, thumbnailsMade } from './gallery.mjs';
import { startServer } from './processes.mjs';
import { figure, goalRow, printRows } from './run-alone.mjs';
import { median } from './test-data.mjs';
import { parseJson } from './transfers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * `{link}` and `{gallery}` stand for shares made on the measured server before the runs; `?lang=` asks for a
 * language (the server sends its document, the app starts in it): right-to-left Arabic and Japanese.
 */
const PAGES = [
  '/',
  '/s/{link}',
  '/s/{gallery}',
  '/file-access',
  '/data-sharing',
  '/?lang=ar',
  '/s/{link}?lang=ar',
  '/?lang=ja',
  '/s/{link}?lang=ja',
];
/** Languages whose start is measured besides the source language's: the initial JS plus their start messages. */
const MEASURED_LANGUAGES = ['ar', 'ja'];
/** A phone's holiday folder, small enough to share at once: the gallery's first screen and a little more. */
const GALLERY_PHOTOS = { count: 12, width: 2000, height: 1500 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Goals: the initial JS's gzip size in KiB, and the lowest Lighthouse score of a category. */
const TARGETS = {
  initialJsKiB: 120,
  /** The same floor for every category measured: a page that loses points anywhere has something to fix. */
  score: 95,
  /** Cumulative layout shift, in every run (not only the median): a page that jumps once is a page that jumps. */
  maxLayoutShift: 0.05,
};

/**
 * @typedef {{ scores: Record<string, number>, layoutShift: number }} LighthouseRun
 * @typedef {{ scores: Record<string, number>, worstLayoutShift: number }} PageFigures
 */

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
async function initialJavaScript(distDir = CLIENT_DIR) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  // The start's later stages are listed in an inert JSON block that the entry preloads (client/src/app/boot-files.ts).
  const bootList = /<script type="application\/json" id="boot-files">(.*?)<\/script>/.exec(html)?.[1];
  const bootScripts = bootList ? /** @type {{ scripts: string[] }} */ (parseJson(bootList)).scripts : [];
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  entries.push(...bootScripts);
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
 * The gzip bytes of the messages a page in `tag` starts with (client/build/page-messages.ts): fetched beside the
 * start's scripts, they are part of what the page loads before its first render in that language.
 * @param {string} tag
 */
async function startMessagesBytes(tag, distDir = CLIENT_DIR) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const build = /<script type="application\/json" id="messages-build">"([0-9a-f]+)"<\/script>/.exec(html)?.[1];
  if (!build) throw new Error(`${distDir}/index.html names no messages build`);
  return gzipSync(await readFile(join(distDir, 'assets', 'messages', build, tag, 'start.json'))).length;
}

/** Where a page document holds the loading shell until build/prerender.tsx puts the page in its place. */
const BOOT_SHELL_MARK = '<!--boot-shell-->';

/**
 * Refuses a build whose page documents were not prerendered: `vite build` alone writes them with the loading
 * shell, and the prerender is the client build script's last step (`npm run build`). Served so, a page paints
 * "Loading Sharecode…" first and its text only once the app has loaded and rendered it, which Lighthouse
 * counts as a largest paint a second or more later: figures of a half-built client, not of the product.
 * @param {string} distDir
 */
async function prerenderedBuild(distDir = CLIENT_DIR) {
  const { routes } = /** @type {{ routes: { path: string, document: string }[] }} */ (
    parseJson(await readFile(join(distDir, 'page-routes.json'), 'utf8'))
  );
  for (const page of PAGES) {
    const path = page.replace(/\{\w+\}/, ':ref').replace(/\?.*$/, '');
    const route = routes.find((each) => each.path === path);
    if (!route) throw new Error(`${distDir}/page-routes.json has no document for ${path}`);
    if ((await readFile(join(distDir, route.document), 'utf8')).includes(BOOT_SHELL_MARK))
      throw new Error(
        `${join(distDir, route.document)} was not prerendered (vite build alone?): build the client with npm run build`,
      );
  }
}

/** A run Lighthouse says to run again (its trace missed the navigation): tried this many times in all. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` in the Chromium listening for DevTools on `port`: its score by category and its
 * cumulative layout shift. A run whose trace Lighthouse could not use (NO_NAVSTART, NO_FCP…: "Please run
 * Lighthouse again") is run again, up to LIGHTHOUSE_ATTEMPTS times.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<LighthouseRun>}
 */
async function lighthouseRun(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse on ${url}: no result`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && attempt < LIGHTHOUSE_ATTEMPTS && /again/i.test(runtimeError.message)) continue;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const layoutShift = audits['cumulative-layout-shift']?.numericValue;
    if (layoutShift === undefined) throw new Error(`Lighthouse on ${url}: no layout shift measured`);
    // A category Lighthouse could not score counts as 0.
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)]));
    return { scores, layoutShift };
  }
}

/**
 * Shares one small folder on the server at `origin`; resolves the last segment of its link.
 * @param {string} origin
 * @returns {Promise<string>}
 */
async function shareOnePage(origin) {
  const form = new FormData();
  form.append('files', new Blob(['A page of notes for the recipient to open.\n']), 'notes/read-me.txt');
  form.append('files', new Blob([new Uint8Array(2048)]), 'notes/data.bin');
  form.append('filePaths', JSON.stringify(['notes/read-me.txt', 'notes/data.bin']));
  const response = await fetch(`${origin}/api/upload`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`Sharing the measured folder answered ${response.status}`);
  const answer = /** @type {import('./transfers.mjs').Share} */ (parseJson(await response.text()));
  return new URL(answer.folderUrl).pathname.split('/').pop() ?? '';
}

/**
 * Shares GALLERY_PHOTOS photos (grainy JPEGs) in one folder on the server at `origin` and waits for their
 * thumbnails; resolves the last segment of its link. Mostly photos: the page opens it as the gallery.
 * @param {string} origin
 * @returns {Promise<string>}
 */
async function sharePhotos(origin) {
  const sharp = await apiSharp();
  const { count, width, height } = GALLERY_PHOTOS;
  const form = new FormData();
  const paths = [];
  for (let index = 1; index <= count; index++) {
    const background = { r: (index * 40) % 256, g: 140, b: 255 - ((index * 20) % 256) };
    const noise = { type: 'gaussian', mean: 128, sigma: 30 };
    const jpeg = await sharp({ create: { width, height, channels: 3, background, noise } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const path = `holiday/IMG_${String(index).padStart(4, '0')}.jpg`;
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), path);
    paths.push(path);
  }
  form.append('filePaths', JSON.stringify(paths));
  const response = await fetch(`${origin}/api/upload`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`Sharing the measured photos answered ${response.status}`);
  const answer = /** @type {import('./transfers.mjs').Share} */ (parseJson(await response.text()));
  const lookup = await fetch(`${origin}/api/folders/retrieve/${answer.folderCode}`);
  const { data } = /** @type {{ data: { files: import('./gallery.mjs').SharedFile[] } }} */ (
    parseJson(await lookup.text())
  );
  await thumbnailsMade(origin, data.files);
  return new URL(answer.folderUrl).pathname.split('/').pop() ?? '';
}

/**
 * Medians of RUNS Lighthouse runs per page, and the largest layout shift of any run, against a production
 * server started here.
 * @returns {Promise<Record<string, PageFigures>>}
 */
async function measureLighthouse() {
  const work = await mkdtemp(join(tmpdir(), 'sharecode-lighthouse-'));
  const port = 3911;
  const profile = join(work, 'profile');
  await mkdir(profile);
  const server = await startServer(
    'sharecode (client)',
    join(repo, 'api', 'dist', 'main.js'),
    { PORT: String(port), DATA_DIR: join(work, 'data'), CLIENT_DIR },
    `http://127.0.0.1:${port}/api/health`,
  );
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profile,
    });
    const origin = `http://localhost:${port}`;
    /** @type {Record<string, string>} */
    const links = { '{link}': await shareOnePage(origin), '{gallery}': await sharePhotos(origin) };
    /** @type {Record<string, PageFigures>} */
    const figures = {};
    for (const page of PAGES) {
      /** @type {LighthouseRun[]} */
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await lighthouseRun(`${origin}${page.replace(/\{\w+\}/, (key) => links[key])}`, chrome.port));
      figures[page] = {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((each) => each.scores[id]))])),
        worstLayoutShift: Math.max(...runs.map((each) => each.layoutShift)),
      };
    }
    return figures;
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
  await prerenderedBuild();
  const initial = await initialJavaScript();
  const kib = initial.gzipBytes / 1024;
  const rows = [
    goalRow({
      metric: `initial JS of / (gzip, ${initial.files.length} files)`,
      sharecode: figure(kib, 1, 'KiB'),
      reference: 'budget',
      ratio: figure(kib / TARGETS.initialJsKiB, 2),
      value: kib,
      goal: { bound: '<=', limit: TARGETS.initialJsKiB, unit: 'KiB' },
    }),
  ];
  for (const tag of MEASURED_LANGUAGES) {
    const withMessages = (initial.gzipBytes + (await startMessagesBytes(tag))) / 1024;
    rows.push(
      goalRow({
        metric: `initial JS of / in ${tag} (gzip, + its start messages)`,
        sharecode: figure(withMessages, 1, 'KiB'),
        reference: 'budget',
        ratio: figure(withMessages / TARGETS.initialJsKiB, 2),
        value: withMessages,
        goal: { bound: '<=', limit: TARGETS.initialJsKiB, unit: 'KiB' },
      }),
    );
  }
  const figures = await measureLighthouse();
  for (const [page, { scores: byCategory, worstLayoutShift }] of Object.entries(figures)) {
    for (const [category, score] of Object.entries(byCategory)) {
      rows.push(
        goalRow({
          metric: `Lighthouse ${category} ${page}`,
          sharecode: String(score),
          reference: '100',
          ratio: figure(score / 100, 2),
          value: score,
          goal: { bound: '>=', limit: TARGETS.score },
        }),
      );
    }
    rows.push(
      goalRow({
        metric: `Lighthouse layout shift ${page} (worst of ${RUNS})`,
        sharecode: figure(worstLayoutShift, 3),
        reference: '0',
        value: worstLayoutShift,
        goal: { bound: '<', limit: TARGETS.maxLayoutShift },
      }),
    );
  }
  return rows;
}

// `node bench/pwa.mjs` measures the client alone (after `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(await pwaRows());
}
