/**
 * A sender who closes the tab mid-upload and never comes back: the recipient's open page soon says that nothing has
 * arrived for a while and the sender's upload paused; once nothing has arrived for
 * UPLOAD_ABANDONED_AFTER_MINUTES (one minute on this test's own server) the share ends as stopped, and the
 * recipient's open page says so by itself, in place of the files, the file that had arrived included
 * (docs/instant-share.md: a share is whole or gone). Phone size.
 */
import { newPage, screenshot, useChromium } from '../../support/browser';
import { type RunningServer, startServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { folderResult } from '../sharing/support/sharing-pages';
import {
  BIG_FILE_BYTES,
  fileRow,
  pickOnDataSharing,
  shareAtOnce,
  throttleUpload,
  writeFiles,
} from './support/instant-pages';

/** The shortest abandonment the setting takes: whole minutes. */
const ABANDONED_AFTER_MINUTES = 1;
/** A hang guard, not a speed goal: the minute of silence, then the recipient's next poll. */
const ENDING_TIMEOUT_MS = 3 * 60_000;

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-instant-abandoned-');

describe('a sender who closes the tab mid-upload and never comes back (phone)', () => {
  let server: RunningServer;
  let suiteUrl: string | undefined;

  beforeAll(async () => {
    server = await startServer({ UPLOAD_ABANDONED_AFTER_MINUTES: String(ABANDONED_AFTER_MINUTES) });
    // The instant-share steps open /data-sharing at the suite's base URL: this server's, for this file.
    suiteUrl = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = server.url;
  });

  afterAll(async () => {
    process.env.E2E_BASE_URL = suiteUrl;
    await server?.stop();
  });

  it(
    'ends the share once nothing has arrived for the set time, and the recipient reads that the sender stopped',
    async () => {
      const sender = await newPage(browser(), 'phone');
      const recipient = await newPage(browser(), 'phone');
      try {
        const [note, film] = writeFiles(dir(), { 'left-note.txt': 1_000, 'left-film.bin': BIG_FILE_BYTES });
        await pickOnDataSharing(sender, [note, film]);
        await throttleUpload(sender);
        const { code, url } = await shareAtOnce(sender);

        await recipient.goto(url);
        const result = await folderResult(recipient, code);
        await result.getByRole('link', { name: `Download ${note.name}` }).waitFor({ timeout: ENDING_TIMEOUT_MS });
        await fileRow(result, film.name).getByTestId('file-arrival').waitFor();

        // The sender's device goes away with everything it ran (its page, its service worker, its queue).
        await sender.context().close();

        // Half a minute without bytes: the page says the upload paused, and when the share ends if it stays so.
        const paused = result.getByTestId('upload-paused');
        await paused.waitFor({ timeout: ENDING_TIMEOUT_MS });
        expect(await paused.textContent()).toMatch(
          /^Nothing has arrived for over 30 seconds: the sender's upload has paused .*; if it does not, this share expires in (less than a minute|1 min)\.$/,
        );
        await screenshot(recipient, 'instant-recipient-paused-phone');

        const ended = recipient.getByTestId('share-ended');
        await ended.waitFor({ timeout: ENDING_TIMEOUT_MS });
        expect(await ended.getByRole('heading').textContent()).toBe('The sender stopped before everything arrived');
        expect(await recipient.getByRole('tree').count()).toBe(0);
        await screenshot(recipient, 'instant-recipient-abandoned-phone');
      } finally {
        await sender.context().close();
        await recipient.context().close();
      }
    },
    ENDING_TIMEOUT_MS + 60_000,
  );
});
