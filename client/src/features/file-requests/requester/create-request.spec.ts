import { routeFetch } from '../../../test/route-fetch';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { fromBase64Url, requestKeyParts, uploadTokenHash } from '../../encryption';
import { createRequest } from './create-request';
import { getRequest } from '../../../lib/platform/requests-database';
import { freshRequestsDatabase } from './requester-spec-support';

installNodeWebCrypto();
installStructuredClone();
beforeEach(freshRequestsDatabase);

const CREATED = {
  code: '4821',
  link: '4821-abcdefghijklmnopqrstuv',
  requestUrl: 'http://localhost/r/4821-abcdefghijklmnopqrstuv',
  requesterKey: 'requesterKey012345678g',
  closesAt: '2030-01-02T10:00:00.000Z',
};

describe(createRequest.name, () => {
  it('tells the server only the sealed card and the upload token hash, keeps the rest here, and links with K', async () => {
    const fetch = routeFetch({ 'POST /api/file-requests': [201, CREATED] });
    const made = await createRequest({ message: 'The contract', from: 'Ana', retention: '7d', sizeCap: 5_000_000 });

    const body = JSON.parse(fetch.mock.calls[0][1]!.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['card', 'retention', 'sizeCap', 'uploadTokenHash']);
    expect(body).toMatchObject({ retention: '7d', sizeCap: 5_000_000 });
    // The message and the name travel sealed only.
    expect(JSON.stringify(body)).not.toContain('The contract');
    expect(JSON.stringify(body)).not.toContain('Ana');

    const stored = await getRequest('4821');
    expect(stored).toMatchObject({ link: CREATED.link, requesterKey: CREATED.requesterKey, message: 'The contract' });
    expect(body.card).toBe(Buffer.from(stored!.cardBytes).toString('base64url'));
    const { uploadToken } = await requestKeyParts(stored!.requestKey);
    expect(body.uploadTokenHash).toBe(await uploadTokenHash(uploadToken));
    expect(body.uploadTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.keyPair.privateKey.extractable).toBe(false);

    const [address, key] = made.link.split('#');
    expect(address).toBe(CREATED.requestUrl);
    expect(key).toHaveLength(43);
    expect(fromBase64Url(key, 32)).toEqual(stored!.requestKey);
  });

  it('keeps nothing when the server refuses the request', async () => {
    routeFetch({ 'POST /api/file-requests': [503, { message: 'No free code right now.', code: 'no_free_code' }] });
    await expect(createRequest({ message: 'x', from: '', retention: '2h', sizeCap: null })).rejects.toThrow();
    expect(await getRequest('4821')).toBeUndefined();
  });
});
