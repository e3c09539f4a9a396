import { FolderFile } from '../../src/folders/folder-file.entity.js';
import { Folder } from '../../src/folders/folder.entity.js';
import type { AuditListDto } from '../../src/operators/dto/audit.dto.js';
import { ShareScans } from '../../src/scanning/share-scans.js';
import { bodyOf, errorOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OPERATOR_EMAIL, folderIdOf, operatorCookie } from '../blocked-files/support.js';
import { EICAR, EICAR_SIGNATURE, runClamd } from './support/clamd.js';
import { lookupStatus, send, senderState } from './support/shares.js';

/** A scan of a few small files takes well under a second; a busy CI machine may take several. */
const SCAN_TIMEOUT_MS = 30_000;

/** Malware scanning against the run's clamd (scripts/with-test-clamd.sh), on a worker beside the app. */
describe('malware scanning with clamd', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { ...runClamd(), OPERATOR_EMAILS: OPERATOR_EMAIL } });
  });

  afterAll(() => app.close());

  it('opens a clean share once clamd found nothing', async () => {
    const share = await send(app, [
      { path: 'docs/readme.txt', content: 'Just text.\n' },
      { path: 'docs/empty.txt', content: '' },
    ]);
    expect(share.status).toBe('checking');
    // The share opens at once; each file once scanned.
    expect(await lookupStatus(app, share)).toBe(200);
    await eventually(
      async () => (await senderState(app, share)).status === 'live',
      'every file opens',
      SCAN_TIMEOUT_MS,
    );
    expect(await senderState(app, share)).toMatchObject({
      status: 'live',
      scan: { state: 'clean', findings: [] },
      files: [{ status: 'ready' }, { status: 'ready' }],
    });
  });

  it('scans again a share whose scan was lost (a queue gone with its process), at the next sweep', async () => {
    const share = await send(app, [{ path: 'notes.txt', content: 'Lost and found.\n' }]);
    await eventually(async () => (await senderState(app, share)).status === 'live', 'the file opens', SCAN_TIMEOUT_MS);
    // As if its scan had never run: checking, its file waiting, and no job queued for it.
    const { id } = await app.dataSource.getRepository(Folder).findOneByOrFail({ code: share.code });
    await app.dataSource.getRepository(Folder).update({ id }, { scanState: 'checking' });
    await app.dataSource.getRepository(FolderFile).update({ folderId: id }, { state: 'scanning' });
    expect((await senderState(app, share)).status).toBe('checking');

    expect(await app.app.get(ShareScans).sweep()).toBeGreaterThanOrEqual(1);
    // The sender's state is read from the database, never from the lookups' cache.
    await eventually(
      async () => (await senderState(app, share)).status === 'live',
      'the share opens again',
      SCAN_TIMEOUT_MS,
    );
    expect((await senderState(app, share)).scan).toEqual({ state: 'clean', findings: [] });
  });

  it('quarantines a share holding EICAR: recipients get 410 malware, the sender sees the file and signature', async () => {
    const share = await send(app, [
      { path: 'tools/readme.txt', content: 'Run the installer.\n' },
      { path: 'tools/setup/eicar.com', content: EICAR },
    ]);
    expect(share.status).toBe('checking');
    await eventually(
      async () => (await senderState(app, share)).status === 'quarantined',
      'the share is quarantined',
      SCAN_TIMEOUT_MS,
    );
    // Past the half second an instance answers lookups from its memory of the share, on the test's clock.
    app.clock.advance(1_000);

    const gone = await app.http().get(`/s/${share.link}/qr`).expect(410);
    expect(errorOf(gone)).toMatchObject({
      statusCode: 410,
      code: 'share_malware',
      message: 'This share was removed because a file in it contains malware.',
      reason: 'malware',
    });
    await app.http().get(`/api/folders/retrieve/${share.code}`).expect(410);
    expect(await senderState(app, share)).toMatchObject({
      status: 'quarantined',
      scan: { state: 'infected', findings: [{ filepath: 'tools/setup/eicar.com', signature: EICAR_SIGNATURE }] },
    });
  });

  it("lets an operator release a quarantined share (audited); others can't", async () => {
    const share = await send(app, [{ path: 'false-positive.com', content: EICAR }]);
    await eventually(
      async () => (await senderState(app, share)).status === 'quarantined',
      'the share is quarantined',
      SCAN_TIMEOUT_MS,
    );
    const id = await folderIdOf(app, share.code);
    const route = `/api/operator/folders/${id}/release`;
    const reason = 'A known false positive of this test file.';

    expect(errorOf(await app.http().post(route).send({ reason }).expect(401)).message).toBe(
      'Sign in to use the operator console.',
    );
    const cookie = await operatorCookie(app);
    expect(errorOf(await app.http().post(route).set('Cookie', cookie).send({ reason: 'no' }).expect(400)).message).toBe(
      'Say why, in 10 to 5000 characters.',
    );
    expect(bodyOf(await app.http().post(route).set('Cookie', cookie).send({ reason }).expect(200))).toEqual({
      id,
      status: 'live',
    });
    await app.http().get(`/s/${share.link}/qr`).expect(200);
    expect(await senderState(app, share)).toMatchObject({ status: 'live', scan: { state: 'infected' } });
    // Released once: a second release has nothing to release.
    await app.http().post(route).set('Cookie', cookie).send({ reason }).expect(409);

    const audit = bodyOf<AuditListDto>(await app.http().get('/api/operator/audit').set('Cookie', cookie).expect(200));
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ actor: OPERATOR_EMAIL, action: 'folder.release', targetId: String(id), reason }),
    );
  });
});
