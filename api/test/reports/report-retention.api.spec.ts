import { REPORTER_EMAIL_KEPT_MS, ReporterEmailErasure } from '../../src/reports/reporter-email-erasure.js';
import { ReportsService } from '../../src/reports/reports.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { receiptOf, sendReport } from './support/reports.js';

const OPERATOR = { userId: 1, email: 'ops@example.com' };
const HOUR_MS = 60 * 60 * 1000;

describe("reporters' e-mail addresses", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('are kept while a report is open and for a while after its decision, then erased', async () => {
    const reports = app.app.get(ReportsService);
    const erasure = app.app.get(ReporterEmailErasure);
    const decided = receiptOf(await sendReport(app, { email: 'decided@example.org' }).expect(201)).reference;
    const open = receiptOf(await sendReport(app, { email: 'open@example.org' }).expect(201)).reference;
    await reports.dismiss(decided, 'Nothing unlawful.', OPERATOR);

    app.clock.advance(REPORTER_EMAIL_KEPT_MS - HOUR_MS);
    await erasure.run();
    expect((await reports.find(decided)).email).toBe('decided@example.org');

    app.clock.advance(2 * HOUR_MS);
    await expect(erasure.run()).resolves.toBe(1);
    expect(await reports.find(decided)).toMatchObject({ email: null, state: 'dismissed' });
    expect((await reports.find(open)).email).toBe('open@example.org');
  });
});
