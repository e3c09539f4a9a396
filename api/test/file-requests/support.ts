import { createHash, randomBytes } from 'node:crypto';
import type { CreatedFileRequestDto } from '../../src/file-requests/dto/created-file-request.dto.js';
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
  const created = (await post.expect(201)).body as CreatedFileRequestDto;
  return { ...created, card: body.card as string, uploadToken };
}
