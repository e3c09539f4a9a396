import { createHash, randomBytes } from 'node:crypto';
import type { CreatedFileRequestDto } from '../../src/file-requests/dto/created-file-request.dto.js';
import { bodyOf } from '../support/answers.js';
import type { TestApp } from '../support/test-app.js';

export const REQUESTER_KEY = 'X-Requester-Key';

/** A request as a requester's page makes it: a sealed card (random bytes here) and its upload token's hash. */
export function newRequestBody(overrides: Record<string, unknown> = {}) {
  const uploadToken = randomBytes(16);
  return {
    uploadToken: uploadToken.toString('base64url'),
    body: {
      card: randomBytes(600).toString('base64url'),
      uploadTokenHash: createHash('sha256').update(uploadToken).digest('hex'),
      retention: '2h',
      ...overrides,
    },
  };
}

export async function makeRequest(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  cookie?: string,
): Promise<CreatedFileRequestDto & { card: string; uploadToken: string }> {
  const { body, uploadToken } = newRequestBody(overrides);
  const post = app.http().post('/api/file-requests').send(body);
  if (cookie) post.set('Cookie', cookie);
  const created = bodyOf<CreatedFileRequestDto>(await post.expect(201));
  return { ...created, card: body.card, uploadToken };
}

/** An answer's objects as an uploader's page sends them: a manifest, and file ids. */
export interface AnswerObject {
  path: string;
  content: Buffer;
}

export function answerObjects(...sizes: number[]): AnswerObject[] {
  return sizes.map((size, index) => ({
    path: index === 0 ? 'manifest' : randomBytes(16).toString('base64url'),
    content: randomBytes(size),
  }));
}

/** The body of POST …/answers for these objects. */
export function answerBody(uploadToken: string, objects: readonly AnswerObject[], answerId = randomBytes(16)) {
  return {
    answerId: answerId.toString('base64url'),
    wrappedKey: randomBytes(81).toString('base64url'),
    uploadToken,
    filePaths: objects.map((object) => object.path),
    fileSizes: objects.map((object) => object.content.length),
  };
}

export interface SentAnswer {
  uploadId: string;
  answerId: string;
}

/** Announces an answer and sends all its bytes (finishing the upload unless told not to). */
export async function sendAnswer(
  app: TestApp,
  request: { link: string; uploadToken: string },
  objects: readonly AnswerObject[],
  { finish = true, upTo }: { finish?: boolean; upTo?: number } = {},
): Promise<SentAnswer> {
  const body = answerBody(request.uploadToken, objects);
  const created = (await app.http().post(`/api/file-requests/${request.link}/answers`).send(body).expect(201)).body as {
    id: string;
  };
  const all = Buffer.concat(objects.map((object) => object.content));
  const end = upTo ?? all.length;
  if (end > 0)
    await app
      .http()
      .patch(`/api/resumable-uploads/${created.id}?offset=0`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(all.subarray(0, end))
      .expect(200);
  if (finish && end === all.length) await app.http().post(`/api/resumable-uploads/${created.id}/finish`).expect(201);
  return { uploadId: created.id, answerId: body.answerId };
}
