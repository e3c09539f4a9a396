/**
 * A request handed from the device that made it to another of the requester's devices: the link the making page
 * alone can give, and what the other device checks before it keeps anything.
 */
import { routeFetch } from '../../../test/route-fetch';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { ApiError } from '../../../lib/api/http';
import {
  cardHash,
  decodeRequesterSecret,
  encodeRequesterSecret,
  publicKeyBytes,
  randomBytes,
  toBase64Url,
  unwrapAnswerKey,
  wrapAnswerKey,
} from '../../encryption';
import { createRequest } from './create-request';
import { getRequest, listRequests, type StoredRequest } from '../../../lib/platform/requests-database';
import { addRequestFromLink, requesterLinkOf } from './requester-link';
import { freshRequestsDatabase, storedRequest } from './requester-spec-support';

installNodeWebCrypto();
installStructuredClone();
beforeEach(freshRequestsDatabase);

const CODE = '4821';
const CREATED = {
  code: CODE,
  link: `${CODE}-abcdefghijklmnopqrstuv`,
  requestUrl: `http://localhost/r/${CODE}-abcdefghijklmnopqrstuv`,
  requesterKey: 'requesterKey012345678g',
  closesAt: '2030-01-02T10:00:00.000Z',
};
const STATE_ROUTE = `GET /api/file-requests/${CODE}/state`;

/** Makes a request on "the first device" and gives its requester link and what that device kept. */
async function madeHere(): Promise<{ link: string; made: StoredRequest }> {
  routeFetch({ 'POST /api/file-requests': [201, CREATED] });
  const { request } = await createRequest({ message: 'The contract', from: 'Ana', retention: '7d', sizeCap: null });
  const link = requesterLinkOf(request);
  expect(link).not.toBeNull();
  return { link: link!, made: request };
}

function stateOf(made: StoredRequest) {
  return { ...CREATED, status: 'open', card: toBase64Url(made.cardBytes), sizeCap: null, answers: [] };
}

/** Forgets what the first device kept, as a second device knows none of it. */
const onAnotherDevice = freshRequestsDatabase;

describe('the requester link', () => {
  it("is this origin's request page with the secret after #, given only by the page that made the request", async () => {
    const { link, made } = await madeHere();
    const [address, fragment] = link.split('#');
    expect(address).toBe(`http://localhost/request/${CODE}`);
    expect(decodeRequesterSecret(fragment)).toMatchObject({
      requestKey: made.requestKey,
      requesterKey: CREATED.requesterKey,
    });
    // A request this page did not make (or made before a reload) has none: its key cannot be read out.
    expect(requesterLinkOf(await storedRequest({ code: '9999' }))).toBeNull();
  });

  it('adds the request on another device, whose key opens the answers wrapped on the first', async () => {
    const { link, made } = await madeHere();
    await onAnotherDevice();
    const fetch = routeFetch({ [STATE_ROUTE]: [200, stateOf(made)] });

    const added = await addRequestFromLink(CODE, link.split('#')[1]);
    expect((fetch.mock.calls[0][1]!.headers as Record<string, string>)['X-Requester-Key']).toBe(CREATED.requesterKey);
    expect(added).toMatchObject({
      code: CODE,
      link: CREATED.link,
      requestUrl: CREATED.requestUrl,
      requesterKey: CREATED.requesterKey,
      requestId: made.requestId,
      message: 'The contract',
      from: 'Ana',
      closesAt: CREATED.closesAt,
    });
    expect(added.cardBytes).toEqual(made.cardBytes);
    expect(added.keyPair.privateKey.extractable).toBe(false);
    expect(await getRequest(CODE)).toMatchObject({ requestId: made.requestId });

    const binding = { requestId: made.requestId, requestHash: await cardHash(made.cardBytes), answerId: 'a1' };
    const answerKey = randomBytes(32);
    const wrapped = await wrapAnswerKey(await publicKeyBytes(made.keyPair.publicKey), answerKey, binding);
    expect(await unwrapAnswerKey(added.keyPair, wrapped, binding)).toEqual(answerKey);
  });

  it('keeps nothing when the server hands back a card that is not K’s', async () => {
    const { link } = await madeHere();
    const other = await storedRequest();
    await onAnotherDevice();
    routeFetch({ [STATE_ROUTE]: [200, stateOf(other)] });
    await expect(addRequestFromLink(CODE, link.split('#')[1])).rejects.toMatchObject({ name: 'WrongKeyError' });
    expect(await listRequests()).toEqual([]);
  });

  it('keeps nothing when the private key is not the card’s', async () => {
    const { link, made } = await madeHere();
    const secret = decodeRequesterSecret(link.split('#')[1]);
    const forged = encodeRequesterSecret({ ...secret, privateKey: randomBytes(32) });
    await onAnotherDevice();
    routeFetch({ [STATE_ROUTE]: [200, stateOf(made)] });
    await expect(addRequestFromLink(CODE, forged)).rejects.toMatchObject({ name: 'WrongKeyError' });
    expect(await listRequests()).toEqual([]);
  });

  it('keeps nothing when the server refuses the requester key, and says so', async () => {
    const { link } = await madeHere();
    await onAnotherDevice();
    routeFetch({ [STATE_ROUTE]: [403, { message: 'Not your request.', code: 'not_requester' }] });
    const failure = await addRequestFromLink(CODE, link.split('#')[1]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect(await listRequests()).toEqual([]);
  });

  it('refuses a secret cut short before asking the server anything', async () => {
    const { link } = await madeHere();
    const fetch = routeFetch({});
    await expect(addRequestFromLink(CODE, link.split('#')[1].slice(0, 50))).rejects.toMatchObject({
      name: 'KeyFormatError',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
