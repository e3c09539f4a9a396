import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Folder } from '../../src/folders/folder.entity.js';
import { Jobs } from '../../src/jobs/jobs.js';
import { ResumableUploadSweeper } from '../../src/uploads/resumable/resumable-upload-sweeper.js';
import { untilJobsSettled } from '../jobs/support/test-worker.js';
import { errorOf, receiptOf } from '../support/answers.js';
import { operatorSignedIn } from '../support/operators.js';
import { eventually } from '../support/poll.js';
import { sendChunk, stagingFiles } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, type Announced, lookup, sequenceOf, senderState, type Sending, slowChunk } from './support.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const OPERATOR = 'moderator@example.com';
const STOPPED = {
  statusCode: 410,
  code: 'share_stopped',
  error: 'Gone',
  reason: 'stopped',
  message:
    'The sender stopped sending this share before all of its files had arrived, so it ended and its files were deleted. Ask the sender to share them again.',
};

function twoFiles(): Announced[] {
  return [
    { path: 'day/one.bin', content: randomBytes(20_000) },
    { path: 'day/two.bin', content: randomBytes(30_000) },
  ];
}

/** Every way a recipient reaches the share by its link answers 410 with `body`. */
async function expectGone(app: TestApp, sending: Sending, body: object): Promise<void> {
  for (const path of [
    `/s/${sending.link}/qr`,
    `/api/folders/${sending.link}/progress`,
    `/api/folders/${sending.link}/zip`,
  ])
    expect(errorOf(await app.http().get(path).expect(410))).toEqual(body);
}

describe('how a share whose files are still arriving ends', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp({ env: { UPLOAD_ABANDONED_AFTER_MINUTES: '30', OPERATOR_EMAILS: OPERATOR } });
  });

  afterEach(() => app.close());

  it('ends as `stopped` when its sender cancels the upload, its bytes deleted, and says so after cleanup too', async () => {
    const files = twoFiles();
    const sending = await announce(app, files);
    const stored = await app.storedFiles();
    await sendChunk(app, sending.id, 0, sequenceOf(files).subarray(0, 25_000)).expect(200);
    expect((await lookup(app, sending.link)).status).toBe('arriving');

    await app.http().delete(`/api/resumable-uploads/${sending.id}`).expect(204);
    await expectGone(app, sending, STOPPED);
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${sending.code}`).expect(410))).toEqual(STOPPED);
    expect((await senderState(app, sending)).status).toBe('stopped');
    expect(await app.storedFiles()).toEqual(stored);
    expect(await stagingFiles(app)).toEqual([]);

    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(0);
    await expectGone(app, sending, STOPPED);
    expect((await senderState(app, sending)).status).toBe('stopped');
  });

  it('ends as `stopped` once nothing arrived for UPLOAD_ABANDONED_AFTER_MINUTES, then its upload is forgotten', async () => {
    const files = twoFiles();
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, all.subarray(0, 10_000)).expect(200);
    app.clock.advance(29 * MINUTE_MS);
    // Bytes arriving put the end off: 30 minutes from the last of them.
    await sendChunk(app, sending.id, 10_000, all.subarray(10_000, 25_000)).expect(200);
    app.clock.advance(29 * MINUTE_MS);
    expect((await lookup(app, sending.link)).status).toBe('arriving');

    app.clock.advance(2 * MINUTE_MS);
    await expectGone(app, sending, STOPPED);
    expect(errorOf(await sendChunk(app, sending.id, 25_000, all.subarray(25_000)).expect(410))).toEqual(STOPPED);
    await app.http().get(`/api/resumable-uploads/${sending.id}`).expect(410);

    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(0);
    await expectGone(app, sending, STOPPED);
    expect(await app.app.get(ResumableUploadSweeper).removeStale()).toMatchObject({ uploads: 1 });
    expect(await stagingFiles(app)).toEqual([]);
    expect(await app.storedFiles()).toEqual([]);
    await app.http().get(`/api/resumable-uploads/${sending.id}`).expect(404);
  });

  it('starts its retention when the last file has arrived, never before', async () => {
    const files = twoFiles();
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    for (let sent = 0; sent < 20_000; sent += 5000) {
      // Slower than the share's 2 hours: it cannot expire while arriving.
      app.clock.advance(25 * MINUTE_MS);
      await sendChunk(app, sending.id, sent, all.subarray(sent, sent + 5000)).expect(200);
    }
    expect(await lookup(app, sending.link)).toMatchObject({ status: 'arriving', retention: '2h' });
    const completedAt = app.clock.now();
    expect(receiptOf(await sendChunk(app, sending.id, 20_000, all.subarray(20_000)).expect(200)).offset).toBe(50_000);

    const state = await senderState(app, sending);
    expect(state).toMatchObject({ status: 'live', arrivedAt: completedAt.toISOString() });
    expect(state.expiresAt).toBe(new Date(completedAt.getTime() + 2 * HOUR_MS).toISOString());
    app.clock.advance(2 * HOUR_MS - 1000);
    expect((await lookup(app, sending.link)).status).toBe('ready');
    app.clock.advance(2000);
    expect(errorOf(await app.http().get(`/s/${sending.link}/qr`).expect(410)).reason).toBe('expired');
  });

  it('keeps a share all of whose bytes arrived when the upload is cancelled afterwards', async () => {
    const files = twoFiles();
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, sequenceOf(files)).expect(200);
    await app.http().delete(`/api/resumable-uploads/${sending.id}`).expect(204);
    expect((await lookup(app, sending.link)).status).toBe('ready');
  });

  it("ends with the sender's End now mid-upload: recipients 410 `ended`, the next chunk too", async () => {
    const files = twoFiles();
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, all.subarray(0, 25_000)).expect(200);
    await app.http().delete(`/api/shares/${sending.code}`).set('X-Manage-Key', sending.manageKey).expect(204);
    const ended = errorOf(await sendChunk(app, sending.id, 25_000, all.subarray(25_000)).expect(410));
    expect(ended).toMatchObject({ reason: 'ended' });
    expect((await senderState(app, sending)).status).toBe('ended');
  });

  it('stops the upload of a share taken down mid-upload: the open chunk and every later one are refused', async () => {
    const files = twoFiles();
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const chunk = slowChunk(app, sending.id, 0, all.length);
    chunk.write(all.subarray(0, 22_000));
    await eventually(async () => (await lookup(app, sending.link)).files[0].status === 'ready', 'one.bin opens');

    const { id } = await app.dataSource.getRepository(Folder).findOneByOrFail({ code: sending.code });
    const cookie = await operatorSignedIn(app, OPERATOR);
    await app
      .http()
      .post(`/api/operator/folders/${id}/takedown`)
      .set('Cookie', cookie)
      .send({ category: 'illegal', reasons: 'Reported and confirmed as illegal content.' })
      .expect(200);
    // More bytes come: the chunk's next record of its progress finds the share gone, and stops it.
    chunk.write(all.subarray(22_000, 30_000));
    const answer = await chunk.answer;
    expect(answer).toMatchObject({ status: 410, body: { reason: 'removed', category: 'illegal' } });
    expect(errorOf(await sendChunk(app, sending.id, 22_000, all.subarray(22_000)).expect(410)).reason).toBe('removed');

    await untilJobsSettled(app.app.get(Jobs));
    expect(await app.storedFiles()).toEqual([]);
    expect(await stagingFiles(app)).toEqual([]);
  });
});
