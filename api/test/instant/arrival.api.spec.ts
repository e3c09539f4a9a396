import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { bodyOf, errorOf, folderOf, uploadedOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';
import { eventually } from '../support/poll.js';
import {
  announce,
  download,
  fileAt,
  lookup,
  type Announced,
  sequenceOf,
  senderState,
  slowChunk,
  untilReady,
} from './support.js';

const MIB = 1024 * 1024;

/** Answered or not yet: a flag that follows a promise. */
function watch(promise: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  void promise.finally(() => (state.settled = true));
  return state;
}

describe('a share that opens as soon as its upload is announced', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('answers the share at creation: code, link, key and QR, every file arriving, found by code, link and QR', async () => {
    const files: Announced[] = [
      { path: 'trip/a.txt', content: Buffer.from('first file\n') },
      { path: 'trip/empty.txt', content: Buffer.alloc(0) },
      { path: 'trip/b.bin', content: randomBytes(5000) },
    ];
    const sending = await announce(app, files, { retention: '24h' });
    const { share } = sending.created;
    expect(sending.created).toMatchObject({ offset: 0, length: 5011, finished: false });
    expect(share).toMatchObject({ folderCode: expect.stringMatching(/^\d{4}$/), retention: '24h', status: 'arriving' });
    expect(share.manageKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(share.files.map((file) => file.filepath)).toEqual(files.map((file) => file.path));

    for (const path of [`/api/folders/retrieve/${sending.code}`, `/s/${sending.code}`, `/s/${sending.link}/qr`]) {
      const folder = folderOf(await app.http().get(path).set('Accept', 'application/json').expect(200));
      expect(folder).toMatchObject({
        folderCode: sending.code,
        status: 'arriving',
        receivedBytes: 0,
        totalBytes: 5011,
      });
      expect(folder.progressUrl).toBe(`/api/folders/${sending.link}/progress`);
      const byPath = new Map(folder.files.map((file) => [file.filepath, file]));
      expect(byPath.get('trip/a.txt')).toMatchObject({ status: 'arriving', receivedBytes: 0, filesize: 11 });
      // An empty file has all of its no bytes from the start: checked when announced, it opens at once.
      expect(byPath.get('trip/empty.txt')).toMatchObject({ status: 'ready', receivedBytes: 0, filesize: 0 });
      expect(byPath.get('trip/b.bin')).toMatchObject({ status: 'arriving', receivedBytes: 0, filesize: 5000 });
    }
    expect(await senderState(app, sending)).toMatchObject({
      status: 'arriving',
      arrivedAt: null,
      receivedBytes: 0,
      totalBytes: 5011,
      files: expect.arrayContaining([expect.objectContaining({ filepath: 'trip/a.txt', status: 'arriving' })]),
    });
  });

  it('opens a file as soon as its last byte is written, while the chunk carrying it still streams', async () => {
    const files: Announced[] = [
      { path: 'photos/first.jpg', content: randomBytes(200_000) },
      { path: 'photos/second.mov', content: randomBytes(3 * MIB + 7) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const chunk = slowChunk(app, sending.id, 0, all.length);
    const answered = watch(chunk.answer);
    const split = files[0].content.length + 4096;
    chunk.write(all.subarray(0, split));

    const opened = await untilReady(app, sending.link, 'photos/first.jpg');
    const first = await download(app, fileAt(opened, 'photos/first.jpg').url);
    expect(first.status).toBe(200);
    expect(first.body.equals(files[0].content)).toBe(true);

    // The second file has begun and is not handed out, nor is a ZIP holding it.
    const second = fileAt(opened, 'photos/second.mov');
    expect(second.status).toBe('arriving');
    const refused = await app.http().get(second.url).expect(409);
    expect(errorOf(refused)).toMatchObject({
      reason: 'arriving',
      message: 'This file is still arriving. It can be downloaded once all of it has arrived.',
    });
    expect(refused.headers['retry-after']).toBe('2');
    const zip = await app.http().get(opened.zipUrl).expect(409);
    expect(errorOf(zip)).toMatchObject({
      reason: 'arriving',
      message:
        'Not every file of this ZIP has arrived yet (1 file still arriving or being checked: "photos/second.mov"). ' +
        'It can be downloaded once every file in it is ready; each ready file can be downloaded now.',
    });
    expect(answered.settled).toBe(false);

    chunk.end(all.subarray(split));
    expect(await chunk.answer).toEqual({ status: 200, body: { offset: all.length, length: all.length } });
    const complete = await lookup(app, sending.link);
    expect(complete).toMatchObject({ status: 'ready', receivedBytes: all.length });
    const whole = await download(app, fileAt(complete, 'photos/second.mov').url);
    expect(whole.body.equals(files[1].content)).toBe(true);
    const entries = await unzip((await download(app, complete.zipUrl)).body);
    for (const file of files) expect(entries.get(file.path)?.bytes.equals(file.content)).toBe(true);

    // Finishing answers the same share, complete, its retention started.
    const finished = uploadedOf(await app.http().post(`/api/resumable-uploads/${sending.id}/finish`).expect(201));
    expect(finished).toMatchObject({ folderCode: sending.code, manageKey: sending.manageKey, status: 'live' });
    expect(finished.expiresAt).toBe(complete.expiresAt);
    expect((await senderState(app, sending)).arrivedAt).not.toBeNull();
  });

  it('opens each of many small files within the same chunk one by one, byte for byte', async () => {
    const files: Announced[] = Array.from({ length: 40 }, (_, index) => ({
      path: `notes/${String(index).padStart(2, '0')}.txt`,
      content: randomBytes(1000 + index),
    }));
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const chunk = slowChunk(app, sending.id, 0, all.length);
    const answered = watch(chunk.answer);
    const firstTen = files.slice(0, 10).reduce((sum, file) => sum + file.content.length, 0);
    chunk.write(all.subarray(0, firstTen + 10));

    const opened = await untilReady(app, sending.link, 'notes/09.txt');
    for (const file of files.slice(0, 10)) {
      const got = await download(app, fileAt(opened, file.path).url);
      expect(got.body.equals(file.content)).toBe(true);
    }
    expect(fileAt(opened, 'notes/10.txt').status).toBe('arriving');
    expect(answered.settled).toBe(false);
    chunk.end(all.subarray(firstTen + 10));
    expect((await chunk.answer).status).toBe(200);
    const complete = await lookup(app, sending.link);
    for (const file of files) {
      const got = await download(app, fileAt(complete, file.path).url);
      expect(got.body.equals(file.content)).toBe(true);
    }
  });

  it('shows a large file’s bytes arriving while a chunk streams, recorded without waiting for its end', async () => {
    const files: Announced[] = [{ path: 'film.bin', content: randomBytes(4 * MIB) }];
    const sending = await announce(app, files);
    const chunk = slowChunk(app, sending.id, 0, files[0].content.length);
    chunk.write(files[0].content.subarray(0, MIB));
    const { progressUrl } = await lookup(app, sending.link);
    let received = 0;
    // The poll reads the database, never a cache: what the chunk's once-a-second flush recorded.
    await eventually(async () => {
      const answer = bodyOf<{ files: Array<{ receivedBytes: number }> }>(await app.http().get(progressUrl).expect(200));
      received = answer.files[0]?.receivedBytes ?? 0;
      return received > 0;
    }, 'the bytes of the open chunk are recorded');
    expect(received).toBeLessThanOrEqual(MIB);
    expect((await senderState(app, sending)).files[0]).toMatchObject({ status: 'arriving' });
    chunk.end(files[0].content.subarray(MIB));
    expect((await chunk.answer).status).toBe(200);
    const got = await download(app, fileAt(await lookup(app, sending.link), 'film.bin').url);
    expect(got.body.equals(files[0].content)).toBe(true);
  });

  it('keeps POST /api/upload as it was: answered once complete, every file ready', async () => {
    const body = uploadedOf(
      await app
        .http()
        .post('/api/upload')
        .attach('files', Buffer.from('plain'), { filename: 'plain.txt', contentType: 'text/plain' })
        .expect(201),
    );
    expect(body.status).toBe('live');
    const folder = folderOf(await app.http().get(`/api/folders/retrieve/${body.folderCode}`).expect(200));
    expect(folder).toMatchObject({ status: 'ready', receivedBytes: 5, totalBytes: 5 });
    expect(folder.files[0]).toMatchObject({ status: 'ready', receivedBytes: 5 });
  });
});
