import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { makeRequesterKeys } from '../../encryption';
import { freshRequestsDatabase, storedRequest } from './requester-spec-support';
import { getRequest, listRequests, removeRequest, saveRequest } from '../../../lib/platform/requests-database';

installNodeWebCrypto();
installStructuredClone();
beforeEach(freshRequestsDatabase);

describe('the requests kept on this device', () => {
  it('keeps each request with its key pair, card and key, lists them newest first, and forgets one', async () => {
    const older = await storedRequest({ code: '1111', createdAt: 1 });
    const newer = await storedRequest({ code: '2222', createdAt: 2 });
    await saveRequest(older);
    await saveRequest(newer);

    expect((await listRequests()).map((request) => request.code)).toEqual(['2222', '1111']);
    const read = await getRequest('1111');
    expect(read?.cardBytes).toEqual(older.cardBytes);
    expect(read?.requestKey).toEqual(older.requestKey);
    // The private key comes back as the key it was: usable, and still not extractable.
    expect(read?.keyPair.privateKey).toBe(older.keyPair.privateKey);
    expect(read?.keyPair.privateKey.extractable).toBe(false);

    await removeRequest('1111');
    expect(await getRequest('1111')).toBeUndefined();
    expect((await listRequests()).map((request) => request.code)).toEqual(['2222']);
  });

  it("makes the requester's private key so that no script can read it out", async () => {
    const { privateKey } = await makeRequesterKeys();
    await expect(crypto.subtle.exportKey('pkcs8', privateKey)).rejects.toThrow();
  });
});
