import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { FakeCodeExchangeRelay } from '../../../test/fake-code-exchange-relay';
import { ApiError } from '../../../lib/api/http';
import { CodeExchangeError, encodeShareKey, generateShareKey, toBase64Url } from '../../encryption';
import { MAX_FAILED_CODE_EXCHANGES } from './code-exchange';
import { decodeMessage } from './relay-messages';
import { hostShares } from '../host/live-host';
import { shareKeyByCode } from './share-key-by-code';

const CODE = '4821';

const senders: AbortController[] = [];
afterEach(() => senders.splice(0).forEach((controller) => controller.abort()));

/** The sender's page answering for one share until the test ends. */
function hostedBy(relay: FakeCodeExchangeRelay, shareKey: string) {
  const controller = new AbortController();
  senders.push(controller);
  const opened: string[] = [];
  const done = hostShares([{ folderCode: relay.folderCode, manageKey: 'k'.repeat(22), shareKey }], {
    signal: controller.signal,
    may: { exchange: true, direct: false },
    onOpened: (code) => opened.push(code),
    onGone: () => undefined,
  });
  return { opened, done };
}

function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected the exchange to fail');
    },
    (error: unknown) => error,
  );
}

describe('the code exchange between the recipient and the sender’s page, over the relay', () => {
  installNodeWebCrypto();

  it('hands the share key to a recipient who typed the code, and tells the sender', async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const shareKey = encodeShareKey(generateShareKey());
    const sender = hostedBy(relay, shareKey);
    await relay.untilSenderPolls();
    await expect(shareKeyByCode(CODE)).resolves.toBe(shareKey);
    expect(sender.opened).toEqual([CODE]);
  });

  it('says how the share opens when the sender’s page is not open', async () => {
    new FakeCodeExchangeRelay(CODE);
    const error = await failureOf(shareKeyByCode(CODE));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('gives a relay that changes a message nothing: the exchange fails and no key is handed out', async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const sender = hostedBy(relay, encodeShareKey(generateShareKey()));
    await relay.untilSenderPolls();
    relay.tamper = (message, direction) => {
      if (direction !== 'to-recipient') return message;
      const bytes = decodeMessage(message);
      // A bit of the sender's confirmation tag Tb (its share Yb is bytes 1 to 32).
      bytes[40] ^= 1;
      return toBase64Url(bytes);
    };
    const error = await failureOf(shareKeyByCode(CODE));
    expect(error).toEqual(new CodeExchangeError('mismatch'));
    expect(sender.opened).toEqual([]);
  });

  it(`stops answering after ${MAX_FAILED_CODE_EXCHANGES} failed exchanges: then the code says to use the link`, async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const sender = hostedBy(relay, encodeShareKey(generateShareKey()));
    // The relay passes the sender's confirmation altered each time: each attempt fails at the sender's check.
    relay.tamper = (message, direction) => {
      if (direction !== 'to-sender' || decodeMessage(message).length !== 65) return message;
      const bytes = decodeMessage(message);
      bytes[10] ^= 1;
      return toBase64Url(bytes);
    };
    for (let attempt = 0; attempt < MAX_FAILED_CODE_EXCHANGES; attempt += 1) {
      await relay.untilSenderPolls();
      const error = await failureOf(shareKeyByCode(CODE));
      expect((error as ApiError).status).toBe(409);
    }
    await sender.done;
    expect(relay.senderPresent).toBe(false);
    expect(((await failureOf(shareKeyByCode(CODE))) as ApiError).message).toMatch(/link or QR code/);
    expect(sender.opened).toEqual([]);
  });
});
