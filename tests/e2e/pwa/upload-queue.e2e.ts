/**
 * The upload queue: a share pressed offline completes once online; closing the tab while it is
 * queued still completes it (by Background Sync in the service worker, or by the page when it opens
 * again); an upload cut off midway resumes, resending only what had not arrived; a full storage quota says so.
 * Every completed share is checked byte for byte against the API.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { startCuttingProxy } from './support/cutting-proxy';
import { shareDialog } from '../sharing/support/sharing-pages';
import { downloadShare, setNetwork, sharedCode, waitForServiceWorker } from './support/pwa-pages';

/** The API's chunk size (api/src/resumable-uploads/resumable-upload-limits.ts) and the client's one-request limit. */
const MIB = 1024 * 1024;

interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function textFile(name: string, text: string): PickedFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

async function pickFiles(page: Page, files: PickedFile[]): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
  await page.getByText('File upload', { exact: true }).click();
  await page.getByTestId('files-input').setInputFiles(files);
}

async function expectSharedBytes(base: string, code: string, files: PickedFile[]): Promise<void> {
  const shared = await downloadShare(base, code);
  expect([...shared.keys()].sort()).toEqual(files.map((file) => file.name).sort());
  for (const file of files) expect(shared.get(file.name)?.equals(file.buffer)).toBe(true);
}

/** A page of the app that ran nothing: reads what the queue and the recent shares hold, from IndexedDB. */
async function storedQueue(context: BrowserContext): Promise<{ queued: number; recent: string[] }> {
  const probe = await context.newPage();
  try {
    await probe.goto(`${baseUrl()}/api/health`);
    return await probe.evaluate(
      () =>
        new Promise<{ queued: number; recent: string[] }>((resolve, reject) => {
          const open = indexedDB.open('sharecode');
          open.onerror = () => reject(open.error ?? new Error('IndexedDB would not open'));
          open.onsuccess = () => {
            const transaction = open.result.transaction(['uploads', 'recent-shares']);
            const uploads = transaction.objectStore('uploads').count();
            const recent = transaction.objectStore('recent-shares').getAll();
            transaction.oncomplete = () => {
              resolve({
                queued: uploads.result,
                recent: recent.result.map((share: { folderCode: string }) => share.folderCode),
              });
              open.result.close();
            };
          };
        }),
    );
  } finally {
    await probe.close();
  }
}

const browser = useChromium();

describe.each(['desktop', 'phone'] as const)('sharing offline (%s)', (viewport) => {
  it('queues a share pressed offline, then shares the right files once the connection returns', async () => {
    const page = await newPage(browser(), viewport);
    try {
      const files = [
        textFile(`notes-${viewport}.txt`, 'written offline\n'),
        { name: `photo-${viewport}.bin`, mimeType: 'application/octet-stream', buffer: randomBytes(300_000) },
      ];
      await page.goto(`${baseUrl()}/data-sharing`);
      await waitForServiceWorker(page);
      await setNetwork(page, false);
      await pickFiles(page, files);
      await page.getByRole('button', { name: 'Share Files' }).click();

      await page.getByText('You are offline, so your files are queued on this device.').waitFor();
      const queued = page.getByRole('list', { name: 'Queued uploads' });
      await queued.waitFor();
      expect(await queued.textContent()).toContain('2 files, 293 KB');
      expect(await queued.textContent()).toContain('Waiting for a connection');
      expect(await page.getByRole('button', { name: 'Share Files' }).isEnabled()).toBe(true);
      await screenshot(page, `pwa-queued-offline-${viewport}`);
      expect(await layoutAndA11yProblems(page)).toEqual([]);

      await setNetwork(page, true);
      const code = await sharedCode(page);
      await expectSharedBytes(baseUrl(), code, files);
      await page
        .getByRole('dialog', { name: 'Your files are shared' })
        .getByRole('button', { name: 'Close' })
        .first()
        .click();
      const recent = page.getByRole('list', { name: 'Recent shares' });
      await recent.getByText(code).waitFor();
      expect(await queued.count()).toBe(0);
      await screenshot(page, `pwa-recent-shares-${viewport}`);
      expect(await layoutAndA11yProblems(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('a share queued when the tab is closed', () => {
  async function queueAndClose(context: BrowserContext, files: PickedFile[]): Promise<void> {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/data-sharing`);
    await waitForServiceWorker(page);
    await setNetwork(page, false);
    await pickFiles(page, files);
    await page.getByRole('button', { name: 'Share Files' }).click();
    await page.getByRole('list', { name: 'Queued uploads' }).waitFor();
    await page.close();
  }

  it('is sent by the service worker (Background Sync) with no page open, and shown when the page opens again', async () => {
    const context = await browser().newContext();
    try {
      const files = [textFile('synced.txt', 'sent by Background Sync\n')];
      const fromWorker: string[] = [];
      context.on('request', (request) => {
        if (request.serviceWorker() && request.url().includes('/api/'))
          fromWorker.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      await queueAndClose(context, files);
      expect(fromWorker).toEqual([]);

      // Back online with no page of the app open: Chromium wakes the service worker for the registered sync.
      await context.setOffline(false);
      let stored = await storedQueue(context);
      // Its share is listed once announced; the upload leaves the queue once every byte arrived.
      for (let attempt = 0; attempt < 100 && (stored.recent.length === 0 || stored.queued > 0); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        stored = await storedQueue(context);
      }
      expect(stored.queued).toBe(0);
      expect(stored.recent).toHaveLength(1);
      expect(fromWorker).toContain('POST /api/resumable-uploads');
      await expectSharedBytes(baseUrl(), stored.recent[0], files);

      // The next visit shows the result it has not shown yet.
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/data-sharing`);
      expect(await sharedCode(page)).toBe(stored.recent[0]);
    } finally {
      await context.close();
    }
  });

  it('is sent by the page when it opens again (where the service worker could not)', async () => {
    const context = await browser().newContext();
    try {
      // As in a browser without Background Sync: the service worker's attempts never reach the API.
      await context.route('**/api/**', (route) =>
        route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue(),
      );
      const files = [textFile('reopened-a.txt', 'first'), textFile('reopened-b.txt', 'second')];
      await queueAndClose(context, files);
      await context.setOffline(false);

      const page = await context.newPage();
      await page.goto(`${baseUrl()}/data-sharing`);
      const code = await sharedCode(page);
      await expectSharedBytes(baseUrl(), code, files);
      expect((await storedQueue(context)).queued).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('an upload cut off midway', () => {
  it('resumes where the server stopped, resending only what had not arrived', async () => {
    const proxy = await startCuttingProxy(baseUrl());
    const page = await newPage(browser(), 'desktop');
    try {
      const file = { name: 'big-video.bin', mimeType: 'application/octet-stream', buffer: randomBytes(19 * MIB) };
      // The upload goes in one chunk; its connection drops after 10 MiB went through.
      proxy.cutChunk(1, 10 * MIB);
      await page.goto(`${proxy.url}/data-sharing`);
      await pickFiles(page, [file]);
      await page.getByRole('button', { name: 'Share Files' }).click();

      await page.getByText('The connection dropped, so your files are queued.').waitFor({ timeout: 30_000 });
      // Its share exists already: it is listed with the code, paused, and not as a queued upload.
      const { code: shownCode } = await shareDialog(page, 30_000, { arrived: false });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
      const recent = page.getByTestId('recent-share').filter({ hasText: shownCode });
      expect(await recent.textContent()).toContain('1 file, 19 MB');
      await recent.locator('[data-testid="upload-progress"][data-waiting]').waitFor();
      expect(await page.getByRole('list', { name: 'Queued uploads' }).count()).toBe(0);
      await screenshot(page, 'pwa-connection-dropped-desktop');

      // The network comes back.
      proxy.restore();
      await setNetwork(page, false);
      await setNetwork(page, true);
      // The dialog opened once, when the share was made; its row says when the last byte has arrived.
      await page
        .locator('[data-testid="recent-share"]:not([data-arriving])', { hasText: shownCode })
        .waitFor({ timeout: 60_000 });
      await expectSharedBytes(baseUrl(), shownCode, [file]);

      expect(proxy.cuts).toBe(1);
      // Everything arrived once, plus what was resent after the cut: at most what was in flight when it
      // came (restarting from the beginning would have resent 10 MiB).
      const resent = proxy.chunkBytes - file.buffer.length;
      expect(resent).toBeGreaterThanOrEqual(0);
      expect(resent).toBeLessThanOrEqual(2 * MIB);
      // The chunk cut off, and the rest from where the server stopped.
      expect(proxy.chunkRequests).toBe(2);
    } finally {
      await page.context().close();
      await proxy.close();
    }
  });
});

describe('a full storage quota', () => {
  it('says the files cannot be kept when sharing offline', async () => {
    const page = await newPage(browser(), 'phone');
    try {
      await page.goto(`${baseUrl()}/data-sharing`);
      await page.getByRole('heading', { level: 1, name: 'Data Sharing' }).waitFor();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseUrl()).origin, quotaSize: 64 * 1024 });
      await setNetwork(page, false);
      await pickFiles(page, [
        { name: 'too-big.bin', mimeType: 'application/octet-stream', buffer: randomBytes(512 * 1024) },
      ]);
      await page.getByRole('button', { name: 'Share Files' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Upload failed' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        "This device's storage is full, so these files cannot be kept to share later.",
      );
      expect(await page.getByRole('list', { name: 'Queued uploads' }).count()).toBe(0);
      await screenshot(page, 'pwa-storage-full-phone');
    } finally {
      await page.context().close();
    }
  });
});
