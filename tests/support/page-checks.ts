/** Checks any browser test runs on a page: accessibility (axe-core) and a layout that fits the screen. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations of serious or critical impact, as "rule: target" lines (empty when clean). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A fade caught halfway would read as low contrast. The home page's slides advance by themselves, so one may
  // start while axe runs: hold the page at reduced motion (its styles then drop the fades) for the check, and jump
  // every finite animation already running to its end. Endless ones (spinners) cannot finish and are left alone.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An infinite animation.
        }
      }
    });
    return await axeViolations(page);
  } finally {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
    );
}

/** True when the page scrolls sideways, the usual sign of a layout that does not fit a phone. */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
