import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { errorOf, folderOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, type Announced, lookup, poll, sequenceOf, senderState, slowChunk } from './support.js';

describe("a recipient's page following a share as its files arrive (GET /api/folders/{link}/progress)", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('answers 304 while nothing changed, and what did (the files not ready yet) as soon as something does', async () => {
    const files: Announced[] = [
      { path: 'a.txt', content: randomBytes(3000) },
      { path: 'b.txt', content: randomBytes(5000) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    const { progressUrl, files: listed } = await lookup(app, sending.link);
    const idOf = (path: string) => listed.find((file) => file.filepath === path)!.id;

    const first = await poll(app, progressUrl);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.progress).toEqual({
      status: 'arriving',
      receivedBytes: 0,
      totalBytes: 8000,
      expiresAt: expect.any(String),
      lastReceivedAt: expect.any(String),
      files: [
        { id: idOf('a.txt'), status: 'arriving', receivedBytes: 0 },
        { id: idOf('b.txt'), status: 'arriving', receivedBytes: 0 },
      ],
      // Not sent directly only: its sender's page is not what keeps it.
      senderPresent: null,
    });
    // Nothing has arrived yet: the upload began just now.
    const began = Date.parse(first.progress!.lastReceivedAt!);
    expect(began).toBe(app.clock.now().getTime());
    const unchanged = await poll(app, progressUrl, first.etag);
    expect(unchanged).toMatchObject({ status: 304, etag: first.etag, progress: undefined });

    // Bytes a minute later move it on.
    app.clock.advance(60_000);
    await sendChunk(app, sending.id, 0, all.subarray(0, 3500)).expect(200);
    const changed = await poll(app, progressUrl, first.etag);
    expect(Date.parse(changed.progress!.lastReceivedAt!)).toBe(began + 60_000);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    // a.txt is ready, so no longer listed; b.txt has its first 500 bytes.
    expect(changed.progress).toMatchObject({
      status: 'arriving',
      receivedBytes: 3500,
      files: [{ id: idOf('b.txt'), status: 'arriving', receivedBytes: 500 }],
    });

    await sendChunk(app, sending.id, 3500, all.subarray(3500)).expect(200);
    const done = await poll(app, progressUrl, changed.etag);
    expect(done.progress).toMatchObject({ status: 'ready', receivedBytes: 8000, files: [], lastReceivedAt: null });
    expect((await poll(app, progressUrl, done.etag)).status).toBe(304);
  });

  it('counts no open, and answers as the share does: 410 once ended, 404 for an unknown link', async () => {
    const files: Announced[] = [{ path: 'x.bin', content: randomBytes(100) }];
    const sending = await announce(app, files);
    const { progressUrl } = await lookup(app, sending.link);
    const opens = (await senderState(app, sending)).opens;
    for (let i = 0; i < 5; i++) await poll(app, progressUrl);
    expect((await senderState(app, sending)).opens).toBe(opens);

    await app.http().delete(`/api/shares/${sending.code}`).set('X-Manage-Key', sending.manageKey).expect(204);
    const gone = await app.http().get(progressUrl).expect(410);
    expect(errorOf(gone)).toMatchObject({
      reason: 'ended',
      message: 'The sender ended this share. Its files were deleted.',
    });
    await app.http().get(`/api/folders/${sending.code}-AAAAAAAAAAAAAAAAAAAAAA/progress`).expect(404);
  });

  it("needs a protected share's grant, as its downloads do", async () => {
    const files: Announced[] = [{ path: 'secret.txt', content: randomBytes(100) }];
    const sending = await announce(app, files, { password: 'correct horse' });
    await app.http().get(`/api/folders/${sending.link}/progress`).expect(401);
    const granted = folderOf(
      await app.http().get(`/s/${sending.link}/qr`).set('X-Share-Password', 'correct horse').expect(200),
    );
    expect(granted.progressUrl).toMatch(/\/progress\?grant=/);
    expect((await poll(app, granted.progressUrl)).progress?.status).toBe('arriving');
  });

  it('moves while a chunk is still streaming, on the database alone', async () => {
    const files: Announced[] = [{ path: 'big.bin', content: randomBytes(2 * 1024 * 1024) }];
    const sending = await announce(app, files);
    const { progressUrl } = await lookup(app, sending.link);
    const before = await poll(app, progressUrl);
    const chunk = slowChunk(app, sending.id, 0, files[0].content.length);
    chunk.write(files[0].content.subarray(0, 1024 * 1024));
    await eventually(async () => (await poll(app, progressUrl, before.etag)).status === 200, 'the poll sees bytes');
    chunk.end(files[0].content.subarray(1024 * 1024));
    expect((await chunk.answer).status).toBe(200);
  });
});
