import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInAccount } from '../support/accounts.js';
import { eventually } from '../support/poll.js';
import RELAXED_RATE_LIMITS from '../support/relaxed-rate-limits.json' with { type: 'json' };
import { shareWithLink, type TestFile, uploadWithFilePaths } from '../support/uploads.js';
import { unzip } from '../support/zip.js';
import { type ApiProcess, startApiProcess, stopAllApiProcesses } from './support/api-process.js';
import { type Deployment, startDeployment } from './support/deployment.js';
import { bytesOf, newLoopbackClient, stalledUpload, statusFrom, viaHelpers } from './support/requests.js';
import { keepAsking, untilTurn, within } from './support/waiting.js';
import { folderOf, mySharesOf, receiptOf, resumableOf, uploadedOf, userOf } from '../support/answers.js';

/** The chunks these tests send (a chunk may have any length): several per upload, so both instances take some. */
const PIECE_BYTES = 8 * 1024 * 1024;

/** Small, so the test reaches it in a few requests; both instances get the same value, as a deployment would. */
const FAILED_LOOKUP_LIMIT = 4;
const MIB = 1024 * 1024;

/**
 * Two API processes (the built server, as production runs it) on one PostgreSQL database, one Redis and one
 * bucket, each with a data directory and a port of its own, as behind a load balancer: whatever a client
 * did on one, the other must see. Runs in the scale-out run only (`.scale.ts`).
 */
describe('two API instances on one PostgreSQL, Redis and bucket', () => {
  let deployment: Deployment;
  let a: ApiProcess;
  let b: ApiProcess;
  const dataDirs: string[] = [];

  async function instance(name: string): Promise<ApiProcess> {
    const dataDir = await mkdtemp(join(tmpdir(), `sharecode-instance-${name}-`));
    dataDirs.push(dataDir);
    return startApiProcess(name, {
      ...deployment.env,
      DATA_DIR: dataDir,
      // No client build: the placeholder page is enough for an API test.
      CLIENT_DIR: join(dataDir, 'no-client'),
      PUBLIC_URL: 'http://sharecode.test',
      // Clients are told apart by their socket address, which the tests choose per request (statusFrom).
      TRUST_PROXY: 'off',
      // Proof-of-work challenges signed on one instance must verify on the other.
      CODE_GUESS_POW_SECRET: 'one secret shared by every instance of this deployment',
      // The guessing budget and the other limits stay out of the way; only failed lookups are limited here.
      ...RELAXED_RATE_LIMITS,
      RATE_LOOKUP_FAIL_PER_15MIN: String(FAILED_LOOKUP_LIMIT),
    });
  }

  beforeAll(async () => {
    deployment = await startDeployment();
    [a, b] = await Promise.all([instance('a'), instance('b')]);
  }, 120_000);

  afterAll(async () => {
    await stopAllApiProcesses();
    await deployment?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  const lookup = (on: ApiProcess, code: string) => on.http().get(`/api/folders/retrieve/${code}`).timeout(15_000);

  it('serves on B a folder uploaded on A: code and link lookups, byte-exact downloads, a range and the ZIP', async () => {
    // Over one S3 part (5 MiB), so the stored object is a real multipart one.
    const files: TestFile[] = [
      { path: 'trip/video.bin', content: randomBytes(6 * MIB + 17) },
      { path: 'trip/notes/readme.txt', content: 'uploaded on instance A\n' },
      { path: 'trip/empty.txt', content: '' },
    ];
    const { code, link } = await shareWithLink(viaHelpers(a), files);

    const byCode = folderOf(await lookup(b, code).expect(200));
    const byLink = folderOf(await b.http().get(`/s/${link}/qr`).expect(200));
    const listed = (data: { files: Array<{ filepath: string; filesize: number }> }) =>
      new Map(data.files.map(({ filepath, filesize }) => [filepath, filesize]));
    expect(listed(byCode)).toEqual(new Map(files.map((file) => [file.path, Buffer.byteLength(file.content)])));
    expect(listed(byLink)).toEqual(listed(byCode));

    const urlOf = (path: string) => byCode.files.find((file) => file.filepath === path)!.url;
    const video = files[0].content as Buffer;
    expect((await bytesOf(b.http().get(urlOf('trip/video.bin')), 200)).equals(video)).toBe(true);
    // Across the boundary between the object's first and second part (5 MiB).
    const range = b.http().get(urlOf('trip/video.bin')).set('Range', 'bytes=5242000-5243999');
    const ranged = await bytesOf(range.expect('Content-Range', `bytes 5242000-5243999/${video.length}`), 206);
    expect(ranged.equals(video.subarray(5242000, 5244000))).toBe(true);

    const zip = await unzip(await bytesOf(b.http().get(byCode.zipUrl), 200));
    expect([...zip.keys()].sort()).toEqual(files.map((file) => file.path).sort());
    for (const file of files) expect(zip.get(file.path)!.bytes.equals(Buffer.from(file.content))).toBe(true);
  }, 60_000);

  it('takes a resumable upload whose chunks alternate between A and B, and serves it from both', async () => {
    const files = [
      { path: 'film/part-1.bin', content: randomBytes(PIECE_BYTES + 4321) },
      { path: 'film/part-2.bin', content: randomBytes(PIECE_BYTES - 1000) },
    ];
    const all = Buffer.concat(files.map((file) => file.content));
    const created = await a
      .http()
      .post('/api/resumable-uploads')
      .field('filePaths', JSON.stringify(files.map((file) => file.path)))
      .field('fileSizes', JSON.stringify(files.map((file) => file.content.length)))
      .expect(201);
    const id: string = resumableOf(created).id;

    const senders: ApiProcess[] = [];
    for (let offset = 0, turn = 0; offset < all.length; turn++) {
      const on = turn % 2 === 0 ? b : a;
      senders.push(on);
      const sent = await on
        .http()
        .patch(`/api/resumable-uploads/${id}?offset=${offset}`)
        .set('Content-Type', 'application/offset+octet-stream')
        .send(all.subarray(offset, offset + PIECE_BYTES))
        .timeout(30_000)
        .expect(200);
      expect(receiptOf(sent).offset).toBeGreaterThan(offset);
      offset = receiptOf(sent).offset;
    }
    // Both instances took chunks, or the test proved nothing.
    expect(new Set(senders.map((on) => on.name))).toEqual(new Set(['a', 'b']));
    expect(resumableOf(await a.http().get(`/api/resumable-uploads/${id}`).expect(200))).toMatchObject({
      offset: all.length,
      finished: false,
    });

    const { folderCode } = uploadedOf(
      await b.http().post(`/api/resumable-uploads/${id}/finish`).timeout(30_000).expect(201),
    );
    for (const on of [a, b]) {
      const data = folderOf(await lookup(on, folderCode).expect(200));
      for (const file of files) {
        const listed = data.files.find((candidate) => candidate.filepath === file.path)!;
        expect((await bytesOf(on.http().get(listed.url), 200)).equals(file.content)).toBe(true);
      }
    }
    expect(await deployment.storage.partialObjects()).toEqual([]);
  }, 90_000);

  it('counts failed lookups from one client across both instances', async () => {
    const client = newLoopbackClient();
    const { code: liveCode } = await shareWithLink(viaHelpers(a), [{ path: 'live.txt', content: 'a live share' }]);
    const held = await deployment.heldCodes();
    const unknownCodes = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).filter(
      (code) => !held.has(code),
    );
    const from = (on: ApiProcess, code: string, address = client) =>
      statusFrom(on.baseUrl, `/api/folders/retrieve/${code}`, address);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < FAILED_LOOKUP_LIMIT; attempt++)
      statuses.push(await from(attempt % 2 === 0 ? a : b, unknownCodes[attempt]));
    // Each instance saw only half the limit: counted per instance, neither would refuse yet.
    expect(statuses).toEqual(Array(FAILED_LOOKUP_LIMIT).fill(404));
    expect(await from(a, unknownCodes[FAILED_LOOKUP_LIMIT])).toBe(429);
    expect(await from(b, unknownCodes[FAILED_LOOKUP_LIMIT + 1])).toBe(429);
    // Blocked for any lookup, on both; another client is not.
    expect([await from(a, liveCode), await from(b, liveCode)]).toEqual([429, 429]);
    const other = newLoopbackClient();
    expect([await from(a, liveCode, other), await from(b, liveCode, other)]).toEqual([200, 200]);
  });

  // How soon B sees it is FolderCache's rule (its entries lapse well within a second), checked with a clock of
  // its own in folder-cache.spec.ts; here the ending is waited for, not timed.
  it('sees on B a share its owner ended on A from My shares', async () => {
    const { cookie } = await signedInAccount(viaHelpers(a));
    const files = [{ path: 'soon-ended.txt', content: 'ended by its owner' }];
    const { folderCode: code } = uploadedOf(
      await uploadWithFilePaths(viaHelpers(a), files).set('Cookie', cookie).expect(201),
    );
    // B has just read the share, so it holds it in its cache: the case that could stay stale.
    await lookup(b, code).expect(200);

    await a.http().delete(`/api/my/shares/${code}`).set('Cookie', cookie).expect(204);
    // Ended from My shares, its rows are deleted: the code says it ended (410, from the record kept of it). Asked
    // from a client of its own, as lookups of codes are limited per client.
    const client = newLoopbackClient();
    const turned = await untilTurn(
      () => statusFrom(b.baseUrl, `/api/folders/retrieve/${code}`, client),
      200,
      'B no longer serves the share ended on A',
    );
    expect(turned).toBe(410);
  });

  it('sees on B a "download" share that ended by being downloaded on A', async () => {
    const content = randomBytes(64 * 1024);
    const { code } = await shareWithLink(viaHelpers(a), [{ path: 'once.bin', content }], 'download');
    const { files } = folderOf(await lookup(b, code).expect(200));

    expect((await bytesOf(a.http().get(files[0].url), 200)).equals(content)).toBe(true);
    // 410 (expired), not 404: an ended share keeps its code until cleanup, and a 410 is no failed lookup.
    const turned = await untilTurn(
      async () => (await lookup(b, code)).status,
      200,
      'B no longer serves the share downloaded on A',
    );
    expect(turned).toBe(410);
  });

  it('accepts on B a session made on A, and ends it on A when it is logged out on B', async () => {
    const { account, cookie } = await signedInAccount(viaHelpers(a));
    const { folderCode } = uploadedOf(
      await uploadWithFilePaths(viaHelpers(a), [{ path: 'mine.txt', content: 'owned' }])
        .set('Cookie', cookie)
        .expect(201),
    );

    expect(userOf(await b.http().get('/api/me').set('Cookie', cookie).expect(200)).email).toBe(account.email);
    const listed = mySharesOf(await b.http().get('/api/my/shares').set('Cookie', cookie).expect(200));
    expect(listed.map((share: { code: string }) => share.code)).toEqual([folderCode]);

    await b.http().post('/api/logout').set('Cookie', cookie).expect(204);
    await a.http().get('/api/my/shares').set('Cookie', cookie).expect(401);
  });

  it('leaves no share and no orphan object when A dies mid-upload, while B keeps serving', async () => {
    const { cookie } = await signedInAccount(viaHelpers(b));
    const { code: survivor } = await shareWithLink(viaHelpers(b), [{ path: 'survivor.txt', content: 'B serves on' }]);
    const sharesBefore = await deployment.shareCount();

    // Past one S3 part (5 MiB), so A has started a multipart upload when it dies.
    const partsBefore = await deployment.storedUploadParts();
    const upload = stalledUpload(a.baseUrl, 64 * MIB, 12 * MIB, { Cookie: cookie });
    await within(upload.sent, 30_000, 'the first 12 MiB of the upload were sent to A');
    await lookup(b, survivor).expect(200);
    // A has sent a whole part on to the bucket: the case that could leave something behind when it dies.
    await eventually(
      async () => [...(await deployment.storedUploadParts())].some((part) => !partsBefore.has(part)),
      'A has stored a part of the upload in the bucket',
    );
    await a.kill();
    expect(await within(upload.answer, 15_000, 'the cut-off upload ended')).toBeUndefined();

    await lookup(b, survivor).expect(200);
    expect(await deployment.shareCount()).toBe(sharesBefore);
    expect(mySharesOf(await b.http().get('/api/my/shares').set('Cookie', cookie).expect(200))).toEqual([]);

    // The crashed instance comes back as an orchestrator would restart it (its start-up jobs wait in the queue
    // for a worker) while B goes on serving.
    const serving = keepAsking(() => lookup(b, survivor).then((response) => response.status));
    let answeredMeanwhile: number[];
    try {
      await a.restart();
    } finally {
      answeredMeanwhile = await serving.stop();
    }
    expect(answeredMeanwhile).toEqual([200]);

    const referenced = await deployment.referencedStorageKeys();
    const unreferenced = (await deployment.storage.storedFiles()).filter((key) => !referenced.has(key));
    expect(unreferenced).toEqual([]);
    expect(await deployment.storage.partialObjects()).toEqual([]);
    await lookup(a, survivor).expect(200);
  }, 120_000);
});
