import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { errorOf } from '../support/answers.js';
import { rawDownload } from '../support/raw-download.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeRequest, sendAnswer } from './support.js';

describe("an answer's bytes (/api/file-requests/{code}-{requesterKey}/answers/{answerId}/files/{path})", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  /** A request with one answer of a `manifest` object, all of it sent, or only its first `arrivedBytes`. */
  async function answered(content: Buffer, arrivedBytes?: number) {
    const created = await makeRequest(app);
    const objects = [{ path: 'manifest', content }];
    const sent = await sendAnswer(app, created, objects, { upTo: arrivedBytes });
    const url = `/api/file-requests/${created.code}-${created.requesterKey}/answers/${sent.answerId}/files/manifest`;
    return { created, url, uploadId: sent.uploadId };
  }

  it('sends the ciphertext whole, or the Range asked for', async () => {
    const content = randomBytes(5000);
    const { url } = await answered(content);
    const whole = await app.http().get(url).buffer(true).expect(200);
    expect(whole.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.compare(whole.body as Buffer, content)).toBe(0);
    const part = await app.http().get(url).set('Range', 'bytes=100-199').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(Buffer.compare(part.body as Buffer, content.subarray(100, 200))).toBe(0);
    await app.http().get(url).set('Range', 'bytes=9000-').expect(416);
  });

  it('answers 403 to a wrong requester key, 404 to an unknown answer or object, 400 to a malformed path', async () => {
    const { url, created } = await answered(randomBytes(10));
    const wrong = url.replace(created.requesterKey, 'C'.repeat(22));
    expect(errorOf(await app.http().get(wrong).expect(403)).code).toBe('wrong_requester_key');
    const otherAnswer = url.replace(/answers\/[^/]+/, `answers/${'D'.repeat(22)}`);
    expect(errorOf(await app.http().get(otherAnswer).expect(404)).code).toBe('unknown_answer');
    await app
      .http()
      .get(url.replace(/manifest$/, 'thumbnails'))
      .expect(404);
    await app
      .http()
      .get(url.replace(/manifest$/, '..%2Fetc'))
      .expect(400);
  });

  it('answers 409 for an object still arriving, and with ?follow=1 sends it as it arrives', async () => {
    const content = randomBytes(4000);
    const { url, uploadId } = await answered(content, 1000);
    expect(errorOf(await app.http().get(url).expect(409)).code).toBe('file_arriving');
    const download = rawDownload(`${app.baseUrl}${url}?follow=1`);
    await download.firstBytes;
    await app
      .http()
      .patch(`/api/resumable-uploads/${uploadId}?offset=1000`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(content.subarray(1000))
      .expect(200);
    const done = await download.done;
    expect(done.status).toBe(200);
    expect(done.complete).toBe(true);
    expect(Buffer.compare(done.body, content)).toBe(0);
  });
});
