import { answerFolder } from './open-answer';
import type { RequestAnswer } from './request-api';

const REQUEST = { code: '0427', requesterKey: 'rK3y0000000000000000aa' };

function answerWith(url: string | null): RequestAnswer {
  return {
    id: 'answer-id-0000000000000',
    wrappedKey: 'AQ',
    state: 'arrived',
    receivedBytes: 10,
    totalBytes: 10,
    createdAt: '2030-01-01T10:00:00.000Z',
    arrivedAt: '2030-01-01T10:01:00.000Z',
    expiresAt: '2030-01-01T12:01:00.000Z',
    files: [{ path: 'manifest', filesize: 10, receivedBytes: 10, status: 'ready', url }],
  };
}

describe(answerFolder.name, () => {
  it("reads each object at the address the request's state gives", () => {
    const folder = answerFolder(REQUEST, answerWith('/given/by/the/api'));
    expect(folder.files[0]).toMatchObject({ id: 1, path: 'manifest', url: '/given/by/the/api', status: 'ready' });
  });

  it('makes the same address with the requester key when the state gives none', () => {
    const folder = answerFolder(REQUEST, answerWith(null));
    expect(folder.files[0].url).toBe(
      '/api/file-requests/0427-rK3y0000000000000000aa/answers/answer-id-0000000000000/files/manifest',
    );
  });
});
