import { errorOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OwnClamd } from './support/clamd.js';
import { lookupStatus, send, senderState } from './support/shares.js';

/** Retries wait 1 s, 2 s, 4 s… up to 30 s: a scanner back after a few seconds is used within about ten. */
const RECOVERY_TIMEOUT_MS = 45_000;

/** clamd away: a clamd of the test's own, stopped and started again (the run's clamd stays up for the others). */
describe('the scanner unreachable', () => {
  let clamd: OwnClamd;
  let app: TestApp | undefined;

  beforeAll(async () => {
    clamd = new OwnClamd(await freePort());
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(() => clamd.close());

  it('keeps a share checking while clamd is down (SCAN_UNREACHABLE=wait), and opens it once clamd is back', async () => {
    await clamd.stop();
    app = await createTestApp({ env: clamd.env });
    const share = await send(app, [{ path: 'report.txt', content: 'Quarterly numbers.\n' }]);
    expect(share.status).toBe('checking');

    // Long enough for several attempts to fail.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const checking = await app.http().get(`/s/${share.link}/qr`).expect(409);
    expect(errorOf(checking)).toMatchObject({
      statusCode: 409,
      message: 'This share is being checked for malware. It opens as soon as the check is done.',
      reason: 'checking',
    });
    expect(checking.headers['retry-after']).toBe('2');
    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(409);
    expect(await senderState(app, share)).toMatchObject({
      status: 'checking',
      scan: { state: 'checking', findings: [] },
    });

    await clamd.start();
    const opened = app;
    await eventually(async () => (await lookupStatus(opened, share)) === 200, 'the share opens', RECOVERY_TIMEOUT_MS);
    expect(await senderState(app, share)).toMatchObject({ status: 'live', scan: { state: 'clean' } });
  });

  it('opens a share marked unscanned while clamd is down with SCAN_UNREACHABLE=publish', async () => {
    await clamd.stop();
    app = await createTestApp({ env: { ...clamd.env, SCAN_UNREACHABLE: 'publish' } });
    const share = await send(app, [{ path: 'report.txt', content: 'Quarterly numbers.\n' }]);
    const opened = app;
    await eventually(async () => (await lookupStatus(opened, share)) === 200, 'the share opens', RECOVERY_TIMEOUT_MS);
    expect(await senderState(app, share)).toMatchObject({ status: 'live', scan: { state: 'unscanned', findings: [] } });
  });
});
