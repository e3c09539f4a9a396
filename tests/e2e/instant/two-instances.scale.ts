/**
 * An instant share behind a load balancer: the sender's page and its upload reach instance A, the recipient's page
 * instance B, both on one PostgreSQL, Redis and bucket (the scale-out run starts them: npm run test:scale-out -w
 * tests). B knows the upload only through the database and the bucket, and its recipient still sees each file the
 * moment it has arrived, byte for byte, without reloading. Phone size: the share's most common road.
 */
import type { Page } from 'playwright-core';
import { newPage, useChromium } from '../../support/browser';
import { type RunningServer, startServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { download, folderResult, treePaths } from '../sharing/support/sharing-pages';
import {
  BIG_FILE_BYTES,
  fileRow,
  pickOnDataSharing,
  shareAtOnce,
  throttleUpload,
  writeFiles,
} from './support/instant-pages';

/** A hang guard, not a speed goal: the large file takes about eight seconds at 5 MB/s. */
const ARRIVAL_TIMEOUT_MS = 120_000;
/** What the scale-out run sets: the PostgreSQL server's URL, Redis and the bucket (S3_BUCKET with its endpoint). */
const SCALE_OUT_VARIABLES = ['TEST_POSTGRES_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT'];

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-two-instances-');

describe('an instant share opened on another instance than the one receiving its upload', () => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const missing = SCALE_OUT_VARIABLES.filter((name) => !process.env[name]);
    if (missing.length > 0)
      throw new Error(`Run this test in the scale-out run (npm run test:scale-out -w tests): ${missing.join(', ')}`);
    const shared = { DATABASE_URL: process.env.TEST_POSTGRES_URL as string };
    // One after the other: the first runs the migrations the second then finds done.
    a = await startServer(shared);
    b = await startServer(shared);
    // The sender's pages are A's (the instant-share steps open /data-sharing at the suite's base URL).
    process.env.E2E_BASE_URL = a.url;
  }, 2 * 60_000);

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('lets a recipient on B follow the files arriving on A and save each, byte for byte, once it is whole', async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient: Page = await newPage(browser(), 'phone', { acceptDownloads: true });
    try {
      const files = writeFiles(dir(), { 'notes.txt': 3_000, 'film.bin': BIG_FILE_BYTES });
      const [notes, film] = files;
      await pickOnDataSharing(sender, files);
      const uplink = await throttleUpload(sender);
      const { code, url } = await shareAtOnce(sender);
      expect(url.startsWith(`${a.url}/s/`)).toBe(true);

      // The same link, answered by B.
      await recipient.goto(url.replace(a.url, b.url));
      const result = await folderResult(recipient, code);
      expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual(
        files.map((file) => file.name).sort(),
      );
      await fileRow(result, film.name)
        .getByTestId('file-arrival')
        .filter({ hasText: /^Arriving/ })
        .waitFor();
      const notesLink = result.getByRole('link', { name: `Download ${notes.name}` });
      await notesLink.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      const savedNotes = await download(recipient, () => notesLink.click(), dir());
      expect(savedNotes.bytes.equals(notes.bytes)).toBe(true);
      // The film was still arriving when the notes were saved; the rest of it, and its download straight from the
      // sender's page (which the same throttle slows), may go at full speed: what is under test is B following A.
      await uplink.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      // B's page follows by itself as A stores the rest.
      const filmLink = result.getByRole('link', { name: `Download ${film.name}` });
      await filmLink.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      const savedFilm = await download(recipient, () => filmLink.click(), dir());
      expect(savedFilm.bytes.equals(film.bytes)).toBe(true);
      expect(await result.getByTestId('arrival-summary').count()).toBe(0);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
