/**
 * Direct transfer (docs/direct-transfer.md): a share's file goes straight from the sender's open page to the
 * recipient's browser over WebRTC, the API relaying only the connection's setup, and the server's copy is the road
 * when that page is gone or the connection breaks. Two browser contexts of one Chromium stand for the two devices;
 * Chromium hides host addresses behind mDNS names, which this machine does not resolve reliably, so the flag below
 * lets the two pages see each other's addresses. The server runs with its metrics port, so the bytes it served
 * are read from its counters. Screenshots: tests/screenshots/direct-*.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { appDrawn, newPage, screenshot, useChromium } from '../../support/browser';
import { freePort, startServer, type RunningServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { folderResult, viewportShot } from '../sharing/support/sharing-pages';
import { fileRow, shareAtOnce, writeFiles, type TestFile } from '../instant/support/instant-pages';
import {
  DIRECT,
  DOWNLOAD_TIMEOUT_MS,
  THROUGH_SHARECODE,
  openAndDownload,
  road,
  share as shareFrom,
} from './support/direct-pages';

const MIB = 1024 * 1024;
/** The API counts the sender's page as there for this long after its last poll ended. */
const PRESENCE_AFTER_MS = 5_000;
/** What the server gets of an upload held back: an encrypted share's manifest and the start of its file. */
const FIRST_BYTES_STORED = 1_000_000;

const browser = useChromium(() => ['--disable-features=WebRtcHideLocalIpsWithMdns']);
const dir = useTempDir('sharecode-e2e-direct-');

let server: RunningServer;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServer({ METRICS_PORT: String(metricsPort) });
});

afterAll(async () => {
  await server?.stop();
});

/** The server's counters of file bytes it sent, and of bytes recipients reported receiving directly. */
async function servedBytes(): Promise<{ downloaded: number; direct: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { downloaded: value('sharecode_downloaded_bytes_total'), direct: value('sharecode_direct_bytes_total') };
}

/** The direct-bytes counter once it has moved past `from` (the page reports a file after saving it), or as it is. */
async function directBytesMoved(from: number): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const { direct } = await servedBytes();
    if (direct !== from) return direct;
    await sleep(100);
  }
  return from;
}

/** Presses Download on `file`'s row while it is still arriving; resolves the bytes the browser saved. */
async function downloadWhileArriving(recipient: Page, row: Locator, file: TestFile): Promise<Buffer> {
  const saved = recipient.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
  await row.getByRole('button', { name: `Download ${file.name} (not arrived yet)` }).click();
  const path = join(dir(), `${Date.now()}-${file.name}`);
  await (await saved).saveAs(path);
  return readFileSync(path);
}

const share = (page: Page, files: TestFile[], encrypted = false) => shareFrom(page, server.url, files, encrypted);

describe('direct transfer between two browsers', () => {
  it("receives a file straight from the sender's open page, the server serving none of its bytes", async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'desktop', { acceptDownloads: true });
    try {
      const [film] = writeFiles(dir(), { 'film-direct.bin': 100 * MIB });
      const { url } = await share(sender, [film]);
      const before = await servedBytes();
      const { bytes, row } = await openAndDownload(recipient, url, film, dir());
      expect(bytes.equals(film.bytes)).toBe(true);
      await road(row).getByText(DIRECT, { exact: true }).waitFor();
      await screenshot(recipient, 'direct-recipient-desktop');
      const after = await servedBytes();
      expect(after.downloaded - before.downloaded).toBeLessThan(MIB);
      expect((await directBytesMoved(before.direct)) - before.direct).toBe(film.bytes.length);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('gives a file still arriving on the server at once, straight from the sender', async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const [film] = writeFiles(dir(), { 'film-arriving.bin': 24 * MIB });
      await sender.goto(`${server.url}/data-sharing`);
      await sender.getByText('File upload', { exact: true }).click();
      await sender.getByTestId('files-input').setInputFiles([film.path]);
      // Its bytes never leave for the server (each chunk is held back, unanswered): the file stays arriving there.
      await sender.context().route(/\/api\/resumable-uploads\/[^/?]+\?offset=/, () => undefined);
      const { url, code } = await shareAtOnce(sender);
      const before = await servedBytes();

      await recipient.goto(url);
      const row = fileRow(await folderResult(recipient, code), film.name);
      await row.getByTestId('file-arrival').waitFor();
      expect(await row.getByRole('button', { name: `View ${film.name} (not arrived yet)` }).isDisabled()).toBe(true);
      expect((await downloadWhileArriving(recipient, row, film)).equals(film.bytes)).toBe(true);
      expect(await road(row).textContent()).toBe(DIRECT);
      // Whole on this device while the server has not got it all yet; the server sent none of it.
      expect(await row.getByTestId('file-arrival').count()).toBe(1);
      await screenshot(recipient, 'direct-recipient-arriving-phone');
      expect((await servedBytes()).downloaded - before.downloaded).toBeLessThan(MIB);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('gives an end-to-end encrypted file still arriving on the server at once, decrypted byte for byte', async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const [film] = writeFiles(dir(), { 'sealed-arriving.bin': 24 * MIB + 321 });
      await sender.goto(`${server.url}/data-sharing`);
      await appDrawn(sender);
      await sender.getByRole('checkbox', { name: 'End-to-end encrypted' }).setChecked(true);
      await sender.getByText('File upload', { exact: true }).click();
      await sender.getByTestId('files-input').setInputFiles([film.path]);
      // The server gets the upload's first bytes (the sealed manifest, sent first, and the film's start) and
      // no more: the tree opens, the film stays arriving there.
      await sender.context().route(/\/api\/resumable-uploads\/[^/?]+\?offset=/, async (route) => {
        const body = route.request().postDataBuffer();
        if (!body || !route.request().url().endsWith('?offset=0')) return;
        await route.fulfill({ response: await route.fetch({ postData: body.subarray(0, FIRST_BYTES_STORED) }) });
      });
      const { url, code } = await shareAtOnce(sender);
      const before = await servedBytes();

      await recipient.goto(url);
      const result = await folderResult(recipient, code);
      await result.getByTestId('encrypted-badge').waitFor();
      const row = fileRow(result, film.name);
      await row.getByTestId('file-arrival').waitFor();
      expect((await downloadWhileArriving(recipient, row, film)).equals(film.bytes)).toBe(true);
      expect(await road(row).textContent()).toBe(DIRECT);
      expect(await row.getByTestId('file-arrival').count()).toBe(1);
      expect((await servedBytes()).downloaded - before.downloaded).toBeLessThan(MIB);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it("goes through Sharecode when the sender's page was closed before the download", async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const [notes] = writeFiles(dir(), { 'notes-away.bin': 3 * MIB });
      const { url } = await share(sender, [notes]);
      await sender.context().close();
      await sleep(PRESENCE_AFTER_MS + 1_000);
      const before = await servedBytes();
      const { bytes, row } = await openAndDownload(recipient, url, notes, dir());
      expect(bytes.equals(notes.bytes)).toBe(true);
      expect(await road(row).textContent()).toBe(THROUGH_SHARECODE);
      await screenshot(recipient, 'direct-recipient-through-sharecode-phone');
      expect((await servedBytes()).direct).toBe(before.direct);
    } finally {
      await recipient.context().close();
    }
  });

  it("gets the server's copy when the sender's page serves other bytes than it uploaded", async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'desktop', { acceptDownloads: true });
    try {
      const [report] = writeFiles(dir(), { 'report-swapped.bin': 3 * MIB + 5 });
      const { url } = await share(sender, [report]);
      // Once the upload is done, every read of a file in the sender's page gives other bytes: a sender that serves
      // another file directly than the one the server received, scanned and checked. Its own hash list vouches for
      // them; only the server's digest tells.
      await sender.evaluate(() => {
        const { arrayBuffer } = Object.getOwnPropertyDescriptors(Blob.prototype);
        const read = arrayBuffer.value as (this: Blob) => Promise<ArrayBuffer>;
        Blob.prototype.arrayBuffer = async function (this: Blob) {
          const bytes = await read.call(this);
          if (bytes.byteLength > 0) new Uint8Array(bytes)[0] ^= 0xff;
          return bytes;
        };
      });
      const before = await servedBytes();
      const { bytes, row } = await openAndDownload(recipient, url, report, dir());
      expect(bytes.equals(report.bytes)).toBe(true);
      expect(await road(row).textContent()).toBe(THROUGH_SHARECODE);
      expect((await servedBytes()).downloaded - before.downloaded).toBe(report.bytes.length);
      expect(await directBytesMoved(before.direct)).toBe(before.direct);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('finishes from the server, byte for byte, when the sender leaves mid-file', async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient = await newPage(browser(), 'desktop', { acceptDownloads: true });
    try {
      const [video] = writeFiles(dir(), { 'video-cut.bin': 96 * MIB });
      const { dialog, url } = await share(sender, [video]);
      const before = await servedBytes();
      const { bytes, row } = await openAndDownload(recipient, url, video, dir(), async (shown) => {
        await dialog.getByText("Sending directly to a recipient's device").waitFor({ timeout: DOWNLOAD_TIMEOUT_MS });
        await road(shown).getByText(DIRECT, { exact: true }).waitFor({ timeout: DOWNLOAD_TIMEOUT_MS });
        await viewportShot(sender, 'direct-sender-sending-phone');
        await sender.context().close();
      });
      expect(bytes.equals(video.bytes)).toBe(true);
      expect(await road(row).textContent()).toBe(THROUGH_SHARECODE);
      // The server sent only the rest: the bytes that came directly before the cut were kept.
      const fromServer = (await servedBytes()).downloaded - before.downloaded;
      expect(fromServer).toBeGreaterThan(0);
      expect(fromServer).toBeLessThan(video.bytes.length);
    } finally {
      await sender
        .context()
        .close()
        .catch(() => undefined);
      await recipient.context().close();
    }
  });

  it('receives an end-to-end encrypted file directly and decrypts it byte for byte', async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const [letter] = writeFiles(dir(), { 'sealed-direct.bin': 5 * MIB + 123 });
      const { url } = await share(sender, [letter], true);
      expect(url).toContain('#');
      const before = await servedBytes();
      const { bytes, row } = await openAndDownload(recipient, url, letter, dir());
      expect(bytes.equals(letter.bytes)).toBe(true);
      await road(row).getByText(DIRECT, { exact: true }).waitFor();
      await screenshot(recipient, 'direct-recipient-encrypted-phone');
      const after = await servedBytes();
      expect(after.downloaded - before.downloaded).toBeLessThan(MIB);
      expect((await directBytesMoved(before.direct)) - before.direct).toBeGreaterThan(letter.bytes.length);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
