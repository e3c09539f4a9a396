/** Getting a browser signed in to a fresh account: made through the API, then logged in on /login as a person does. */
import type { Page } from 'playwright-core';
import { baseUrl } from '../../../support/browser';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** Makes the account with POST /api/signup from `page` (on the app's origin, as its form would). */
export async function signUpByApi(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${baseUrl()}/signup`);
  const status = await page.evaluate(
    (body) =>
      fetch('/api/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status),
    account,
  );
  if (status !== 201) throw new Error(`POST /api/signup answered ${status}`);
}

/** Logs in on /login and waits for the page a login lands on. */
export async function logIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl()}/features/file-sharing`);
}
