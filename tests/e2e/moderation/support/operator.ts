import type { Page } from 'playwright-core';
import { baseUrl } from '../../../support/browser';
import { E2E_OPERATOR_EMAIL } from '../../../support/server';

const OPERATOR_PASSWORD = 'operator password 1';

/** Signs the operator account up (OPERATOR_EMAILS lists its address on the test server), once per run. */
export async function signUpOperator(): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'Olga Operator', email: E2E_OPERATOR_EMAIL, password: OPERATOR_PASSWORD }),
  });
  // 409: an earlier test file of this run signed the same account up.
  if (response.status !== 201 && response.status !== 409) throw new Error(`signup answered ${response.status}`);
}

/** Opens /operator and logs in there as a person does. */
export async function logInOperator(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/operator`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(E2E_OPERATOR_EMAIL);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}
