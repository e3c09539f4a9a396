import type { Page } from 'playwright-core';
import { baseUrl } from '../../../support/browser';
import { E2E_OPERATOR_EMAIL, enrollOperator } from '../../../support/server';

const OPERATOR_PASSWORD = 'operator password 1';

/**
 * Makes the operator account on the test server as an operator would: the server command enrolls the address
 * OPERATOR_EMAILS lists (creating the account, or giving it this password again when an earlier test file of
 * the run made it). Signing up with the address would not do: that makes no operator.
 */
export async function enrollTheOperator(): Promise<void> {
  await enrollOperator(E2E_OPERATOR_EMAIL, OPERATOR_PASSWORD);
}

/** Opens /operator and logs in there as a person does. */
export async function logInOperator(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/operator`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(E2E_OPERATOR_EMAIL);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}
