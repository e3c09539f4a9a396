import { expect } from '@jest/globals';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { createTestAppBehindProxy, type TestApp } from './support/test-app.js';

const CLIENT = '203.0.113.10';
const OTHER_CLIENT = '198.51.100.20';
const FIFTEEN_MINUTES_S = 15 * 60;

/** Every request names its client through X-Forwarded-For, which TRUST_PROXY makes the server believe. */
function login(app: TestApp, client: string, email: string, password: string) {
  return app.http().post('/api/login').set('X-Forwarded-For', client).send({ email, password });
}

describe('account rate limits', () => {
  let app: TestApp;

  afterEach(() => app.close());

  it('blocks a client for an account after RATE_LOGIN_FAIL_PER_15MIN failed logins, with Retry-After', async () => {
    app = await createTestAppBehindProxy({ RATE_LOGIN_FAIL_PER_15MIN: '3' });
    const account = await signUp(app);
    for (let attempt = 0; attempt < 3; attempt++) await login(app, CLIENT, account.email, 'wrong password').expect(401);
    const refused = await login(app, CLIENT, account.email, 'wrong password').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(FIFTEEN_MINUTES_S - 60);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'too_many_failed_logins',
      params: { retryAfter: Number(refused.headers['retry-after']) },
      message: 'Too many failed logins. Please wait 15 minutes and try again.',
      error: 'Too Many Requests',
    });
    // Blocked now for this account, even with the right password, until the window has passed.
    await login(app, CLIENT, account.email, account.password).expect(429).expect('Retry-After', /^\d+$/);
    // The owner elsewhere, and this client for another account, are unaffected (lockouts/ has the attacks).
    await login(app, OTHER_CLIENT, account.email, account.password).expect(200);
    const other = await signUp(app);
    await login(app, CLIENT, other.email, other.password).expect(200);
  });

  it('counts failures for several accounts from one client apart', async () => {
    app = await createTestAppBehindProxy({ RATE_LOGIN_FAIL_PER_15MIN: '3' });
    const account = await signUp(app);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'])
      await login(app, CLIENT, email, 'guess-123').expect(401);
    await login(app, CLIENT, account.email, account.password).expect(200);
  });

  it('does not count successful logins', async () => {
    app = await createTestAppBehindProxy({ RATE_LOGIN_FAIL_PER_15MIN: '2' });
    const account = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt++) await login(app, CLIENT, account.email, account.password).expect(200);
    await login(app, CLIENT, account.email, 'wrong password').expect(401);
  });

  it('counts wrong passwords when deleting an account against the same limit', async () => {
    app = await createTestAppBehindProxy({ RATE_LOGIN_FAIL_PER_15MIN: '2' });
    const account = await signUp(app);
    const cookie = await logIn(app, account);
    const remove = (password: string) =>
      app.http().delete('/api/me').set('X-Forwarded-For', CLIENT).set('Cookie', cookie).send({ password });
    await remove('wrong one!').expect(403);
    await remove('wrong two!').expect(403);
    await remove('wrong three').expect(429).expect('Retry-After', /^\d+$/);
    await remove(account.password).expect(429);
    // The same pair: this client's logins for the account are blocked too; the owner elsewhere is not.
    await login(app, CLIENT, account.email, account.password).expect(429);
    await login(app, OTHER_CLIENT, account.email, account.password).expect(200);
  });

  it('limits signups per client (RATE_SIGNUP_PER_HOUR)', async () => {
    app = await createTestAppBehindProxy({ RATE_SIGNUP_PER_HOUR: '2' });
    const signup = (client: string) => app.http().post('/api/signup').set('X-Forwarded-For', client).send(newAccount());
    await signup(CLIENT).expect(201);
    await signup(CLIENT).expect(201);
    const refused = await signup(CLIENT).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    await signup(OTHER_CLIENT).expect(201);
    // Only signups are limited: the client still reaches everything else.
    await app.http().get('/api/health').set('X-Forwarded-For', CLIENT).expect(200);
  });
});
