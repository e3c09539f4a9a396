import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { MANIFEST_PATH } from '../../src/encrypted-shares/encrypted-upload.js';
import { operatorCookie, OPERATOR_EMAIL, sha256Of, storedDigests } from '../blocked-files/support.js';
import { errorOf, folderOf, uploadedOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { sendChunk, stagingFiles } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, uploadWithFilePaths } from '../support/uploads.js';
import {
  announce,
  type Announced,
  download,
  fileAt,
  lookup,
  sequenceOf,
  senderState,
  slowChunk,
  untilReady,
} from './support.js';

/** A file id of an encrypted share's objects: 22 base64url characters. */
function fileId(): string {
  return randomBytes(16).toString('base64url');
}

describe('the checks each file passes as it arrives', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('keeps the SHA-256 of each file as it arrives, whether it came in one chunk or over several', async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
    const files: Announced[] = [
      { path: 'x/spans.bin', content: randomBytes(3 * 1024 * 1024 + 3) },
      { path: 'x/whole.bin', content: randomBytes(1000) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, all.subarray(0, 1024 * 1024)).expect(200);
    await sendChunk(app, sending.id, 1024 * 1024, all.subarray(1024 * 1024)).expect(200);
    expect(await storedDigests(app, sending.code)).toEqual(
      new Map(files.map((file) => [file.path, sha256Of(file.content)])),
    );
  });

  it('ends the share when a file on the block list arrives: 422 for that chunk, 410 after, nothing kept', async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
    const bad = randomBytes(4000);
    const cookie = await operatorCookie(app);
    await app
      .http()
      .post('/api/operator/blocked-files')
      .set('Cookie', cookie)
      .send({ hashes: sha256Of(bad) })
      .expect(200);
    const files: Announced[] = [
      { path: 'x/ok.bin', content: randomBytes(1000) },
      { path: 'x/bad.bin', content: bad },
      { path: 'x/after.bin', content: randomBytes(1000) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const refused = await sendChunk(app, sending.id, 0, all.subarray(0, 5500)).expect(422);
    expect(errorOf(refused).message).toBe(`The file "x/bad.bin" cannot be shared: it is on Sharecode's block list.`);

    const gone = errorOf(await app.http().get(`/s/${sending.link}/qr`).expect(410));
    expect(gone).toMatchObject({ reason: 'removed', category: 'other' });
    expect(await senderState(app, sending)).toMatchObject({
      status: 'removed',
      removal: {
        category: 'other',
        reasons: `The file "x/bad.bin" cannot be shared: it is on Sharecode's block list.`,
      },
    });
    expect(errorOf(await sendChunk(app, sending.id, 5000, all.subarray(5000)).expect(410)).reason).toBe('removed');
    await eventually(async () => (await app!.storedFiles()).length === 0, 'its stored files are deleted');
    expect(await stagingFiles(app)).toEqual([]);
  });

  it('keeps each file of a plain share checking while clamd cannot be reached; the share itself opens', async () => {
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const files = [{ path: 'report.txt', content: 'Quarterly numbers.\n' }];
    const body = uploadedOf(await uploadWithFilePaths(app, files).expect(201));
    expect(body.status).toBe('checking');
    const folder = folderOf(
      await app
        .http()
        .get(`/s/${linkOf(body.folderUrl)}/qr`)
        .expect(200),
    );
    expect(folder).toMatchObject({ status: 'checking', files: [{ status: 'checking', receivedBytes: 19 }] });
    const refused = await app.http().get(folder.files[0].url).expect(409);
    expect(errorOf(refused)).toMatchObject({
      reason: 'checking',
      message: 'This file has arrived and is being checked. It can be downloaded as soon as the check is done.',
    });
    expect(refused.headers['retry-after']).toBe('2');
    expect(errorOf(await app.http().get(folder.zipUrl).expect(409)).reason).toBe('checking');
  });

  it('keeps each arrived file of a resumable share checking for its scan, the others arriving', async () => {
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const files: Announced[] = [
      { path: 'a.txt', content: randomBytes(100) },
      { path: 'b.txt', content: randomBytes(100) },
    ];
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, sequenceOf(files).subarray(0, 150)).expect(200);
    const folder = await lookup(app, sending.link);
    expect(fileAt(folder, 'a.txt')).toMatchObject({ status: 'checking', receivedBytes: 100 });
    expect(fileAt(folder, 'b.txt')).toMatchObject({ status: 'arriving', receivedBytes: 50 });
    expect(errorOf(await app.http().get(fileAt(folder, 'a.txt').url).expect(409)).reason).toBe('checking');
    expect(await senderState(app, sending)).toMatchObject({ status: 'arriving', scan: { state: 'checking' } });
  });

  it('opens an encrypted share file by file, its manifest (sent first) as soon as it has arrived, unscanned', async () => {
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const files: Announced[] = [
      { path: MANIFEST_PATH, content: randomBytes(4096) },
      { path: fileId(), content: randomBytes(256 * 1024) },
      { path: fileId(), content: randomBytes(1024) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files, { encrypted: '1' });
    const chunk = slowChunk(app, sending.id, 0, all.length);
    chunk.write(all.subarray(0, 4096 + 100));
    const opened = await untilReady(app, sending.link, MANIFEST_PATH);
    expect(opened).toMatchObject({ encrypted: true, status: 'arriving' });
    const manifest = await download(app, fileAt(opened, MANIFEST_PATH).url);
    expect(manifest.body.equals(files[0].content)).toBe(true);
    expect(fileAt(opened, files[1].path).status).toBe('arriving');
    chunk.end(all.subarray(4096 + 100));
    expect((await chunk.answer).status).toBe(200);
    const complete = await lookup(app, sending.link);
    expect(complete.status).toBe('ready');
    for (const file of files)
      expect((await download(app, fileAt(complete, file.path).url)).body.equals(file.content)).toBe(true);
    expect((await senderState(app, sending)).scan).toEqual({ state: 'unscanned', findings: [] });
  });
});
