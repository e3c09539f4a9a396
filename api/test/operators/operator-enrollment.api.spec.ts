import { AuditService } from '../../src/audit/audit.service.js';
import { EnrollmentRefusedError, OperatorEnrollment } from '../../src/operators/enrollment/operator-enrollment.js';
import { logIn, newAccount, signUp, type TestAccount } from '../support/accounts.js';
import { errorOf, userOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LISTED = 'ops@example.com';
/** Who the operator console's audit log names for what the server command did. */
const SERVER_COMMAND = 'server command';
const CONSOLE = '/api/operator/audit';

describe('operators are enrolled on the server, not by signing up', () => {
  let app: TestApp;
  let enrollment: OperatorEnrollment;

  beforeEach(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: `${LISTED}, other.ops@example.com` } });
    enrollment = app.app.get(OperatorEnrollment);
  });

  afterEach(() => app.close());

  const me = (cookie: string) => app.http().get('/api/me').set('Cookie', cookie);
  const consolePage = (cookie: string) => app.http().get(CONSOLE).set('Cookie', cookie);
  const logInAnswer = (account: TestAccount) =>
    app.http().post('/api/login').send({ email: account.email, password: account.password });
  const lastAudit = async () => (await app.app.get(AuditService).list({ limit: 1 }))[0];

  it('does not make an operator of an account that merely signed up with a listed address', async () => {
    const squatter = newAccount({ email: LISTED });
    const signedUp = await app.http().post('/api/signup').send(squatter).expect(201);
    expect(userOf(signedUp).operator).toBe(false);
    const cookie = await logIn(app, squatter);

    expect(errorOf(await consolePage(cookie).expect(403)).message).toBe('This account is not an operator.');
    expect(userOf(await me(cookie).expect(200)).operator).toBe(false);
  });

  it('makes an operator of a listed address by enrolling it, creating the account when there is none', async () => {
    const operator = newAccount({ email: ' OPS@Example.com ' });
    await expect(enrollment.enroll(operator.email, operator.password)).resolves.toEqual({
      email: LISTED,
      created: true,
    });

    const loggedIn = userOf(await logInAnswer({ ...operator, email: LISTED }).expect(200));
    expect(loggedIn).toMatchObject({ email: LISTED, username: 'ops', operator: true });
    const cookie = await logIn(app, { ...operator, email: LISTED });
    await consolePage(cookie).expect(200);
    expect(userOf(await me(cookie).expect(200)).operator).toBe(true);
    expect(await lastAudit()).toMatchObject({
      actor: SERVER_COMMAND,
      action: 'operator.enroll',
      targetType: 'account',
      targetId: String(loggedIn.id),
      details: JSON.stringify({ email: LISTED, account: 'created' }),
    });
  });

  it('takes over an account someone else signed up with: their sessions end and their password stops working', async () => {
    const squatter = await signUp(app, newAccount({ email: LISTED }));
    const squatterCookie = await logIn(app, squatter, true);
    await me(squatterCookie).expect(200);

    const newPassword = 'chosen-on-the-server';
    await expect(enrollment.enroll(LISTED, newPassword)).resolves.toEqual({ email: LISTED, created: false });

    await me(squatterCookie).expect(401);
    await consolePage(squatterCookie).expect(401);
    await logInAnswer(squatter).expect(401);
    const cookie = await logIn(app, { ...squatter, password: newPassword });
    await consolePage(cookie).expect(200);
    expect(await lastAudit()).toMatchObject({
      action: 'operator.enroll',
      details: JSON.stringify({ email: LISTED, account: 'existing' }),
    });
  });

  it('refuses an address OPERATOR_EMAILS does not list, and a password sign-up would refuse', async () => {
    const outsider = newAccount({ email: 'outsider@example.com' });
    const unlisted = enrollment.enroll(outsider.email, outsider.password);
    await expect(unlisted).rejects.toThrow(EnrollmentRefusedError);
    await expect(unlisted).rejects.toThrow(
      'outsider@example.com is not listed in OPERATOR_EMAILS: add it there first.',
    );
    await logInAnswer(outsider).expect(401);

    await expect(enrollment.enroll(LISTED, 'short')).rejects.toThrow('Password must be at least 8 characters long.');
    await logInAnswer(newAccount({ email: LISTED, password: 'short' })).expect(401);
  });

  it('revokes: the mark is cleared and every session of the account ends', async () => {
    const operator = newAccount({ email: LISTED });
    await enrollment.enroll(operator.email, operator.password);
    const cookie = await logIn(app, operator);
    await consolePage(cookie).expect(200);

    await expect(enrollment.revoke(LISTED)).resolves.toEqual({ email: LISTED, wasEnrolled: true });
    await me(cookie).expect(401);
    const again = await logIn(app, operator);
    expect(userOf(await me(again).expect(200)).operator).toBe(false);
    await consolePage(again).expect(403);
    expect(await lastAudit()).toMatchObject({ actor: SERVER_COMMAND, action: 'operator.revoke' });

    // Nothing to revoke: the sessions of an account that was never enrolled are left alone.
    await expect(enrollment.revoke(LISTED)).resolves.toEqual({ email: LISTED, wasEnrolled: false });
    await me(again).expect(200);
    await expect(enrollment.revoke('nobody@example.com')).rejects.toThrow(
      'No account has the address nobody@example.com.',
    );
  });

  it('lists the listed addresses with their enrollment, and enrolled accounts no longer listed', async () => {
    await signUp(app, newAccount({ email: 'other.ops@example.com' }));
    await enrollment.enroll(LISTED, 'pass-phrase-listed');
    const listed = await enrollment.list();
    expect(listed).toEqual([
      { email: LISTED, listed: true, account: { enrolledAt: app.clock.now() } },
      { email: 'other.ops@example.com', listed: true, account: { enrolledAt: null } },
    ]);

    await app.stop();
    app = await createTestApp({
      dataDir: app.dataDir,
      clock: app.clock,
      env: { OPERATOR_EMAILS: 'new.ops@example.com' },
    });
    expect(await app.app.get(OperatorEnrollment).list()).toEqual([
      { email: 'new.ops@example.com', listed: true, account: null },
      { email: LISTED, listed: false, account: { enrolledAt: app.clock.now() } },
    ]);
  });
});
