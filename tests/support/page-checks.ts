/** Checks any browser test runs on a page: accessibility (axe-core) and a layout that fits the screen. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A style sheet that holds the page still while it is checked. */
const STILL_STYLE_ID = 'sharecode-test-still';
const STILL_CSS = '*, *::before, *::after { animation: none !important; transition: none !important; }';

/** axe-core violations of serious or critical impact, as "rule: target" lines (empty when clean). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A fade caught halfway would read as low contrast. The home page's slides advance by themselves, so one may
  // start while axe runs: animations and transitions are switched off for the check (a style sheet added, then
  // removed), and those already running jump to their end.
  await page.evaluate(
    ({ id, css }) => {
      const style = document.createElement('style');
      style.id = id;
      style.textContent = css;
      document.head.append(style);
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An infinite animation.
        }
      }
    },
    { id: STILL_STYLE_ID, css: STILL_CSS },
  );
  try {
    return await axeViolations(page);
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), STILL_STYLE_ID);
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
