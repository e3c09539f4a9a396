/**
 * A file still arriving, downloaded from the server as its upload stores it (docs/instant-share.md, "Following an
 * arriving file"): a sender on a slow uplink shares a large file; a recipient whose browser cannot reach the
 * sender's device (no WebRTC) presses its Download while it is still arriving. The browser's download starts at
 * once, through Sharecode, while the page still shows the file arriving, and completes byte for byte once the file
 * has arrived: each byte crossed the sender's uplink once. A recipient who can reach the sender's device takes the
 * same road when the direct one, through the same slow uplink, is no faster than the upload (its first second of
 * bytes says so). An end-to-end encrypted share's file follows the same way, decrypted in the recipient's page as
 * it comes. Screenshot: tests/screenshots/instant-follow-*.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { folderResult } from '../sharing/support/sharing-pages';
import { DIRECT, road, THROUGH_SHARECODE } from '../direct/support/direct-pages';
import { waitForServiceWorker } from '../pwa/support/pwa-pages';
import {
  fileRow,
  pickOnDataSharing,
  shareAtOnce,
  throttleUpload,
  writeFiles,
  type TestFile,
} from './support/instant-pages';

const MIB = 1024 * 1024;
/** At the uplink below, the upload takes about eight seconds: long enough to press Download midway. */
const FILE_BYTES = 16 * MIB;
const SLOW_UPLINK_BYTES_PER_SECOND = 2_000_000;
/** A hang guard, not a speed goal (those are the benchmark's). */
const DOWNLOAD_TIMEOUT_MS = 120_000;

const browser = useChromium(() => ['--disable-features=WebRtcHideLocalIpsWithMdns']);
const dir = useTempDir('sharecode-e2e-follow-');

/** A recipient's page whose browser has no WebRTC: it cannot reach the sender's device, whatever happens. */
async function recipientWithoutWebRtc(): Promise<Page> {
  const page = await newPage(browser(), 'phone', { acceptDownloads: true });
  await page.context().addInitScript(() => {
    delete (window as { RTCPeerConnection?: unknown }).RTCPeerConnection;
  });
  return page;
}

/**
 * Shares `name` from `sender` on a slow uplink, opens it on `recipient` and presses its Download while it arrives;
 * resolves the file, its row and the browser's download once it began.
 */
async function downloadWhileArriving(sender: Page, recipient: Page, name: string, encrypted = false) {
  const [film] = writeFiles(dir(), { [name]: FILE_BYTES });
  await pickOnDataSharing(sender, [film], encrypted);
  // DevTools' throttle slows the page's direct road too, as one phone's uplink would.
  await throttleUpload(sender, SLOW_UPLINK_BYTES_PER_SECOND);
  const { url, code } = await shareAtOnce(sender);
  await recipient.goto(url);
  const row = fileRow(await folderResult(recipient, code), film.name);
  await row.getByTestId('file-arrival').waitFor();
  // An encrypted share's download is decrypted by the service worker as it streams; pressed before the worker
  // controls a first visit's page (a busy machine), it is decrypted in the page and saved once whole.
  if (encrypted) await waitForServiceWorker(recipient);
  const started = recipient.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
  await row.getByRole('button', { name: `Download ${film.name} (not arrived yet)` }).click();
  return { film, row, started };
}

/** A plain share's followed download is the server's address; an encrypted one's, the service worker's stream. */
const FOLLOWED_URL = /\/files\/\d+\?follow=1$/;
const DECRYPTED_URL = /\/decrypted-download\//;

/** Saves `download` and checks it came from the address `url` says and holds `film`'s bytes. */
async function expectFollowed(download: Download, film: TestFile, url = FOLLOWED_URL): Promise<void> {
  const saved = join(dir(), `saved-${film.name}`);
  await download.saveAs(saved);
  expect(download.url()).toMatch(url);
  expect(readFileSync(saved).equals(film.bytes)).toBe(true);
}

describe('a file downloaded while it is still arriving', () => {
  it('starts at once through Sharecode and completes byte for byte once the file has arrived', async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await recipientWithoutWebRtc();
    try {
      const { film, row, started } = await downloadWhileArriving(sender, recipient, 'film-follow.bin');
      const download = await started;
      // The browser's download began while the file was still arriving: it follows the upload.
      expect(await row.getByTestId('file-arrival').count()).toBe(1);
      await road(row).getByText(THROUGH_SHARECODE, { exact: true }).waitFor();
      await screenshot(recipient, 'instant-follow-phone');
      await expectFollowed(download, film);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('of an end-to-end encrypted share starts at once, decrypted as the upload stores it, byte for byte', async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await recipientWithoutWebRtc();
    try {
      const { film, row, started } = await downloadWhileArriving(sender, recipient, 'film-sealed.bin', true);
      const download = await started;
      // The decrypted download began while the file was still arriving: it follows the upload, record by record.
      expect(await row.getByTestId('file-arrival').count()).toBe(1);
      await road(row).getByText(THROUGH_SHARECODE, { exact: true }).waitFor();
      await expectFollowed(download, film, DECRYPTED_URL);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('follows the upload from Sharecode when the direct road shares its slow uplink', async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const { film, row, started } = await downloadWhileArriving(sender, recipient, 'film-same-uplink.bin');
      // The direct road starts, its pace is measured, and it gives way.
      await road(row).getByText(DIRECT, { exact: true }).waitFor();
      const download = await started;
      expect(await row.getByTestId('file-arrival').count()).toBe(1);
      await road(row).getByText(THROUGH_SHARECODE, { exact: true }).waitFor();
      await expectFollowed(download, film);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
