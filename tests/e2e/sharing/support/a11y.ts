/** Accessibility and layout checks run on every sharing state the journeys reach. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core WCAG 2.1 A/AA violations of serious or critical impact, one line per offending node. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`));
}

/** True when the page scrolls sideways: the layout does not fit the screen. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Both checks together, for one-line use in a test. */
export async function layoutAndA11yProblems(page: Page): Promise<string[]> {
  const problems = await seriousViolations(page);
  if (await scrollsSideways(page)) problems.push('the page scrolls sideways');
  return problems;
}
