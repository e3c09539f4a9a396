import { AuditService } from '../../src/audit/audit.service.js';
import { SERVER_COMMAND_ACTOR } from '../../src/audit/audit-vocabulary.js';
import type { AuditListDto } from '../../src/operators/dto/audit.dto.js';
import { bodyOf, errorOf } from '../support/answers.js';
import { operatorSignedIn } from '../support/operators.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const OPERATOR = 'auditor@example.com';

describe('the audit log', () => {
  let app: TestApp;
  let audit: AuditService;

  beforeAll(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
    audit = app.app.get(AuditService);
  });

  afterAll(async () => {
    await app.close();
  });

  it('keeps entries as written: the database refuses UPDATE and DELETE', async () => {
    const entry = await audit.record({
      actor: OPERATOR,
      action: 'folder.release',
      targetType: 'folder',
      targetId: 7,
      reason: 'checking the log',
    });
    const update = app.dataSource.query(`UPDATE audit_entries SET reason = 'rewritten' WHERE id = ${entry.id}`);
    await expect(update).rejects.toThrow(/append-only/);
    await expect(app.dataSource.query(`DELETE FROM audit_entries WHERE id = ${entry.id}`)).rejects.toThrow(
      /append-only/,
    );
    const rows: { reason: string }[] = await app.dataSource.query(
      `SELECT reason FROM audit_entries WHERE id = ${entry.id}`,
    );
    expect(rows).toEqual([{ reason: 'checking the log' }]);
  });

  it('lists entries newest first, a page at a time', async () => {
    // Enrolling is audited too: done first, so the two entries below are the newest.
    const cookie = await operatorSignedIn(app, OPERATOR);
    const first = await audit.record({
      actor: OPERATOR,
      action: 'report.dismiss',
      targetType: 'report',
      targetId: 'R-1',
    });
    const second = await audit.record({
      actor: OPERATOR,
      action: 'report.dismiss',
      targetType: 'report',
      targetId: 'R-2',
      details: { files: 2 },
    });

    const page = await app.http().get('/api/operator/audit?limit=1').set('Cookie', cookie).expect(200);
    expect(bodyOf<AuditListDto>(page).entries).toEqual([
      {
        id: second.id,
        at: second.at.toISOString(),
        actor: OPERATOR,
        actorKind: 'operator',
        action: 'report.dismiss',
        targetType: 'report',
        targetId: 'R-2',
        reason: null,
        details: '{"files":2}',
      },
    ]);
    const next = await app.http().get(`/api/operator/audit?limit=1&before=${second.id}`).set('Cookie', cookie);
    expect(bodyOf<AuditListDto>(next).entries.map((entry) => entry.id)).toEqual([first.id]);
    const bad = await app.http().get('/api/operator/audit?limit=0').set('Cookie', cookie).expect(400);
    expect(errorOf(bad).message).toMatch(/limit must be a whole number/);
  });

  it("says whether an operator or the server's enrollment command acted", async () => {
    const cookie = await operatorSignedIn(app, OPERATOR);
    await audit.record({ actor: SERVER_COMMAND_ACTOR, action: 'operator.revoke', targetType: 'account', targetId: 3 });
    await audit.record({ actor: OPERATOR, action: 'folder.block-files', targetType: 'folder', targetId: 4 });

    const page = await app.http().get('/api/operator/audit?limit=2').set('Cookie', cookie).expect(200);
    expect(bodyOf<AuditListDto>(page).entries.map(({ actor, actorKind }) => ({ actor, actorKind }))).toEqual([
      { actor: OPERATOR, actorKind: 'operator' },
      { actor: SERVER_COMMAND_ACTOR, actorKind: 'server-command' },
    ]);
  });
});
