/**
 * The installable app speaks the visitor's language: each language's pages link a web manifest in it (the same app,
 * named and described in that language), and the service worker, which answers every page once installed, answers
 * with the app shell in the visitor's language too, offline included, as it does its own messages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { REPO_ROOT } from '../../support/server';
import { setNetwork, waitForServiceWorker } from '../pwa/support/pwa-pages';

const browser = useChromium();

/** A language's catalogue, as the build writes its words into the manifests and the worker. */
function catalogue(tag: string): Record<string, string> {
  const file = join(REPO_ROOT, 'client', 'locales', `${tag}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

interface Manifest {
  id: string;
  start_url: string;
  lang: string;
  dir: string;
  name: string;
  short_name: string;
  description: string;
  screenshots: { label: string }[];
}

async function manifestOf(href: string): Promise<{ type: string | null; manifest: Manifest }> {
  const response = await fetch(new URL(href, baseUrl()));
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), manifest: (await response.json()) as Manifest };
}

async function shellWords(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    loading: document.querySelector('.boot-shell__message')?.textContent,
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
  }));
}

describe("the installable app in the visitor's language", () => {
  let page: Page;

  afterEach(async () => {
    await page.context().close();
  });

  it('links the Arabic manifest from a page asked for in Arabic, and it reads Arabic', async () => {
    page = await newPage(browser(), 'phone', { locale: 'en-US', javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/?lang=ar`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.ar.webmanifest');

    const arabic = catalogue('ar');
    const { type, manifest } = await manifestOf(href!);
    expect(type).toMatch(/^application\/manifest\+json/);
    expect(manifest).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      name: arabic['document.title'],
      short_name: 'Sharecode',
      description: arabic['document.description'],
    });
    expect(manifest.screenshots.map((shot) => shot.label)).toEqual([
      arabic['manifest.screenshot.narrow'],
      arabic['manifest.screenshot.wide'],
    ]);
    // One app in every language: installing from an Arabic page or an English one is the same app.
    const { manifest: english } = await manifestOf('/manifest.webmanifest');
    expect({ id: manifest.id, start_url: manifest.start_url }).toEqual({
      id: english.id,
      start_url: english.start_url,
    });
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', name: 'Sharecode — share files with a 4-digit code' });
  });

  it('reloads offline in the saved language: the shell before the app starts, the app, and the worker’s own answers', async () => {
    const japanese = catalogue('ja');
    page = await newPage(browser(), 'phone', { locale: 'en-US' });
    await page.goto(`${baseUrl()}/`);
    await appDrawn(page);
    await waitForServiceWorker(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await setNetwork(page, false);

    // Before the app starts (its scripts held back), the worker's shell already speaks Japanese.
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.reload();
    await expect(shellWords(page)).resolves.toEqual({
      lang: 'ja',
      dir: 'ltr',
      title: japanese['document.title'],
      loading: japanese['document.loading'],
      manifest: '/manifest.ja.webmanifest',
    });
    await screenshot(page, 'languages-offline-shell-ja');

    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    // Let go before the app starts: while a second session is attached, the page is not told it is offline.
    await cdp.detach();
    await page.reload();
    await appDrawn(page);
    const banner = page.getByTestId('offline-indicator');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(japanese['app.offline.title']);
    await expect(page.getByRole('link', { name: japanese['footer.faq'] }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ja');
    await screenshot(page, 'languages-offline-app-ja');

    // The worker's own answer (a PDF preview that has closed) is in Japanese too.
    const answer = await page.evaluate(() =>
      fetch('/pdf-preview/closed-long-ago/a.pdf').then((response) => response.text()),
    );
    expect(answer).toBe(japanese['files.worker.previewClosed']);
    await setNetwork(page, true);
  });
});
