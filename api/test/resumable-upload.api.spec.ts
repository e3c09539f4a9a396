import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { CHUNK_BYTES } from '../src/uploads/resumable/resumable-upload-limits.js';
import { signedInAccount } from './support/accounts.js';
import { otherInstance } from './support/other-instance.js';
import { eventually } from './support/poll.js';
import { watchStorageIntake } from './support/storage-intake.js';
import {
  CHUNK_TYPE,
  PIECE_BYTES,
  folderOfThree,
  create,
  sendChunk,
  sendFrom,
  downloaded,
  stagingFiles,
} from './support/resumable-uploads.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createdUploadOf, errorOf, mySharesOf, receiptOf, resumableOf, uploadedOf } from './support/answers.js';

describe('resumable uploads (/api/resumable-uploads)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('shares files sent as chunks across file boundaries: the share answered at once, and again when finished', async () => {
    const files = folderOfThree();
    const created = await create(app, files, '24h').expect(201);
    const { id, offset, length, chunkBytes, finished } = resumableOf(created);
    expect({ offset, length, chunkBytes, finished }).toEqual({
      offset: 0,
      length: 13 * 1024 * 1024 + 5,
      chunkBytes: CHUNK_BYTES,
      finished: false,
    });
    const announced = createdUploadOf(created).share;
    expect(announced).toMatchObject({ retention: '24h', status: 'arriving' });

    await sendFrom(app, id, files, 0);
    expect(resumableOf(await app.http().get(`/api/resumable-uploads/${id}`).expect(200))).toMatchObject({
      offset: length,
      finished: false,
    });

    const share = uploadedOf(await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201));
    expect(share).toMatchObject({
      folderCode: announced.folderCode,
      folderUrl: announced.folderUrl,
      manageKey: announced.manageKey,
      retention: '24h',
      status: 'live',
    });
    expect(share.files).toEqual(
      files.map((file) => ({
        filename: file.path.split('/').pop(),
        filepath: file.path,
        filesize: file.content.length,
      })),
    );
    const contents = await downloaded(app, share.folderCode);
    for (const file of files) expect(contents.get(file.path)?.equals(file.content)).toBe(true);
    expect(await stagingFiles(app)).toEqual([]);

    // A lost answer: finishing again gives the same share.
    expect(uploadedOf(await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201)).folderCode).toBe(
      share.folderCode,
    );
    expect(resumableOf(await app.http().get(`/api/resumable-uploads/${id}`).expect(200)).finished).toBe(true);
  });

  it('takes the whole rest of an upload in one chunk, longer than the chunkBytes it suggests', async () => {
    const files = [
      { path: 'film/a.bin', content: Buffer.alloc(CHUNK_BYTES - 7, 1) },
      { path: 'film/b.bin', content: randomBytes(1024 * 1024 + 7) },
    ];
    const all = Buffer.concat(files.map((file) => file.content));
    const { id } = resumableOf(await create(app, files).expect(201));
    await sendChunk(app, id, 0, all.subarray(0, 10)).expect(200);
    expect(receiptOf(await sendChunk(app, id, 10, all.subarray(10)).expect(200))).toEqual({
      offset: all.length,
      length: all.length,
    });
    const share = uploadedOf(await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201));
    const contents = await downloaded(app, share.folderCode);
    for (const file of files) expect(contents.get(file.path)?.equals(file.content)).toBe(true);
  });

  it('keeps the bytes of a chunk cut off midway, so the client resends less than a chunk', async () => {
    const files = folderOfThree();
    const all = Buffer.concat(files.map((file) => file.content));
    const { id } = resumableOf(await create(app, files).expect(201));
    await sendChunk(app, id, 0, all.subarray(0, PIECE_BYTES)).expect(200);

    // The second chunk's connection drops after 1 MiB has arrived.
    const cut = httpRequest(new URL(`/api/resumable-uploads/${id}?offset=${PIECE_BYTES}`, app.baseUrl), {
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
      resumeAt = resumableOf(await app.http().get(`/api/resumable-uploads/${id}`).expect(200)).offset;
      return resumeAt > PIECE_BYTES;
    }, 'the bytes that arrived are recorded');
    expect(resumeAt).toBeLessThanOrEqual(PIECE_BYTES + 1024 * 1024);

    // A chunk from the wrong place is refused with the place to send from.
    const wrong = await sendChunk(app, id, PIECE_BYTES, all.subarray(PIECE_BYTES, PIECE_BYTES + 10)).expect(409);
    expect(errorOf(wrong).code).toBe('wrong_offset');
    expect(errorOf(wrong).message).toContain(`send from byte ${resumeAt}`);
    await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(409);

    await sendFrom(app, id, files, resumeAt);
    const share = uploadedOf(await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201));
    const contents = await downloaded(app, share.folderCode);
    for (const file of files) expect(contents.get(file.path)?.equals(file.content)).toBe(true);
  });

  it('cuts off an older chunk request still open when the client sends again, on any instance', async () => {
    const files = folderOfThree();
    const all = Buffer.concat(files.map((file) => file.content));
    const { id } = resumableOf(await create(app, files).expect(201));
    // The first try stalls after 1 MiB, its connection still open (a phone that switched networks).
    const stalled = httpRequest(new URL(`/api/resumable-uploads/${id}?offset=0`, app.baseUrl), {
      method: 'PATCH',
      headers: { 'Content-Type': CHUNK_TYPE, 'Content-Length': String(PIECE_BYTES) },
    });
    const closed = new Promise<void>((resolve) => stalled.on('close', () => resolve()));
    stalled.on('error', () => undefined);
    stalled.write(all.subarray(0, 1024 * 1024));
    const intake = watchStorageIntake(app.app);
    try {
      await eventually(() => intake.bytes() > 0, 'the stalled chunk reaches storage');
    } finally {
      intake.stop();
    }

    // The client gives up on it and sends the chunk again, through whichever instance the balancer picks.
    const other = await otherInstance(app);
    try {
      const again = await sendChunk(other.app, id, 0, all.subarray(0, PIECE_BYTES)).expect(409);
      await closed;
      const resumeAt = resumableOf(await other.app.http().get(`/api/resumable-uploads/${id}`).expect(200)).offset;
      expect(resumeAt).toBeGreaterThan(0);
      expect(errorOf(again).code).toBe('wrong_offset');
      expect(errorOf(again).message).toContain(`send from byte ${resumeAt}`);
      await sendFrom(other.app, id, files, resumeAt);
      const share = uploadedOf(await other.app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201));
      const contents = await downloaded(app, share.folderCode);
      for (const file of files) expect(contents.get(file.path)?.equals(file.content)).toBe(true);
    } finally {
      await other.stop();
    }
  });

  it('applies the upload rules: paths, retention, chunk size and media type', async () => {
    const bad = await create(app, [{ path: '../escape.txt', content: Buffer.from('x') }]).expect(400);
    expect(errorOf(bad).code).toBe('invalid_file_path');
    expect(errorOf(bad).message).toBe('Invalid file path "../escape.txt": it goes up a folder ("..").');
    await create(app, [{ path: 'a.txt', content: Buffer.from('x') }], 'forever').expect(400);
    await app.http().post('/api/resumable-uploads').field('filePaths', '["a.txt"]').expect(400);
    await app
      .http()
      .post('/api/resumable-uploads')
      .field('filePaths', '["a.txt"]')
      .field('fileSizes', '[1]')
      .attach('files', Buffer.from('x'), 'a.txt')
      .expect(400);

    const { id } = resumableOf(await create(app, [{ path: 'a.txt', content: Buffer.from('hello') }]).expect(201));
    const tooLong = await sendChunk(app, id, 0, Buffer.from('hello!')).expect(413);
    expect(errorOf(tooLong).code).toBe('chunk_too_large');
    expect(errorOf(tooLong).message).toMatch(/at most 5 bytes/);
    await app
      .http()
      .patch(`/api/resumable-uploads/${id}?offset=0`)
      .set('Content-Type', 'application/json')
      .send({ hello: 1 })
      .expect(415);
    await app
      .http()
      .patch(`/api/resumable-uploads/${id}?offset=-1`)
      .set('Content-Type', CHUNK_TYPE)
      .send(Buffer.from('h'))
      .expect(400);
    await app.http().get('/api/resumable-uploads/not-an-id').expect(400);
    await sendChunk(app, id, 0, Buffer.from('hello')).expect(200);
    await sendChunk(app, id, 5, Buffer.alloc(0)).expect(200);
    await app.http().post(`/api/resumable-uploads/${id}/finish`).expect(201);
    await sendChunk(app, id, 5, Buffer.from('x')).expect(409);
  });

  it('cancels: the bytes go, its share ends, and the upload is unknown afterwards', async () => {
    const files = folderOfThree();
    const before = await stagingFiles(app);
    const stored = await app.storedFiles();
    const created = await create(app, files).expect(201);
    const { id } = resumableOf(created);
    await sendChunk(app, id, 0, Buffer.concat(files.map((file) => file.content)).subarray(0, 4 * 1024 * 1024)).expect(
      200,
    );
    // The first two files arrived whole (stored), the third has begun (staged).
    expect((await stagingFiles(app)).length).toBe(before.length + 1);
    expect((await app.storedFiles()).length).toBe(stored.length + 2);
    await app.http().delete(`/api/resumable-uploads/${id}`).expect(204);
    await app.http().delete(`/api/resumable-uploads/${id}`).expect(204);
    expect(await stagingFiles(app)).toEqual(before);
    expect(await app.storedFiles()).toEqual(stored);
    const gone = await app.http().get(`/api/resumable-uploads/${id}`).expect(404);
    expect(errorOf(gone).code).toBe('unknown_upload');
    expect(errorOf(gone).message).toMatch(/Start the upload again/);
    const code = createdUploadOf(created).share.folderCode;
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(410)).reason).toBe('stopped');
  });

  it('makes the share belong to the account that announces it while signed in, listed while it arrives', async () => {
    const { cookie } = await signedInAccount(app);
    const created = await create(app, [{ path: 'mine.txt', content: Buffer.from('mine') }])
      .set('Cookie', cookie)
      .expect(201);
    const mine = mySharesOf(await app.http().get('/api/my/shares').set('Cookie', cookie).expect(200));
    expect(mine).toContainEqual(
      expect.objectContaining({ code: createdUploadOf(created).share.folderCode, status: 'arriving' }),
    );
  });

  it('makes the share belong to the account that finishes it while signed in', async () => {
    const { cookie } = await signedInAccount(app);
    const { id } = resumableOf(await create(app, [{ path: 'mine.txt', content: Buffer.from('mine') }]).expect(201));
    await sendChunk(app, id, 0, Buffer.from('mine')).expect(200);
    const share = uploadedOf(
      await app.http().post(`/api/resumable-uploads/${id}/finish`).set('Cookie', cookie).expect(201),
    );
    const mine = mySharesOf(await app.http().get('/api/my/shares').set('Cookie', cookie).expect(200));
    expect(mine.map((listed: { code: string }) => listed.code)).toContain(share.folderCode);
  });
});
