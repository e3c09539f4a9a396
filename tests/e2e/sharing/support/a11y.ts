/** Accessibility and layout checks run on every sharing state the journeys reach. */
import type { Page } from 'playwright-core';
import { overflowsHorizontally, seriousA11yViolations } from '../../../support/page-checks';

/** Both checks together, for one-line use in a test. */
export async function layoutAndA11yProblems(page: Page): Promise<string[]> {
  const problems = await seriousA11yViolations(page);
  if (await overflowsHorizontally(page)) problems.push('the page scrolls sideways');
  return problems;
}
