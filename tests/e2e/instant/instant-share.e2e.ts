/**
 * The code the moment Share is pressed, every file the moment it has arrived (docs/instant-share.md), at phone size
 * and on a desktop. A sender on a slow uplink (2 MB/s, through the page's DevTools session) shares two small files
 * and a large one: the dialog shows the code, link and QR while the large file is still on its way, saying the
 * retention starts once the last file arrives. A recipient in another browser context opens the link meanwhile:
 * the whole tree at once, the large file marked as arriving, the small files downloadable (byte for byte) before
 * it has arrived, "Download all" waiting for it and starting by itself; the page follows without a reload until
 * the large file opens. The same for an end-to-end encrypted share, its tree decrypted from the manifest sent first
 * and opened by its 4-digit code through the code exchange while the upload runs. Screenshots of the sender's
 * dialog and of the recipient's tree while arriving: tests/screenshots/instant-*.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { download, folderResult, treePaths, viewportShot } from '../sharing/support/sharing-pages';
import { readZip } from '../sharing/support/zip';
import {
  BIG_FILE_BYTES,
  fileRow,
  pickOnDataSharing,
  shareAtOnce,
  throttleUpload,
  writeFiles,
} from './support/instant-pages';

/** A hang guard, not a speed goal (those are the benchmark's): the large file takes about 21 s at 2 MB/s. */
const ARRIVAL_TIMEOUT_MS = 120_000;
/**
 * Slow enough that the large file is still arriving once the recipient has downloaded two files (directly, from the
 * sender's page) and checked the page's accessibility: "Download all" must still be waiting then, on a busy machine.
 */
const SLOW_UPLINK_BYTES_PER_SECOND = 2_000_000;

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-instant-');

/** Marks the document the page shows now: a page that follows by itself keeps it (a reload would drop it). */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { sharecodeTestMark: true }));
  return () => page.evaluate(() => 'sharecodeTestMark' in window);
}

describe.each(['phone', 'desktop'] as const)('a share whose files are still arriving (%s)', (viewport) => {
  it('shows its code at once, and its recipient gets each file the moment it has arrived', async () => {
    const sender = await newPage(browser(), viewport);
    const recipient = await newPage(browser(), viewport, { acceptDownloads: true });
    try {
      const files = writeFiles(dir(), {
        [`notes-${viewport}.txt`]: 2_000,
        [`photo-${viewport}.jpg`]: 150_000,
        [`film-${viewport}.bin`]: BIG_FILE_BYTES,
      });
      const [notes, photo, film] = files;
      await pickOnDataSharing(sender, files);
      const uplink = await throttleUpload(sender, SLOW_UPLINK_BYTES_PER_SECOND);
      const { dialog, code, url, percent } = await shareAtOnce(sender);
      // The code showed while the upload had barely begun.
      expect(percent).toBeLessThan(50);
      expect(url).toMatch(new RegExp(`^${baseUrl()}/s/${code}-[A-Za-z0-9_-]{22}$`));
      expect(await dialog.getByTestId('expiry').textContent()).toBe('Kept 2 hours after the last file arrives');
      await dialog.getByText(/^Arriving · [0-2] of 3 files arrived$/).waitFor();
      // Everything the dialog offers works from now on.
      for (const name of ['Copy URL', 'Share', `End share ${code} now`])
        expect(await dialog.getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
      await viewportShot(sender, `instant-sender-arriving-${viewport}`);
      expect(await layoutAndA11yProblems(sender)).toEqual([]);

      await recipient.goto(url);
      const result = await folderResult(recipient, code);
      const sameDocument = await markDocument(recipient);
      expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual(
        files.map((file) => file.name).sort(),
      );
      const big = fileRow(result, film.name);
      await big
        .getByTestId('file-arrival')
        .filter({ hasText: /^Arriving/ })
        .waitFor();
      // View waits for the file; Download does not (it would come from the sender's open page at once:
      // e2e/direct's test of a file still arriving).
      expect(await big.getByRole('button', { name: `View ${film.name} (not arrived yet)` }).isDisabled()).toBe(true);
      expect(await big.getByRole('button', { name: `Download ${film.name} (not arrived yet)` }).isEnabled()).toBe(true);
      await result
        .getByTestId('arrival-summary')
        .filter({ hasText: /Files are still arriving: [0-2] of 3 here/ })
        .waitFor();

      // The small files come first: downloadable, byte for byte, while the large one is still arriving.
      const notesLink = result.getByRole('link', { name: `Download ${notes.name}` });
      await notesLink.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      const savedNotes = await download(recipient, () => notesLink.click(), dir());
      expect(savedNotes.bytes.equals(notes.bytes)).toBe(true);
      expect(await big.getByTestId('file-arrival').count()).toBe(1);
      await result.getByRole('link', { name: `Download ${photo.name}` }).waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      await screenshot(recipient, `instant-recipient-arriving-${viewport}`);
      expect(await layoutAndA11yProblems(recipient)).toEqual([]);

      // Download all waits for the large file, says so, and starts by itself once it has arrived.
      const zipStarts = recipient.waitForEvent('download', { timeout: ARRIVAL_TIMEOUT_MS });
      await result.getByRole('button', { name: 'Download all' }).click();
      expect(await result.getByTestId('zip-wait').textContent()).toContain(`Still arriving: ${film.name}`);
      // The race above is run: the rest of the film, and its download straight from the sender's page (which the
      // same throttle slows), may go at full speed.
      await uplink.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      // The page follows by itself, no reload: the large file opens.
      const filmLink = result.getByRole('link', { name: `Download ${film.name}` });
      await filmLink.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      const zip = await zipStarts;
      const zipPath = join(dir(), `all-${viewport}.zip`);
      await zip.saveAs(zipPath);
      const zipped = await readZip(zipPath);
      for (const file of files)
        expect([file.name, zipped.get(file.name)?.equals(file.bytes)]).toEqual([file.name, true]);
      expect(await result.getByTestId('arrival-summary').count()).toBe(0);
      expect(await sameDocument()).toBe(true);
      const savedFilm = await download(recipient, () => filmLink.click(), dir());
      expect(savedFilm.bytes.equals(film.bytes)).toBe(true);

      // The sender's dialog: whole now, its retention running.
      await dialog.locator('[data-arrival="arrived"]').waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      expect(await dialog.getByTestId('expiry').textContent()).toMatch(/^Expires in (1 h 5\d min|2 h)$/);
      // Its status line says so at the same moment, though the live poll's last state still said it was arriving.
      expect(await dialog.getByTestId('share-status').textContent()).not.toMatch(/Arriving/);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});

describe('an end-to-end encrypted share whose files are still arriving', () => {
  it('opens by its link and by its 4-digit code while the upload runs, each file decrypted once it has arrived', async () => {
    const sender = await newPage(browser(), 'phone');
    const byLink = await newPage(browser(), 'phone', { acceptDownloads: true });
    const byCode = await newPage(browser(), 'desktop', { acceptDownloads: true });
    try {
      const files = writeFiles(dir(), { 'sealed-letter.txt': 3_000, 'sealed-video.bin': BIG_FILE_BYTES });
      const [letter, video] = files;
      await pickOnDataSharing(sender, files, true);
      await throttleUpload(sender);
      const { code, url, percent } = await shareAtOnce(sender);
      expect(percent).toBeLessThan(50);
      expect(url).toMatch(new RegExp(`/s/${code}-[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$`));
      await viewportShot(sender, 'instant-sender-arriving-encrypted-phone');

      // By its link: the tree from the manifest (sent first), the letter decrypted before the video has arrived.
      await byLink.goto(url);
      const result = await folderResult(byLink, code);
      await result.getByTestId('encrypted-badge').waitFor();
      expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual([
        letter.name,
        video.name,
      ]);
      const letterButton = result.getByRole('button', { name: `Download ${letter.name}`, exact: true });
      await letterButton.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      await fileRow(result, video.name).getByTestId('file-arrival').waitFor();
      const savedLetter = await download(byLink, () => letterButton.click(), dir());
      expect(savedLetter.bytes.equals(letter.bytes)).toBe(true);
      expect(await fileRow(result, video.name).getByTestId('file-arrival').count()).toBe(1);
      await screenshot(byLink, 'instant-recipient-arriving-encrypted-phone');

      // By its code, through the code exchange with the sender's open page, while the video still arrives.
      await byCode.goto(`${baseUrl()}/file-access`);
      await byCode.getByLabel('4-digit file code').fill(code);
      await byCode.getByRole('button', { name: 'Get files' }).click();
      const byCodeResult = await folderResult(byCode, code);
      await byCodeResult.getByTestId('encrypted-badge').waitFor();
      expect(await treePaths(byCodeResult.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual([
        letter.name,
        video.name,
      ]);
      await sender.getByText(`Someone opened your share with the code ${code}.`).waitFor();

      // Both pages follow by themselves; the video decrypts byte for byte once it has arrived.
      const videoButton = byCode.getByRole('button', { name: `Download ${video.name}`, exact: true });
      await videoButton.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      // Received whole from the sender's page (its uplink throttled too), then decrypted, before it is saved.
      const savedVideo = await download(byCode, () => videoButton.click(), dir(), ARRIVAL_TIMEOUT_MS);
      expect(savedVideo.bytes.equals(video.bytes)).toBe(true);
      await result
        .getByRole('button', { name: `Download ${video.name}`, exact: true })
        .waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
    } finally {
      await sender.context().close();
      await byLink.context().close();
      await byCode.context().close();
    }
  });
});
