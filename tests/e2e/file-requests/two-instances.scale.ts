/**
 * A file request behind a load balancer, at phone size: the requester asks on instance A, two people answer on
 * instance B (a few files; a folder with nested paths), all on one PostgreSQL, Redis and bucket with a worker beside
 * them (the scale-out run starts the servers: npm run test:scale-out -w tests). A's page shows both answers, and
 * each file downloads byte for byte, then again after a reload. At rest, the bucket, the S3 server's directory, the
 * instances' data directories and every table hold no file name, path, message, name nor plaintext. Then the
 * worker's cleanup removes the answers once expired, objects and rows alike (their expiry is moved into the past in
 * the database: the built processes have no clock a test can move).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { appDrawn, newPage, screenshot, useChromium } from '../../support/browser';
import { type RunningServer, startServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { download, treePaths } from '../sharing/support/sharing-pages';
import {
  answerCount,
  answerStorageKeys,
  bucketObjects,
  databaseRows,
  expireAnswers,
  filesUnder,
  hits,
  plaintextNeedles,
  type RunningWorker,
  startWorker,
  textNeedles,
} from './scale-steps';

/** What the scale-out run sets: the PostgreSQL server's URL, Redis and the bucket (S3_BUCKET with its endpoint). */
const SCALE_OUT_VARIABLES = ['TEST_POSTGRES_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'TEST_S3_DIRECTORY'];
const MIB = 1024 * 1024;
/** A hang guard for an answer to be sealed, sent and shown as arrived: a few MiB on a shared machine. */
const ARRIVAL_TIMEOUT_MS = 60_000;
/** The worker's cleanup runs every minute (file-request-cleanup.ts): one period, and then some. */
const CLEANUP_TIMEOUT_MS = 150_000;

const MESSAGE = 'Please send the signed lease and the tax papers, quokka-message-5d1e';
const FROM = 'Ada Quokka-from-7c2b';

const NOTE = 'The deposit went out on the fourth, reference quokka-note-3f9a.\n';
/** Uploader 1's plain files: one over 3 MiB, so its windows reach past the first MiB. */
const PLAIN_FILES: Record<string, Buffer> = {
  'lease-signed-q7v.pdf': randomBytes(3 * MIB + 12_345),
  'id-scan-h4k.png': randomBytes(180_000),
  'deposit-note-z2m.txt': Buffer.from(NOTE),
};
const ROOT = 'tax-papers-r8w';
const CSV = Array.from({ length: 40_000 }, (_, i) => `${i},${randomBytes(8).toString('hex')},quokka-row\n`).join('');
/** Uploader 2's folder, nested two deep. */
const FOLDER_FILES: Record<string, Buffer> = {
  [`${ROOT}/summary-p5d.txt`]: Buffer.from('Income and costs, summed up: quokka-summary-8e4c.\n'),
  [`${ROOT}/receipts-n3j/march-b6t.csv`]: Buffer.from(CSV),
  [`${ROOT}/receipts-n3j/scans-c1x/page-one-u2g.bin`]: randomBytes(2 * MIB + 777),
};
const FOLDER_TREE = [
  `${ROOT}/`,
  `${ROOT}/receipts-n3j/`,
  `${ROOT}/receipts-n3j/scans-c1x/`,
  `${ROOT}/receipts-n3j/scans-c1x/page-one-u2g.bin`,
  `${ROOT}/receipts-n3j/march-b6t.csv`,
  `${ROOT}/summary-p5d.txt`,
];

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-request-two-instances-');

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Writes `files` (paths relative to the temp folder) and returns their paths on disk. */
function writeAll(files: Record<string, Buffer>): string[] {
  return Object.entries(files).map(([path, bytes]) => {
    const onDisk = join(dir(), path);
    mkdirSync(dirname(onDisk), { recursive: true });
    writeFileSync(onDisk, bytes);
    return onDisk;
  });
}

/** Makes a request on /request and returns its code and link (with the key after #), as the page shows them. */
async function makeRequest(page: Page, origin: string): Promise<{ code: string; link: string }> {
  await page.goto(`${origin}/request`);
  await appDrawn(page);
  await page.getByLabel('What do you need?').fill(MESSAGE);
  await page.getByLabel('Your name (optional)').fill(FROM);
  await page.getByRole('button', { name: 'Create request' }).click();
  const made = page.getByTestId('request-made');
  await made.waitFor({ timeout: 30_000 });
  await screenshot(page, 'file-requests-scale-made-phone');
  return {
    code: (await made.getByTestId('folder-code').textContent())!.trim(),
    link: (await made.getByTestId('folder-url').getAttribute('href'))!,
  };
}

/** Opens the request's link, checks who asks and what, picks with `pick`, sends, and waits until all arrived. */
async function answer(page: Page, link: string, pick: (page: Page) => Promise<void>, shot?: string): Promise<void> {
  await page.goto(link);
  const asks = page.getByRole('heading', { name: `${FROM} asks you for files` });
  await asks.waitFor({ timeout: 30_000 });
  // The page keeps the app's margins at phone size: nothing of it runs to the screen's edge.
  expect((await asks.boundingBox())!.x).toBeGreaterThanOrEqual(8);
  expect((await page.getByTestId('request-message').textContent())?.trim()).toBe(MESSAGE);
  await pick(page);
  await page.getByTestId('answer-picked').waitFor();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('answer-arrived').waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
  if (shot) await screenshot(page, shot);
}

/** The answer on the requester's page that holds `path`, once it has arrived and opened. */
async function answerWith(page: Page, path: string): Promise<Locator> {
  const item = page
    .getByTestId('request-answer')
    .filter({ has: page.locator(`li[data-path="${path}"]`) })
    .first();
  await item.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
  return item;
}

/** Downloads each of `files` from an answer and compares it byte for byte. */
async function downloadsEqual(page: Page, item: Locator, files: Record<string, Buffer>): Promise<void> {
  for (const [path, bytes] of Object.entries(files)) {
    const name = baseName(path);
    const saved = await download(page, () => item.getByRole('button', { name: `Download ${name}` }).click(), dir());
    expect(saved.name).toBe(name);
    expect(Buffer.compare(saved.bytes, bytes)).toBe(0);
  }
}

describe('a file request asked on one instance and answered on another', () => {
  let a: RunningServer;
  let b: RunningServer;
  let worker: RunningWorker;
  const databaseUrl = process.env.TEST_POSTGRES_URL as string;

  beforeAll(async () => {
    const missing = SCALE_OUT_VARIABLES.filter((name) => !process.env[name]);
    if (missing.length > 0)
      throw new Error(`Run this test in the scale-out run (npm run test:scale-out -w tests): ${missing.join(', ')}`);
    const shared = { DATABASE_URL: databaseUrl };
    // One after the other: the first runs the migrations the second then finds done.
    a = await startServer(shared);
    b = await startServer(shared);
    worker = await startWorker(shared);
  }, 2 * 60_000);

  afterAll(async () => {
    await worker?.stop();
    await b?.stop();
    await a?.stop();
  });

  it(
    'carries answers sent on B to the requester on A, byte for byte, keeps no plaintext, and cleans up',
    async () => {
      const requester = await newPage(browser(), 'phone', { acceptDownloads: true });
      const first = await newPage(browser(), 'phone');
      const second = await newPage(browser(), 'phone');
      try {
        const { code, link } = await makeRequest(requester, a.url);
        expect(link).toMatch(new RegExp(`^${a.url}/r/${code}-[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$`));
        await requester.getByRole('link', { name: 'See the files as they arrive' }).click();
        await requester.waitForURL(`${a.url}/request/${code}`);

        // The same link, answered by B.
        const onB = link.replace(a.url, b.url);
        const plainPaths = writeAll(PLAIN_FILES);
        writeAll(FOLDER_FILES);
        await answer(
          first,
          onB,
          (page) => page.getByTestId('files-input').setInputFiles(plainPaths),
          'file-requests-scale-uploader-phone',
        );
        await answer(second, onB, async (page) => {
          await page.getByText('Folder upload', { exact: true }).click();
          await page.getByTestId('folder-input').setInputFiles(join(dir(), ROOT));
        });

        // A's page shows both, without a reload: it learns of them from the shared database.
        const plain = await answerWith(requester, 'deposit-note-z2m.txt');
        const folder = await answerWith(requester, `${ROOT}/summary-p5d.txt`);
        expect(await requester.getByTestId('request-answer').count()).toBe(2);
        expect(await treePaths(plain.getByRole('tree'))).toEqual(Object.keys(PLAIN_FILES).sort());
        expect(await treePaths(folder.getByRole('tree'))).toEqual(FOLDER_TREE);
        await screenshot(requester, 'file-requests-scale-requester-phone');
        await downloadsEqual(requester, plain, PLAIN_FILES);
        await downloadsEqual(requester, folder, FOLDER_FILES);

        // After a reload the page opens them again from this device's key alone.
        await requester.reload();
        const again = await answerWith(requester, `${ROOT}/summary-p5d.txt`);
        await downloadsEqual(requester, again, {
          [`${ROOT}/receipts-n3j/scans-c1x/page-one-u2g.bin`]:
            FOLDER_FILES[`${ROOT}/receipts-n3j/scans-c1x/page-one-u2g.bin`],
        });

        // Nothing at rest says what was asked, by whom, or what was sent.
        const allFiles = { ...PLAIN_FILES, ...FOLDER_FILES };
        const words = [
          MESSAGE,
          FROM,
          ...new Set(Object.keys(allFiles).flatMap((path) => [path, ...path.split('/')])),
          // Sentences inside the text files, in case a window misses them.
          'quokka-note-3f9a',
          'quokka-summary-8e4c',
        ];
        const needles = [
          ...textNeedles(words),
          ...Object.entries(allFiles).flatMap(([path, bytes]) => plaintextNeedles(path, bytes)),
        ];
        const objects = await bucketObjects();
        const storageKeys = await answerStorageKeys(databaseUrl, code);
        // Each answer's objects are in the bucket, so the search below read them.
        expect(storageKeys.length).toBeGreaterThanOrEqual(Object.keys(allFiles).length + 2);
        for (const key of storageKeys) expect(objects.some((object) => object.where.endsWith(key))).toBe(true);
        const rows = await databaseRows(databaseUrl);
        // The dump is this deployment's: it holds the request's link key.
        const linkKey = /\/r\/\d{4}-([\w-]{22})#/.exec(link)![1];
        expect(hits(rows, textNeedles([linkKey]))).not.toEqual([]);
        const atRest = [
          ...objects,
          ...filesUnder(process.env.TEST_S3_DIRECTORY as string, 's3rver'),
          ...filesUnder(a.dataDir, 'A data'),
          ...filesUnder(b.dataDir, 'B data'),
          ...rows,
        ];
        expect(hits(atRest, needles)).toEqual([]);

        // The worker removes the answers once they expire: their objects from the bucket, then their rows.
        expect(await expireAnswers(databaseUrl, code)).toBe(2);
        const deadline = Date.now() + CLEANUP_TIMEOUT_MS;
        while ((await answerCount(databaseUrl, code)) > 0) {
          if (Date.now() > deadline) throw new Error(`The worker did not remove the expired answers of ${code}`);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
        // The worker did it: the instances hand their jobs to Redis and run none.
        expect(worker.log()).toContain('Removed 2 expired answer(s)');
        const left = (await bucketObjects()).map((object) => object.where);
        expect(left.filter((where) => storageKeys.some((key) => where.includes(key)))).toEqual([]);
        await requester.reload();
        await requester.getByText('Nothing has been sent yet.', { exact: false }).waitFor();
        expect(await requester.getByTestId('request-answer').count()).toBe(0);
      } finally {
        await requester.context().close();
        await first.context().close();
        await second.context().close();
      }
    },
    6 * 60_000,
  );
});
