/**
 * Every shell route at phone and desktop size against the production build: heading, key strings, no sideways
 * scrolling, no serious/critical axe-core violations, no page errors, and a full-page screenshot to look at.
 */
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { overflowsHorizontally, recordPageErrors, seriousA11yViolations } from './support/shell-checks';
import { SHELL_ROUTES } from './support/shell-routes';

const browser = useChromium();

describe.each(['phone', 'desktop'] as const)('shell routes (%s)', (viewport) => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await newPage(browser(), viewport, { reducedMotion: 'reduce' });
    errors = recordPageErrors(page);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each(SHELL_ROUTES)('$path shows its heading and key strings, fits, and passes axe', async (route) => {
    await page.goto(`${baseUrl()}${route.path}`);
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
    for (const text of route.texts) {
      expect(await page.getByText(text).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${route.name}-${viewport}`);
  });

  it('serves the sharing routes through the same shell', async () => {
    for (const path of ['/data-sharing', '/file-access', '/features/file-sharing', '/features/file-recovery']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main h1').first().waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    }
  });

  it('raised no page errors', () => {
    // A missing API route for the sharing pages is not the shell's concern; everything else must be clean.
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
