// Draws the PWA icons (from the brand mark, as an SVG rendered by Debian's Chromium) and, given a running
// build, the install dialog's screenshots. Run it after changing the brand mark or the home page:
//   node client/scripts/generate-pwa-assets.mjs                    icons and favicon only
//   node client/scripts/generate-pwa-assets.mjs http://localhost:3000   screenshots too
// Uses playwright-core (a dependency of the tests workspace) and /usr/bin/chromium; never downloads a browser.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const PRIMARY = '#1d4ed8';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-sync',
];

/** The brand mark's glyph (app/layout/brand-logo.tsx) on a 32-unit grid. */
const GLYPH = `
  <path d="M7 11.5a2 2 0 0 1 2-2h4.2l2 2H23a2 2 0 0 1 2 2V22a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z" fill="#fff"/>
  <path d="M13 19.5c.8-2.6 2.8-3.8 5.5-3.8v-2l3.5 3.3-3.5 3.3v-2c-2.1 0-3.9.4-5.5 1.2z" fill="${PRIMARY}"/>`;

/** Rounded tile with transparent corners: the "any" icons and the favicon. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${PRIMARY}"/>${GLYPH}</svg>`;
/** Full-bleed tile, glyph inside the central safe zone: maskable icons and iOS (which rounds corners itself). */
const FULL_BLEED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PRIMARY}"/><g transform="translate(16 16.75) scale(0.8) translate(-16 -16.75)">${GLYPH}</g></svg>`;

const ICONS = [
  { file: 'icons/icon-192.png', svg: ROUNDED, size: 192 },
  { file: 'icons/icon-512.png', svg: ROUNDED, size: 512 },
  { file: 'icons/maskable-512.png', svg: FULL_BLEED, size: 512 },
  { file: 'apple-touch-icon.png', svg: FULL_BLEED, size: 180 },
];

const SCREENSHOTS = [
  { file: 'screenshots/home-narrow.jpg', width: 390, height: 844, mobile: true },
  { file: 'screenshots/home-wide.jpg', width: 1280, height: 800, mobile: false },
];

/**
 * @param {string} file
 * @param {Buffer} bytes
 */
async function save(file, bytes) {
  const path = join(PUBLIC_DIR, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  console.log(`wrote client/public/${file} (${bytes.length} bytes)`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
try {
  await save('favicon.svg', Buffer.from(ROUNDED));
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.svg}`,
    );
    await save(icon.file, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
  const baseUrl = process.argv[2];
  for (const shot of baseUrl ? SCREENSHOTS : []) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
    });
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await save(shot.file, await page.screenshot({ type: 'jpeg', quality: 70 }));
    await page.close();
  }
} finally {
  await browser.close();
}
