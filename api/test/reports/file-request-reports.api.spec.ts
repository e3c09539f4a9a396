import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { AuditListDto } from '../../src/operators/dto/audit.dto.js';
import type { ReportDto } from '../../src/operators/dto/report.dto.js';
import { answerObjects, makeRequest, sendAnswer } from '../file-requests/support.js';
import { bodyOf } from '../support/answers.js';
import { operatorSignedIn } from '../support/operators.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { shareWithLink } from '../support/uploads.js';
import { receiptOf, sendReport } from './support/reports.js';

const OPERATOR = 'operator@sharecode.test';
const REASONS = 'The request asked for copies of identity documents under false pretences.';
/** What a request link carries after `#`: its key, which the server must keep as the reporter typed it. */
const KEY_FRAGMENT = `#${randomBytes(32).toString('base64url')}`;

describe('reports of file requests (POST /api/reports, the console, the takedown)', () => {
  let app: TestApp;
  let operator: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
    operator = await operatorSignedIn(app, OPERATOR);
  });

  afterAll(() => app.close());

  async function reportOf(reference: string): Promise<ReportDto> {
    return bodyOf<ReportDto>(
      await app.http().get(`/api/operator/reports/${reference}`).set('Cookie', operator).expect(200),
    );
  }

  async function report(target: string): Promise<string> {
    return receiptOf(await sendReport(app, { target, category: 'privacy' }).expect(201)).reference;
  }

  it('takes a request link with its key after #, and the console shows the request with its sealed card', async () => {
    const created = await makeRequest(app);
    await sendAnswer(app, created, answerObjects(100));
    const target = `${created.requestUrl}${KEY_FRAGMENT}`;

    const shown = await reportOf(await report(target));

    expect(shown).toMatchObject({ target, folder: null, state: 'open' });
    expect(shown.fileRequest).toEqual({
      code: created.code,
      link: created.link,
      status: 'open',
      createdAt: expect.any(String),
      closesAt: created.closesAt,
      answers: 1,
      receivedBytes: 100,
      card: created.card,
    });
  });

  it("names a request by its bare code or link, and a share's address names the share only", async () => {
    const created = await makeRequest(app);
    const shared = await shareWithLink(app);

    for (const target of [created.code, created.link, `${new URL(created.requestUrl).host}/r/${created.link}`])
      expect((await reportOf(await report(target))).fileRequest?.code).toBe(created.code);
    const ofShare = await reportOf(await report(`https://example.com/s/${shared.link}`));
    expect(ofShare.fileRequest).toBeNull();
    expect(ofShare.folder?.code).toBe(shared.code);
    // A request's link in a share's address names nothing: the path says what it is.
    const mismatched = await reportOf(await report(`https://example.com/s/${created.link}`));
    expect(mismatched).toMatchObject({ folder: null, fileRequest: null });
  });

  it('a takedown of the request closes its open reports as actioned, audited as a share takedown is', async () => {
    const created = await makeRequest(app);
    const first = await report(`${created.requestUrl}${KEY_FRAGMENT}`);
    const second = await report(created.code);

    await app
      .http()
      .post(`/api/operator/file-requests/${created.code}/takedown`)
      .set('Cookie', operator)
      .send({ category: 'privacy', reasons: REASONS })
      .expect(204);

    for (const reference of [first, second])
      expect(await reportOf(reference)).toMatchObject({
        state: 'actioned',
        decision: REASONS,
        decidedAt: expect.any(String),
        fileRequest: { code: created.code, status: 'removed', removal: { category: 'privacy', reasons: REASONS } },
      });
    const audit = bodyOf<AuditListDto>(await app.http().get('/api/operator/audit').set('Cookie', operator).expect(200));
    const entry = audit.entries.find((one) => one.action === 'file-request.takedown');
    expect(entry).toMatchObject({ actor: OPERATOR, targetType: 'file-request', reason: REASONS });
    expect(JSON.parse(entry!.details!)).toEqual({ category: 'privacy', code: created.code });

    // Taken down again: nothing changes, no second entry.
    await app
      .http()
      .post(`/api/operator/file-requests/${created.code}/takedown`)
      .set('Cookie', operator)
      .send({ category: 'illegal', reasons: 'Another statement of reasons entirely.' })
      .expect(204);
    const again = bodyOf<AuditListDto>(await app.http().get('/api/operator/audit').set('Cookie', operator).expect(200));
    expect(again.entries.filter((entry) => entry.action === 'file-request.takedown')).toHaveLength(1);
  });
});
