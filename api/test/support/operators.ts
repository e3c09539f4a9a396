import { OperatorEnrollment } from '../../src/operators/enrollment/operator-enrollment.js';
import { logIn, newAccount, type TestAccount } from './accounts.js';
import type { TestApp } from './test-app.js';

/**
 * Enrolls the account of `account.email` as an operator with `account.password`, as the server command does
 * (creating the account if there is none). The app's OPERATOR_EMAILS must list the address.
 */
export async function enrollOperator(app: TestApp, account: TestAccount): Promise<TestAccount> {
  await app.app.get(OperatorEnrollment).enroll(account.email, account.password);
  return account;
}

/** Enrolls an operator with this address and logs it in: resolves its session cookie. */
export async function operatorSignedIn(app: TestApp, email: string): Promise<string> {
  return logIn(app, await enrollOperator(app, newAccount({ email })));
}
