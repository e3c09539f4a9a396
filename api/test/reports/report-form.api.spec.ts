import { ReportsService } from '../../src/reports/reports.service.js';
import { errorOf, uploadedOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { receiptOf, sendReport } from './support/reports.js';

const REFERENCE = /^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('POST /api/reports', () => {
  let app: TestApp;
  let reports: ReportsService;

  beforeAll(async () => {
    app = await createTestApp();
    reports = app.app.get(ReportsService);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a reference and the time received, and keeps the report with the share it names', async () => {
    const share = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
    const response = await sendReport(app, {
      target: ` ${share.folderUrl} `,
      category: 'copyright',
      email: ' Reporter@Example.com ',
    }).expect(201);
    const receipt = receiptOf(response);
    expect(receipt).toEqual({
      reference: expect.stringMatching(REFERENCE) as unknown,
      receivedAt: app.clock.now().toISOString(),
    });

    const stored = await reports.find(receipt.reference);
    expect(stored).toMatchObject({
      category: 'copyright',
      target: share.folderUrl,
      email: 'reporter@example.com',
      state: 'open',
      folderId: expect.any(Number) as unknown,
    });
    const byCode = await reports.find(
      receiptOf(await sendReport(app, { target: share.folderCode }).expect(201)).reference,
    );
    expect(byCode.folderId).toBe(stored.folderId);
  });

  it('answers the same for a code no share has, and keeps the report without a share', async () => {
    const share = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
    const unknownCode = share.folderCode === '0001' ? '0002' : '0001';
    const known = await sendReport(app, { target: share.folderCode }).expect(201);
    const unknown = await sendReport(app, { target: unknownCode }).expect(201);

    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(Object.keys(receiptOf(unknown))).toEqual(Object.keys(receiptOf(known)));
    expect(receiptOf(unknown).reference).not.toBe(receiptOf(known).reference);
    expect((await reports.find(receiptOf(unknown).reference)).folderId).toBeNull();
  });

  it.each([
    ['an empty target', { target: '' }, "Enter the share's link or address, or its 4-digit code."],
    [
      'a target that is no code or link',
      { target: '12345' },
      "Enter the share's link or address, or its 4-digit code.",
    ],
    [
      'an unknown category',
      { category: 'spam' },
      'Choose what is wrong with the share: malware, illegal, copyright, privacy, other.',
    ],
    [
      'a short explanation',
      { explanation: 'bad' },
      'Please explain what is wrong with this share in 10 to 5000 characters.',
    ],
    [
      'a long explanation',
      { explanation: 'x'.repeat(5001) },
      'Please explain what is wrong with this share in 10 to 5000 characters.',
    ],
    ['a bad e-mail', { email: 'not-an-address' }, 'Please enter a valid email address, or leave it empty.'],
    [
      'good faith not confirmed',
      { goodFaith: false },
      'Please confirm that you make this report in good faith and that it is accurate.',
    ],
    [
      'good faith missing',
      { goodFaith: undefined },
      'Please confirm that you make this report in good faith and that it is accurate.',
    ],
  ])('refuses %s with 400 and says why', async (_what, fields, message) => {
    const response = await sendReport(app, fields).expect(400);
    expect(errorOf(response)).toMatchObject({ statusCode: 400, message });
  });

  it('takes an empty e-mail as none', async () => {
    const response = await sendReport(app, { email: '' }).expect(201);
    expect((await reports.find(receiptOf(response).reference)).email).toBeNull();
  });
});

describe('reports per client', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_REPORT_PER_HOUR: '2' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After past RATE_REPORT_PER_HOUR', async () => {
    await sendReport(app).expect(201);
    await sendReport(app).expect(201);
    const refused = await sendReport(app).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused).code).toBe('too_many_requests');
    expect(errorOf(refused).message).toMatch(/Too many requests/);
  });
});
