import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { CodeSpace } from '../../src/code-space/code-space.js';
import { FileRequestCleanup as FileRequestCleanupToken } from '../../src/file-requests/cleanup/file-request-cleanup.js';
import { signedInAccount } from '../support/accounts.js';
import type { FileRequestStateDto } from '../../src/file-requests/dto/file-request-state.dto.js';
import type { FileRequestDto } from '../../src/file-requests/dto/file-request.dto.js';
import type { MyRequestsDto } from '../../src/file-requests/dto/my-requests.dto.js';
import { bodyOf, errorOf } from '../support/answers.js';
import { operatorSignedIn } from '../support/operators.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { answerObjects, makeRequest, newRequestBody, REQUESTER_KEY, sendAnswer } from './support.js';

const HOUR_MS = 60 * 60 * 1000;
const OPERATOR = 'operator@sharecode.test';

describe('file requests (/api/file-requests)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
  });

  afterAll(() => app.close());

  /** Sends an answer of one 100-byte manifest to request `created`: resolves its id and its object's storage key. */
  async function storedAnswer(created: { code: string; link: string; uploadToken: string }) {
    const before = new Set(await app.storedFiles());
    const { answerId } = await sendAnswer(app, created, answerObjects(100));
    const storageKey = (await app.storedFiles()).find((key) => !before.has(key))!;
    return { answerId, storageKey };
  }

  it('makes a request: code, link, request URL, a requester key kept only as a hash, and its closing', async () => {
    const created = await makeRequest(app);
    expect(created.code).toMatch(/^\d{4}$/);
    expect(created.link).toMatch(new RegExp(`^${created.code}-[A-Za-z0-9_-]{22}$`));
    expect(created.requestUrl).toBe(`${TEST_PUBLIC_URL}/r/${created.link}`);
    expect(created.requesterKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(created.closesAt) - app.clock.now().getTime()).toBe(2 * HOUR_MS);
    const stored = Buffer.concat(await app.databaseContents());
    expect(stored.includes(Buffer.from(created.requesterKey))).toBe(false);
  });

  it('answers the uploader the sealed card through the link, 404 for an unknown link', async () => {
    const created = await makeRequest(app, { sizeCap: 5000 });
    const body = bodyOf<FileRequestDto>(await app.http().get(`/api/file-requests/${created.link}`).expect(200));
    expect(body).toEqual({
      card: created.card,
      closesAt: created.closesAt,
      sizeCap: 5000,
      receivedBytes: 0,
      open: true,
      requesterPresent: false,
    });
    const unknown = await app
      .http()
      .get(`/api/file-requests/${created.code}-${'A'.repeat(22)}`)
      .expect(404);
    expect(errorOf(unknown).code).toBe('unknown_request');
  });

  it('refuses a card over 8 KiB with 413 and a malformed body with 400', async () => {
    const { body } = newRequestBody({ card: randomBytes(8 * 1024 + 1).toString('base64url') });
    expect(errorOf(await app.http().post('/api/file-requests').send(body).expect(413)).code).toBe('card_too_large');
    await app
      .http()
      .post('/api/file-requests')
      .send({ ...body, card: 'x', retention: '3d' })
      .expect(400);
    await app
      .http()
      .post('/api/file-requests')
      .send({ ...body, card: 'x', uploadTokenHash: 'nothex' })
      .expect(400);
  });

  it("answers the requester's state with an ETag, 304 while nothing changed, and each answer with its files", async () => {
    const created = await makeRequest(app);
    const first = await app
      .http()
      .get(`/api/file-requests/${created.code}/state`)
      .set(REQUESTER_KEY, created.requesterKey)
      .expect(200);
    expect(first.body).toEqual({
      code: created.code,
      link: created.link,
      status: 'open',
      closesAt: created.closesAt,
      // The card as it was made, which a device added by the requester link checks under K.
      card: created.card,
      sizeCap: null,
      answers: [],
    });
    const etag = String(first.headers.etag);
    await app
      .http()
      .get(`/api/file-requests/${created.code}/state`)
      .set(REQUESTER_KEY, created.requesterKey)
      .set('If-None-Match', etag)
      .expect(304);
    const { answerId } = await storedAnswer(created);
    const changed = await app
      .http()
      .get(`/api/file-requests/${created.code}/state`)
      .set(REQUESTER_KEY, created.requesterKey)
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(bodyOf<FileRequestStateDto>(changed).answers).toEqual([
      expect.objectContaining({
        id: answerId,
        state: 'arrived',
        totalBytes: 100,
        files: [
          {
            path: 'manifest',
            filesize: 100,
            receivedBytes: 100,
            status: 'ready',
            url: `/api/file-requests/${created.code}-${created.requesterKey}/answers/${answerId}/files/manifest`,
          },
        ],
      }),
    ]);
  });

  it('answers 403 to a wrong requester key, counted against the failed lookups of keys', async () => {
    const limited = await createTestApp({ env: { RATE_LOOKUP_FAIL_PER_15MIN: '2' } });
    try {
      const created = await makeRequest(limited);
      const wrong = () =>
        limited.http().get(`/api/file-requests/${created.code}/state`).set(REQUESTER_KEY, 'B'.repeat(22));
      expect(errorOf(await wrong().expect(403)).code).toBe('wrong_requester_key');
      await wrong().expect(403);
      expect(errorOf(await wrong().expect(429)).code).toBe('too_many_failed_key_lookups');
      // The right key still works.
      await limited
        .http()
        .get(`/api/file-requests/${created.code}/state`)
        .set(REQUESTER_KEY, created.requesterKey)
        .expect(200);
    } finally {
      await limited.close();
    }
  });

  it('limits requests per client per hour with 429', async () => {
    const limited = await createTestApp({ env: { FILE_REQUESTS_PER_CLIENT_PER_HOUR: '2' } });
    try {
      await makeRequest(limited);
      await makeRequest(limited);
      const refused = await limited.http().post('/api/file-requests').send(newRequestBody().body).expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('ends a request: its link answers 410 ended, its state says ended, and its answers stay', async () => {
    const created = await makeRequest(app);
    await storedAnswer(created);
    await app.http().delete(`/api/file-requests/${created.code}`).set(REQUESTER_KEY, created.requesterKey).expect(204);
    const gone = await app.http().get(`/api/file-requests/${created.link}`).expect(410);
    expect(errorOf(gone)).toEqual(expect.objectContaining({ code: 'request_ended', reason: 'ended' }));
    const body = bodyOf<FileRequestStateDto>(
      await app
        .http()
        .get(`/api/file-requests/${created.code}/state`)
        .set(REQUESTER_KEY, created.requesterKey)
        .expect(200),
    );
    expect(body.status).toBe('ended');
    expect(body.answers).toHaveLength(1);
  });

  it('deletes one answer with its stored object', async () => {
    const created = await makeRequest(app);
    const { answerId, storageKey } = await storedAnswer(created);
    const path = `/api/file-requests/${created.code}/answers/${answerId}`;
    await app.http().delete(path).set(REQUESTER_KEY, created.requesterKey).expect(204);
    expect(await app.storedFiles()).not.toContain(storageKey);
    expect(errorOf(await app.http().delete(path).set(REQUESTER_KEY, created.requesterKey).expect(404)).code).toBe(
      'unknown_answer',
    );
  });

  it("lists a signed-in requester's requests, and lets the owner's session read the state", async () => {
    const { cookie } = await signedInAccount(app);
    const created = await makeRequest(app, { retention: '24h' }, cookie);
    const body = bodyOf<MyRequestsDto>(await app.http().get('/api/my/requests').set('Cookie', cookie).expect(200));
    expect(body.requests).toEqual([
      {
        code: created.code,
        link: created.link,
        status: 'open',
        closesAt: created.closesAt,
        answers: 0,
        receivedBytes: 0,
      },
    ]);
    await app.http().get(`/api/file-requests/${created.code}/state`).set('Cookie', cookie).expect(200);
    await app.http().get('/api/my/requests').expect(401);
  });

  it('takes a request down: audited, 410 removed with its category, the requester reads the reasons', async () => {
    const created = await makeRequest(app);
    const { storageKey } = await storedAnswer(created);
    const operator = await operatorSignedIn(app, OPERATOR);
    const reasons = 'The request asked for copies of identity documents under false pretences.';
    await app
      .http()
      .post(`/api/operator/file-requests/${created.code}/takedown`)
      .set('Cookie', operator)
      .send({ category: 'privacy', reasons })
      .expect(204);
    const gone = await app.http().get(`/api/file-requests/${created.link}`).expect(410);
    expect(errorOf(gone)).toEqual(
      expect.objectContaining({ code: 'request_removed', reason: 'removed', category: 'privacy' }),
    );
    const state = await app
      .http()
      .get(`/api/file-requests/${created.code}/state`)
      .set(REQUESTER_KEY, created.requesterKey)
      .expect(200);
    expect(state.body).toEqual(
      expect.objectContaining({ status: 'removed', removal: { category: 'privacy', reasons } }),
    );
    const audit = await app.http().get('/api/operator/audit').set('Cookie', operator).expect(200);
    expect(JSON.stringify(audit.body)).toContain('file-request.takedown');
    await app.app.get(FileRequestCleanupToken).run();
    expect(await app.storedFiles()).not.toContain(storageKey);
    const tombstoned = await app.http().get(`/api/file-requests/${created.link}`).expect(410);
    expect(errorOf(tombstoned).reason).toBe('removed');
  });

  it('closes after its retention, keeps each answer for the retention from its arrival, then answers 410 for a week', async () => {
    const created = await makeRequest(app);
    const codes = app.app.get(CodeSpace);
    expect(await codes.holderOf(created.code)).toBe('request');
    app.clock.advance(HOUR_MS);
    const { storageKey } = await storedAnswer(created);
    app.clock.advance(HOUR_MS);
    expect(errorOf(await app.http().get(`/api/file-requests/${created.link}`).expect(410)).code).toBe(
      'request_expired',
    );
    const cleanup = app.app.get(FileRequestCleanupToken);
    await cleanup.run();
    const closed = await app
      .http()
      .get(`/api/file-requests/${created.code}/state`)
      .set(REQUESTER_KEY, created.requesterKey)
      .expect(200);
    expect(bodyOf<FileRequestStateDto>(closed).status).toBe('expired');
    expect(bodyOf<FileRequestStateDto>(closed).answers).toHaveLength(1);
    app.clock.advance(HOUR_MS);
    await cleanup.run();
    expect(await app.storedFiles()).not.toContain(storageKey);
    // Its code is free for a share or another request; its link still says why it ended.
    expect(await codes.holderOf(created.code)).toBeNull();
    const gone = await app
      .http()
      .get(`/api/file-requests/${created.code}/state`)
      .set(REQUESTER_KEY, created.requesterKey)
      .expect(410);
    expect(errorOf(gone).code).toBe('request_expired');
    await app.http().get(`/api/file-requests/${created.link}`).expect(410);
    app.clock.advance(7 * 24 * HOUR_MS);
    await cleanup.forgetTombstones();
    await app.http().get(`/api/file-requests/${created.link}`).expect(404);
  });
});
