import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { FakeCodeExchangeRelay } from '../../../test/fake-code-exchange-relay';
import { ApiError } from '../../../lib/api/http';
import { checkNumber, makeRequestKey, toBase64Url } from '../../encryption';
import { hostShares } from '../host/live-host';
import { folderByCode } from './folder-by-code';

const CODE = '4821';
const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';

describe("a file request's code typed where a share's is", () => {
  installNodeWebCrypto();
  const pages: AbortController[] = [];
  afterEach(() => pages.splice(0).forEach((controller) => controller.abort()));

  function requesterPage(relay: FakeCodeExchangeRelay, requestKey: Uint8Array) {
    const controller = new AbortController();
    pages.push(controller);
    void hostShares([], {
      signal: controller.signal,
      may: { exchange: true, direct: false },
      onOpened: () => undefined,
      onGone: () => undefined,
      requests: [{ code: CODE, requesterKey: 'r'.repeat(22), requestKey }],
    });
  }

  it("leads to the request's page with its key after #, got from the requester's page, and the check number", async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    relay.requestLink = LINK;
    const requestKey = makeRequestKey();
    requesterPage(relay, requestKey);
    await relay.untilSenderPolls();
    expect(await folderByCode(CODE)).toEqual({
      kind: 'request',
      path: `/r/${LINK}#${toBase64Url(requestKey)}`,
      checkNumber: await checkNumber(requestKey),
    });
  });

  it("says to ask for the link when no page of the requester's is open", async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    relay.requestLink = LINK;
    const failure = await folderByCode(CODE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
  });
});
