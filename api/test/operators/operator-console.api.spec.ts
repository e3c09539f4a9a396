import { createHash } from 'node:crypto';
import { FoldersRepository } from '../../src/folders/folders.repository.js';
import { FoldersService } from '../../src/folders/folders.service.js';
import type { AuditListDto } from '../../src/operators/dto/audit.dto.js';
import type { OperatorFolderDto, OperatorSearchDto } from '../../src/operators/dto/operator-folder.dto.js';
import type { ReportDto, ReportListDto } from '../../src/operators/dto/report.dto.js';
import { ReportsService } from '../../src/reports/reports.service.js';
import { bodyOf, errorOf, folderStateOf, rawBodyOf, uploadedOf } from '../support/answers.js';
import { operatorSignedIn } from '../support/operators.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { uploadWithFilePaths } from '../support/uploads.js';
import { receiptOf, sendReport } from '../reports/support/reports.js';

const OPERATOR = 'console.operator@example.com';
const FILES = [
  { path: 'evidence/notes.txt', content: 'Line one of the notes.\n' },
  { path: 'evidence/photo.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6]) },
];

function sha256Of(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

describe('the operator console', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
    cookie = await operatorSignedIn(app, OPERATOR);
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (path: string) => app.http().get(path).set('Cookie', cookie);
  const dismiss = (reference: string, body: object) =>
    app.http().post(`/api/operator/reports/${reference}/dismiss`).set('Cookie', cookie).send(body);

  async function share(retention = '24h') {
    return uploadedOf(await uploadWithFilePaths(app, FILES, { retention }).expect(201));
  }

  it('lists reports newest first, each with the share it names', async () => {
    const shared = await share();
    const named = receiptOf(await sendReport(app, { target: shared.folderUrl }).expect(201));
    app.clock.advance(1000);
    const unnamed = receiptOf(await sendReport(app, { target: '0000-AAAAAAAAAAAAAAAAAAAAAA' }).expect(201));

    const reports = bodyOf<ReportListDto>(await get('/api/operator/reports').expect(200)).reports;
    const references = reports.map((report) => report.reference);
    expect(references.indexOf(unnamed.reference)).toBeLessThan(references.indexOf(named.reference));
    const report = reports.find((candidate) => candidate.reference === named.reference);
    expect(report).toMatchObject({
      category: 'malware',
      target: shared.folderUrl,
      state: 'open',
      email: null,
      decidedAt: null,
      decision: null,
      folder: { code: shared.folderCode, status: 'live', totalBytes: 31 },
    });
    const one = bodyOf<ReportDto>(await get(`/api/operator/reports/${unnamed.reference.toLowerCase()}`).expect(200));
    expect(one).toMatchObject({ reference: unnamed.reference, folder: null });
    const missing = await get('/api/operator/reports/R-0000-0000').expect(404);
    expect(errorOf(missing).code).toBe('unknown_report');
    expect(errorOf(missing).message).toBe('No report has this reference.');
  });

  it('dismisses an open report with a reason, once, and writes it to the audit log', async () => {
    const { reference } = receiptOf(await sendReport(app).expect(201));
    expect(errorOf(await dismiss(reference, {}).expect(400)).message).toMatch(/reason for dismissing/);

    const dismissed = bodyOf<ReportDto>(await dismiss(reference, { reason: 'Not a share of ours.' }).expect(200));
    expect(dismissed).toMatchObject({ reference, state: 'dismissed', decision: 'Not a share of ours.' });
    expect(dismissed.decidedAt).toBe(app.clock.now().toISOString());
    expect(errorOf(await dismiss(reference, { reason: 'Again.' }).expect(409)).message).toBe(
      'This report was already decided.',
    );

    const [entry] = bodyOf<AuditListDto>(await get('/api/operator/audit?limit=1').expect(200)).entries;
    expect(entry).toMatchObject({
      actor: OPERATOR,
      action: 'report.dismiss',
      targetType: 'report',
      targetId: reference,
      reason: 'Not a share of ours.',
    });
    const open = bodyOf<ReportListDto>(await get('/api/operator/reports?state=open').expect(200)).reports;
    const closed = bodyOf<ReportListDto>(await get('/api/operator/reports?state=closed').expect(200)).reports;
    expect(open.map((report) => report.reference)).not.toContain(reference);
    expect(closed.map((report) => report.reference)).toContain(reference);
  });

  it('refuses a dismissal sent by another site', async () => {
    const { reference } = receiptOf(await sendReport(app).expect(201));
    await dismiss(reference, { reason: 'Cross-site.' }).set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it('closes the open reports of a share as actioned when told (markActioned)', async () => {
    const shared = await share();
    const { reference } = receiptOf(await sendReport(app, { target: shared.folderCode }).expect(201));
    const folderId = bodyOf<ReportDto>(await get(`/api/operator/reports/${reference}`)).folder!.id;
    await expect(app.app.get(ReportsService).markActioned({ folderId }, 'Removed: malware.')).resolves.toBe(1);
    expect(bodyOf<ReportDto>(await get(`/api/operator/reports/${reference}`))).toMatchObject({
      state: 'actioned',
      decision: 'Removed: malware.',
    });
  });

  it('shows a share in full, with its files and reports', async () => {
    const shared = await share();
    const { reference } = receiptOf(await sendReport(app, { target: shared.folderCode }).expect(201));
    const folderId = bodyOf<ReportDto>(await get(`/api/operator/reports/${reference}`)).folder!.id;

    const folder = bodyOf<OperatorFolderDto>(await get(`/api/operator/folders/${folderId}`).expect(200));
    expect(folder).toMatchObject({
      id: folderId,
      code: shared.folderCode,
      url: shared.folderUrl,
      retention: '24h',
      status: 'live',
      passwordProtected: false,
      removal: null,
      reports: [{ reference, state: 'open' }],
    });
    expect(folder.files.map((file) => [file.filepath, file.filesize])).toEqual(
      shared.files.map((file) => [file.filepath, file.filesize]),
    );
    for (const file of folder.files) expect(file.previewUrl).toBe(`/api/operator/folders/${folderId}/files/${file.id}`);
    await get('/api/operator/folders/999999').expect(404);
    expect(errorOf(await get('/api/operator/folders/abc').expect(400))).toMatchObject({
      code: 'invalid_id',
      message: 'The id must be a whole number.',
    });
  });

  it('previews a file, ranges too, without counting a download or ending a download-once share', async () => {
    const shared = await share('download');
    const { reference } = receiptOf(await sendReport(app, { target: shared.folderCode }).expect(201));
    const folderId = bodyOf<ReportDto>(await get(`/api/operator/reports/${reference}`)).folder!.id;
    const { files } = bodyOf<OperatorFolderDto>(await get(`/api/operator/folders/${folderId}`).expect(200));
    const notes = files.find((file) => file.filepath === 'evidence/notes.txt')!;

    const whole = await get(`/api/operator/folders/${folderId}/files/${notes.id}`).responseType('blob').expect(200);
    expect(rawBodyOf(whole).toString()).toBe(FILES[0].content);
    expect(whole.headers['content-disposition']).toMatch(/^inline/);
    const part = await get(`/api/operator/folders/${folderId}/files/${notes.id}`)
      .set('Range', 'bytes=0-3')
      .responseType('blob')
      .expect(206);
    expect(rawBodyOf(part).toString()).toBe('Line');

    for (const file of files)
      await get(`/api/operator/folders/${folderId}/files/${file.id}`).responseType('blob').expect(200);
    const state = folderStateOf(
      await app.http().get(`/api/shares/${shared.folderCode}/state`).set('X-Manage-Key', shared.manageKey).expect(200),
    );
    expect(state.status).toBe('live');
    expect(state.opens).toBe(0);
    expect(state.files.map((file) => file.downloads)).toEqual([0, 0]);
  });

  it("shows each file's SHA-256, whether it is blocked, and the share's scan", async () => {
    // Files of their own: once blocked, no other test could share them again.
    const files = [
      { path: 'evidence/notes.txt', content: 'Notes that end up on the block list.\n' },
      { path: 'evidence/photo.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 1, 1, 1]) },
    ];
    const shared = uploadedOf(await uploadWithFilePaths(app, files).expect(201));
    const { reference } = receiptOf(await sendReport(app, { target: shared.folderCode }).expect(201));
    const folderId = bodyOf<ReportDto>(await get(`/api/operator/reports/${reference}`)).folder!.id;
    const view = async () => bodyOf<OperatorFolderDto>(await get(`/api/operator/folders/${folderId}`).expect(200));

    const before = await view();
    expect(before.scan).toBeNull();
    expect(before.files.map((file) => [file.filepath, file.sha256, file.blocked])).toEqual(
      files.map((file) => [file.path, sha256Of(file.content), false]),
    );

    await app.http().post(`/api/operator/folders/${folderId}/block`).set('Cookie', cookie).expect(200);
    const folder = (await app.app.get(FoldersRepository).findById(folderId))!;
    const photo = folder.files.find((file) => file.filepath === 'evidence/photo.jpg')!;
    await app.app.get(FoldersService).recordScan(folder, 'checking');
    expect(await view()).toMatchObject({ status: 'checking', scan: { state: 'checking', findings: [] } });
    const finding = { fileId: photo.id, filepath: photo.filepath, signature: 'Test.Signature-1' };
    await app.app.get(FoldersService).recordScan(folder, 'infected', JSON.stringify([finding]));

    const after = await view();
    expect(after.files.map((file) => file.blocked)).toEqual([true, true]);
    expect(after.scan).toEqual({
      state: 'infected',
      findings: [{ filepath: 'evidence/photo.jpg', signature: 'Test.Signature-1' }],
    });
  });

  it('finds the shares holding a file by its SHA-256, in any case', async () => {
    const content = `a file only these shares hold ${Date.now()}`;
    const first = uploadedOf(await uploadWithFilePaths(app, [{ path: 'same.txt', content }]).expect(201));
    const second = uploadedOf(await uploadWithFilePaths(app, [{ path: 'copy/same.txt', content }]).expect(201));
    const found = bodyOf<OperatorSearchDto>(
      await get(`/api/operator/search?q=${sha256Of(content).toUpperCase()}`).expect(200),
    );
    expect(found.folders.map((folder) => folder.code).sort()).toEqual([first.folderCode, second.folderCode].sort());
    const none = await get(`/api/operator/search?q=${sha256Of('nothing shares this')}`).expect(200);
    expect(bodyOf<OperatorSearchDto>(none).folders).toEqual([]);
  });

  it('finds shares by code, link or address, and explains a query it cannot use', async () => {
    const shared = await share();
    const link = shared.folderUrl.slice(shared.folderUrl.lastIndexOf('/') + 1);
    for (const q of [shared.folderCode, link, shared.folderUrl]) {
      const found = bodyOf<OperatorSearchDto>(await get(`/api/operator/search?q=${encodeURIComponent(q)}`).expect(200));
      expect(found.folders).toEqual([expect.objectContaining({ code: shared.folderCode, status: 'live' })]);
    }
    const wrongKey = `${shared.folderCode}-${'A'.repeat(22)}`;
    expect(bodyOf<OperatorSearchDto>(await get(`/api/operator/search?q=${wrongKey}`).expect(200)).folders).toEqual([]);
    expect(errorOf(await get('/api/operator/search').expect(400)).message).toBe(
      'Type a code, a share link or a SHA-256 to search for.',
    );
    const bad = await get('/api/operator/search?q=holiday').expect(400);
    expect(errorOf(bad).code).toBe('invalid_search');
    expect(errorOf(bad).message).toMatch(/^Search by a 4-digit code/);
  });
});
