// @ts-check
// The direct-transfer part of the benchmark (BENCH_PARTS=direct; docs/direct-transfer.md): a file received
// straight from the sender's open page, in Debian's Chromium driven by Playwright as the browser tests drive it.
// The sender's page shares one file from /data-sharing (its upload left to finish first, so only the direct road
// is measured); the recipient's page, in another context, opens the link and presses Download, timed from the
// click to the download the page hands the browser (connection, transfer, the digest check and the save). The
// reference is a bare page moving the same bytes through one RTCDataChannel between two peer connections of its
// own, same chunks and backpressure, timed from creating them to the last byte (goal >= 0.8x its speed). Twice:
// on the devices' own addresses, and with the TURN relay forced (a throw-away coturn, as the tests start it). On the
// devices' own addresses also against the same bare transfer split over two pages (two renderer processes, as
// Sharecode's two pages are): on a machine whose two cores carry both pages, that split alone costs part of the
// speed, and this row shows what Sharecode's own work costs on top of it.
// The recipient writes a file received directly to disk (the origin private file system) as it comes, so any size
// goes directly: 1 GiB unless BENCH_DIRECT_MIB says otherwise. BENCH_BROWSER_ROUNDS rounds (default 3), the
// sides alternating their order; each side's figure is its median.
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { CHROMIUM_LAUNCH, CLIENT_DIR } from './browser-setup.mjs';
import {
  CHANNEL_SETTINGS,
  bareChannelTransfer,
  installBareHelpers,
  startCoturn,
  turnServer,
  twoPageChannelTransfer,
} from './direct-references.mjs';
import { startApi } from './processes.mjs';
import { BROWSER_ROUNDS, MIB } from './settings.mjs';
import { median, sha256Of, writeRandomFile } from './test-data.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {import('./direct-references.mjs').IceServer} IceServer */

const PORTS = { host: 3915, relay: 3916 };
const FILE_MIB = Number(process.env.BENCH_DIRECT_MIB ?? 1024);
const FILE_BYTES = FILE_MIB * MIB;
/** Sharecode's speed over the bare channel's. */
const GOAL_RATIO = 0.8;
/** Hang guards for the share's upload and the download, not goals. */
const STEP_TIMEOUT_MS = 10 * 60_000;
/**
 * Chromium hides host addresses behind mDNS names, which this machine does not resolve reliably: the browser
 * tests' flag, so the two pages on one machine see each other's addresses (the relay row does not need it).
 */
const SHOW_HOST_ADDRESSES = '--disable-features=WebRtcHideLocalIpsWithMdns';

/**
 * Shares `path` from a sender's page on `apiBase`, receives it directly in a recipient's page; resolves the
 * milliseconds from Download to the saved file, and what went wrong if it did not come directly and whole.
 * @param {Browser} browser
 * @param {string} apiBase
 * @param {string} path
 * @param {string} expectedSha256
 * @returns {Promise<{ ms: number, fault?: string }>}
 */
async function receivedDirectly(browser, apiBase, path, expectedSha256) {
  const sender = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const recipient = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  try {
    const page = await sender.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto(`${apiBase}/data-sharing`);
    await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
    await page.getByText('File upload', { exact: true }).click();
    await page.getByTestId('files-input').setInputFiles([path]);
    await page.getByRole('button', { name: 'Share Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your files are shared' });
    await dialog.locator('[data-arrival="arrived"]').waitFor();
    const url = await dialog.getByTestId('folder-url').getAttribute('href');
    if (!url) throw new Error('the share dialog shows no link');
    const reader = await recipient.newPage();
    reader.setDefaultTimeout(STEP_TIMEOUT_MS);
    await reader.goto(url);
    const name = path.split('/').pop();
    const link = reader.getByRole('link', { name: `Download ${name}`, exact: true });
    await link.waitFor();
    const saved = reader.waitForEvent('download');
    const clicked = performance.now();
    await link.click();
    const download = await saved;
    const ms = performance.now() - clicked;
    // The road's attribute, not its text: the text also carries the percentage until the page marks it done.
    const road = await reader.getByTestId('download-road').first().getAttribute('data-road');
    const savedPath = await download.path();
    if (road !== 'direct')
      return { ms, fault: `came ${road ? `by the road "${road}"` : 'through Sharecode'}, not directly` };
    if ((await sha256Of(savedPath)) !== expectedSha256) return { ms, fault: 'the saved bytes differ' };
    return { ms };
  } finally {
    await recipient.close();
    await sender.close();
  }
}

/**
 * Sharecode's direct download against the bare channel, both with `iceServers` and `policy`; with `twoPages`, a
 * second row against the bare transfer split over two pages (twoPageChannelTransfer), which separates what two
 * renderer processes cost on this machine from what Sharecode's own work (reading the picked file, hashing on both
 * sides, writing what arrives) costs.
 * @param {{ label: string, browser: Browser, apiBase: string, path: string, sha256: string,
 *   iceServers: IceServer[], policy: 'all' | 'relay', twoPages?: boolean }} setup
 * @returns {Promise<Row[]>}
 */
async function roadRows({ label, browser, apiBase, path, sha256, iceServers, policy, twoPages = false }) {
  console.log(`Direct transfer (${label}): ${FILE_MIB} MiB, ${BROWSER_ROUNDS} rounds ...`);
  /** @type {number[]} */
  const sharecodeMs = [];
  /** @type {number[]} */
  const bareMs = [];
  /** @type {string[]} */
  const faults = [];
  let pair = '';
  const runSharecode = async () => {
    const result = await receivedDirectly(browser, apiBase, path, sha256);
    sharecodeMs.push(result.ms);
    if (result.fault) faults.push(result.fault);
  };
  /** @type {number[]} */
  const twoPageMs = [];
  const transfer = { bytes: FILE_BYTES, ...CHANNEL_SETTINGS, iceServers, iceTransportPolicy: policy };
  const runTwoPages = async () => {
    if (twoPages) twoPageMs.push(await twoPageChannelTransfer(browser, transfer));
  };
  const runBare = async () => {
    const page = await browser.newPage();
    try {
      await page.evaluate(installBareHelpers);
      const bare = await page.evaluate(bareChannelTransfer, transfer);
      bareMs.push(bare.ms);
      pair = bare.pair;
      if (policy === 'relay' && bare.pair !== 'relay/relay') faults.push(`the reference went ${bare.pair}`);
    } finally {
      await page.close();
    }
  };
  for (let round = 0; round < BROWSER_ROUNDS; round++) {
    const sides = [runSharecode, runBare, runTwoPages];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
    const two = twoPages ? `, bare over two pages ${figure(twoPageMs[round] / 1000, 1, 's')}` : '';
    console.log(
      `  round ${round + 1}: Sharecode ${figure(sharecodeMs[round] / 1000, 1, 's')}, bare ${figure(bareMs[round] / 1000, 1, 's')}${two}`,
    );
  }
  const sharecode = median(sharecodeMs);
  const bare = median(bareMs);
  const speed = (/** @type {number} */ ms) => figure(FILE_BYTES / 1e6 / (ms / 1000), 1, 'MB/s');
  const fault = [...new Set(faults)].join('; ') || undefined;
  const sharecodeFigure = `${speed(sharecode)} (${figure(sharecode / 1000, 1, 's')})`;
  const rows = [
    goalRow({
      metric: `direct: ${FILE_MIB} MiB received directly (${label}) vs a bare RTCDataChannel`,
      sharecode: sharecodeFigure,
      reference: `${speed(bare)} (${figure(bare / 1000, 1, 's')}, ${pair})`,
      ratio: figure(bare / sharecode, 3),
      value: bare / sharecode,
      goal: { bound: '>=', limit: GOAL_RATIO },
      fault,
    }),
  ];
  if (!twoPages) return rows;
  const split = median(twoPageMs);
  rows.push(
    goalRow({
      metric: `direct: ${FILE_MIB} MiB received directly (${label}) vs the bare channel between two pages`,
      sharecode: sharecodeFigure,
      reference: `${speed(split)} (${figure(split / 1000, 1, 's')}; ${figure(bare / split, 3)} of one page)`,
      ratio: figure(split / sharecode, 3),
      value: split / sharecode,
      goal: { bound: '>=', limit: GOAL_RATIO },
      fault,
    }),
  );
  return rows;
}

/**
 * @param {string} dir
 * @param {number} port
 * @param {Record<string, string>} env
 */
function startAppServer(dir, port, env = {}) {
  return startApi(`sharecode api (direct, ${port})`, port, {
    DATA_DIR: join(dir, `api-data-${port}`),
    CLIENT_DIR,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
}

/**
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function directRows(work) {
  const dir = join(work, 'direct');
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'direct.bin');
  await writeRandomFile(path, FILE_BYTES);
  if ((await stat(path)).size !== FILE_BYTES) throw new Error('the test file has the wrong size');
  const sha256 = await sha256Of(path);
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, SHOW_HOST_ADDRESSES] });
  /** @type {Row[]} */
  const rows = [];
  try {
    const host = await startAppServer(dir, PORTS.host);
    try {
      const setup = {
        browser,
        apiBase: host.apiBase,
        path,
        sha256,
        iceServers: [],
        policy: /** @type {const} */ ('all'),
      };
      rows.push(...(await roadRows({ label: "the devices' own addresses", ...setup, twoPages: true })));
    } finally {
      await host.server.stop();
    }
    rows.push(await relayRow(dir, browser, path, sha256));
    return rows;
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The row with the TURN relay forced, or MISSED with the reason coturn could not be had.
 * @param {string} dir
 * @param {Browser} browser
 * @param {string} path
 * @param {string} sha256
 * @returns {Promise<Row>}
 */
async function relayRow(dir, browser, path, sha256) {
  const label = 'through the TURN relay, forced';
  let coturn;
  try {
    coturn = await startCoturn();
  } catch (error) {
    return goalRow({
      metric: `direct: ${FILE_MIB} MiB received directly (${label}) vs a bare RTCDataChannel`,
      sharecode: 'not measured',
      reference: 'not measured',
      value: undefined,
      goal: { bound: '>=', limit: GOAL_RATIO },
      fault: `no coturn: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  try {
    const relay = await startAppServer(dir, PORTS.relay, {
      TURN_URLS: coturn.url,
      TURN_SECRET: coturn.secret,
      DIRECT_ICE_TRANSPORT_POLICY: 'relay',
    });
    try {
      const iceServers = [turnServer(coturn.url, coturn.secret)];
      const relayed = {
        label,
        browser,
        apiBase: relay.apiBase,
        path,
        sha256,
        iceServers,
        policy: /** @type {const} */ ('relay'),
      };
      return (await roadRows(relayed))[0];
    } finally {
      await relay.server.stop();
    }
  } finally {
    await coturn.stop();
  }
}

await runAloneIfMain(import.meta.url, directRows);
