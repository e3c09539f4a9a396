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

  it('blocks an account after RATE_LOGIN_FAIL_PER_15MIN failed logins, from any client, with Retry-After', async () => {
    app = await createTestAppBehindProxy({ RATE_LOGIN_FAIL_PER_15MIN: '3' });
    const account = await signUp(app);
    const clients = ['192.0.2.1', '192.0.2.2', '192.0.2.3'];
    for (const client of clients) await login(app, client, account.email, 'wrong password').expect(401);
    const refused = await login(app, '192.0.2.4', account.email, 'wrong password').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(FIFTEEN_MINUTES_S - 60);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many failed logins. Please wait 15 minutes and try again.',
      error: 'Too Many Requests',
    });
    // Blocked now, even with the right password, until the window has passed.
    await login(app, OTHER_CLIENT, account.email, account.password).expect(429).expect('Retry-After', /^\d+$/);
    // Another account is unaffected from the same clients.
    const other = await signUp(app);
    await login(app, OTHER_CLIENT, other.email, other.password).expect(200);
  });

  it('blocks a client after RATE_LOGIN_FAIL_PER_15MIN failed logins across accounts; other clients log in', async () => {
    app = await createTestAppBehindProxy({ RATE_LOGIN_FAIL_PER_15MIN: '3' });
    const account = await signUp(app);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      await login(app, CLIENT, email, 'guess-123').expect(401);
    await login(app, CLIENT, 'd@example.com', 'guess-123').expect(429);
    await login(app, CLIENT, account.email, account.password).expect(429);
    await login(app, OTHER_CLIENT, account.email, account.password).expect(200);
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
    await login(app, OTHER_CLIENT, account.email, account.password).expect(429);
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
