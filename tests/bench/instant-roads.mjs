// @ts-check
// Which road an arriving file takes (BENCH_PARTS=instant-roads; docs/instant-share.md, "Which road an arriving file
// takes"): a sender shares 12 small files and one 60 MiB file on a slow uplink; a recipient in another browser
// opens the link a few seconds after the code shows, downloads a small file, then presses Download on the large
// one while it is still arriving. The row is when the recipient holds the large file, from the click on Share
// Files, over the upload's own duration (Share Files to the share whole), the worst of BENCH_ROAD_ROUNDS rounds,
// alternating:
//   same uplink: DevTools slows the sender's page to 5 MB/s, its direct road as much as its uploads (one phone's
//     uplink). Each byte crossing that uplink once, the recipient is done as the upload is (goal <= 1.1x).
//   fast LAN: the sender's uploads go through a proxy slowed to 1 MB/s (an 8 Mbit/s uplink) while the two browsers
//     reach each other at loopback speed (two devices on one Wi-Fi). The direct road is the faster: goal <= 0.5x.
//     On this two-core machine a direct transfer beside a running upload is CPU-bound (docs/performance.md, "Direct
//     transfer"), where two devices each have their own CPU: a faster uplink would leave the direct road too little
//     lead for its first second to show it.
//   same uplink, end-to-end encrypted: as the first, the share encrypted in the sender's page and the large file
//     decrypted in the recipient's as it follows the upload (goal <= 1.1x).
/* global window -- the functions given to page.evaluate run in a page, not in Node */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { CHROMIUM_LAUNCH, CLIENT_DIR, sharedLink, slowUploads } from './browser-setup.mjs';
import { armShareTimer, codeTime, shareTime } from './browser-pages.mjs';
import { startApi } from './processes.mjs';
import { MIB } from './settings.mjs';
import { sha256Of, writeRandomFile } from './test-data.mjs';
import { startThrottledProxy } from './throttled-proxy.mjs';

/** @typedef {import('playwright-core').Browser} Browser */

const PORT = 3916;
const PROXY_PORT = 3917;
/** The sender's uplink: DevTools' throttle (same uplink), the proxy's (fast LAN). */
const UPLINK_BYTES_PER_SECOND = 5_000_000;
const LAN_UPLINK_BYTES_PER_SECOND = 1_000_000;
const SMALL_FILES = 12;
const SMALL_BYTES = 100_000;
const BIG_BYTES = 60 * MIB;
/** The recipient opens the link this long after the code shows. */
const OPEN_AFTER_MS = 3_000;
const ROUNDS = Number(process.env.BENCH_ROAD_ROUNDS ?? 2);
const GOALS = { sameUplink: 1.1, fastLan: 0.5, sameUplinkEncrypted: 1.1 };
/**
 * Chromium hides host addresses behind mDNS names, which this machine does not resolve reliably: the browser
 * tests' flag, so the two browsers on one machine see each other's addresses as devices on one network would.
 */
const SHOW_HOST_ADDRESSES = '--disable-features=WebRtcHideLocalIpsWithMdns';
/** A hang guard, not a goal. */
const WAIT_MS = 5 * 60_000;

/**
 * One round: resolves the recipient's hold time over the upload's own, and whether the large file came whole.
 * @param {{ sender: Browser, recipient: Browser, senderOrigin: string, slowPage: boolean, encrypted?: boolean,
 *   dir: string, files: { small: string[], big: string, bigSha256: string } }} round
 */
async function oneRound({ sender, recipient, senderOrigin, slowPage, encrypted = false, dir, files }) {
  const senderContext = await sender.newContext({ viewport: { width: 1280, height: 800 } });
  const recipientContext = await recipient.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  try {
    const page = await senderContext.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${senderOrigin}/data-sharing`);
    await page.getByRole('checkbox', { name: 'End-to-end encrypted' }).setChecked(encrypted);
    await page.getByText('File upload', { exact: true }).click();
    await page.getByTestId('files-input').setInputFiles([...files.small, files.big]);
    await page
      .getByText(/^\d+ files? · [\d,.]+ [KMG]?B$/)
      .first()
      .waitFor();
    if (slowPage) {
      await slowUploads(senderContext, page, UPLINK_BYTES_PER_SECOND);
    }
    await page.evaluate(armShareTimer);
    await page.getByRole('button', { name: 'Share Files' }).click();
    await page.evaluate(codeTime);
    const url = await sharedLink(page);
    await new Promise((resolve) => setTimeout(resolve, OPEN_AFTER_MS));

    const reader = await recipientContext.newPage();
    reader.setDefaultTimeout(WAIT_MS);
    await reader.goto(url);
    // A plain share's file downloads by its link, an encrypted share's by a button that decrypts it.
    const smallName = { name: 'Download small-00.bin', exact: true };
    const small = reader.getByRole('link', smallName).or(reader.getByRole('button', smallName));
    const smallDownload = reader.waitForEvent('download');
    await small.click();
    await (await smallDownload).path();
    const bigName = 'film.bin';
    const bigDownload = reader.waitForEvent('download');
    await reader
      .getByRole('button', { name: `Download ${bigName} (not arrived yet)` })
      .or(reader.getByRole('link', { name: `Download ${bigName}` }))
      .click();
    const download = await bigDownload;
    const saved = join(dir, `saved-${bigName}`);
    await download.saveAs(saved);
    const heldAt = Date.now();
    await page.evaluate(shareTime);
    const { clickedAt, arrivedAt } = await page.evaluate(() => ({
      clickedAt: window.__shareClickedAt ?? NaN,
      arrivedAt: window.__shareArrivedAt ?? NaN,
    }));
    const whole = (await sha256Of(saved)) === files.bigSha256;
    await rm(saved, { force: true });
    // An encrypted share's server download is the service worker's decrypting stream; what came directly is a Blob.
    const road =
      download.url().includes('follow=1') || download.url().includes('/decrypted-download/')
        ? 'followed'
        : download.url().startsWith('blob:')
          ? 'direct'
          : 'server';
    return {
      ratio: (heldAt - clickedAt) / (arrivedAt - clickedAt),
      holdMs: heldAt - clickedAt,
      ownMs: arrivedAt - clickedAt,
      whole,
      road,
    };
  } finally {
    await senderContext.close();
    await recipientContext.close();
  }
}

/**
 * @param {string} metric
 * @param {Array<Awaited<ReturnType<typeof oneRound>>>} rounds
 * @param {number} limit
 */
function roadRow(metric, rounds, limit) {
  const worst = rounds.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const broken = rounds.filter((round) => !round.whole).length;
  console.log(
    `  ${metric}: ${rounds.map((r) => `${r.ratio.toFixed(3)} (${(r.holdMs / 1000).toFixed(1)} s of ${(r.ownMs / 1000).toFixed(1)} s, ${r.road})`).join(', ')}`,
  );
  return goalRow({
    metric: `instant road, ${metric}: recipient holds the arriving ${BIG_BYTES / MIB} MiB, over the upload's duration`,
    sharecode: `${figure(worst.holdMs / 1000, 1, 's')} (${worst.road}; worst of ${rounds.length})`,
    reference: `the upload itself: ${figure(worst.ownMs / 1000, 1, 's')}`,
    ratio: figure(worst.ratio, 3),
    value: worst.ratio,
    goal: { bound: '<=', limit },
    fault: broken > 0 ? `${broken} downloads not byte for byte` : undefined,
  });
}

/**
 * @param {string} work
 * @returns {Promise<import('./run-alone.mjs').Row[]>}
 */
export async function instantRoadRows(work) {
  const dir = join(work, 'instant-roads');
  await mkdir(dir, { recursive: true });
  const small = [];
  for (let index = 0; index < SMALL_FILES; index++) {
    const path = join(dir, `small-${String(index).padStart(2, '0')}.bin`);
    await writeRandomFile(path, SMALL_BYTES);
    small.push(path);
  }
  const big = join(dir, 'film.bin');
  await writeRandomFile(big, BIG_BYTES);
  const files = { small, big, bigSha256: await sha256Of(big) };
  const { apiBase, server } = await startApi('sharecode api with the client', PORT, {
    DATA_DIR: join(dir, 'api-data'),
    CLIENT_DIR,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  });
  const proxy = await startThrottledProxy({
    port: PROXY_PORT,
    targetPort: PORT,
    bytesPerSecond: LAN_UPLINK_BYTES_PER_SECOND,
  });
  const launch = { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, SHOW_HOST_ADDRESSES] };
  const sender = await chromium.launch(launch);
  const recipient = await chromium.launch(launch);
  try {
    console.log(`Instant roads: ${SMALL_FILES} small files and ${BIG_BYTES / MIB} MiB, ${ROUNDS} rounds ...`);
    const same = [];
    const lan = [];
    const sealed = [];
    // Alternating, so a slow spell of the machine falls on each.
    for (let round = 0; round < ROUNDS; round++) {
      same.push(await oneRound({ sender, recipient, senderOrigin: apiBase, slowPage: true, dir, files }));
      lan.push(await oneRound({ sender, recipient, senderOrigin: proxy.origin, slowPage: false, dir, files }));
      sealed.push(
        await oneRound({ sender, recipient, senderOrigin: apiBase, slowPage: true, encrypted: true, dir, files }),
      );
    }
    return [
      roadRow('same uplink', same, GOALS.sameUplink),
      roadRow('fast LAN', lan, GOALS.fastLan),
      roadRow('same uplink, end-to-end encrypted', sealed, GOALS.sameUplinkEncrypted),
    ];
  } finally {
    await sender.close();
    await recipient.close();
    await proxy.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, instantRoadRows);
