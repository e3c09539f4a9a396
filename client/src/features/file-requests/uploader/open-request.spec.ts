import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch';
import { ApiError } from '../../../lib/api/http';
import {
  KeyFormatError,
  makeRequestKey,
  randomBytes,
  type RequestCard,
  sealRequestCard,
  toBase64Url,
} from '../../encryption';
import { openRequestLink } from './open-request';

installNodeWebCrypto();

const REF = '4821-q8Xk0vY3m9TfR2cLw7hN1A';
const STATE = {
  closesAt: '2030-01-01T12:00:00.000Z',
  sizeCap: 50_000_000,
  receivedBytes: 1_000,
  open: true,
  requesterPresent: false,
};
const CARD: RequestCard = {
  id: randomBytes(16),
  publicKey: randomBytes(32),
  message: 'The signed lease, please',
  from: 'Ana',
};

async function sealedFor(requestKey: Uint8Array, card = CARD) {
  return sealRequestCard(requestKey, card);
}

function answering(card: Uint8Array | string) {
  return mockFetch().mockResolvedValue(
    jsonResponse({ card: typeof card === 'string' ? card : toBase64Url(card), ...STATE }),
  );
}

describe('opening a request link', () => {
  it("opens the card with the key after #, which never reaches the server, and gives the request's state", async () => {
    const requestKey = makeRequestKey();
    const sealedCard = await sealedFor(requestKey);
    const fetchMock = answering(sealedCard);
    const opened = await openRequestLink(`https://sharecode.example/r/${REF}#${toBase64Url(requestKey)}`);
    expect(opened).toEqual({
      kind: 'open',
      request: { requestLink: REF, requestKey, card: CARD, sealedCard, state: STATE },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/file-requests/${REF}`);
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain(toBase64Url(requestKey));
  });

  it('reads a path with its fragment as well as a whole address', async () => {
    const requestKey = makeRequestKey();
    answering(await sealedFor(requestKey));
    expect(await openRequestLink(`/r/${REF}#${toBase64Url(requestKey)}`)).toMatchObject({ kind: 'open' });
  });

  it("says altered when the server serves another request's card", async () => {
    const requestKey = makeRequestKey();
    answering(await sealedFor(makeRequestKey(), { ...CARD, message: 'Send them to me instead' }));
    expect(await openRequestLink(`/r/${REF}#${toBase64Url(requestKey)}`)).toEqual({ kind: 'altered' });
  });

  it('says altered when a byte of the card changed on its way, or it is no card at all', async () => {
    const requestKey = makeRequestKey();
    const changed = await sealedFor(requestKey);
    changed[60] ^= 1;
    answering(changed);
    expect(await openRequestLink(`/r/${REF}#${toBase64Url(requestKey)}`)).toEqual({ kind: 'altered' });
    answering('not base64url!');
    expect(await openRequestLink(`/r/${REF}#${toBase64Url(requestKey)}`)).toEqual({ kind: 'altered' });
    answering(changed.subarray(0, 20));
    expect(await openRequestLink(`/r/${REF}#${toBase64Url(requestKey)}`)).toEqual({ kind: 'altered' });
  });

  it('tells an unknown request from one that ended, expired or was removed', async () => {
    const link = `/r/${REF}#${toBase64Url(makeRequestKey())}`;
    mockFetch().mockResolvedValue(jsonResponse({ statusCode: 404, message: 'Unknown.' }, 404));
    expect(await openRequestLink(link)).toEqual({ kind: 'unknown' });
    for (const reason of ['ended', 'expired', 'removed'] as const) {
      mockFetch().mockResolvedValue(jsonResponse({ statusCode: 410, message: 'Gone.', reason }, 410));
      expect(await openRequestLink(link)).toEqual({ kind: 'gone', reason });
    }
  });

  it('passes on other refusals and network failures as they are', async () => {
    const link = `/r/${REF}#${toBase64Url(makeRequestKey())}`;
    mockFetch().mockResolvedValue(jsonResponse({ statusCode: 429, message: 'Slow down.' }, 429));
    await expect(openRequestLink(link)).rejects.toBeInstanceOf(ApiError);
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(openRequestLink(link)).rejects.toBeInstanceOf(TypeError);
  });

  it('refuses a link with no or a mistyped key, or no request reference, before asking the server', async () => {
    const fetchMock = mockFetch();
    const cutShort = await openRequestLink(`/r/${REF}#${toBase64Url(makeRequestKey()).slice(1)}`);
    expect(cutShort).toMatchObject({ kind: 'bad-key' });
    expect(cutShort.kind === 'bad-key' && cutShort.error).toBeInstanceOf(KeyFormatError);
    expect(await openRequestLink(`/r/${REF}`)).toMatchObject({ kind: 'bad-key' });
    expect(await openRequestLink(`/s/${REF}#${toBase64Url(makeRequestKey())}`)).toEqual({ kind: 'bad-link' });
    expect(await openRequestLink(`/r/4821#${toBase64Url(makeRequestKey())}`)).toEqual({ kind: 'bad-link' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
