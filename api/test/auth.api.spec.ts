import { expect } from '@jest/globals';
import { Session } from '../src/auth/session.entity.js';
import { User } from '../src/auth/user.entity.js';
import { logIn, newAccount, sessionCookieOf, signedInAccount, signUp } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { errorOf, userOf } from './support/answers.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const INVALID_CREDENTIALS = {
  statusCode: 401,
  code: 'invalid_credentials',
  message: 'Invalid email or password',
  error: 'Unauthorized',
};

describe('accounts API', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(() => app.close());

  const userCount = () => app.dataSource.getRepository(User).count();
  const sessionCount = () => app.dataSource.getRepository(Session).count();

  describe('POST /api/signup', () => {
    it('creates the account with a normalised email and answers the user, never the password', async () => {
      const response = await app
        .http()
        .post('/api/signup')
        .send({ username: '  Ada Lovelace ', email: '  Ada@Example.COM ', password: 'analytical engine' })
        .expect(201);
      expect(response.body).toEqual({
        user: {
          id: expect.any(Number),
          username: 'Ada Lovelace',
          email: 'ada@example.com',
          createdAt: app.clock.now().toISOString(),
          operator: false,
        },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password|hash|analytical/i);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('answers 409 for an email that already has an account, whatever its case', async () => {
      const account = await signUp(app);
      const response = await app
        .http()
        .post('/api/signup')
        .send({ ...account, email: ` ${account.email.toUpperCase()}` })
        .expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'email_taken',
        message: 'An account with this email already exists. Log in instead.',
        error: 'Conflict',
      });
      expect(await userCount()).toBe(1);
    });

    it.each([
      [
        'an invalid email',
        { email: 'not-an-email' },
        'invalid_email',
        'Please enter a valid email address.',
        undefined,
      ],
      ['no email', { email: undefined }, 'invalid_email', 'Please enter a valid email address.', undefined],
      [
        'a 7-character password',
        { password: 'short12' },
        'password_too_short',
        'Password must be at least 8 characters long.',
        { min: 8 },
      ],
      [
        'no password',
        { password: undefined },
        'password_too_short',
        'Password must be at least 8 characters long.',
        { min: 8 },
      ],
      [
        'a 1025-character password',
        { password: 'x'.repeat(1025) },
        'password_too_long',
        'Password must be at most 1024 characters long.',
        { max: 1024 },
      ],
      ['a blank name', { username: '   ' }, 'username_required', 'Please enter your full name.', undefined],
      ['a name that is not text', { username: 42 }, 'username_required', 'Please enter your full name.', undefined],
    ])('answers 400 with a clear message for %s, storing nothing', async (_case, change, code, message, params) => {
      const response = await app
        .http()
        .post('/api/signup')
        .send({ ...newAccount(), ...change })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code,
        message,
        error: 'Bad Request',
        ...(params && { params }),
      });
      expect(await userCount()).toBe(0);
    });

    it('keeps no plaintext password (nor session token) anywhere in the database', async () => {
      const account = await signUp(app, newAccount({ password: 'Plaintext-Canary-7x!' }));
      const cookie = await logIn(app, account, true);
      await app.http().post('/api/logout').set('Cookie', cookie).expect(204);
      await logIn(app, account);
      const contents = await app.databaseContents();
      expect(contents.length).toBeGreaterThan(0);
      for (const bytes of contents) {
        expect(bytes.includes('Plaintext-Canary-7x!')).toBe(false);
        expect(bytes.includes(Buffer.from('Plaintext-Canary-7x!', 'utf16le'))).toBe(false);
        expect(bytes.includes(cookie.split('=')[1])).toBe(false);
      }
      const stored = await app.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('POST /api/login', () => {
    it('answers the user and sets a browser-session cookie without Remember me', async () => {
      const account = await signUp(app);
      const response = await app
        .http()
        .post('/api/login')
        .send({ email: account.email.toUpperCase(), password: account.password })
        .expect(200);
      expect(response.body).toEqual({
        user: {
          id: expect.any(Number),
          username: account.username,
          email: account.email,
          createdAt: expect.any(String),
          operator: false,
        },
      });
      const [cookie] = response.headers['set-cookie'] as unknown as string[];
      expect(cookie).toMatch(/^sharecode_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    });

    it('sets a 30-day cookie with Remember me', async () => {
      const account = await signUp(app);
      const response = await app
        .http()
        .post('/api/login')
        .send({ email: account.email, password: account.password, remember: true })
        .expect(200);
      const [cookie] = response.headers['set-cookie'] as unknown as string[];
      expect(cookie).toMatch(
        /^sharecode_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
      );
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    });

    it('marks the cookie Secure when the request came over HTTPS (through a trusted proxy)', async () => {
      await app.close();
      app = await createTestApp({ env: { TRUST_PROXY: 'on' } });
      const account = await signUp(app);
      for (const remember of [false, true]) {
        const response = await app
          .http()
          .post('/api/login')
          .set('X-Forwarded-Proto', 'https')
          .send({ email: account.email, password: account.password, remember })
          .expect(200);
        expect((response.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      }
    });

    it('answers the same 401 for a wrong password and for an unknown email, with no cookie', async () => {
      const account = await signUp(app);
      const wrongPassword = await app
        .http()
        .post('/api/login')
        .send({ email: account.email, password: 'not the password' })
        .expect(401);
      const unknownEmail = await app
        .http()
        .post('/api/login')
        .send({ email: 'nobody@example.com', password: account.password })
        .expect(401);
      expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS);
      expect(unknownEmail.body).toEqual(INVALID_CREDENTIALS);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
      expect(unknownEmail.headers['set-cookie']).toBeUndefined();
      expect(await sessionCount()).toBe(0);
    });

    it('answers 400 without an email or password', async () => {
      const response = await app.http().post('/api/login').send({ email: 'a@example.com' }).expect(400);
      expect(errorOf(response).code).toBe('password_missing');
      expect(errorOf(response).message).toBe('Please enter your password.');
      await app.http().post('/api/login').send({ password: 'whatever1' }).expect(400);
      await app
        .http()
        .post('/api/login')
        .send({ email: 'a@example.com', password: 'whatever1', remember: 'yes' })
        .expect(400);
    });

    it('refuses a login another site sends (CSRF), and accepts our own pages', async () => {
      const account = await signUp(app);
      const body = { email: account.email, password: account.password };
      const crossSite = await app.http().post('/api/login').set('Sec-Fetch-Site', 'cross-site').send(body).expect(403);
      expect(errorOf(crossSite).code).toBe('cross_site_request');
      expect(errorOf(crossSite).message).toBe('This request came from another site and was refused.');
      await app.http().post('/api/login').set('Origin', 'https://evil.example').send(body).expect(403);
      await app.http().post('/api/login').set('Sec-Fetch-Site', 'same-origin').send(body).expect(200);
      await app.http().post('/api/login').set('Origin', app.baseUrl).send(body).expect(200);
    });
  });

  describe('sessions', () => {
    it('GET /api/me answers the signed-in user, and 401 without a live session', async () => {
      const { account, cookie } = await signedInAccount(app);
      const me = await app.http().get('/api/me').set('Cookie', cookie).expect(200);
      expect(userOf(me)).toMatchObject({ email: account.email, username: account.username });
      const anonymous = await app.http().get('/api/me').expect(401);
      expect(anonymous.body).toEqual({
        statusCode: 401,
        code: 'not_signed_in',
        message: 'You are not signed in, or your session has expired. Please log in again.',
        error: 'Unauthorized',
      });
      await app.http().get('/api/me').set('Cookie', 'sharecode_session=forged').expect(401);
      await app
        .http()
        .get('/api/me')
        .set('Cookie', `sharecode_session=${'A'.repeat(43)}`)
        .expect(401);
    });

    it('logout revokes the session at once, clears the cookie, and leaves other sessions alone', async () => {
      const account = await signUp(app);
      const phone = await logIn(app, account);
      const laptop = await logIn(app, account, true);
      const response = await app.http().post('/api/logout').set('Cookie', phone).expect(204);
      expect((response.headers['set-cookie'] as unknown as string[])[0]).toMatch(
        /^sharecode_session=; Path=\/; Expires=Thu, 01 Jan 1970/,
      );
      await app.http().get('/api/me').set('Cookie', phone).expect(401);
      await app.http().get('/api/me').set('Cookie', laptop).expect(200);
      expect(await sessionCount()).toBe(1);
      // Logging out without a session is not an error.
      await app.http().post('/api/logout').expect(204);
    });

    it('ends sessions after 12 hours without Remember me and after 30 days with it; the next login sweeps them', async () => {
      const account = await signUp(app);
      const browserSession = await logIn(app, account);
      const remembered = await logIn(app, account, true);
      app.clock.advance(12 * HOUR_MS - 1000);
      await app.http().get('/api/me').set('Cookie', browserSession).expect(200);
      app.clock.advance(1000);
      await app.http().get('/api/me').set('Cookie', browserSession).expect(401);
      await app.http().get('/api/me').set('Cookie', remembered).expect(200);
      app.clock.advance(30 * DAY_MS);
      await app.http().get('/api/me').set('Cookie', remembered).expect(401);
      expect(await sessionCount()).toBe(2);
      const fresh = await logIn(app, account);
      expect(await sessionCount()).toBe(1);
      await app.http().get('/api/me').set('Cookie', fresh).expect(200);
    });
  });

  describe('DELETE /api/me', () => {
    it('needs a session', async () => {
      await app.http().delete('/api/me').send({ password: 'whatever1' }).expect(401);
    });

    it('keeps everything when the password is wrong', async () => {
      const { cookie } = await signedInAccount(app);
      const response = await app
        .http()
        .delete('/api/me')
        .set('Cookie', cookie)
        .send({ password: 'not it at all' })
        .expect(403);
      expect(errorOf(response).code).toBe('incorrect_password');
      expect(errorOf(response).message).toBe('Incorrect password. Your account was not deleted.');
      await app.http().delete('/api/me').set('Cookie', cookie).send({}).expect(400);
      expect(await userCount()).toBe(1);
      await app.http().get('/api/me').set('Cookie', cookie).expect(200);
    });

    it('refuses a deletion another site sends', async () => {
      const { account, cookie } = await signedInAccount(app);
      await app
        .http()
        .delete('/api/me')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-site')
        .send({ password: account.password })
        .expect(403);
      expect(await userCount()).toBe(1);
    });

    it('deletes the account and every session of it; its email can sign up again', async () => {
      const { account, cookie } = await signedInAccount(app);
      const otherSession = await logIn(app, account, true);
      const bystander = await signedInAccount(app);
      const response = await app
        .http()
        .delete('/api/me')
        .set('Cookie', cookie)
        .send({ password: account.password })
        .expect(204);
      expect(sessionCookieOf(response.headers['set-cookie'])).toBe('sharecode_session=');
      await app.http().get('/api/me').set('Cookie', cookie).expect(401);
      await app.http().get('/api/me').set('Cookie', otherSession).expect(401);
      await app.http().post('/api/login').send({ email: account.email, password: account.password }).expect(401);
      expect(await userCount()).toBe(1);
      expect(await sessionCount()).toBe(1);
      await app.http().get('/api/me').set('Cookie', bystander.cookie).expect(200);
      await signUp(app, account);
    });
  });
});
