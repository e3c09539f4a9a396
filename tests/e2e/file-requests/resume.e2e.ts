/**
 * An answer survives what a phone's connection does to it (phone size, the uploader's uplink throttled): cut off
 * midway by a proxy in front of the API, the page reloaded while the network is still down, then the network back,
 * the answer goes on from where the server's bytes end and arrives whole; and a page reloaded mid-upload picks its
 * answer up from the upload queue and shows its progress again. The requester compares every byte. Screenshots:
 * tests/screenshots/file-request-resume-*.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { throttleUpload, uploadReaches } from '../instant/support/instant-pages';
import { startCuttingProxy, type CuttingProxy } from '../pwa/support/cutting-proxy';
import { download } from '../sharing/support/sharing-pages';
import {
  answerItems,
  answersArrived,
  followRequest,
  loadAfresh,
  makeRequest,
  openedAnswer,
  openToAnswer,
  pickToAnswer,
  throughOrigin,
  writeTestFiles,
  type MadeRequest,
} from './support/request-pages';

const MIB = 1024 * 1024;
/** About ten seconds at the throttled uplink: long enough to cut, to reload, and to see it go on after. */
const ANSWER_BYTES = 20 * MIB;
const UPLINK_BYTES_PER_SECOND = 2_000_000;
/** Where the first chunk request is cut: a few MiB in, so some of the answer is on the server and some is not. */
const CUT_AFTER_BYTES = 3 * MIB;
/** How long the network stays down after the reload: the queue waits and tries again. */
const DOWN_MS = 3_000;

const browser = useChromium();
const files = useOnDisk(() =>
  writeTestFiles(mkdtempSync(join(tmpdir(), 'sharecode-fr-resume-')), {
    'cut-off.bin': ANSWER_BYTES,
    'reloaded.bin': ANSWER_BYTES,
  }),
);
const downloads = useTempDir('sharecode-fr-resume-downloads-');

let proxy: CuttingProxy;
let requester: Page;
let request: MadeRequest;

beforeAll(async () => {
  proxy = await startCuttingProxy(baseUrl());
  requester = await newPage(browser(), 'phone', { acceptDownloads: true });
  request = await makeRequest(requester, { message: 'The big recordings', from: 'Studio' });
  await followRequest(requester, request.code);
});
afterAll(async () => {
  await requester?.context().close();
  await proxy?.close();
});

/** Waits for the requester to list `count` answers as arrived, and downloads the newest one's only file. */
async function receivedBytes(count: number, name: string): Promise<Buffer> {
  await answersArrived(requester, count, 120_000);
  const item = answerItems(requester).filter({ hasText: name });
  const answer = await openedAnswer(item);
  const file = await download(
    requester,
    () => answer.getByRole('button', { name: `Download ${name}`, exact: true }).click(),
    downloads(),
  );
  return file.bytes;
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an answer on a phone connection (phone)', () => {
  it('is cut off midway, the page reloaded while the network is down, and arrives whole once it is back', async () => {
    const uploader = await newPage(browser(), 'phone');
    try {
      await openToAnswer(uploader, throughOrigin(request.link, proxy.url));
      await throttleUpload(uploader, UPLINK_BYTES_PER_SECOND);
      await pickToAnswer(uploader, 'files', join(files().base, 'cut-off.bin'));
      proxy.cutChunk(1, CUT_AFTER_BYTES);
      await uploader.getByRole('button', { name: 'Send', exact: true }).click();
      await until(() => proxy.cuts === 1, 'the cut');
      // Its bytes kept on the device first, as a person's page keeps them a moment after sending starts: a page
      // closed before that says they cannot be sent, which is not what this test is about.
      await uploader.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('sharecode');
            open.onsuccess = () => {
              const read = open.result.transaction('upload-bytes').objectStore('upload-bytes').getAll();
              read.onsuccess = () => {
                open.result.close();
                resolve((read.result as Array<{ start: number }>).some((piece) => piece.start === 0));
              };
            };
            open.onerror = () => resolve(false);
          }),
        undefined,
        { polling: 250, timeout: 60_000 },
      );

      await loadAfresh(uploader, throughOrigin(request.link, proxy.url));
      // The page cannot read the request while the network is down, and says so.
      await uploader.getByText('The request could not be opened').waitFor({ timeout: 30_000 });
      await screenshot(uploader, 'file-request-resume-down-phone');
      await uploader.waitForTimeout(DOWN_MS);
      proxy.restore();

      // Once it is back, the page reads the request again and shows the queued answer going on.
      await uploader.getByTestId('upload-progress').waitFor({ timeout: 30_000 });
      expect(await uploader.getByTestId('upload-progress').textContent()).not.toMatch(/share|recipient/i);
      await uploader
        .getByTestId('answer-arrived')
        .waitFor({ timeout: 90_000 })
        .catch(async (error: Error) => {
          // What the page shows instead, for whoever reads the failure.
          const shown = (await uploader.locator('main').innerText()).replace(/\n+/g, ' | ');
          throw new Error(`${error.message}\nThe page shows: ${shown}\nChunk requests: ${proxy.chunkRequests}`);
        });
      await screenshot(uploader, 'file-request-resume-arrived-phone');
      const bytes = await receivedBytes(1, 'cut-off.bin');
      expect(bytes.equals(files().bytes.get('cut-off.bin')!)).toBe(true);
      // What had reached the server was not sent again: a few records of overlap at most.
      expect(proxy.chunkBytes).toBeLessThan(ANSWER_BYTES + CUT_AFTER_BYTES);
    } finally {
      await uploader.context().close();
    }
  });

  it('is picked up by the page reloaded mid-upload, which shows its progress again', async () => {
    const uploader = await newPage(browser(), 'phone');
    try {
      await openToAnswer(uploader, request.link);
      await throttleUpload(uploader, UPLINK_BYTES_PER_SECOND);
      await pickToAnswer(uploader, 'files', join(files().base, 'reloaded.bin'));
      await uploader.getByRole('button', { name: 'Send', exact: true }).click();
      const progress = uploader.getByTestId('upload-progress');
      await uploadReaches(progress, 25);
      // The requester sees it arriving, and still does after a reload of its own page mid-arrival.
      const arriving = requester.locator('[data-testid="request-answer"][data-state="arriving"]');
      await arriving.waitFor({ timeout: 30_000 });
      expect(await arriving.textContent()).toMatch(/Arriving · [\d.]+ [KM]B of 2\d(\.\d)? MB/);
      await requester.reload();
      await arriving.waitFor({ timeout: 30_000 });

      await uploader.reload();
      await progress.waitFor({ timeout: 30_000 });
      // An answer's words, not a share's: the requester opens it once all of it arrived.
      expect(await progress.textContent()).not.toMatch(/share|recipient/i);
      // Its figures move on from what had arrived, not from nothing.
      await uploadReaches(progress, 40);
      await screenshot(uploader, 'file-request-resume-reloaded-phone');
      await uploader.getByTestId('answer-arrived').waitFor({ timeout: 90_000 });

      const bytes = await receivedBytes(2, 'reloaded.bin');
      expect(bytes.equals(files().bytes.get('reloaded.bin')!)).toBe(true);
    } finally {
      await uploader.context().close();
    }
  });
});
