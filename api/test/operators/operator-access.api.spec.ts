import { logIn, newAccount, signUp } from '../support/accounts.js';
import { enrollOperator } from '../support/operators.js';
import { userOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const OPERATOR_ROUTE = '/api/operator/audit';

describe('who may use the operator console', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses visitors with 401 and other accounts with 403', async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: 'ops@example.com' } });
    const anonymous = await app.http().get(OPERATOR_ROUTE).expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, message: 'Sign in to use the operator console.' });

    const cookie = await logIn(app, await signUp(app));
    const other = await app.http().get(OPERATOR_ROUTE).set('Cookie', cookie).expect(403);
    expect(other.body).toMatchObject({ statusCode: 403, message: 'This account is not an operator.' });
    const me = await app.http().get('/api/me').set('Cookie', cookie).expect(200);
    expect(userOf(me).operator).toBe(false);
  });

  it.each([
    ['GET', '/api/operator/reports'],
    ['GET', '/api/operator/reports/R-0000-0000'],
    ['POST', '/api/operator/reports/R-0000-0000/dismiss'],
    ['GET', '/api/operator/folders/1'],
    ['GET', '/api/operator/folders/1/files/1'],
    ['GET', '/api/operator/search?q=0427'],
    ['GET', '/api/operator/audit'],
  ])('guards %s %s', async (method, path) => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: 'ops@example.com' } });
    const cookie = await logIn(app, await signUp(app));
    const send = (cookieHeader?: string) => {
      const call = method === 'GET' ? app!.http().get(path) : app!.http().post(path).send({ reason: 'A reason.' });
      return cookieHeader ? call.set('Cookie', cookieHeader) : call;
    };
    await send().expect(401);
    await send(cookie).expect(403);
  });

  it('lets in an enrolled account OPERATOR_EMAILS lists, whatever the case, and stops at once when it no longer does', async () => {
    const operator = newAccount({ email: 'ops.lead@example.com' });
    app = await createTestApp({ env: { OPERATOR_EMAILS: 'someone@example.org, OPS.Lead@Example.com' } });
    await enrollOperator(app, operator);
    const cookie = await logIn(app, operator);
    await app.http().get(OPERATOR_ROUTE).set('Cookie', cookie).expect(200);
    const me = await app.http().get('/api/me').set('Cookie', cookie).expect(200);
    expect(userOf(me)).toMatchObject({ email: 'ops.lead@example.com', operator: true });

    // The same session, after a restart with the address taken out of the setting.
    await app.stop();
    app = await createTestApp({
      dataDir: app.dataDir,
      clock: app.clock,
      env: { OPERATOR_EMAILS: 'someone@example.org' },
    });
    await app.http().get(OPERATOR_ROUTE).set('Cookie', cookie).expect(403);
    const after = await app.http().get('/api/me').set('Cookie', cookie).expect(200);
    expect(userOf(after).operator).toBe(false);
  });
});
