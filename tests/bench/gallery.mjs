// @ts-check
// The gallery part of the benchmark (BENCH_PARTS=gallery): a share of 500 photos of 3–5 MB (BENCH_GALLERY_PHOTOS)
// opened in Chromium at phone size (390×844), once as the gallery and once as the tree view of the same share (the
// view a person chose, which the page keeps for the tab's session), each from navigation in a fresh context (no
// cache). The gallery's figure is the first frame at which every tile on screen shows its thumbnail (its <img>
// complete with naturalWidth > 0); the tree's the first frame after its first rows appear. Goal: the gallery within
// 1.5× the tree. A second row weighs the thumbnails fetched by then against the photos they stand for (≤ 2 %). The
// thumbnails are made by the worker first (the thumbnails part measures that job), so the rows time the page only.
// Rounds alternate which view goes first (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3); figures are medians.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH, startAppServer } from './browser-setup.mjs';
import { treeShown, watchTrees } from './browser-pages.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { BROWSER_ROUNDS, MIB, VERBOSE } from './settings.mjs';
import { median } from './test-data.mjs';
import { shareFiles } from './transfers.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {{ toBuffer(): Promise<Buffer>, jpeg(options: object): Sharp, resize(w: number, h: number, o: object): Sharp }} Sharp */
/** @typedef {((input?: Buffer | object, options?: object) => Sharp)} SharpFactory */
/** @typedef {{ id: number, filesize: number, thumbnailUrl?: string | null }} SharedFile */

const here = dirname(fileURLToPath(import.meta.url));
const PORT = 3907;
const PHOTOS = Number(process.env.BENCH_GALLERY_PHOTOS ?? 500);
/** Photos made from scratch; the others are copies made distinct by a comment segment of their own. */
const DISTINCT_PHOTOS = 5;
const WIDTH = 4000;
const HEIGHT = 3000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const GOALS = { ratio: 1.5, bytes: 2 };
/** The worker makes 500 thumbnails within minutes; a page shows its first screen within seconds. */
const THUMBNAILS_TIMEOUT_MS = 20 * 60_000;
const PAGE_TIMEOUT_MS = 60_000;
/** The view the page remembers for a share (client/src/features/gallery/use-gallery-view.ts). */
const VIEW_STORAGE_PREFIX = 'sharecode-view:';

/** sharp as the API has it: the tests workspace does not depend on it. */
export async function apiSharp() {
  const resolved = createRequire(join(here, '..', '..', 'api', 'package.json')).resolve('sharp');
  /** @type {unknown} */
  const loaded = await import(pathToFileURL(resolved).href);
  return /** @type {{ default: SharpFactory }} */ (loaded).default;
}

/**
 * A 12-megapixel photo as a phone stores it: smooth colour with grain; JPEG quality from 88 to 92 makes 3–5 MB.
 * @param {SharpFactory} sharp
 * @param {number} quality
 */
async function photo(sharp, quality) {
  const colour = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .toBuffer();
  const pixels = Buffer.from(colour);
  const grain = randomBytes(pixels.length);
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = Math.max(0, Math.min(255, pixels[index] + (grain[index] % 33) - 16));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * `jpeg` with a JPEG comment (COM) segment after its start marker: the same picture in bytes of its own.
 * @param {Buffer} jpeg
 * @param {number} index
 */
function distinctCopy(jpeg, index) {
  const text = Buffer.from(`photo ${index} ${randomBytes(8).toString('hex')}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/**
 * Writes the photos under `dir` and shares them; resolves the share's link, code and files as its lookup has them.
 * @param {string} dir
 * @param {string} apiBase
 */
async function prepare(dir, apiBase) {
  const sharp = await apiSharp();
  console.log(`Gallery: making ${DISTINCT_PHOTOS} photos of ${(WIDTH * HEIGHT) / 1e6} MP and ${PHOTOS} files ...`);
  const sources = [];
  for (let index = 0; index < DISTINCT_PHOTOS; index++) sources.push(await photo(sharp, 88 + index));
  const files = [];
  for (let index = 0; index < PHOTOS; index++) {
    const name = `IMG_${String(index + 1).padStart(4, '0')}.jpg`;
    const path = join(dir, name);
    await writeFile(path, distinctCopy(sources[index % DISTINCT_PHOTOS], index));
    files.push({ path, name: `camera/${name}` });
  }
  console.log(`Gallery: sharing ${PHOTOS} photos ...`);
  const { body } = await shareFiles(apiBase, files);
  const lookup = await fetch(`${apiBase}/api/folders/retrieve/${body.folderCode}`);
  /** @type {unknown} */
  const answer = await lookup.json();
  const { data } = /** @type {{ data: { files: SharedFile[] } }} */ (answer);
  return { url: body.folderUrl, code: body.folderCode, files: data.files };
}

/**
 * Resolves once the worker has made every photo's thumbnail (each address answers 200 rather than 409).
 * @param {string} apiBase
 * @param {SharedFile[]} files
 */
export async function thumbnailsMade(apiBase, files) {
  const deadline = Date.now() + THUMBNAILS_TIMEOUT_MS;
  for (const file of files) {
    if (!file.thumbnailUrl) throw new Error(`photo #${file.id} has no thumbnail address`);
    for (;;) {
      const answer = await fetch(new URL(file.thumbnailUrl, apiBase));
      await answer.arrayBuffer();
      if (answer.status === 200) break;
      if (answer.status !== 409 || Date.now() > deadline) throw new Error(`thumbnail of #${file.id}: ${answer.status}`);
      await sleep(1000);
    }
  }
}

/* global window, document, requestAnimationFrame -- these run in the page */
/**
 * In the page: window.__galleryShownAt becomes the first frame (ms since navigation) at which the grid has tiles on
 * screen and each of them shows its thumbnail.
 */
function watchGallery() {
  const check = () => {
    const tiles = Array.from(document.querySelectorAll('[role="grid"] button[data-kind="image"]')).filter((tile) => {
      const box = tile.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    const shown = tiles.every((tile) => {
      const image = tile.querySelector('img');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    if (tiles.length > 0 && shown) window.__galleryShownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** In the page: the thumbnails fetched so far, by path, with their bytes. */
function thumbnailsFetched() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('/thumbnail'))
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      bytes: /** @type {PerformanceResourceTiming} */ (entry).encodedBodySize,
    }));
}

/**
 * Opens the share in a fresh phone context, in `view`; resolves the milliseconds to its first screen and, for the
 * gallery, the thumbnails fetched by then.
 * @param {Browser} browser
 * @param {{ url: string, code: string }} share
 * @param {'gallery' | 'files'} view
 */
async function openAs(browser, share, view) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(({ key, chosen }) => window.sessionStorage.setItem(key, chosen), {
      key: VIEW_STORAGE_PREFIX + share.code,
      chosen: view,
    });
    await page.addInitScript(view === 'gallery' ? watchGallery : watchTrees);
    await page.goto(share.url);
    if (view === 'files') {
      await page.waitForFunction(treeShown, undefined, { timeout: PAGE_TIMEOUT_MS, polling: 100 });
      return { ms: /** @type {number} */ (await page.evaluate(() => window.__treeShownAt)), fetched: [] };
    }
    await page.waitForFunction(() => window.__galleryShownAt !== undefined, undefined, {
      timeout: PAGE_TIMEOUT_MS,
      polling: 100,
    });
    const ms = /** @type {number} */ (await page.evaluate(() => window.__galleryShownAt));
    return { ms, fetched: await page.evaluate(thumbnailsFetched) };
  } finally {
    await context.close();
  }
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function galleryRows(work) {
  const dir = join(work, 'gallery');
  await mkdir(dir, { recursive: true });
  const { apiBase, server } = await startAppServer(dir, PORT);
  /** @type {Browser | undefined} */
  let browser;
  try {
    const share = await prepare(dir, apiBase);
    console.log(`Gallery: waiting for the worker's ${PHOTOS} thumbnails ...`);
    await thumbnailsMade(apiBase, share.files);
    const sizeOf = new Map(share.files.map((file) => [new URL(file.thumbnailUrl ?? '', apiBase).pathname, file]));
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    /** @type {{ gallery: number[], files: number[], percent: number[], thumbnails: number[], originals: number[] }} */
    const figures = { gallery: [], files: [], percent: [], thumbnails: [], originals: [] };
    // Untimed, each view once: Chromium's caches of the app's code warmed as for a page opened before.
    for (const view of /** @type {const} */ (['gallery', 'files'])) await openAs(browser, share, view);
    for (let round = 1; round <= BROWSER_ROUNDS; round++) {
      console.log(`Round ${round}/${BROWSER_ROUNDS}: the gallery and the tree of ${PHOTOS} photos ...`);
      /** @type {Array<'gallery' | 'files'>} */
      const order = round % 2 === 0 ? ['files', 'gallery'] : ['gallery', 'files'];
      for (const view of order) {
        const { ms, fetched } = await openAs(browser, share, view);
        figures[view].push(ms);
        if (view !== 'gallery') continue;
        const thumbnails = fetched.reduce((sum, entry) => sum + entry.bytes, 0);
        const originals = fetched.reduce((sum, entry) => sum + (sizeOf.get(entry.path)?.filesize ?? 0), 0);
        figures.thumbnails.push(thumbnails / fetched.length);
        figures.originals.push(originals / fetched.length);
        figures.percent.push((thumbnails / originals) * 100);
        if (VERBOSE) console.log(`  ${fetched.length} thumbnails, ${thumbnails} B for ${originals} B of photos`);
      }
      if (VERBOSE)
        console.log(`  gallery ${figures.gallery.at(-1)?.toFixed(0)} ms, tree ${figures.files.at(-1)?.toFixed(0)} ms`);
    }
    const gallery = median(figures.gallery);
    const tree = median(figures.files);
    const percent = median(figures.percent);
    return [
      goalRow({
        metric: `gallery: ${PHOTOS} photos at phone size, first screen of thumbnails vs the tree's first rows`,
        sharecode: figure(gallery, 0, 'ms'),
        reference: `${figure(tree, 0, 'ms')} (tree)`,
        ratio: figure(gallery / tree, 2),
        value: gallery / tree,
        goal: { bound: '<=', limit: GOALS.ratio, unit: '×' },
      }),
      goalRow({
        metric: "gallery: the first screen's thumbnail bytes as a share of its photos'",
        sharecode: `${figure(median(figures.thumbnails) / 1024, 1, 'KiB')} per thumbnail`,
        reference: `${figure(median(figures.originals) / MIB, 2, 'MiB')} per photo`,
        ratio: figure(percent, 2, '%'),
        value: percent,
        goal: { bound: '<=', limit: GOALS.bytes, unit: '%' },
      }),
    ];
  } finally {
    await browser?.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, galleryRows);
