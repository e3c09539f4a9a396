import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';
import chromiumSettings from './chromium.json';

/** Debian's Chromium unless CHROME_PATH names another. */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? chromiumSettings.defaultPath;

/**
 * The flags every run uses, the benchmark's included (both read support/chromium.json): no sandbox as root, and no
 * background traffic to hosts this machine cannot reach.
 */
const CHROMIUM_FLAGS = chromiumSettings.flags;

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = resolve(__dirname, '../screenshots');

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run through tests/jest.config.cjs (global setup starts the server)');
  return url;
}

/** How every test's browser starts: Chromium with the shared flags, then `extraArgs`. */
export function launchOptions(extraArgs: string[] = []): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs] };
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(extraArgs));
}

/**
 * Chromium for the tests around the call (a file, or a describe block): launched before them with the flags
 * `extraArgs()` gives then, closed after them. Call the function it returns from a test or a later hook.
 */
export function useChromium(extraArgs: () => string[] = () => []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(extraArgs());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium starts in beforeAll: use it from a test or a later hook');
    return browser;
  };
}

/** Context options for the named viewport; phone contexts are touch and mobile. */
export function viewportOptions(viewport: ViewportName): BrowserContextOptions {
  const phone = viewport === 'phone';
  return { viewport: VIEWPORTS[viewport], isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 };
}

/** A new context (own cookies and storage) with the named viewport and `options`, and a page in it. */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...viewportOptions(viewport), ...options });
  return context.newPage();
}

/**
 * Resolves once the app has drawn its page in place of what the document painted first (a page's prerendered
 * picture, which is inert, or index.html's loading shell). Until then a locator that ignores accessibility (a
 * label, a CSS selector) can find the picture's copy of a control, which a person could not use.
 */
export async function appDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root [inert], #root .boot-shell'));
}

/** Saves a full-page PNG into the git-ignored tests/screenshots/ folder, for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
