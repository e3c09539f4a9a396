import { expect } from '@jest/globals';
import { Folder } from '../../src/folders/folder.entity.js';
import { Jobs } from '../../src/jobs/jobs.js';
import type { AuditListDto } from '../../src/operators/dto/audit.dto.js';
import type { OperatorFolderDto } from '../../src/operators/dto/operator-folder.dto.js';
import { Report } from '../../src/reports/report.entity.js';
import { untilJobsSettled } from '../jobs/support/test-worker.js';
import { receiptOf, sendReport } from '../reports/support/reports.js';
import { signedInAccount } from '../support/accounts.js';
import { bodyOf, errorOf, folderStateOf, mySharesOf, retrievalOf, uploadedOf } from '../support/answers.js';
import { otherInstance } from '../support/other-instance.js';
import { operatorSignedIn } from '../support/operators.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';

const OPERATOR = 'moderator@example.com';
const KEY_HEADER = 'X-Manage-Key';
const REASONS = 'The share held copies of a paid course, reported by its publisher as infringing its copyright.';
const REMOVED = {
  statusCode: 410,
  code: 'share_removed',
  params: { category: 'copyright' },
  error: 'Gone',
  message: "This share was removed by Sharecode's operators (copyright infringement).",
  reason: 'removed',
  category: 'copyright',
};

interface Shared {
  id: number;
  code: string;
  link: string;
  manageKey: string;
  fileUrl: string;
}

describe('takedown: POST /api/operator/folders/{id}/takedown', () => {
  let app: TestApp;
  let operatorCookie: string;

  beforeEach(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
    operatorCookie = await operatorSignedIn(app, OPERATOR);
  });

  afterEach(() => app.close());

  async function shareFolder(on: TestApp = app, cookie?: string): Promise<Shared> {
    const upload = uploadWithFilePaths(on, NESTED_FOLDER);
    if (cookie) upload.set('Cookie', cookie);
    const body = uploadedOf(await upload.expect(201));
    const link = linkOf(body.folderUrl);
    const opened = retrievalOf(await on.http().get(`/s/${link}/qr`).expect(200));
    const { id } = await on.dataSource.getRepository(Folder).findOneByOrFail({ code: body.folderCode });
    return { id, code: body.folderCode, link, manageKey: body.manageKey, fileUrl: opened.data.files[0].url };
  }

  function takeDown(
    id: number | string,
    body: object = { category: 'copyright', reasons: REASONS },
    cookie = operatorCookie,
  ) {
    return app.http().post(`/api/operator/folders/${id}/takedown`).set('Cookie', cookie).send(body);
  }

  /** Every way a recipient reaches a share: code, link, the page's data, a file, the ZIP, the QR image. */
  /** Every way to reach a removed share says why it went: its link, and its code until a new share holds it. */
  async function expectRemoved(on: TestApp, shared: Shared): Promise<void> {
    for (const path of [
      `/s/${shared.link}/qr`,
      `/api/folders/${shared.link}/zip`,
      `/api/folders/${shared.link}/qr.png`,
      new URL(shared.fileUrl, TEST_PUBLIC_URL).pathname,
    ]) {
      expect({ path, body: errorOf(await on.http().get(path).expect(410)) }).toEqual({ path, body: REMOVED });
    }
    expect(errorOf(await on.http().get(`/s/${shared.link}`).set('Accept', 'application/json').expect(410))).toEqual(
      REMOVED,
    );
    expect(errorOf(await on.http().get(`/api/folders/retrieve/${shared.code}`).expect(410))).toEqual(REMOVED);
  }

  /** What the operator did: the log also holds the server command's enrollment of the operator. */
  async function auditEntries(): Promise<AuditListDto['entries']> {
    return bodyOf<AuditListDto>(
      await app.http().get('/api/operator/audit').set('Cookie', operatorCookie).expect(200),
    ).entries.filter((entry) => entry.actor === OPERATOR);
  }

  it('refuses anyone but an operator, and changes nothing then', async () => {
    const shared = await shareFolder();
    expect(errorOf(await takeDown(shared.id, undefined, '').expect(401)).message).toBe(
      'Sign in to use the operator console.',
    );
    const someone = await signedInAccount(app);
    expect(errorOf(await takeDown(shared.id, undefined, someone.cookie).expect(403)).message).toBe(
      'This account is not an operator.',
    );
    await app.http().get(`/s/${shared.link}/qr`).expect(200);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a takedown from another site', async () => {
    const shared = await shareFolder();
    await takeDown(shared.id).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await app.http().get(`/s/${shared.link}/qr`).expect(200);
  });

  it('says what is wrong with a bad request', async () => {
    const shared = await shareFolder();
    expect(errorOf(await takeDown(shared.id, { category: 'spam', reasons: REASONS }).expect(400)).message).toBe(
      'Choose why the share is removed: malware, illegal, copyright, privacy, other.',
    );
    expect(
      errorOf(await takeDown(shared.id, { category: 'illegal', reasons: '  too short ' }).expect(400)).message,
    ).toBe('Write the statement of reasons the sender will read, in 10 to 5000 characters.');
    expect(errorOf(await takeDown('abc').expect(400))).toMatchObject({
      code: 'invalid_id',
      message: 'The id must be a whole number.',
    });
    expect(errorOf(await takeDown(shared.id + 1000).expect(404)).message).toBe(
      'No share has this id (or it was deleted after it ended).',
    );
    await app.http().get(`/s/${shared.link}/qr`).expect(200);
  });

  it('removes the share for recipients at once, tells them why, and audits it', async () => {
    const shared = await shareFolder();
    const answer = bodyOf<OperatorFolderDto>(await takeDown(shared.id).expect(200));
    expect(answer).toMatchObject({
      id: shared.id,
      code: shared.code,
      url: null,
      status: 'removed',
      removal: { category: 'copyright', reasons: REASONS, removedAt: app.clock.now().toISOString() },
    });
    await expectRemoved(app, shared);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actor: OPERATOR,
      action: 'folder.takedown',
      targetType: 'folder',
      targetId: String(shared.id),
      reason: REASONS,
    });
    expect(JSON.parse(entry.details!)).toEqual({ category: 'copyright', code: shared.code });

    // Taking it down again changes nothing and is not logged twice.
    await takeDown(shared.id, { category: 'illegal', reasons: 'Another statement of reasons.' }).expect(200);
    expect(await auditEntries()).toHaveLength(1);
    await expectRemoved(app, shared);
  });

  it('deletes its files with a job; after cleanup its link, its code and the sender keep the reasons', async () => {
    const shared = await shareFolder();
    const kept = await shareFolder();
    const storedBefore = (await app.storedFiles()).length;
    await takeDown(shared.id).expect(200);
    await untilJobsSettled(app.app.get(Jobs));
    expect(await app.storedFiles()).toHaveLength(storedBefore - NESTED_FOLDER.length);
    await expectRemoved(app, shared);

    await app.cleanup.runScheduled();
    expect((await app.dataSource.getRepository(Folder).find()).map((folder) => folder.code)).toEqual([kept.code]);
    await expectRemoved(app, shared);
    await app.http().get(`/s/${kept.link}/qr`).expect(200);

    const state = folderStateOf(
      await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(200),
    );
    expect(state).toMatchObject({ status: 'removed', removal: { category: 'copyright', reasons: REASONS } });
    expect(Date.parse(state.removal!.removedAt)).toBe(app.clock.now().getTime());
  });

  it("shows the sender the statement of reasons: the state API, and My shares' removed list", async () => {
    const sender = await signedInAccount(app);
    const shared = await shareFolder(app, sender.cookie);
    await takeDown(shared.id).expect(200);

    const state = folderStateOf(
      await app.http().get(`/api/shares/${shared.code}/state`).set(KEY_HEADER, shared.manageKey).expect(200),
    );
    expect(state.status).toBe('removed');
    expect(state.removal).toEqual({ category: 'copyright', reasons: REASONS, removedAt: expect.any(String) });
    const removed = [
      {
        code: shared.code,
        createdAt: expect.any(String),
        endedAt: state.removal!.removedAt,
        retention: '2h',
        status: 'removed',
        removal: state.removal,
      },
    ];

    // At once, before cleanup deleted its row (a minute at most): it is no longer live, and listed as removed.
    const before = await app.http().get('/api/my/shares').set('Cookie', sender.cookie).expect(200);
    expect(mySharesOf(before)).toEqual([]);
    expect(bodyOf<{ removed: unknown[] }>(before).removed).toEqual(removed);

    await untilJobsSettled(app.app.get(Jobs));
    await app.cleanup.runScheduled();
    const mine = await app.http().get('/api/my/shares').set('Cookie', sender.cookie).expect(200);
    expect(mySharesOf(mine)).toEqual([]);
    expect(bodyOf<{ removed: unknown[] }>(mine).removed).toEqual(removed);
    const bySession = await app.http().get(`/api/shares/${shared.code}/state`).set('Cookie', sender.cookie).expect(200);
    expect(folderStateOf(bySession).removal).toEqual(state.removal);
  });

  it('decides the open reports against the share: actioned, with the decision', async () => {
    const shared = await shareFolder();
    const other = await shareFolder();
    const against = receiptOf(await sendReport(app, { target: `${TEST_PUBLIC_URL}/s/${shared.link}` }).expect(201));
    const elsewhere = receiptOf(await sendReport(app, { target: `${TEST_PUBLIC_URL}/s/${other.link}` }).expect(201));
    const answer = bodyOf<OperatorFolderDto>(await takeDown(shared.id).expect(200));
    expect(answer.reports).toEqual([expect.objectContaining({ reference: against.reference, state: 'actioned' })]);

    const reports = app.dataSource.getRepository(Report);
    expect(await reports.findOneByOrFail({ reference: against.reference })).toMatchObject({
      state: 'actioned',
      decision: REASONS,
    });
    expect(await reports.findOneByOrFail({ reference: elsewhere.reference })).toMatchObject({ state: 'open' });
  });

  it('is seen by another instance within a second: once its memory of the share has lapsed', async () => {
    const shared = await shareFolder();
    const other = await otherInstance(app);
    try {
      // The other instance holds the share in its cache, as a busy one would.
      await other.app.http().get(`/s/${shared.link}/qr`).expect(200);
      await takeDown(shared.id).expect(200);
      // A second later on the instances' clock (which the test moves, so nothing is timed), the other one
      // answers from the database again. With one instance (no scale-out run) it is the same app.
      other.app.clock.advance(1_000);
      expect(errorOf(await other.app.http().get(`/s/${shared.link}/qr`).expect(410))).toEqual(REMOVED);
      await expectRemoved(other.app, shared);
    } finally {
      await other.stop();
    }
  });
});
