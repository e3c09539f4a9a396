/**
 * Installable and offline: the manifest and service worker pass Chromium's own installability
 * check, the Install button appears when Chromium offers installing, every page opens offline (deep links
 * too) with the offline banner, neither API answers nor share pages are ever cached, and API requests go
 * straight to the network.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { shareViaApi, type RetrievedFolder } from '../sharing/support/api';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { cachedUrls, launchWithProfile, setNetwork, waitForServiceWorker } from './support/pwa-pages';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  screenshots: Array<{ src: string; sizes: string; form_factor?: string }>;
  share_target: { action: string; method: string; enctype: string; params: { files: Array<{ name: string }> } };
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest', () => {
  it('names the app, its colours, start URL, scope, standalone display, icons (maskable too), screenshots and share target', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"');
    const manifest = (await (await fetch(new URL(href!, baseUrl()))).json()) as Manifest;
    expect(manifest).toMatchObject({
      short_name: 'Sharecode',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#f8fafc',
    });
    expect(manifest.name).toContain('Sharecode');
    expect(manifest.description).toMatch(/4-digit code/);

    const icons = new Map<string, string>();
    for (const icon of [
      ...manifest.icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'apple' },
    ]) {
      const response = await fetch(new URL(icon.src, baseUrl()));
      expect(response.headers.get('content-type')).toBe('image/png');
      const size = pngSize(Buffer.from(await response.arrayBuffer()));
      expect(size).toBe(icon.sizes);
      icons.set(`${icon.purpose ?? 'any'} ${size}`, icon.src);
    }
    expect([...icons.keys()].sort()).toEqual(['any 192x192', 'any 512x512', 'apple 180x180', 'maskable 512x512']);

    expect(manifest.screenshots.map((shot) => `${shot.form_factor} ${shot.sizes}`).sort()).toEqual([
      'narrow 390x844',
      'wide 1280x800',
    ]);
    for (const shot of manifest.screenshots) expect((await fetch(new URL(shot.src, baseUrl()))).status).toBe(200);

    expect(manifest.share_target).toMatchObject({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
    });
    expect(manifest.share_target.params.files[0].name).toBe('files');
  });
});

describe.each(['phone', 'desktop'] as const)('installing (%s)', (viewport) => {
  it("passes Chromium's installability check, and shows Install app when Chromium offers it", async () => {
    const { context, page, close } = await launchWithProfile(viewport);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

      // Chromium fires beforeinstallprompt once the page is installable; the app shows its own button.
      const offer = page.getByTestId('install-offer');
      await offer.waitFor({ timeout: 30_000 });
      expect(await offer.getByRole('button', { name: 'Install app' }).isVisible()).toBe(true);
      await screenshot(page, `pwa-install-offer-${viewport}`);
      expect(await layoutAndA11yProblems(page)).toEqual([]);
      await offer.getByRole('button', { name: 'Not now' }).click();
      await offer.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });
});

describe.each(['phone', 'desktop'] as const)('offline (%s)', (viewport) => {
  const browser = useChromium();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), viewport);
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('reloads /, /faq, /blogs and a deep link from the precache, with the offline banner', async () => {
    await page.goto(`${baseUrl()}/`);
    await waitForServiceWorker(page);
    await setNetwork(page, false);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Effortless Data Sharing' }).waitFor();
    const banner = page.getByTestId('offline-indicator');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are offline.');
    await screenshot(page, `pwa-offline-home-${viewport}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    for (const [path, heading] of [
      ['/faq', 'Frequently Asked Questions'],
      ['/blogs', 'Blog'],
      ['/features/file-recovery', 'File Recovery'],
      ['/terms', 'Terms & Conditions'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // The API is never answered from a cache: offline, it fails.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    await setNetwork(page, true);
    await banner.waitFor({ state: 'detached' });
  });

  it('hands API requests, uploads included, straight to the network without going through the service worker', async () => {
    await page.goto(`${baseUrl()}/data-sharing`);
    await waitForServiceWorker(page);
    // Resource Timing says which requests met a static route of the worker ('network') and which went to its
    // fetch handler (no route, and a workerStart).
    const routes = await page.evaluate(async () => {
      const form = new FormData();
      form.append('files', new File(['hello'], 'note.txt', { type: 'text/plain' }), 'note.txt');
      for (const request of [
        new Request('/api/upload', { method: 'POST', body: form }),
        new Request('/api/health'),
        new Request('/index.html'),
      ]) {
        const response = await fetch(request);
        if (!response.ok) throw new Error(`${request.url}: ${response.status}`);
        await response.arrayBuffer();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(api\/upload|api\/health|index\.html)$/.test(entry.name))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string };
          return {
            path: new URL(timing.name).pathname,
            route: timing.workerMatchedSourceType || 'fetch handler',
            worker: timing.workerStart > 0,
          };
        });
    });
    expect(routes).toEqual([
      { path: '/api/upload', route: 'network', worker: true },
      { path: '/api/health', route: 'network', worker: true },
      { path: '/index.html', route: 'fetch handler', worker: true },
    ]);
  });

  it('never caches API answers, downloads or share pages; a share link opened offline says it needs a connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sharecode-pwa-cache-'));
    try {
      writeFileSync(join(dir, 'note.txt'), 'cached? never');
      const share = await shareViaApi(baseUrl(), dir, [join(dir, 'note.txt')]);
      await page.goto(share.folderUrl);
      await waitForServiceWorker(page);
      await page.reload();
      await page.getByRole('region', { name: `Folder ${share.folderCode}` }).waitFor();
      // Every kind of share answer: by link and by code, a file, the QR image and the ZIP (from the answer's URLs).
      await page.evaluate(
        async ({ code, link }) => {
          await fetch(`${link}/qr`).then((response) => response.text());
          const { data } = (await (await fetch(`/api/folders/retrieve/${code}`)).json()) as RetrievedFolder;
          for (const url of [data.files[0].url, data.qrCode, data.zipUrl]) await (await fetch(url)).arrayBuffer();
        },
        { code: share.folderCode, link: new URL(share.folderUrl).pathname },
      );

      const urls = (await cachedUrls(page)).map((url) => new URL(url).pathname);
      expect(urls.length).toBeGreaterThan(20);
      expect(urls).toContain('/index.html');
      expect(urls.filter((path) => path.startsWith('/api') || path.startsWith('/s/'))).toEqual([]);

      await setNetwork(page, false);
      await page.reload();
      const error = page.getByTestId('share-error');
      await error.waitFor();
      expect(await error.textContent()).toContain('The server could not be reached');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
