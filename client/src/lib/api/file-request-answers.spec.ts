import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { ApiError } from './http';
import { createAnswerUpload, fetchRequestForUploader } from './file-request-answers';

const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';

describe('the uploader side of a file request', () => {
  it('reads the request its link names, asking for JSON, without the key', async () => {
    const request = {
      card: 'U0NSUQ',
      closesAt: '2030-01-01T12:00:00.000Z',
      sizeCap: null,
      receivedBytes: 0,
      open: true,
      requesterPresent: false,
    };
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(request));
    await expect(fetchRequestForUploader(LINK)).resolves.toEqual(request);
    expect(fetchMock).toHaveBeenCalledWith(`/api/file-requests/${LINK}`, expect.anything());
    expect(new Headers(fetchMock.mock.calls[0][1]!.headers).get('Accept')).toBe('application/json');
  });

  it("rejects with the API's status and body when the request is gone", async () => {
    mockFetch().mockResolvedValue(jsonResponse({ statusCode: 410, message: 'Ended.', reason: 'ended' }, 410));
    const failure = await fetchRequestForUploader(LINK).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 410, body: { reason: 'ended' } });
  });

  it('announces an answer as JSON to its request, and resolves the resumable upload it started', async () => {
    const created = { id: 'session-1', offset: 0, length: 1234, chunkBytes: 4096, files: [] };
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(created, 201));
    const announcement = {
      answerId: 'AAAAAAAAAAAAAAAAAAAAAA',
      wrappedKey: 'w'.repeat(108),
      uploadToken: 'BBBBBBBBBBBBBBBBBBBBBA',
      filePaths: ['manifest', 'CCCCCCCCCCCCCCCCCCCCCA'],
      fileSizes: [4161, 1234],
    };
    await expect(createAnswerUpload(LINK, announcement)).resolves.toEqual(created);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/file-requests/${LINK}/answers`);
    expect(init).toMatchObject({ method: 'POST' });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init!.body as string)).toEqual(announcement);
  });
});
