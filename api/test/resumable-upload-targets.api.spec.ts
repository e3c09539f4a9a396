import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { StorageService } from '../src/storage/storage.service.js';
import { ResumableUploadOpenings } from '../src/uploads/resumable/resumable-upload-openings.js';
import { ResumableUploadSweeper } from '../src/uploads/resumable/resumable-upload-sweeper.js';
import { ResumableUpload } from '../src/uploads/resumable/resumable-upload.entity.js';
import { UploadTargets } from '../src/uploads/resumable/upload-targets.js';
import { errorOf, resumableOf } from './support/answers.js';
import { BOX_KIND, FakeUploadTarget } from './support/fake-upload-target.js';
import { eventually } from './support/poll.js';
import { CHUNK_TYPE, PIECE_BYTES, folderOfThree, sendChunk, sendFrom } from './support/resumable-uploads.js';
import { watchStorageIntake } from './support/storage-intake.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** UPLOAD_ABANDONED_AFTER_MINUTES by default: a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A module's own record filled through resumable uploads (UploadTarget), as file requests' answers are: opened by a
 * service call, its bytes sent through the unchanged /api/resumable-uploads routes.
 */
describe('resumable uploads filling a target that is not a share', () => {
  let app: TestApp;
  let boxes: FakeUploadTarget;

  beforeAll(async () => {
    app = await createTestApp();
    boxes = new FakeUploadTarget(app.app.get(StorageService));
    app.app.get(UploadTargets).register(boxes);
  });

  afterAll(() => app.close());

  function open(files: ReturnType<typeof folderOfThree>) {
    const opening = boxes.opening(files.map((file) => ({ filepath: file.path, filesize: file.content.length })));
    return app.app.get(ResumableUploadOpenings).openUpload(opening);
  }

  async function stored(key: string): Promise<Buffer> {
    return buffer(await app.app.get(StorageService).read(key));
  }

  it('takes chunks across file boundaries, resumes after a cut, and finishes with the target', async () => {
    const files = folderOfThree();
    const all = Buffer.concat(files.map((file) => file.content));
    const opened = await open(files);
    expect(opened).toMatchObject({ offset: 0, length: all.length, finished: false });
    expect(opened.files.map((file) => file.path)).toEqual(files.map((file) => file.path));
    const box = boxes.boxes.get(opened.box)!;
    const row = await app.dataSource.getRepository(ResumableUpload).findOneByOrFail({ id: opened.id });
    expect(row).toMatchObject({ targetKind: BOX_KIND, targetId: box.id, folderId: null });
    // The empty file arrived with the announcement.
    expect(box.files.map((file) => file.arrived)).toEqual([false, true, false]);

    await sendChunk(app, opened.id, 0, all.subarray(0, PIECE_BYTES)).expect(200);
    const cut = httpRequest(new URL(`/api/resumable-uploads/${opened.id}?offset=${PIECE_BYTES}`, app.baseUrl), {
      method: 'PATCH',
      headers: { 'Content-Type': CHUNK_TYPE, 'Content-Length': String(all.length - PIECE_BYTES) },
    });
    cut.on('error', () => undefined);
    cut.write(all.subarray(PIECE_BYTES, PIECE_BYTES + 1024 * 1024));
    const intake = watchStorageIntake(app.app);
    try {
      await eventually(() => intake.bytes() > 0, 'the second chunk reaches storage');
    } finally {
      intake.stop();
    }
    cut.destroy();
    let resumeAt = 0;
    await eventually(async () => {
      resumeAt = resumableOf(await app.http().get(`/api/resumable-uploads/${opened.id}`).expect(200)).offset;
      return resumeAt > PIECE_BYTES;
    }, 'the bytes that arrived are recorded');
    const wrong = await sendChunk(app, opened.id, PIECE_BYTES, all.subarray(PIECE_BYTES, PIECE_BYTES + 10)).expect(409);
    expect(errorOf(wrong).code).toBe('wrong_offset');
    const tooMuch = await sendChunk(app, opened.id, resumeAt, Buffer.concat([all.subarray(resumeAt), Buffer.alloc(1)]));
    expect(tooMuch.status).toBe(413);
    await app.http().post(`/api/resumable-uploads/${opened.id}/finish`).expect(409);

    await sendFrom(app, opened.id, files, resumeAt);
    expect(box.receivedBytes).toBe(all.length);
    expect(box.completed).toBe(true);
    expect(box.files.every((file) => file.arrived)).toBe(true);
    const finished = await app.http().post(`/api/resumable-uploads/${opened.id}/finish`).expect(201);
    expect(finished.body).toEqual({ box: box.id, arrived: true });
    expect(box.finishedBy).toBeNull();
    // Asked again (a response lost on the way): the same answer.
    await app.http().post(`/api/resumable-uploads/${opened.id}/finish`).expect(201, { box: box.id, arrived: true });
    for (const [index, file] of box.files.entries())
      expect((await stored(file.storageKey)).equals(files[index].content)).toBe(true);
  });

  it('stops the target when the client cancels, and drops the bytes', async () => {
    const files = folderOfThree();
    const opened = await open(files);
    await sendChunk(app, opened.id, 0, Buffer.concat(files.map((file) => file.content)).subarray(0, 1000)).expect(200);
    await app.http().delete(`/api/resumable-uploads/${opened.id}`).expect(204);
    expect(boxes.boxes.get(opened.box)!.state).toBe('stopped');
    await app.http().get(`/api/resumable-uploads/${opened.id}`).expect(404);
    expect(await app.storage.partialObjects()).toEqual([]);
  });

  it('answers 410 once the target says it takes no more bytes', async () => {
    const files = folderOfThree();
    const all = Buffer.concat(files.map((file) => file.content));
    const opened = await open(files);
    await sendChunk(app, opened.id, 0, all.subarray(0, 1000)).expect(200);
    boxes.end(boxes.boxes.get(opened.box)!, 'gone');
    await app.http().get(`/api/resumable-uploads/${opened.id}`).expect(410);
    const refused = await sendChunk(app, opened.id, 1000, all.subarray(1000, 2000)).expect(410);
    expect(errorOf(refused).code).toBe('upload_share_deleted');
    await app.http().post(`/api/resumable-uploads/${opened.id}/finish`).expect(410);
    // Cancelling an upload whose target is gone drops it without telling the target again.
    await app.http().delete(`/api/resumable-uploads/${opened.id}`).expect(204);
    expect(boxes.boxes.get(opened.box)!.state).toBe('gone');
  });

  it('tells the target when the sweeper removes an abandoned upload, bytes and rows', async () => {
    const files = folderOfThree();
    const opened = await open(files);
    await sendChunk(app, opened.id, 0, randomBytes(4 * 1024 * 1024)).expect(200);
    expect(await app.storage.partialObjects()).toHaveLength(1);
    app.clock.advance(ABANDONED_AFTER_MS + 1000);
    const report = await app.app.get(ResumableUploadSweeper).removeStale();
    expect(report.uploads).toBeGreaterThanOrEqual(1);
    expect(boxes.boxes.get(opened.box)!.state).toBe('abandoned');
    expect(await app.storage.partialObjects()).toEqual([]);
    await app.http().get(`/api/resumable-uploads/${opened.id}`).expect(404);
  });

  it('refuses to open an upload for a kind no module registered', async () => {
    const opening = { ...boxes.opening([{ filepath: 'a', filesize: 1 }]), kind: 'unknown' };
    await expect(app.app.get(ResumableUploadOpenings).openUpload(opening)).rejects.toThrow('No upload target');
    expect(await app.storage.partialObjects()).toEqual([]);
  });
});
