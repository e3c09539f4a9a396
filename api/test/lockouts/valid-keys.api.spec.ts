import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import { signedInAccount } from '../support/accounts.js';
import type { ErrorBody } from '../../src/http/http-exception.filter.js';
import type { FolderResponseDto } from '../../src/folders/dto/folder.dto.js';
import type { FolderStateDto } from '../../src/folders/dto/folder-state.dto.js';
import { uploadedOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { announce } from '../instant/support.js';
import { WAITS } from '../direct/support.js';
import { hosting, type HostedShare } from '../live/support.js';
import { type Answer, clientAt } from './from-address.js';

/** RATE_LOOKUP_FAIL_PER_15MIN's default: the eleventh unknown key from one address is refused. */
const LIMIT = 10;
/** The address a link scanner and a share's sender both reach the server from (one NAT, one campus Wi-Fi). */
const NEIGHBOURS = '127.0.5.5';
const SECOND_MS = 1_000;
/** DIRECT_ONLY_GRACE_SECONDS's default. */
const GRACE_MS = 30 * SECOND_MS;
const KEY_LOCKOUT = /^Too many lookups of unknown links or management keys\. Please wait/;

/** A key of the management key's shape (22 base64url characters) that no share has. */
const unknownKey = () => randomBytes(16).toString('base64url');
const messageOf = (answer: Answer) => (answer.body as ErrorBody).message;
const statusOf = (answer: Answer) => (answer.body as FolderStateDto).status;

describe('a valid key gets through even from an address locked out for unknown keys', () => {
  let app: TestApp;
  let send: ReturnType<typeof clientAt>;

  beforeEach(async () => {
    app = await createTestApp({
      env: { RATE_LOOKUP_FAIL_PER_15MIN: String(LIMIT) },
      // Short sender polls, so the direct-only share's page can poll often.
      overrides: [{ token: DirectWaits, value: { ...WAITS, longPollMs: 500 } }],
    });
    send = clientAt(app.baseUrl, NEIGHBOURS);
  });

  afterEach(() => app.close());

  /** The live poll of a sender's page behind the locked-out address. */
  const livePoll = (...shares: HostedShare[]) => send('POST', '/api/live', {}, { shares });

  /** The attack as a neighbour makes it: wrong management keys, for any code, until the address is locked out. */
  async function lockOut(code: string): Promise<void> {
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const target = attempt % 2 === 0 ? '0000' : code;
      expect((await send('GET', `/api/shares/${target}/state`, { 'X-Manage-Key': unknownKey() })).status).toBe(404);
    }
    const refused = await send('GET', `/api/shares/${code}/state`, { 'X-Manage-Key': 'not-even-a-key' });
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toMatch(KEY_LOCKOUT);
  }

  it("keeps the sender's state, End now and the share's link working; unknown keys stay refused", async () => {
    const uploaded = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
    const { folderCode: code, manageKey } = uploaded;
    const link = linkOf(uploaded.folderUrl);
    await lockOut(code);

    const state = await send('GET', `/api/shares/${code}/state`, { 'X-Manage-Key': manageKey });
    expect(state).toMatchObject({ status: 200, body: { status: 'live' } });
    // Failures are still counted and refused, before and after a valid key.
    expect((await send('GET', `/api/shares/${code}/state`, { 'X-Manage-Key': unknownKey() })).status).toBe(429);
    expect((await send('DELETE', `/api/shares/${code}`, { 'X-Manage-Key': unknownKey() })).status).toBe(429);
    expect(messageOf(await send('GET', `/s/${code}-${unknownKey()}/qr`))).toMatch(KEY_LOCKOUT);

    // The link is a key too: a recipient behind the same address opens the share and downloads from it.
    const shared = await send('GET', `/s/${link}/qr`);
    expect(shared.status).toBe(200);
    const [file] = (shared.body as FolderResponseDto).data.files;
    expect((await send('GET', `/api/folders/${link}/files/${file.id}`)).status).toBe(200);
    expect((await send('GET', `/api/folders/${link}/zip`)).status).toBe(200);
    // Codes keep their own count: the unknown keys did not touch it.
    expect((await send('GET', `/api/folders/retrieve/${code}`)).status).toBe(200);

    expect((await send('DELETE', `/api/shares/${code}`, { 'X-Manage-Key': manageKey })).status).toBe(204);
    const ended = await send('GET', `/api/shares/${code}/state`, { 'X-Manage-Key': manageKey });
    expect(ended).toMatchObject({ status: 200, body: { status: 'ended' } });
  });

  it("keeps a share sent directly only alive while its sender's page polls from the locked-out address", async () => {
    const sending = await announce(app, [{ path: 'film.mp4', content: randomBytes(1_000) }], { directOnly: '1' });
    const manager = { 'X-Manage-Key': sending.manageKey };
    await lockOut(sending.code);

    // The page polls for offers as the clock goes on, past the grace more than once: each poll puts the end off.
    for (let poll = 0; poll < 3; poll++) {
      app.clock.advance(GRACE_MS - 5 * SECOND_MS);
      expect((await livePoll(hosting(sending, 'direct'))).status).toBe(204);
    }
    await app.cleanup.runScheduled();
    const state = await send('GET', `/api/shares/${sending.code}/state`, manager);
    expect(state).toMatchObject({ status: 200, body: { status: 'live', directOnly: true } });
    expect((await send('GET', `/s/${sending.link}/qr`)).status).toBe(200);
    expect((await livePoll(hosting({ code: sending.code, manageKey: unknownKey() }, 'direct'))).status).toBe(429);

    expect((await send('DELETE', `/api/shares/${sending.code}`, manager)).status).toBe(204);
    expect(statusOf(await send('GET', `/api/shares/${sending.code}/state`, manager))).toBe('ended');
  });

  it("answers the signed-in owner's session, while a session that owns nothing counts as a failure", async () => {
    const owner = await signedInAccount(app);
    const stranger = await signedInAccount(app);
    const { folderCode: code } = uploadedOf(
      await uploadWithFilePaths(app, NESTED_FOLDER).set('Cookie', owner.cookie).expect(201),
    );
    await lockOut(code);

    expect((await send('GET', `/api/shares/${code}/state`, { Cookie: stranger.cookie })).status).toBe(429);
    expect((await send('GET', `/api/shares/${code}/state`)).status).toBe(429);
    const state = await send('GET', `/api/shares/${code}/state`, { Cookie: owner.cookie });
    expect(state).toMatchObject({ status: 200, body: { status: 'live' } });
    expect((await send('DELETE', `/api/shares/${code}`, { Cookie: owner.cookie })).status).toBe(204);
    expect(statusOf(await send('GET', `/api/shares/${code}/state`, { Cookie: owner.cookie }))).toBe('ended');
  });
});
