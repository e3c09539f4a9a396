/** Steps the PWA tests share: service worker control, network emulation, caches, and reading shares back. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { launchOptions, viewportOptions, type ViewportName } from '../../../support/browser';
import type { RetrievedFolder } from '../../sharing/support/api';
import { shareDialog } from '../../sharing/support/sharing-pages';

/** Waits until the page is controlled by the service worker (first visit: it installs and claims the page). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const sessions = new WeakMap<Page, CDPSession>();

async function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Takes the page's browser context off or on the network. Playwright's setOffline cuts the traffic;
 * Chromium no longer derives navigator.onLine from that emulation, so the page is also told through
 * Network.overrideNetworkState, which sets navigator.onLine and fires offline/online as a real loss would.
 */
export async function setNetwork(page: Page, online: boolean): Promise<void> {
  await page.context().setOffline(!online);
  await (
    await sessionOf(page)
  ).send(
    'Network.overrideNetworkState' as never,
    {
      offline: !online,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    } as never,
  );
}

/** Every URL in the page's Cache Storage. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** The bytes of every file of a share, by path, downloaded from the API. */
export async function downloadShare(baseUrl: string, code: string): Promise<Map<string, Buffer>> {
  const response = await fetch(`${baseUrl}/api/folders/retrieve/${code}`);
  if (!response.ok) throw new Error(`share ${code}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as RetrievedFolder;
  const files = new Map<string, Buffer>();
  for (const file of data.files) {
    const download = await fetch(`${baseUrl}${file.url}`);
    files.set(file.filepath, Buffer.from(await download.arrayBuffer()));
  }
  return files;
}

/** The code shown in the share modal, once it opens. */
export async function sharedCode(page: Page): Promise<string> {
  return (await shareDialog(page)).code;
}

export interface InstallableBrowser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/**
 * Chromium on a real (temporary) profile: its incognito-like default contexts are never installable, and
 * only a profile gets `beforeinstallprompt`.
 */
export async function launchWithProfile(viewport: ViewportName): Promise<InstallableBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'sharecode-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions(),
    ...viewportOptions(viewport),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
