import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { FileRequestCleanup } from '../../src/file-requests/cleanup/file-request-cleanup.js';
import type { CreatedAnswerDto } from '../../src/file-requests/dto/create-answer.dto.js';
import type { FileRequestStateDto } from '../../src/file-requests/dto/file-request-state.dto.js';
import type { FileRequestDto } from '../../src/file-requests/dto/file-request.dto.js';
import { bodyOf, errorOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { answerBody, answerObjects, makeRequest, REQUESTER_KEY, sendAnswer } from './support.js';

const HOUR_MS = 60 * 60 * 1000;

describe('answering a file request (POST /api/file-requests/{code}-{linkKey}/answers)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { FILE_REQUEST_MAX_BYTES: '10000', FILE_REQUEST_ANSWERS_MAX: '3' } });
  });

  afterAll(() => app.close());

  const post = (link: string, body: object) => app.http().post(`/api/file-requests/${link}/answers`).send(body);
  const stateOf = async (created: { code: string; requesterKey: string }) =>
    bodyOf<FileRequestStateDto>(
      await app
        .http()
        .get(`/api/file-requests/${created.code}/state`)
        .set(REQUESTER_KEY, created.requesterKey)
        .expect(200),
    );

  it('opens a resumable upload, answers as POST /api/resumable-uploads does, and records its arrival', async () => {
    const created = await makeRequest(app);
    const objects = answerObjects(300, 700);
    const body = answerBody(created.uploadToken, objects);
    const upload = bodyOf<CreatedAnswerDto>(await post(created.link, body).expect(201));
    expect(upload).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        offset: 0,
        length: 1000,
        chunkBytes: expect.any(Number),
        answerId: body.answerId,
        files: [
          { path: 'manifest', filesize: 300 },
          { path: objects[1].path, filesize: 700 },
        ],
      }),
    );
    const bytes = Buffer.concat(objects.map((object) => object.content));
    await app
      .http()
      .patch(`/api/resumable-uploads/${upload.id}?offset=0`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(bytes.subarray(0, 500))
      .expect(200);
    expect((await stateOf(created)).answers).toEqual([
      expect.objectContaining({ id: body.answerId, state: 'arriving', receivedBytes: 500, arrivedAt: null }),
    ]);
    await app
      .http()
      .patch(`/api/resumable-uploads/${upload.id}?offset=500`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(bytes.subarray(500))
      .expect(200);
    const finished = await app.http().post(`/api/resumable-uploads/${upload.id}/finish`).expect(201);
    expect(finished.body).toEqual(expect.objectContaining({ answerId: body.answerId }));
    const [answer] = (await stateOf(created)).answers;
    expect(answer).toEqual(expect.objectContaining({ state: 'arrived', receivedBytes: 1000 }));
    expect(answer.arrivedAt).toBe(app.clock.now().toISOString());
  });

  it('requires the upload token: a wrong one is 403, counted against the failed lookups of keys', async () => {
    const limited = await createTestApp({ env: { RATE_LOOKUP_FAIL_PER_15MIN: '1' } });
    try {
      const created = await makeRequest(limited);
      const wrong = answerBody(randomBytes(16).toString('base64url'), answerObjects(10));
      const refused = await limited.http().post(`/api/file-requests/${created.link}/answers`).send(wrong).expect(403);
      expect(errorOf(refused).code).toBe('bad_upload_token');
      await limited.http().post(`/api/file-requests/${created.link}/answers`).send(wrong).expect(429);
      // The right token still answers.
      await sendAnswer(limited, created, answerObjects(10));
    } finally {
      await limited.close();
    }
  });

  it('refuses answers once the request is ended (409) or closed by time (409)', async () => {
    const ended = await makeRequest(app);
    await app.http().delete(`/api/file-requests/${ended.code}`).set(REQUESTER_KEY, ended.requesterKey).expect(204);
    const body = answerBody(ended.uploadToken, answerObjects(10));
    expect(errorOf(await post(ended.link, body).expect(409)).code).toBe('request_closed');
    const closing = await makeRequest(app);
    app.clock.advance(2 * HOUR_MS);
    const late = answerBody(closing.uploadToken, answerObjects(10));
    expect(errorOf(await post(closing.link, late).expect(409)).code).toBe('request_closed');
  });

  it('holds answers to FILE_REQUEST_MAX_BYTES, the size cap and FILE_REQUEST_ANSWERS_MAX with 413', async () => {
    const created = await makeRequest(app, { sizeCap: 2500 });
    const tooLarge = answerBody(created.uploadToken, answerObjects(10_001));
    expect(errorOf(await post(created.link, tooLarge).expect(413)).code).toBe('answer_too_large');
    await sendAnswer(app, created, answerObjects(2000));
    const overCap = await post(created.link, answerBody(created.uploadToken, answerObjects(501))).expect(413);
    expect(errorOf(overCap)).toEqual(expect.objectContaining({ code: 'answer_too_large', params: { limit: 500 } }));

    const many = await makeRequest(app);
    for (let answer = 0; answer < 3; answer++) await sendAnswer(app, many, answerObjects(1));
    const full = await post(many.link, answerBody(many.uploadToken, answerObjects(1))).expect(413);
    expect(errorOf(full).code).toBe('too_many_answers');
    const view = bodyOf<FileRequestDto>(await app.http().get(`/api/file-requests/${many.link}`).expect(200));
    expect(view.open).toBe(false);
  });

  it('refuses an answer id twice, objects other than an encrypted share holds, and malformed fields', async () => {
    const created = await makeRequest(app);
    const body = answerBody(created.uploadToken, answerObjects(10));
    await post(created.link, body).expect(201);
    expect(errorOf(await post(created.link, body).expect(409)).code).toBe('answer_exists');
    const fresh = () => answerBody(created.uploadToken, answerObjects(10));
    const named = { ...fresh(), filePaths: ['photo.jpg'] };
    expect(errorOf(await post(created.link, named).expect(400)).code).toBe('invalid_encrypted_path');
    const noManifest = { ...fresh(), filePaths: [randomBytes(16).toString('base64url')] };
    expect(errorOf(await post(created.link, noManifest).expect(400)).code).toBe('encrypted_manifest_missing');
    const mismatch = { ...fresh(), fileSizes: [1, 2] };
    expect(errorOf(await post(created.link, mismatch).expect(400)).code).toBe('path_count_mismatch');
    expect(errorOf(await post(created.link, { ...fresh(), wrappedKey: 'AAAA' }).expect(400)).code).toBe(
      'invalid_wrapped_key',
    );
    expect(errorOf(await post(created.link, { ...fresh(), fileSizes: [-1] }).expect(400)).code).toBe(
      'invalid_file_sizes',
    );
  });

  it('limits answers per client per hour with 429', async () => {
    const limited = await createTestApp({ env: { FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR: '1' } });
    try {
      const created = await makeRequest(limited);
      await sendAnswer(limited, created, answerObjects(5));
      const refused = await limited
        .http()
        .post(`/api/file-requests/${created.link}/answers`)
        .send(answerBody(created.uploadToken, answerObjects(5)))
        .expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('marks a cancelled answer stopped, and cleanup deletes it with its objects', async () => {
    const created = await makeRequest(app);
    const before = new Set(await app.storedFiles());
    const { uploadId, answerId } = await sendAnswer(app, created, answerObjects(100, 50), { upTo: 120 });
    await app.http().delete(`/api/resumable-uploads/${uploadId}`).expect(204);
    expect((await stateOf(created)).answers).toEqual([expect.objectContaining({ id: answerId, state: 'stopped' })]);
    await app.cleanup.runScheduled();
    await app.app.get(FileRequestCleanup).run();
    expect((await stateOf(created)).answers).toEqual([]);
    expect((await app.storedFiles()).filter((key) => !before.has(key))).toEqual([]);
  });
});
