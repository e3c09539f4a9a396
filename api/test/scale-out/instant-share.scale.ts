import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { errorOf, folderOf } from '../support/answers.js';
import { otherInstance, type OtherInstance, runsScaledOut } from '../support/other-instance.js';
import { eventually } from '../support/poll.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';
import { announce, type Announced, download, fileAt, poll, sequenceOf, slowChunk } from '../instant/support.js';

const MIB = 1024 * 1024;

/**
 * A share that opens while its files arrive, on two API instances sharing PostgreSQL, Redis and a bucket: the
 * sender's chunks reach A, a recipient's requests B, as a load balancer may send them. What B knows of the
 * upload it learns from the database and the bucket alone.
 */
describe('a share arriving on one instance, opened on another', () => {
  let a: TestApp;
  let b: OtherInstance;

  beforeAll(async () => {
    if (!runsScaledOut()) throw new Error('Run this test in the scale-out run: npm run test:scale-out -w api');
    a = await createTestApp();
    b = await otherInstance(a);
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('lets a recipient on B follow the files arriving on A and download each, byte for byte, once it is whole', async () => {
    const files: Announced[] = [
      { path: 'trip/first.jpg', content: randomBytes(MIB + 3) },
      // Over one S3 part (5 MiB): stored whole from pieces of two chunks.
      { path: 'trip/video.mov', content: randomBytes(6 * MIB + 17) },
      { path: 'trip/notes.txt', content: randomBytes(500) },
    ];
    const all = sequenceOf(files);
    const sending = await announce(a, files);

    const opened = folderOf(await b.app.http().get(`/api/folders/retrieve/${sending.code}`).expect(200));
    expect(opened).toMatchObject({ status: 'arriving', receivedBytes: 0, totalBytes: all.length });
    const { progressUrl } = opened;
    const idOf = (path: string) => fileAt(opened, path).id;
    let polled = await poll(b.app, progressUrl);
    expect(polled.progress?.files.map((file) => file.id)).toEqual(files.map((file) => idOf(file.path)));

    // The first chunk covers the first file and part of the second; it stays open while B looks.
    const firstChunk = 3 * MIB;
    const chunk = slowChunk(a, sending.id, 0, firstChunk);
    const written = files[0].content.length + 1000;
    chunk.write(all.subarray(0, written));
    // Until every byte written so far is recorded too (they may pass in pieces, each counted at the next flush),
    // after which nothing changes while the chunk waits.
    await eventually(async () => {
      const next = await poll(b.app, progressUrl, polled.etag);
      if (next.progress) polled = next;
      const firstReady = !polled.progress!.files.some((file) => file.id === idOf('trip/first.jpg'));
      return firstReady && polled.progress!.receivedBytes === written;
    }, 'B sees the first file ready and the bytes after it counted');
    const first = await download(b.app, fileAt(opened, 'trip/first.jpg').url);
    expect(first.status).toBe(200);
    expect(first.body.equals(files[0].content)).toBe(true);
    const refused = await b.app.http().get(fileAt(opened, 'trip/video.mov').url).expect(409);
    expect(errorOf(refused).reason).toBe('arriving');
    expect((await poll(b.app, progressUrl, polled.etag)).status).toBe(304);

    chunk.end(all.subarray(files[0].content.length + 1000, firstChunk));
    expect((await chunk.answer).status).toBe(200);
    await sendChunk(a, sending.id, firstChunk, all.subarray(firstChunk)).expect(200);

    const done = await poll(b.app, progressUrl, polled.etag);
    expect(done.progress).toMatchObject({ status: 'ready', receivedBytes: all.length, files: [] });
    for (const file of files) {
      const got = await download(b.app, fileAt(opened, file.path).url);
      expect({ path: file.path, exact: got.body.equals(file.content) }).toEqual({ path: file.path, exact: true });
    }
    // B's half-second memory of the share lapses on the clock both instances share.
    b.app.clock.advance(1_000);
    const complete = folderOf(await b.app.http().get(`/s/${sending.link}/qr`).expect(200));
    expect(complete.status).toBe('ready');
    const zip = await unzip((await download(b.app, complete.zipUrl)).body);
    for (const file of files) expect(zip.get(file.path)?.bytes.equals(file.content)).toBe(true);
  }, 60_000);

  it('tells a recipient on B that the upload on A was cancelled', async () => {
    const files: Announced[] = [{ path: 'half.bin', content: randomBytes(2 * MIB) }];
    const sending = await announce(a, files);
    await sendChunk(a, sending.id, 0, files[0].content.subarray(0, MIB)).expect(200);
    await a.http().delete(`/api/resumable-uploads/${sending.id}`).expect(204);
    b.app.clock.advance(1_000);
    expect(errorOf(await b.app.http().get(`/s/${sending.link}/qr`).expect(410)).reason).toBe('stopped');
    expect(errorOf(await b.app.http().get(`/api/folders/${sending.link}/progress`).expect(410)).reason).toBe('stopped');
  });
});
