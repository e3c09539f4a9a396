import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { testChallenge } from '../../test/test-challenge';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import { proofOfWorkOf } from '../../test/fake-share-api';
import { ApiError } from './http';
import { MAX_PROOFS, requestWithProofOfWork } from './proof-of-work-request';

const FOLDER = { data: { folderCode: '0427', files: [] } };

function challenged(challenge: unknown) {
  return jsonResponse(
    { statusCode: 429, message: 'Many wrong codes were tried recently.', proofOfWork: { challenge } },
    429,
  );
}

describe(requestWithProofOfWork.name, () => {
  installNodeWebCrypto();

  it('answers a challenge: solves it, reports it, and repeats the request with the solution in X-Proof-Of-Work', async () => {
    const challenge = await testChallenge(200);
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(challenged(challenge))
      .mockResolvedValueOnce(jsonResponse(FOLDER));
    const onProofOfWork = jest.fn();
    await expect(requestWithProofOfWork('/api/folders/retrive/0427', { onProofOfWork })).resolves.toEqual(FOLDER);
    expect(onProofOfWork).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/folders/retrive/0427',
      '/api/folders/retrive/0427',
    ]);
    expect(proofOfWorkOf(fetchMock.mock.calls[0][1]!)).toBeNull();
    const proof = proofOfWorkOf(fetchMock.mock.calls[1][1]!);
    expect(proof).toEqual({
      challenge,
      solution: expect.objectContaining({ counter: 200, derivedKey: expect.any(String) as string }) as unknown,
    });
  });

  it('solves a harder challenge that follows the first one (difficulty rose meanwhile)', async () => {
    const first = await testChallenge(10);
    const second = await testChallenge(40);
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(challenged(first))
      .mockResolvedValueOnce(challenged(second))
      .mockResolvedValueOnce(jsonResponse(FOLDER));
    const onProofOfWork = jest.fn();
    await expect(requestWithProofOfWork('/s/0427', { onProofOfWork })).resolves.toEqual(FOLDER);
    expect(onProofOfWork).toHaveBeenCalledTimes(2);
    expect(proofOfWorkOf(fetchMock.mock.calls[2][1]!)?.solution.counter).toBe(40);
  });

  it(`stops after ${MAX_PROOFS} challenges and throws the last 429`, async () => {
    const challenge = await testChallenge(3);
    const fetchMock = mockFetch().mockImplementation(() => Promise.resolve(challenged(challenge)));
    const error = await requestWithProofOfWork('/s/0427').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_PROOFS + 1);
  });

  it('throws a 429 without a challenge at once: that is the per-client limit, to be waited out', async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      jsonResponse({ statusCode: 429, message: 'Too many requests' }, 429),
    );
    const onProofOfWork = jest.fn();
    await expect(requestWithProofOfWork('/api/folders/retrive/0427', { onProofOfWork })).rejects.toMatchObject({
      status: 429,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onProofOfWork).not.toHaveBeenCalled();
  });

  it('throws the 429 when the challenge cannot be solved here, and an AbortError once aborted', async () => {
    mockFetch().mockResolvedValue(
      challenged({
        parameters: { algorithm: 'NOPE', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: 'zz' },
      }),
    );
    await expect(requestWithProofOfWork('/s/0427')).rejects.toMatchObject({ status: 429 });

    const controller = new AbortController();
    mockFetch().mockResolvedValue(challenged(await testChallenge(5_000_000)));
    const request = requestWithProofOfWork('/s/0427', {
      signal: controller.signal,
      onProofOfWork: () => setTimeout(() => controller.abort(), 10),
    });
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
