import { SESSION_COOKIE_NAME } from '../../src/auth/session-cookie.js';
import type { TestApp } from './test-app.js';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

let accounts = 0;

/** A fresh account's details (not yet signed up); every call gives another email. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accounts += 1;
  return {
    username: `Test User ${accounts}`,
    email: `user${accounts}@example.com`,
    password: `pass-phrase-${accounts}`,
    ...overrides,
  };
}

export async function signUp(app: TestApp, account: TestAccount = newAccount()): Promise<TestAccount> {
  await app.http().post('/api/signup').send(account).expect(201);
  return account;
}

/** The session cookie a Set-Cookie list carries (`name=value` only), or undefined. */
export function sessionCookieOf(setCookie: string[] | string | undefined): string | undefined {
  const headers = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  const header = headers.find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
  return header?.split(';')[0];
}

/** Logs in and resolves the `Cookie` header value that signs requests in. */
export async function logIn(app: TestApp, account: TestAccount, remember = false): Promise<string> {
  const response = await app
    .http()
    .post('/api/login')
    .send({ email: account.email, password: account.password, remember })
    .expect(200);
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** Signs a new account up and in. */
export async function signedInAccount(
  app: TestApp,
  remember = false,
): Promise<{ account: TestAccount; cookie: string }> {
  const account = await signUp(app);
  return { account, cookie: await logIn(app, account, remember) };
}
