/**
 * How a share that exists before its bytes ends or goes on: a sender who closes the tab mid-upload and comes back
 * (the same share, its upload resumed from the bytes kept on the device and the server's offset, never a second
 * share), and a sender who cancels (the share ends; the recipient's open page says the sender stopped before
 * everything arrived, without a reload). The sender's upload is slowed (to 5 MB/s, or 2 MB/s to close the tab in
 * time); the recipient is another browser context. Screenshots: tests/screenshots/instant-*.
 */
import type { Request } from 'playwright-core';
import { newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { download, folderResult, viewportShot } from '../sharing/support/sharing-pages';
import {
  BIG_FILE_BYTES,
  fileRow,
  keptFrom,
  pickOnDataSharing,
  shareAtOnce,
  throttleUpload,
  uploadReaches,
  writeFiles,
} from './support/instant-pages';

/** A hang guard, not a speed goal: the large file takes about 8 s at 5 MB/s. */
const ARRIVAL_TIMEOUT_MS = 120_000;

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-instant-endings-');

function isAnnouncement(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/resumable-uploads';
}

describe('a sender who closes the tab mid-upload', () => {
  it('finds the same share on coming back, its upload going on where the server stopped', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const announcements: string[] = [];
      const chunks: string[] = [];
      context.on('request', (request) => {
        if (isAnnouncement(request)) announcements.push(request.url());
        if (request.method() === 'PATCH') chunks.push(request.url());
      });
      const [note, film] = writeFiles(dir(), { 'resume-note.txt': 1_000, 'resume-film.bin': BIG_FILE_BYTES });
      const first = await context.newPage();
      await pickOnDataSharing(first, [note, film]);
      // Slower still: its bytes are all kept on the device well before the last of them has gone out.
      await throttleUpload(first, 2_000_000);
      const { dialog, code, url } = await shareAtOnce(first);
      // A quarter on its way, and every byte the server lacks kept on the device: then the tab is closed.
      await uploadReaches(dialog, 25);
      await first.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('sharecode');
            open.onsuccess = () => {
              const read = open.result.transaction('upload-bytes').objectStore('upload-bytes').getAll();
              read.onsuccess = () => {
                open.result.close();
                const starts = (read.result as Array<{ start: number }>).map((piece) => piece.start);
                resolve(starts.includes(0));
              };
            };
            open.onerror = () => resolve(false);
          }),
        undefined,
        { polling: 250, timeout: ARRIVAL_TIMEOUT_MS },
      );
      await first.close();
      const kept = await keptFrom(context);
      expect(kept).toEqual({ from: 0, total: note.bytes.length + film.bytes.length });

      // Meanwhile the recipient opens it: the note is there, the film arriving and going nowhere.
      await recipient.goto(url);
      const result = await folderResult(recipient, code);
      await result.getByRole('link', { name: `Download ${note.name}` }).waitFor();
      await fileRow(result, film.name).getByTestId('file-arrival').waitFor();

      // Back on the page: the same share, in Recent shares, its upload resumed (the page's agent sends it).
      const again = await context.newPage();
      await again.goto(`${new URL(url).origin}/data-sharing`);
      const row = again.getByTestId('recent-share').filter({ hasText: code });
      // It goes on from what the server holds (a quarter at least), not from the start. This page or the service
      // worker's background sync sends the rest, whichever takes the upload first: the row shows it going on, or,
      // when the worker sent it all before the row showed any progress, the share live.
      const live = row.locator('[data-testid="share-status"][data-status="live"]');
      await Promise.any([uploadReaches(row, 25), live.waitFor({ timeout: ARRIVAL_TIMEOUT_MS })]);
      await screenshot(again, 'instant-sender-resumed-phone');
      expect(await layoutAndA11yProblems(again)).toEqual([]);
      await live.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });

      // The recipient's page followed by itself: the film, byte for byte.
      const filmLink = result.getByRole('link', { name: `Download ${film.name}` });
      await filmLink.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      const saved = await download(recipient, () => filmLink.click(), dir());
      expect(saved.bytes.equals(film.bytes)).toBe(true);
      // One announcement, so one share; the bytes went on in a second chunk request from where the server stopped.
      expect(announcements).toHaveLength(1);
      expect(chunks.length).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
      await recipient.context().close();
    }
  });
});

describe.each(['desktop', 'phone'] as const)('a sender who cancels mid-upload (%s)', (viewport) => {
  it('ends the share: the sender is told so, and the recipient reads that the sender stopped', async () => {
    const sender = await newPage(browser(), viewport);
    const recipient = await newPage(browser(), viewport, { acceptDownloads: true });
    try {
      const [note, film] = writeFiles(dir(), {
        [`cancel-note-${viewport}.txt`]: 1_000,
        [`cancel-film-${viewport}.bin`]: BIG_FILE_BYTES,
      });
      await pickOnDataSharing(sender, [note, film]);
      await throttleUpload(sender);
      const { dialog, code, url } = await shareAtOnce(sender);

      await recipient.goto(url);
      const result = await folderResult(recipient, code);
      await result.getByRole('link', { name: `Download ${note.name}` }).waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      await fileRow(result, film.name).getByTestId('file-arrival').waitFor();

      await dialog.getByRole('button', { name: `Cancel the upload of share ${code}` }).click();
      // The sender's dialog and page say the share ended with the upload.
      await dialog
        .getByTestId('share-over')
        .filter({ hasText: 'told that you stopped before everything arrived' })
        .waitFor();
      await sender
        .getByRole('status')
        .filter({ hasText: `Upload cancelled, so share ${code} ended before everything arrived` })
        .waitFor();
      await viewportShot(sender, `instant-sender-cancelled-${viewport}`);

      // The recipient's open page says so by itself, in place of the files.
      const ended = recipient.getByTestId('share-ended');
      await ended.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      expect(await ended.getByRole('heading').textContent()).toBe('The sender stopped before everything arrived');
      expect(await recipient.getByRole('tree').count()).toBe(0);
      await screenshot(recipient, `instant-recipient-stopped-${viewport}`);
      expect(await layoutAndA11yProblems(recipient)).toEqual([]);

      // And so does its link, opened again.
      await recipient.reload();
      await recipient
        .getByTestId('share-error')
        .getByRole('heading', { name: 'The sender stopped before everything arrived' })
        .waitFor();
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
