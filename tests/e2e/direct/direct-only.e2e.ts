/**
 * Send directly only (docs/direct-transfer.md#send-directly-only): the sender ticks "Send directly only", nothing of
 * the files is stored on the server, a recipient receives each file straight from the sender's open page, and once
 * that page has closed (and stayed closed for the grace) whoever opens the share is told the sender is away and the
 * share ended. Two browser contexts of one Chromium stand for the devices, host addresses unhidden as in
 * direct-transfer.e2e.ts. Screenshots: tests/screenshots/direct-only-*.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { appDrawn, newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { overflowsHorizontally, seriousA11yViolations } from '../../support/page-checks';
import { freePort, startServer, type RunningServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { folderResult, viewportShot } from '../sharing/support/sharing-pages';
import { fileRow, writeFiles } from '../instant/support/instant-pages';
import { DIRECT, DOWNLOAD_TIMEOUT_MS, openAndDownload, road, share } from './support/direct-pages';

const MIB = 1024 * 1024;
/** The grace after which a share whose sender's page left ends: short here, so the test need not wait long. */
const GRACE_SECONDS = 4;
/** Generous: the recipient's page asks every few seconds, after the page's presence and the grace ran out. */
const ENDING_TIMEOUT_MS = 60_000;
const SENDER_AWAY_TITLE = 'The sender is away, so this share has ended';
const DIRECT_ONLY_NOTE =
  'Sent directly only: nothing is stored on Sharecode. This share lives only while this page is open, so keep it open until everyone has their files.';
const UNREACHABLE =
  "The sender's device can't be reached directly, so this file can't come: Sharecode holds no copy of it.";

const browser = useChromium(() => ['--disable-features=WebRtcHideLocalIpsWithMdns']);
const dir = useTempDir('sharecode-e2e-direct-only-');

let server: RunningServer;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServer({ METRICS_PORT: String(metricsPort), DIRECT_ONLY_GRACE_SECONDS: String(GRACE_SECONDS) });
});

afterAll(async () => {
  await server?.stop();
});

/** The server's byte counters: received in uploads, sent in downloads, reported received directly. */
async function counters(): Promise<{ uploaded: number; downloaded: number; direct: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    uploaded: value('sharecode_uploaded_bytes_total'),
    downloaded: value('sharecode_downloaded_bytes_total'),
    direct: value('sharecode_direct_bytes_total'),
  };
}

/** The direct-bytes counter once it has moved past `from` (the page reports a file after saving it). */
async function directBytesMoved(from: number): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const { direct } = await counters();
    if (direct !== from) return direct;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return from;
}

/** Every object the server stores, by name (local disk: DATA_DIR/files). */
function storedObjects(): string[] {
  try {
    return readdirSync(join(server.dataDir, 'files'), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

/** /data-sharing with "Send directly only" ticked, its explanation shown: a screenshot of the share panel. */
async function senderOption(viewport: ViewportName): Promise<void> {
  const page = await newPage(browser(), viewport);
  try {
    await page.goto(`${server.url}/data-sharing`);
    await appDrawn(page);
    const choice = page.getByRole('checkbox', { name: 'Send directly only' });
    expect(await choice.isChecked()).toBe(false);
    await choice.check();
    const lives = page.getByTestId('direct-only-lives');
    await lives.waitFor();
    expect(await lives.textContent()).toContain('The share lives only while this page is open.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('group', { name: 'Sending' }).scrollIntoViewIfNeeded();
    await viewportShot(page, `direct-only-sender-option-${viewport}`);
  } finally {
    await page.context().close();
  }
}

/** A recipient's page whose browser has no WebRTC: it cannot reach the sender's device, whatever happens. */
async function recipientWithoutWebRtc(viewport: ViewportName): Promise<Page> {
  const page = await newPage(browser(), viewport, { acceptDownloads: true });
  await page.context().addInitScript(() => {
    delete (window as { RTCPeerConnection?: unknown }).RTCPeerConnection;
  });
  return page;
}

describe('sending directly only', () => {
  it('offers "Send directly only", off by default, saying what it means (phone and desktop)', async () => {
    await senderOption('phone');
    await senderOption('desktop');
  });

  it("sends a file straight from the sender's page, storing nothing, and ends once that page has closed", async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'desktop', { acceptDownloads: true });
    const unreachable = await recipientWithoutWebRtc('phone');
    try {
      const [film] = writeFiles(dir(), { 'film-direct-only.bin': 6 * MIB + 321 });
      const before = await counters();
      const stored = storedObjects();
      const { dialog, url } = await share(sender, server.url, [film], false, true);
      expect(await dialog.getByTestId('direct-only-note').textContent()).toBe(DIRECT_ONLY_NOTE);
      await viewportShot(sender, 'direct-only-sender-dialog-desktop');
      const code = /\/s\/(\d{4})-/.exec(url)![1];

      // A device that cannot make a direct connection is told so plainly; the server is never asked for the file.
      await unreachable.goto(url);
      const unreachableResult = await folderResult(unreachable, code);
      expect(await unreachableResult.getByTestId('direct-only-summary').textContent()).toContain(
        "The sender's device is there.",
      );
      await fileRow(unreachableResult, film.name)
        .getByRole('button', { name: `Download ${film.name}`, exact: true })
        .click();
      const refused = road(fileRow(unreachableResult, film.name));
      await refused.getByText(UNREACHABLE, { exact: false }).waitFor();
      expect(await overflowsHorizontally(unreachable)).toBe(false);
      await screenshot(unreachable, 'direct-only-recipient-unreachable-phone');

      // Straight from the sender's page, byte for byte: the server received none of the bytes and sent none.
      const { bytes, row } = await openAndDownload(recipient, url, film, dir());
      expect(bytes.equals(film.bytes)).toBe(true);
      await road(row).getByText(DIRECT, { exact: true }).waitFor();
      const result = await folderResult(recipient, code);
      expect(await result.getByRole('link', { name: 'Download all' }).count()).toBe(0);
      expect(await seriousA11yViolations(recipient)).toEqual([]);
      await screenshot(recipient, 'direct-only-recipient-desktop');
      const after = await counters();
      expect(after.uploaded).toBe(before.uploaded);
      expect(after.downloaded).toBe(before.downloaded);
      expect((await directBytesMoved(before.direct)) - before.direct).toBe(film.bytes.length);
      expect(storedObjects()).toEqual(stored);

      // The sender closes the page: once its grace is over, the open page and whoever opens the share again are
      // told plainly that the sender is away and the share ended.
      await sender.context().close();
      const ended = recipient.getByTestId('share-ended');
      await ended.waitFor({ timeout: ENDING_TIMEOUT_MS });
      expect(await ended.getByRole('heading').textContent()).toBe(SENDER_AWAY_TITLE);
      expect(await ended.textContent()).toContain('That page was closed, so the share ended');
      await screenshot(recipient, 'direct-only-sender-away-desktop');

      await unreachable.goto(url);
      await unreachable.getByText(SENDER_AWAY_TITLE).first().waitFor({ timeout: DOWNLOAD_TIMEOUT_MS });
      expect(await seriousA11yViolations(unreachable)).toEqual([]);
      expect(await overflowsHorizontally(unreachable)).toBe(false);
      await screenshot(unreachable, 'direct-only-sender-away-phone');
    } finally {
      await sender
        .context()
        .close()
        .catch(() => undefined);
      await recipient.context().close();
      await unreachable.context().close();
    }
  });

  it('sends an end-to-end encrypted share directly only: its list of files and each file from the sender alone', async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const [letter] = writeFiles(dir(), { 'sealed-direct-only.bin': 2 * MIB + 77 });
      const before = await counters();
      const { url } = await share(sender, server.url, [letter], true, true);
      expect(url).toContain('#');
      const { bytes, row } = await openAndDownload(recipient, url, letter, dir());
      expect(bytes.equals(letter.bytes)).toBe(true);
      await road(row).getByText(DIRECT, { exact: true }).waitFor();
      await screenshot(recipient, 'direct-only-recipient-encrypted-phone');
      const after = await counters();
      expect(after.uploaded).toBe(before.uploaded);
      expect(after.downloaded).toBe(before.downloaded);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
