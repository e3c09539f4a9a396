import { jest } from '@jest/globals';
import { ClamdScanner } from '../../src/scanning/clamd-scanner.js';
import { errorOf, folderOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OwnClamd } from './support/clamd.js';
import { lookupStatus, send, type SentShare, senderState } from './support/shares.js';

/**
 * Retries wait 1 s, 2 s, 4 s… up to 30 s: a scanner back after a few seconds is used within about ten. A guard
 * against a hang, with room for a busy machine; the test's own timeout is longer still.
 */
const RECOVERY_TIMEOUT_MS = 45_000;
const TEST_TIMEOUT_MS = RECOVERY_TIMEOUT_MS + 30_000;

/**
 * Waits until the scan's outcome is recorded (the sender's state reads the database), then checks that a
 * recipient's link opens within a second: the app's memory of the share as being checked lapses by then (on its
 * clock, which the test moves), whichever process ran the scan.
 */
async function opened(app: TestApp, share: SentShare): Promise<void> {
  await eventually(
    async () => (await senderState(app, share)).status === 'live',
    'the scan is recorded: the share is live',
    RECOVERY_TIMEOUT_MS,
  );
  app.clock.advance(1_000);
  expect(await lookupStatus(app, share)).toBe(200);
}

/** clamd away: a clamd of the test's own, stopped and started again (the run's clamd stays up for the others). */
describe('the scanner unreachable', () => {
  let clamd: OwnClamd;
  let app: TestApp | undefined;

  beforeAll(async () => {
    clamd = new OwnClamd(await freePort());
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  afterAll(() => clamd.close());

  it(
    'keeps a file checking while clamd is down (SCAN_UNREACHABLE=wait), and opens it once clamd is back',
    async () => {
      // The scan job's attempts at the file, counted as they happen rather than left time for.
      const scans = jest.spyOn(ClamdScanner.prototype, 'scan');
      await clamd.stop();
      app = await createTestApp({ env: clamd.env });
      const share = await send(app, [{ path: 'report.txt', content: 'Quarterly numbers.\n' }]);
      expect(share.status).toBe('checking');

      // Several attempts have failed on the missing clamd, and the share is still checking after each.
      await eventually(() => scans.mock.calls.length >= 3, 'the scan was tried three times');
      const attempts = await Promise.allSettled(scans.mock.results.slice(0, 3).map(({ value }) => value));
      expect(
        attempts.map((attempt) => (attempt.status === 'rejected' ? (attempt.reason as Error).name : 'verdict')),
      ).toEqual(Array(3).fill('ScannerUnreachableError'));
      // The share opens; its file waits for its scan.
      const folder = folderOf(await app.http().get(`/s/${share.link}/qr`).expect(200));
      expect(folder.files[0].status).toBe('checking');
      const checking = await app.http().get(folder.files[0].url).expect(409);
      expect(errorOf(checking)).toMatchObject({
        statusCode: 409,
        code: 'file_checking',
        message: 'This file has arrived and is being checked. It can be downloaded as soon as the check is done.',
        reason: 'checking',
      });
      expect(checking.headers['retry-after']).toBe('2');
      expect(await senderState(app, share)).toMatchObject({
        status: 'checking',
        scan: { state: 'checking', findings: [] },
      });

      await clamd.start();
      await opened(app, share);
      expect(await senderState(app, share)).toMatchObject({ status: 'live', scan: { state: 'clean' } });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'opens a share marked unscanned while clamd is down with SCAN_UNREACHABLE=publish',
    async () => {
      await clamd.stop();
      app = await createTestApp({ env: { ...clamd.env, SCAN_UNREACHABLE: 'publish' } });
      const share = await send(app, [{ path: 'report.txt', content: 'Quarterly numbers.\n' }]);
      await opened(app, share);
      expect(await senderState(app, share)).toMatchObject({
        status: 'live',
        scan: { state: 'unscanned', findings: [] },
      });
    },
    TEST_TIMEOUT_MS,
  );
});
