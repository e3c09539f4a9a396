import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations of serious or critical impact, as "rule: target" lines (empty when clean). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`));
}

/** True when the page scrolls sideways, the usual sign of a layout that does not fit a phone. */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Collects uncaught page errors and console errors for a final "nothing broke" assertion. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Signs the browser in the way the app does: a `user` record in localStorage, before any script runs. */
export async function signInBeforeLoad(page: Page, email: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-out')) localStorage.setItem('user', JSON.stringify({ email: value }));
  }, email);
}
