import type { Page } from 'playwright-core';

export { overflowsHorizontally, seriousA11yViolations } from '../../../support/page-checks';

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
