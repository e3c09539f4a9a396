// @ts-check
// The media part of the benchmark (BENCH_PARTS=media): seeking in a large video of an end-to-end encrypted share,
// which the recipient's service worker decrypts by ranges (client/src/features/encryption/shares/decrypted-media*.ts),
// against the same video shared plain (HTTP ranges straight from the API). The video: a ~1 GiB H.264 MP4
// (BENCH_MEDIA_MIB), 720p at 16 Mbit/s with a keyframe every second, as a phone records it; one 20 s clip of noisy
// test pattern encoded once and repeated without re-encoding, so making it takes seconds. Both shares are made
// from /data-sharing in Chromium; each is opened in a fresh phone-size context whose service worker already
// controls the app (a returning visitor), the video opened in the gallery's viewer, its metadata loaded. Then the
// page sets currentTime to the middle: the time to the `seeked` event and to the first frame presented after it
// (requestVideoFrameCallback), goal ≤ 1.5 s each (about a second), and the frame's time within 2× the plain
// share's. Memory: the RSS of the browser's renderer processes (the page, its service worker and the player's
// buffers and decoder, wherever Chromium runs them) after the seek, against the same page before playing: goal
// ≤ +64 MiB, as the worker holds a few records whatever the file's size; after PLAY_MS of playing beside it (the
// player's read-ahead, and decrypted records not yet collected, come on top). RSS rather than a
// JS heap: a whole-file buffer would be an ArrayBuffer or the player's own cache, outside any JS heap, and
// measureUserAgentSpecificMemory needs cross-origin isolation the app does not have.
// Rounds alternate which share goes first (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3); figures are medians.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { installServiceWorker, share } from './browser-encryption.mjs';
import { CHROMIUM_LAUNCH, startAppServer } from './browser-setup.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { BROWSER_ROUNDS, MIB, VERBOSE } from './settings.mjs';
import { median } from './test-data.mjs';
import { costRow, inRoundOrder } from './transfer-rounds.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {{ url: string, code: string }} SentShare */
/** @typedef {{ seekedMs: number, frameMs: number, seekGrown: number, playGrown: number }} Seek */

const PORT = 3917;
const VIDEO_BYTES = Number(process.env.BENCH_MEDIA_MIB ?? 1024) * MIB;
const FILE_NAME = 'holiday.mp4';
/** Debian's ffmpeg, as the browser tests find it. */
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
/** A phone's 720p recording: the bitrate, a keyframe a second, and the clip repeated to make the whole video. */
const CLIP = { seconds: 20, size: '1280x720', fps: 30, bitrate: '16M' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const GOALS = { seekMs: 1500, ratio: 2, grownMiB: 64 };
/** Played after the seek before memory is read: the player fetches and buffers ahead as it plays. */
const PLAY_MS = 2000;
/** Sharing 1 GiB, a page opening and its video's metadata: not measured. */
const STEP_TIMEOUT_MS = 180_000;

/**
 * Writes a ~VIDEO_BYTES MP4 at `path`: the clip encoded once, then repeated by stream copy up to the size.
 * @param {string} dir
 * @param {string} path
 */
async function makeVideo(dir, path) {
  const clip = join(dir, 'clip.mp4');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  const source = `testsrc2=size=${CLIP.size}:rate=${CLIP.fps}`;
  execFileSync(FFMPEG, [
    ...quiet,
    ...['-f', 'lavfi', '-i', source, '-t', String(CLIP.seconds), '-vf', 'noise=alls=30:allf=t'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', String(CLIP.fps)],
    ...['-b:v', CLIP.bitrate, '-maxrate', CLIP.bitrate, '-bufsize', CLIP.bitrate, clip],
  ]);
  const repeats = Math.max(0, Math.ceil(VIDEO_BYTES / (await stat(clip)).size) - 1);
  // -fs stops the copy at the size asked for, then writes the index.
  execFileSync(FFMPEG, [
    ...quiet,
    '-stream_loop',
    String(repeats),
    '-i',
    clip,
    '-c',
    'copy',
    '-fs',
    String(VIDEO_BYTES),
    path,
  ]);
  await rm(clip);
}

/**
 * The resident memory of the browser's renderer processes, in bytes (Linux: /proc/{pid}/status).
 * @param {import('playwright-core').CDPSession} session the browser's own
 */
async function renderersRss(session) {
  const { processInfo } = /** @type {{ processInfo: Array<{ type: string, id: number }> }} */ (
    await session.send('SystemInfo.getProcessInfo')
  );
  let bytes = 0;
  for (const { id } of processInfo.filter((each) => each.type === 'renderer')) {
    const status = await readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    bytes += Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
  }
  return bytes;
}

/* global requestAnimationFrame -- seekToMiddle runs in the page */
/**
 * In the page: sets the paused player's currentTime to its middle; resolves the milliseconds to `seeked` and to
 * the first frame presented after the seek.
 * @param {Element} element
 */
async function seekToMiddle(element) {
  const player = /** @type {HTMLVideoElement} */ (element);
  const started = performance.now();
  /** @type {Promise<number>} */
  const seeked = new Promise((done) =>
    player.addEventListener('seeked', () => done(performance.now() - started), { once: true }),
  );
  /** @type {Promise<number>} */
  const presented = new Promise((done) => player.requestVideoFrameCallback(() => done(performance.now() - started)));
  player.currentTime = player.duration / 2;
  const [seekedMs, frameMs] = await Promise.all([seeked, presented]);
  // The frame drawn, not only handed over: one more animation frame.
  await new Promise((done) => requestAnimationFrame(done));
  return { seekedMs, frameMs };
}

/**
 * Opens `sent` in a fresh phone context whose worker controls the app, its video in the viewer; resolves the seek's
 * times and how much the renderers' memory grew from before playing to after the seek, and after PLAY_MS of play.
 * @param {Browser} browser
 * @param {string} apiBase
 * @param {SentShare} sent
 * @returns {Promise<Seek>}
 */
async function seekIn(browser, apiBase, sent) {
  const context = await browser.newContext(PHONE);
  const session = await browser.newBrowserCDPSession();
  try {
    await installServiceWorker(context, apiBase);
    const page = await context.newPage();
    await page.goto(sent.url);
    const result = page.getByRole('region', { name: `Folder ${sent.code}` });
    await result.getByRole('button', { name: `View ${FILE_NAME}` }).click({ timeout: STEP_TIMEOUT_MS });
    const video = page.getByRole('dialog', { name: FILE_NAME }).locator('video');
    await video.waitFor({ timeout: STEP_TIMEOUT_MS });
    await video.evaluate((element) => {
      const player = /** @type {HTMLVideoElement} */ (element);
      player.muted = true;
    });
    await page.waitForFunction(
      (element) => /** @type {HTMLVideoElement} */ (element).readyState >= 2,
      await video.elementHandle(),
      { timeout: STEP_TIMEOUT_MS, polling: 100 },
    );
    const before = await renderersRss(session);
    const times = await video.evaluate(seekToMiddle);
    const seekGrown = (await renderersRss(session)) - before;
    await video.evaluate(async (element, ms) => {
      const player = /** @type {HTMLVideoElement} */ (element);
      await player.play();
      await new Promise((done) => setTimeout(done, ms));
      player.pause();
      if (player.error) throw new Error(`the player failed: ${player.error.code}`);
    }, PLAY_MS);
    return { ...times, seekGrown, playGrown: (await renderersRss(session)) - before };
  } finally {
    await session.detach();
    await context.close();
  }
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function mediaRows(work) {
  const dir = join(work, 'media');
  const videoPath = join(dir, 'video', FILE_NAME);
  await mkdir(join(dir, 'video'), { recursive: true });
  console.log(`Media: making a ${VIDEO_BYTES / MIB} MiB video with ffmpeg ...`);
  await makeVideo(dir, videoPath);
  const { apiBase, server } = await startAppServer(dir, PORT);
  /** @type {Array<{ close: () => Promise<void> }>} */
  const browsers = [];
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    browsers.push(browser);
    const sender = await chromium.launchPersistentContext(join(dir, 'profile'), CHROMIUM_LAUNCH);
    browsers.push(sender);
    console.log('Media: sharing it end-to-end encrypted and plain ...');
    const encrypted = await share(sender, apiBase, videoPath, true);
    const plain = await share(sender, apiBase, videoPath, false);
    /** @type {{ encrypted: Seek[], plain: Seek[] }} */
    const seeks = { encrypted: [], plain: [] };
    for (let round = 1; round <= BROWSER_ROUNDS; round++) {
      console.log(`Round ${round}/${BROWSER_ROUNDS}: seeking to the middle, encrypted and plain ...`);
      const [sealed, open] = await inRoundOrder(
        round,
        () => seekIn(browser, apiBase, encrypted),
        () => seekIn(browser, apiBase, plain),
      );
      seeks.encrypted.push(sealed);
      seeks.plain.push(open);
      if (VERBOSE) console.log(`  encrypted ${JSON.stringify(sealed)}, plain ${JSON.stringify(open)}`);
    }
    /** @param {Seek[]} list @param {keyof Seek} key */
    const of = (list, key) => list.map((seek) => seek[key]);
    const label = `a ${VIDEO_BYTES / MIB} MiB encrypted video`;
    /** @param {keyof Seek} key @param {string} what */
    const timeRow = (key, what) => {
      const ms = median(of(seeks.encrypted, key));
      return goalRow({
        metric: `media: seek to the middle of ${label}, to ${what}`,
        sharecode: figure(ms, 0, 'ms'),
        reference: `${figure(median(of(seeks.plain, key)), 0, 'ms')} (plain)`,
        value: ms,
        goal: { bound: '<=', limit: GOALS.seekMs, unit: 'ms' },
      });
    };
    /** @param {Seek[]} list @param {'seekGrown' | 'playGrown'} key */
    const mib = (list, key) => median(of(list, key)) / MIB;
    const grown = mib(seeks.encrypted, 'seekGrown');
    const played = `after ${PLAY_MS / 1000} s of play`;
    return [
      timeRow('seekedMs', 'seeked'),
      timeRow('frameMs', 'its first frame'),
      costRow(
        `media: seek to the first frame, ${label} vs the plain share's`,
        of(seeks.encrypted, 'frameMs'),
        of(seeks.plain, 'frameMs'),
        'ms',
        GOALS.ratio,
      ),
      goalRow({
        metric: `media: renderers' memory after the seek in ${label}, over before playing`,
        sharecode: `${figure(grown, 1, 'MiB')}; ${played} ${figure(mib(seeks.encrypted, 'playGrown'), 1, 'MiB')}`,
        reference: `${figure(mib(seeks.plain, 'seekGrown'), 1, 'MiB')}; ${played} ${figure(mib(seeks.plain, 'playGrown'), 1, 'MiB')} (plain)`,
        value: grown,
        goal: { bound: '<=', limit: GOALS.grownMiB, unit: 'MiB' },
      }),
    ];
  } finally {
    for (const browser of browsers) await browser.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, mediaRows);
