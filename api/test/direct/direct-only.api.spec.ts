import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { Folder } from '../../src/folders/folder.entity.js';
import { refusedOf } from '../live/support.js';
import { errorOf, resumableOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { sendChunk, stagingFiles } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { announce, type Announced, download, lookup, poll, senderState, type Sending } from '../instant/support.js';
import {
  answeredSession,
  availability,
  availabilityOf,
  offer,
  received,
  reasonOf,
  sdp,
  senderPoll,
  untilAvailable,
  untilAway,
  WAITS,
} from './support.js';

const SECOND_MS = 1_000;
const HOUR_MS = 60 * 60 * SECOND_MS;
/** DIRECT_ONLY_GRACE_SECONDS's default. */
const GRACE_MS = 30 * SECOND_MS;
const MAX_UPLOAD_BYTES = 64 * 1024;
const SENDER_LEFT = {
  statusCode: 410,
  code: 'share_sender_left',
  error: 'Gone',
  reason: 'sender-left',
  message:
    'The sender is away: this share was sent directly from their device, only while the page they shared it from stayed open, and that page was closed, so the share ended. Sharecode never stored its files. Ask the sender to share them again.',
};
const NO_BYTES_HERE = {
  statusCode: 409,
  code: 'direct_only_bytes',
  error: 'Conflict',
  reason: 'direct-only',
  message:
    "This share is sent directly from the sender's device only: Sharecode holds none of its files, so it cannot serve them. Open the share in a browser while the sender's page is open, and each file comes straight from their device.",
};

/** A photo, a note, and a film larger than MAX_UPLOAD_BYTES: nothing of it is stored, so no byte limit applies. */
function holiday(): Announced[] {
  return [
    { path: 'holiday/beach.jpg', content: randomBytes(2_000) },
    { path: 'holiday/notes.txt', content: Buffer.from('bring the towels\n') },
    { path: 'holiday/film.mp4', content: randomBytes(MAX_UPLOAD_BYTES * 4) },
  ];
}

const announceDirectOnly = (app: TestApp, files: readonly Announced[], fields: Record<string, string> = {}) =>
  announce(app, files, { directOnly: '1', ...fields });

/** Short polls: a sender page's poll that nothing comes to ends soon, so a test may take many. */
const SHORT_POLLS = { ...WAITS, longPollMs: 500 };

/** A sender page's poll for offers (it waits SHORT_POLLS.longPollMs): what keeps a direct-only share open. */
async function senderPolls(app: TestApp, sending: Sending): Promise<void> {
  await senderPoll(() => app.http(), sending).expect(204);
}

/** Every way a recipient reaches the share answers 410 `body`: its code, its link, its progress, its direct road. */
async function expectEnded(app: TestApp, sending: Sending, body: object, byCode = true): Promise<void> {
  const paths = [
    `/s/${sending.link}/qr`,
    `/api/folders/${sending.link}/progress`,
    `/api/folders/${sending.link}/direct`,
  ];
  if (byCode) paths.push(`/api/folders/retrieve/${sending.code}`);
  for (const path of paths) expect(errorOf(await app.http().get(path).expect(410))).toEqual(body);
}

describe('a share sent directly only (directOnly)', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp({
      env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) },
      overrides: [{ token: DirectWaits, value: SHORT_POLLS }],
    });
  });

  afterEach(() => app.close());

  it('is made at once, stores nothing, and its upload takes no bytes: a chunk is refused', async () => {
    const files = holiday();
    const stored = await app.storedFiles();
    const sending = await announceDirectOnly(app, files);
    const { created } = sending;
    expect(created).toMatchObject({ offset: 0, length: 0, finished: true });
    expect(created.share).toMatchObject({ directOnly: true, status: 'live', retention: '2h' });
    expect(created.share.files.map((file) => file.filesize)).toEqual(files.map((file) => file.content.length));

    // Nothing stored, nothing staged: the row names the files and their sizes, and points at no object.
    expect(await app.storedFiles()).toEqual(stored);
    expect(await stagingFiles(app)).toEqual([]);
    const row = await app.dataSource.getRepository(Folder).findOneOrFail({
      where: { code: sending.code },
      relations: { files: true },
    });
    expect(row).toMatchObject({ directOnly: true, receivedBytes: 0, scanState: null });
    expect(row.senderSeenAt?.toISOString()).toBe(app.clock.now().toISOString());
    expect(row.files.map((file) => [file.storageKey, file.state, file.sha256])).toEqual(
      files.map(() => ['', 'ready', null]),
    );

    const chunk = await sendChunk(app, sending.id, 0, files[0].content).expect(409);
    expect(errorOf(chunk)).toEqual({
      statusCode: 409,
      code: 'direct_only_upload',
      error: 'Conflict',
      reason: 'direct-only',
      message:
        "This upload's share is sent directly from the sender's device only: Sharecode takes none of its bytes. There is nothing to send; recipients get the files from the sender's open page.",
    });
    expect(resumableOf(await app.http().get(`/api/resumable-uploads/${sending.id}`).expect(200))).toMatchObject({
      offset: 0,
      length: 0,
      finished: true,
    });
    const finished = uploadedOf(await app.http().post(`/api/resumable-uploads/${sending.id}/finish`).expect(201));
    expect(finished).toMatchObject({ folderCode: sending.code, manageKey: sending.manageKey, directOnly: true });
    expect(await app.storedFiles()).toEqual(stored);
  });

  it("opens for recipients as whole, its files never served by the server, not even to an operator's preview", async () => {
    const sending = await announceDirectOnly(app, holiday());
    const found = await lookup(app, sending.link);
    expect(found).toMatchObject({ directOnly: true, senderPresent: false, status: 'ready', receivedBytes: 0 });
    expect(found.files.every((file) => file.status === 'ready' && file.thumbnailUrl === null)).toBe(true);

    const [photo] = found.files;
    for (const url of [photo.url, `${photo.url}?inline=1`, found.zipUrl, `${found.zipUrl}?path=holiday`]) {
      const answer = await app.http().get(url).expect(409);
      expect(errorOf(answer)).toEqual(NO_BYTES_HERE);
    }
    const ranged = await app.http().get(photo.url).set('Range', 'bytes=10-').expect(409);
    expect(reasonOf(ranged)).toBe('direct-only');
    await app.http().get(`${photo.url}/thumbnail`).expect(404);

    // What comes directly counts as downloaded, as for any share.
    const http = () => app.http();
    const sessionId = await answeredSession(http, sending);
    await received(http, sending, { sessionId, fileId: photo.id, bytes: photo.filesize }).expect(204);
    await untilAway(http, sending);
    const state = await senderState(app, sending);
    expect(state).toMatchObject({ status: 'live', directOnly: true, senderPresent: false, receivedBytes: 0 });
    expect(state.files.find((file) => file.id === photo.id)?.downloads).toBe(1);
  });

  it("says whether the sender's page is there: in lookups, in the progress poll (its ETag too) and to the sender", async () => {
    const sending = await announceDirectOnly(app, holiday());
    const { progressUrl } = await lookup(app, sending.link);
    const away = await poll(app, progressUrl);
    expect(away.progress).toMatchObject({ status: 'ready', senderPresent: false, files: [] });

    expect(availabilityOf(await availability(() => app.http(), sending).expect(200)).available).toBe(false);
    const polling = senderPolls(app, sending);
    await untilAvailable(() => app.http(), sending);
    expect((await lookup(app, sending.link)).senderPresent).toBe(true);
    const there = await poll(app, progressUrl, away.etag);
    expect(there.status).toBe(200);
    expect(there.progress?.senderPresent).toBe(true);
    expect((await poll(app, progressUrl, there.etag)).status).toBe(304);
    expect(await senderState(app, sending)).toMatchObject({ directOnly: true, senderPresent: true });
    await polling;

    await eventually(async () => !(await lookup(app, sending.link)).senderPresent, "the sender's page counts as away");
    expect((await poll(app, progressUrl, there.etag)).progress?.senderPresent).toBe(false);
  });

  it("lives while its sender's page polls, outlives a short absence (a reload), and ends once the page has been gone past the grace", async () => {
    const sending = await announceDirectOnly(app, holiday());
    // The sender's page polls now and then, as the clock goes on: each poll puts the end off.
    for (let poll = 0; poll < 3; poll++) {
      app.clock.advance(GRACE_MS - 5 * SECOND_MS);
      await senderPolls(app, sending);
    }
    // Gone for less than the grace (a reload), then back: still open.
    app.clock.advance(GRACE_MS - SECOND_MS);
    expect((await lookup(app, sending.link)).directOnly).toBe(true);
    await senderPolls(app, sending);

    // Gone for good: from the end of the grace on, every way in says the sender left, and the share ended.
    app.clock.advance(GRACE_MS - SECOND_MS);
    expect((await lookup(app, sending.link)).status).toBe('ready');
    app.clock.advance(2 * SECOND_MS);
    await expectEnded(app, sending, SENDER_LEFT);
    expect(await senderState(app, sending)).toMatchObject({ status: 'sender-left', directOnly: true });
    const late = await offer(() => app.http(), sending, { offer: sdp('late') });
    expect([late.status, reasonOf(late)]).toEqual([410, 'sender-left']);
    // A page coming back too late does not bring it back.
    const comingBack = refusedOf(await senderPoll(() => app.http(), sending));
    expect(comingBack.error).toMatchObject({ statusCode: 410, reason: 'sender-left' });

    // The cleanup records the ending and removes the share: its link goes on saying why, its code is free again.
    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(0);
    await expectEnded(app, sending, SENDER_LEFT, false);
    // Its code says so too, until a new share holds it.
    expect(errorOf(await app.http().get(`/api/folders/retrieve/${sending.code}`).expect(410)).reason).toBe(
      'sender-left',
    );
    expect(await senderState(app, sending)).toMatchObject({ status: 'sender-left', directOnly: true });
  });

  it('is ended by the cleanup once its sender left, even when nobody looked at it meanwhile', async () => {
    const sending = await announceDirectOnly(app, holiday());
    const other = await announceDirectOnly(app, holiday());
    app.clock.advance(GRACE_MS - SECOND_MS);
    await senderPolls(app, other);
    app.clock.advance(2 * SECOND_MS);
    await app.cleanup.runScheduled();
    expect(await app.folderCount()).toBe(1);
    await expectEnded(app, sending, SENDER_LEFT, false);
    expect((await lookup(app, other.link)).directOnly).toBe(true);
  });

  it('still ends when its sender ends it, or when everything was received under `download`', async () => {
    const ended = await announceDirectOnly(app, holiday());
    await app.http().delete(`/api/shares/${ended.code}`).set('X-Manage-Key', ended.manageKey).expect(204);
    expect(reasonOf(await app.http().get(`/s/${ended.link}/qr`).expect(410))).toBe('ended');

    const kept = await announceDirectOnly(app, holiday(), { retention: 'download' });
    const sessionId = await answeredSession(() => app.http(), kept);
    for (const file of (await lookup(app, kept.link)).files)
      await received(() => app.http(), kept, { sessionId, fileId: file.id, bytes: file.filesize }).expect(204);
    const gone = errorOf(await app.http().get(`/s/${kept.link}/qr`).expect(410));
    expect(gone).toMatchObject({ reason: 'expired', downloaded: true });
  });

  it('may be end-to-end encrypted too: the server then holds opaque ids and sizes only', async () => {
    const fileId = 'q8Xk0vY3m9TfR2cLw7hN1A';
    const sending = await announceDirectOnly(
      app,
      [
        { path: 'manifest', content: randomBytes(300) },
        { path: fileId, content: randomBytes(5_000) },
      ],
      { encrypted: '1' },
    );
    const found = await lookup(app, sending.link);
    expect(found).toMatchObject({ encrypted: true, directOnly: true });
    expect(found.files.map((file) => file.filepath).sort()).toEqual(['manifest', fileId].sort());
    expect((await download(app, found.files[0].url)).status).toBe(409);
  });

  it('refuses a bad directOnly field, and directOnly on an upload that sends its bytes', async () => {
    const bad = await app
      .http()
      .post('/api/resumable-uploads')
      .field('directOnly', 'maybe')
      .field('filePaths', '["a.txt"]')
      .field('fileSizes', '[1]')
      .expect(400);
    expect(errorOf(bad).code).toBe('invalid_direct_only_flag');
    expect(errorOf(bad).message).toBe('directOnly must be 1 (a share sent directly only) or 0.');
    const stored = await app.storedFiles();
    const multipart = await uploadWithFilePaths(app, NESTED_FOLDER).field('directOnly', '1').expect(400);
    expect(errorOf(multipart).code).toBe('direct_only_here');
    expect(errorOf(multipart).message).toBe(
      'directOnly is for a share whose bytes are never stored: announce it with POST /api/resumable-uploads instead of sending its files here.',
    );
    expect(await app.storedFiles()).toEqual(stored);
  });
});

describe('a share sent directly only, expiring', () => {
  let app: TestApp;

  beforeAll(async () => {
    // A grace longer than the retention: the retention runs out first, as it does for any share.
    app = await createTestApp({ env: { DIRECT_ONLY_GRACE_SECONDS: String(3 * 60 * 60) } });
  });

  afterAll(() => app.close());

  it('ends with its retention, as any share does, while its sender is there', async () => {
    const sending = await announceDirectOnly(app, holiday());
    app.clock.advance(2 * HOUR_MS);
    expect(reasonOf(await app.http().get(`/s/${sending.link}/qr`).expect(410))).toBe('expired');
  });
});

describe('sending directly only where DIRECT_TRANSFER is off', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { DIRECT_TRANSFER: 'off' } });
  });

  afterAll(() => app.close());

  it('is refused with a plain message, and nothing is made', async () => {
    const answer = await app
      .http()
      .post('/api/resumable-uploads')
      .field('directOnly', '1')
      .field('filePaths', '["a.txt"]')
      .field('fileSizes', '[1]')
      .expect(400);
    expect(errorOf(answer).code).toBe('direct_only_off');
    expect(errorOf(answer).message).toBe(
      'Direct transfer is off on this server, so a share cannot be sent directly only. Share the files without that choice.',
    );
    expect(await app.folderCount()).toBe(0);
  });
});
