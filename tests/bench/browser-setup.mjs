// @ts-check
// What the browser parts of the benchmark share: Chromium launched as the browser tests launch it, and the API
// serving the production client with limits out of the way.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromiumSettings from '../support/chromium.json' with { type: 'json' };
import { startApi } from './processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium unless CHROME_PATH names another, as for the browser tests. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? chromiumSettings.defaultPath;
/** The flags the browser tests use (tests/support/chromium.json, which tests/support/browser.ts reads too). */
export const CHROMIUM_FLAGS = chromiumSettings.flags;
/** Playwright launch options: the browser tests' Chromium and flags. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS };

/** The client build the API serves: BENCH_CLIENT_DIR, to compare another build, else client/dist. */
export const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? join(here, '..', '..', 'client', 'dist');

/**
 * Starts the API with the client on `port`, its data under `dir`; resolves { apiBase, server }.
 * @param {string} dir
 * @param {number} port
 * @param {string} clientDir
 */
export function startAppServer(dir, port, clientDir = CLIENT_DIR) {
  return startApi('sharecode api with the client', port, {
    DATA_DIR: join(dir, 'api-data'),
    CLIENT_DIR: clientDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
}

/**
 * Slows `page`'s uploads to `bytesPerSecond` through its DevTools session, as a slow uplink would: its direct
 * road (WebRTC) too.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {number} bytesPerSecond
 */
export async function slowUploads(context, page, bytesPerSecond) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * The link the sender's share dialog shows, once it shows one.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
export async function sharedLink(page) {
  const url = await page
    .getByRole('dialog', { name: 'Your files are shared' })
    .getByTestId('folder-url')
    .getAttribute('href');
  if (!url) throw new Error('the share dialog shows no link');
  return url;
}
