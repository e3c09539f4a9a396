import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { proofOfWorkOf } from '../../test/fake-share-api';
import { testChallenge } from '../../test/test-challenge';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import {
  fetchQrFolder,
  fetchFolderByRef,
  fetchUserUrl,
  filePreviewUrl,
  folderFromBody,
  folderZipUrl,
  retrieveFolder,
} from './folders';

describe(folderFromBody.name, () => {
  const folder = { folderCode: '0427', folderUrl: 'u', files: [] };

  it('unwraps `data` or takes the body itself, and rejects bodies without files', () => {
    expect(folderFromBody({ data: folder })).toBe(folder);
    expect(folderFromBody(folder)).toBe(folder);
    expect(folderFromBody({ status: 'ok' })).toBeNull();
    expect(folderFromBody('text')).toBeNull();
  });
});

describe('file and zip addresses', () => {
  const link = '0427-q8Xk0vY3m9TfR2cLw7hN1A';

  it("adds inline=1 for previews, and builds folder ZIPs from the share's zipUrl with the path encoded", () => {
    expect(filePreviewUrl({ url: `/api/folders/${link}/files/3` })).toBe(`/api/folders/${link}/files/3?inline=1`);
    expect(filePreviewUrl({ url: '/x?a=1' })).toBe('/x?a=1&inline=1');
    expect(folderZipUrl(`/api/folders/${link}/zip`)).toBe(`/api/folders/${link}/zip`);
    expect(folderZipUrl(`/api/folders/${link}/zip`, 'trip/Ünï cödé')).toBe(
      `/api/folders/${link}/zip?path=${encodeURIComponent('trip/Ünï cödé')}`,
    );
    expect(folderZipUrl('/zip?t=1', 'a b')).toBe('/zip?t=1&path=a%20b');
  });
});

describe('lookups', () => {
  installNodeWebCrypto();
  const body = { data: { folderCode: '0427', folderUrl: 'http://localhost/s/0427-q8Xk0vY3m9TfR2cLw7hN1A', files: [] } };

  it('looks a share up by link at /s/{ref}, asking for JSON', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(body));
    await expect(fetchFolderByRef('0427-q8Xk0vY3m9TfR2cLw7hN1A')).resolves.toEqual(body.data);
    expect(fetchMock).toHaveBeenCalledWith('/s/0427-q8Xk0vY3m9TfR2cLw7hN1A', expect.anything());
    expect(new Headers(fetchMock.mock.calls[0][1]!.headers).get('Accept')).toBe('application/json');
  });

  it.each([
    ['a code', () => retrieveFolder('0427', {}), '/api/folders/retrive/0427'],
    ['a code URL typed in', () => fetchUserUrl('http://localhost/s/0427', {}), 'http://localhost/s/0427'],
    ['a QR of a code URL', () => fetchQrFolder('http://localhost/s/0427', {}), 'http://localhost/s/0427/qr'],
  ])('proves work when a lookup by %s is challenged', async (_name, lookup, url) => {
    const challenge = await testChallenge(20);
    const challenged = jsonResponse({ statusCode: 429, proofOfWork: { challenge } }, 429);
    const fetchMock = mockFetch().mockResolvedValueOnce(challenged).mockResolvedValueOnce(jsonResponse(body));
    await expect(lookup()).resolves.toBeTruthy();
    expect(fetchMock.mock.calls.map(([called]) => called)).toEqual([url, url]);
    expect(proofOfWorkOf(fetchMock.mock.calls[1][1]!)?.challenge).toEqual(challenge);
  });

  it('sends no proof of work to another site: its 429 is just shown', async () => {
    const challenge = await testChallenge(20);
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ proofOfWork: { challenge } }, 429));
    await expect(fetchUserUrl('https://elsewhere.example/s/0427')).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
