import { expect } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { errorOf, folderOf, folderStateOf, rawBodyOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, lookup } from '../instant/support.js';
import {
  answeredSession,
  counted,
  directShare,
  type DirectShare,
  offer,
  pendingOf,
  postFrom,
  received,
  sdp,
  senderAnswer,
  senderPoll,
  UNKNOWN_SESSION,
  untilAvailable,
  WAITS,
} from './support.js';

/** Reports per client per minute (RATE_LOOKUP_PER_MIN): low, so the test reaches it. */
const LOOKUPS_PER_MIN = 40;

describe('reports of files received directly count only what happened', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createTestApp({ overrides: [{ token: DirectWaits, value: WAITS }] });
  });

  afterAll(() => app.close());

  const downloadsOf = async (share: DirectShare) =>
    folderStateOf(
      await http().get(`/api/shares/${share.code}/state`).set('X-Manage-Key', share.manageKey).expect(200),
    ).files.map(({ downloads }) => downloads);

  /** Reports every file of the share once in `sessionId`: their statuses. */
  async function reportAll(share: DirectShare, sessionId: string): Promise<number[]> {
    const statuses = [];
    for (const { id, filesize } of share.files)
      statuses.push((await received(http, share, { sessionId, fileId: id, bytes: filesize })).status);
    return statuses;
  }

  it("refuses reports outside a session the sender's page answered for the share, and changes nothing", async () => {
    const share = await directShare(app, undefined, 'download');
    const other = await directShare(app);
    const bytesBefore = await counted(app.app.get(Metrics), 'directBytes');

    // No session at all, one of another share, one started but never answered, one the page refused.
    const elsewhere = await answeredSession(http, other);
    const poll = senderPoll(http, share).then((response) => response);
    await untilAvailable(http, share);
    const refusing = offer(http, share, { offer: sdp('recipient') }).then((response) => response);
    const refused = pendingOf(await poll).sessionId;
    await senderAnswer(http, share, refused, { refused: true }).expect(204);
    expect((await refusing).status).toBe(409);
    for (const sessionId of [UNKNOWN_SESSION, elsewhere, refused]) {
      expect(await reportAll(share, sessionId)).toEqual(share.files.map(() => 404));
    }
    const message = errorOf(await received(http, share, { sessionId: refused, ...sizeOf(share) })).message;
    expect(message).toBe(
      'No direct transfer of this share was answered under this sessionId, so nothing came through it to count.',
    );

    // The share kept until downloaded is still open, nothing was counted.
    expect(folderOf(await http().get(`/api/folders/retrieve/${share.code}`).expect(200)).files).toHaveLength(
      share.files.length,
    );
    expect(await downloadsOf(share)).toEqual(share.files.map(() => 0));
    expect(await counted(app.app.get(Metrics), 'directBytes')).toBe(bytesBefore);
  });

  it('counts each file once per answered session', async () => {
    const share = await directShare(app);
    const sessionId = await answeredSession(http, share);
    expect(await reportAll(share, sessionId)).toEqual(share.files.map(() => 204));
    const again = await received(http, share, { sessionId, ...sizeOf(share) }).expect(409);
    expect(errorOf(again)).toMatchObject({ reason: 'counted' });
    expect(await downloadsOf(share)).toEqual(share.files.map(() => 1));
  });

  it('refuses a file the server does not hold whole and checked yet', async () => {
    const sending = await announce(app, [{ path: 'arriving.bin', content: randomBytes(4_000) }]);
    const [file] = (await lookup(app, sending.link)).files;
    const share = { ...sending, files: [{ id: file.id, filesize: file.filesize }] };
    const sessionId = await answeredSession(http, share);
    const early = await received(http, share, { sessionId, fileId: file.id, bytes: file.filesize }).expect(409);
    expect(errorOf(early)).toMatchObject({ reason: 'not-ready' });
    expect(await downloadsOf(share)).toEqual([0]);
  });

  it('holds a client flooding reports to the per-client limit', async () => {
    const limited = await createTestApp({ env: { RATE_LOOKUP_PER_MIN: String(LOOKUPS_PER_MIN) } });
    try {
      const share = await directShare(limited);
      const path = `/api/folders/${share.link}/direct/received`;
      const report = { sessionId: UNKNOWN_SESSION, ...sizeOf(share) };
      const statuses = [];
      for (let sent = 0; sent <= LOOKUPS_PER_MIN; sent++)
        statuses.push((await postFrom(limited.baseUrl, path, report, '127.0.6.1')).status);
      expect(statuses).toEqual([...Array<number>(LOOKUPS_PER_MIN).fill(404), 429]);
    } finally {
      await limited.close();
    }
  });

  it("lists the SHA-256 the server holds of each ready file, for the recipient's page to check direct bytes", async () => {
    const share = await directShare(app);
    const found = folderOf(await http().get(`/api/folders/retrieve/${share.code}`).expect(200));
    for (const file of found.files) {
      const stored = rawBodyOf(await http().get(file.url).responseType('blob').expect(200));
      expect(file.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    }
    const arriving = await announce(app, [{ path: 'later.bin', content: randomBytes(100) }]);
    expect((await lookup(app, arriving.link)).files.map(({ sha256 }) => sha256)).toEqual([null]);
  });
});

const sizeOf = (share: DirectShare) => ({ fileId: share.files[0].id, bytes: share.files[0].filesize });
