// @ts-check
// The encryption part of the benchmark (BENCH_PARTS=encryption): one large file (BENCH_BIG_MIB, default 1024)
// shared from /data-sharing in Debian's Chromium with "End-to-end encrypted" ticked, against the same file
// shared unencrypted from the same app, in the same run: the time from pressing Share Files to the dialog saying
// every file arrived (its code shows at once). Then each share's recipient, in another browser whose service worker already controls the app (a
// returning visitor): the time from pressing Download on the file until the whole file has arrived in the
// browser's downloads, decrypted by the service worker, against the plain share's download straight from the
// API. Each round measures both sides in alternating order after flushing dirty pages; the ratio is the median
// of the rounds' ratios (BENCH_BROWSER_ROUNDS, else BENCH_ROUNDS, default 3). The sender runs on a persistent
// profile, as a person's does (IndexedDB on disk). Set beside the share: the same file sealed in a bare page
// of the same browser (WebCrypto, the app's record size, nothing sent), what the encryption itself costs here.
/* global document -- bareSeal runs in a page, not in Node */
import { execFileSync } from 'node:child_process';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { figure, runAloneIfMain } from './run-alone.mjs';
import { CHROMIUM_LAUNCH, startAppServer } from './browser-setup.mjs';
import { addPickInput, armShareTimer, shareTime } from './browser-pages.mjs';
import { BIG_FILE_BYTES, BROWSER_ROUNDS, MIB, VERBOSE } from './settings.mjs';
import { median, writeRandomFile } from './test-data.mjs';
import { costRow, inRoundOrder, ratioRow } from './transfer-rounds.mjs';

/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {{ ms: number, url: string, code: string }} SentShare */

/** Encrypted sharing may take at most this many times the plain share's time, click to whole share. */
const SHARE_TIME_TARGET = 1.15;
/** The decrypted download must reach at least this share of the plain download's throughput. */
const DOWNLOAD_TARGET = 0.8;
const PORT = 3906;
/** Plaintext bytes per record, as the app seals files (docs/encryption.md, "Files: records"). */
const RECORD_BYTES = 64 * 1024;
const FILE_NAME = 'big.bin';
/** Waits for a large file's pick, the share's page and a download to begin; not measured. */
const STEP_TIMEOUT_MS = 120_000;

/**
 * Shares the file at `path` from a fresh /data-sharing page, encrypted or not; resolves the milliseconds from
 * the click on Share Files to the whole share (every file arrived), and the link and code the dialog shows.
 * @param {BrowserContext} context
 * @param {string} apiBase
 * @param {string} path
 * @param {boolean} encrypted
 * @returns {Promise<SentShare>}
 */
export async function share(context, apiBase, path, encrypted) {
  const page = await context.newPage();
  try {
    await page.goto(`${apiBase}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    // The app remembers the choice on the device: set it either way.
    await page.getByRole('checkbox', { name: 'End-to-end encrypted' }).setChecked(encrypted);
    await page.getByText('File upload', { exact: true }).click();
    await page.getByTestId('files-input').setInputFiles(path);
    await page
      .getByText(/^\d+ files? · [\d,.]+ [KMG]?B$/)
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    execFileSync('sync');
    await page.evaluate(armShareTimer);
    await page.getByRole('button', { name: 'Share Files' }).click();
    const ms = await page.evaluate(shareTime);
    const dialog = page.getByRole('dialog', { name: 'Your files are shared' });
    const url = await dialog.getByTestId('folder-url').getAttribute('href');
    const code = (await dialog.getByTestId('folder-code').textContent())?.trim();
    if (!url || !code) throw new Error('the share dialog shows no link or code');
    if (encrypted !== url.includes('#')) throw new Error(`an ${encrypted ? '' : 'un'}encrypted share got ${url}`);
    return { ms, url, code };
  } finally {
    await page.close();
  }
}

/**
 * In a bare page holding an <input id="pick"> with one file: seals it as the app's record cipher does, AES-256-GCM
 * one record at a time, each read from the file as it is sealed, the last record flagged in its nonce; nothing is
 * kept or sent. Resolves milliseconds.
 * @param {{ recordBytes: number }} options
 * @returns {Promise<number>}
 */
async function bareSeal({ recordBytes }) {
  const input = document.getElementById('pick');
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (!file) throw new Error('no <input id="pick"> with a file');
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const started = performance.now();
  for (let index = 0, offset = 0; index === 0 || offset < file.size; index++, offset += recordBytes) {
    const iv = new Uint8Array(12);
    new DataView(iv.buffer).setUint32(7, index);
    iv[11] = offset + recordBytes >= file.size ? 1 : 0;
    const record = await file.slice(offset, offset + recordBytes).arrayBuffer();
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, record);
  }
  return performance.now() - started;
}

/**
 * Seals the file at `path` in a bare page of `browser` (no app, no service worker); resolves milliseconds.
 * @param {import('playwright-core').Browser} browser
 * @param {string} apiBase
 * @param {string} path
 */
async function sealAlone(browser, apiBase, path) {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  try {
    await page.goto(`${apiBase}/api/health`);
    await page.evaluate(addPickInput, { folder: false });
    await page.setInputFiles('#pick', path);
    return await page.evaluate(bareSeal, { recordBytes: RECORD_BYTES });
  } finally {
    await page.close();
  }
}

/**
 * The first `bytes` of a file.
 * @param {string} path
 * @param {number} bytes
 */
async function head(path, bytes) {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Opens a share's link in `context` and presses Download on its file; resolves MiB/s from the click until the
 * download has fully arrived, after checking it holds the original's bytes (its size, and its first MiB, so a
 * download of the ciphertext cannot pass).
 * @param {BrowserContext} context
 * @param {SentShare} sent
 * @param {Buffer} original the original's first MiB
 * @returns {Promise<number>}
 */
async function receive(context, sent, original) {
  const page = await context.newPage();
  try {
    await page.goto(sent.url);
    const result = page.getByRole('region', { name: `Folder ${sent.code}` });
    // A plain share offers a link, an encrypted one a button: both are named by their aria-label.
    const button = result.getByLabel(`Download ${FILE_NAME}`, { exact: true });
    await button.waitFor({ timeout: STEP_TIMEOUT_MS });
    execFileSync('sync');
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }), button.click()]);
    // Resolves once the download has finished (or failed).
    const path = await download.path();
    const seconds = (performance.now() - started) / 1000;
    const failure = await download.failure();
    if (failure) throw new Error(`the download of ${sent.url} failed: ${failure}`);
    const { size } = await stat(path);
    if (size !== BIG_FILE_BYTES) throw new Error(`${sent.url} downloaded ${size} bytes, not ${BIG_FILE_BYTES}`);
    if (!(await head(path, original.length)).equals(original))
      throw new Error(`${sent.url} downloaded other bytes than were shared`);
    await download.delete();
    return size / MIB / seconds;
  } finally {
    await page.close();
  }
}

/**
 * Lets the app's service worker install and take control in `context`, as for someone who has opened
 * Sharecode before; a first visit's downloads wait for the worker instead (save-decrypted.ts).
 * @param {BrowserContext} context
 * @param {string} apiBase
 */
export async function installServiceWorker(context, apiBase) {
  const page = await context.newPage();
  try {
    await page.goto(`${apiBase}/file-access`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: STEP_TIMEOUT_MS,
    });
  } finally {
    await page.close();
  }
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function browserEncryptionRows(work) {
  const dir = join(work, 'browser-encryption');
  const bigPath = join(dir, 'big', FILE_NAME);
  await mkdir(join(dir, 'big'), { recursive: true });
  console.log(`Encryption: writing ${BIG_FILE_BYTES / MIB} MiB ...`);
  await writeRandomFile(bigPath, BIG_FILE_BYTES);
  const original = await head(bigPath, MIB);

  const { apiBase, server } = await startAppServer(dir, PORT);
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
    const recipient = await recipientBrowser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 800 },
    });
    await installServiceWorker(recipient, apiBase);

    /** @type {Record<'encrypted' | 'plain' | 'sealed' | 'decrypted' | 'downloaded', number[]>} */
    const results = { encrypted: [], plain: [], sealed: [], decrypted: [], downloaded: [] };
    const label = `one ${BIG_FILE_BYTES / MIB} MiB file`;
    for (let round = 1; round <= BROWSER_ROUNDS; round++) {
      console.log(
        `Round ${round}/${BROWSER_ROUNDS}: share ${label} encrypted and plain, seal it alone, download both ...`,
      );
      const [encrypted, plain] = await inRoundOrder(
        round,
        () => share(sender, apiBase, bigPath, true),
        () => share(sender, apiBase, bigPath, false),
      );
      results.encrypted.push(encrypted.ms);
      results.plain.push(plain.ms);
      results.sealed.push(await sealAlone(recipientBrowser, apiBase, bigPath));
      const [decrypted, downloaded] = await inRoundOrder(
        round,
        () => receive(recipient, encrypted, original),
        () => receive(recipient, plain, original),
      );
      results.decrypted.push(decrypted);
      results.downloaded.push(downloaded);
      if (VERBOSE)
        console.log(
          `  share: encrypted ${encrypted.ms.toFixed(0)} ms, plain ${plain.ms.toFixed(0)} ms, ` +
            `sealed alone ${results.sealed[round - 1].toFixed(0)} ms; ` +
            `download: decrypted ${decrypted.toFixed(1)} MiB/s, plain ${downloaded.toFixed(1)} MiB/s`,
        );
    }
    return [
      costRow(
        `encrypted share of ${label} (click to whole share)`,
        results.encrypted,
        results.plain,
        'ms',
        SHARE_TIME_TARGET,
        {
          sharecode: `sealing it alone in a bare page ${figure(median(results.sealed), 0, 'ms')}`,
        },
      ),
      ratioRow(
        `decrypted download of ${label} (click to saved)`,
        results.decrypted,
        results.downloaded,
        'MiB/s',
        DOWNLOAD_TARGET,
      ),
    ];
  } finally {
    for (const browser of browsers) await browser.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, browserEncryptionRows);
