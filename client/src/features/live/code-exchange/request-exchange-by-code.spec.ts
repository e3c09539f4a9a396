import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { FakeCodeExchangeRelay } from '../../../test/fake-code-exchange-relay';
import { ApiError } from '../../../lib/api/http';
import { CodeExchangeError, encodeShareKey, generateShareKey, makeRequestKey, toBase64Url } from '../../encryption';
import {
  calculateGenerator,
  confirmationKey,
  confirmationTag,
  intermediateSessionKey,
  lvCat,
  sampleScalar,
  scalarMult,
  scalarMultVfy,
  transcriptIr,
} from './cpace';
import {
  type CodeExchangeChannel,
  CodeExchangeSender,
  type ExchangePurpose,
  MAX_FAILED_CODE_EXCHANGES,
  RecipientExchange,
} from './code-exchange';
import { decodeMessage, exchangeChannel } from './relay-messages';
import { hostShares } from '../host/live-host';
import { requestKeyByCode } from './request-key-by-code';
import { checkNumber } from './request-check-number';
import { shareKeyByCode } from './share-key-by-code';

const CODE = '4821';
const REQUESTER_KEY = 'r'.repeat(22);
const ORIGIN = 'https://sharecode.example';

const pages: AbortController[] = [];
afterEach(() => pages.splice(0).forEach((controller) => controller.abort()));

/** The requester's page answering for one file request (or, `asShare`, a page hosting the code as a share's). */
function requesterPage(relay: FakeCodeExchangeRelay, requestKey: Uint8Array) {
  const controller = new AbortController();
  pages.push(controller);
  const opened: Array<{ code: string; checkNumber: string }> = [];
  const done = hostShares([], {
    signal: controller.signal,
    may: { exchange: true, direct: false },
    onOpened: () => undefined,
    onGone: () => undefined,
    requests: [{ code: relay.folderCode, requesterKey: REQUESTER_KEY, requestKey }],
    onRequestOpened: (code, number) => opened.push({ code, checkNumber: number }),
  });
  return { opened, done };
}

function senderPage(relay: FakeCodeExchangeRelay, shareKey: string) {
  const controller = new AbortController();
  pages.push(controller);
  const opened: string[] = [];
  void hostShares([{ folderCode: relay.folderCode, manageKey: 'k'.repeat(22), shareKey }], {
    signal: controller.signal,
    may: { exchange: true, direct: false },
    onOpened: (code) => opened.push(code),
    onGone: () => undefined,
  });
  return { opened };
}

function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected the exchange to fail');
    },
    (error: unknown) => error,
  );
}

const untilOpened = async (opened: unknown[]) => {
  while (opened.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
};

describe("a file request's key, by code, between the uploader and the requester's page over the relay", () => {
  installNodeWebCrypto();

  it('hands K to an uploader who typed the code, and both pages show the same check number', async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const requestKey = makeRequestKey();
    const page = requesterPage(relay, requestKey);
    await relay.untilSenderPolls();
    const received = await requestKeyByCode(CODE);
    expect(toBase64Url(received)).toBe(toBase64Url(requestKey));
    await untilOpened(page.opened);
    expect(page.opened).toEqual([{ code: CODE, checkNumber: await checkNumber(received) }]);
    expect(page.opened[0].checkNumber).toMatch(/^\d{6}$/);
  });

  it("says how the request opens when the requester's page is not open", async () => {
    new FakeCodeExchangeRelay(CODE);
    const error = await failureOf(requestKeyByCode(CODE));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('gives a relay that changes a message nothing: the exchange fails and no key is handed out', async () => {
    for (const [direction, offset] of [
      ['to-recipient', 40],
      ['to-sender', 10],
    ] as const) {
      const relay = new FakeCodeExchangeRelay(CODE);
      const page = requesterPage(relay, makeRequestKey());
      await relay.untilSenderPolls();
      // A bit of the requester's tag Tb in its reply, or of the uploader's confirmation (65 bytes).
      relay.tamper = (message, towards) => {
        if (towards !== direction || (towards === 'to-sender' && decodeMessage(message).length !== 65)) return message;
        const bytes = decodeMessage(message);
        bytes[offset] ^= 1;
        return toBase64Url(bytes);
      };
      const error = await failureOf(requestKeyByCode(CODE));
      if (direction === 'to-recipient') expect(error).toEqual(new CodeExchangeError('mismatch'));
      // A confirmation changed on its way is refused by the requester's page.
      else expect((error as ApiError).status).toBe(409);
      expect(page.opened).toEqual([]);
      pages.splice(0).forEach((controller) => controller.abort());
    }
  });

  it(`stops answering after ${MAX_FAILED_CODE_EXCHANGES} failed exchanges for the request: then the code says to use the link`, async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const page = requesterPage(relay, makeRequestKey());
    relay.tamper = (message, direction) => {
      if (direction !== 'to-sender' || decodeMessage(message).length !== 65) return message;
      const bytes = decodeMessage(message);
      bytes[10] ^= 1;
      return toBase64Url(bytes);
    };
    for (let attempt = 0; attempt < MAX_FAILED_CODE_EXCHANGES; attempt += 1) {
      await relay.untilSenderPolls();
      expect(((await failureOf(requestKeyByCode(CODE))) as ApiError).status).toBe(409);
    }
    await page.done;
    expect(relay.senderPresent).toBe(false);
    expect(((await failureOf(requestKeyByCode(CODE))) as ApiError).message).toMatch(/link or QR code/);
    expect(page.opened).toEqual([]);
  });
});

describe('the share and request purposes never complete against each other', () => {
  installNodeWebCrypto();

  it("an uploader gets nothing from a page hosting the code as a share's, however the relay routes it", async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const page = senderPage(relay, encodeShareKey(generateShareKey()));
    await relay.untilSenderPolls();
    expect(await failureOf(requestKeyByCode(CODE))).toEqual(new CodeExchangeError('mismatch'));
    expect(page.opened).toEqual([]);
  });

  it("a share's recipient gets nothing from a requester's page answering for the same code", async () => {
    const relay = new FakeCodeExchangeRelay(CODE);
    const page = requesterPage(relay, makeRequestKey());
    await relay.untilSenderPolls();
    expect(await failureOf(shareKeyByCode(CODE))).toEqual(new CodeExchangeError('mismatch'));
    expect(page.opened).toEqual([]);
  });

  it('fails key confirmation across purposes even when both sides see the same party ids', () => {
    const sessionId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    for (const [initiator, responder] of [
      ['request', 'share'],
      ['share', 'request'],
    ] as const) {
      const initiatorChannel = exchangeChannel(sessionId, initiator, ORIGIN);
      // The responder sees the initiator's party ids but keeps its own ADs and wrap label.
      const responderChannel: CodeExchangeChannel = { ...initiatorChannel, purpose: responder };
      const sender = new CodeExchangeSender(CODE, { bytes: makeRequestKey() });
      const recipient = new RecipientExchange(CODE, initiatorChannel);
      const attempt = sender.respond(responderChannel, recipient.hello);
      expect(() => recipient.confirm(attempt.reply)).toThrow(new CodeExchangeError('mismatch'));
    }
  });

  it('names the parties and labels the request purpose as documented, and leaves the share purpose as it was', async () => {
    const sessionId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    expect(exchangeChannel(sessionId, 'request', ORIGIN)).toMatchObject({
      recipientId: `uploader@${ORIGIN}`,
      senderId: `requester@${ORIGIN}`,
    });
    expect(exchangeChannel(sessionId, 'share', ORIGIN)).toMatchObject({
      recipientId: `recipient@${ORIGIN}`,
      senderId: `sender@${ORIGIN}`,
    });
    for (const [purpose, ads] of [
      ['request', ['sharecode request exchange v1 uploader', 'sharecode request exchange v1 requester']],
      ['share', ['sharecode code exchange v1 recipient', 'sharecode code exchange v1 sender']],
    ] as const) {
      const channel = exchangeChannel(sessionId, purpose, ORIGIN);
      const requestKey = makeRequestKey();
      const sender = new CodeExchangeSender(CODE, { bytes: requestKey });
      const handBuilt = handBuiltRecipient(channel, ads[0], ads[1]);
      const attempt = sender.respond(channel, handBuilt.hello);
      const sealed = await attempt.release(handBuilt.confirmationFor(attempt.reply));
      expect(toBase64Url(await handBuilt.open(sealed, purpose))).toBe(toBase64Url(requestKey));
    }
  });
});

const ascii = (text: string) => new TextEncoder().encode(text);

const WRAP_INFO: Record<ExchangePurpose, string> = {
  share: 'sharecode e2e v1 code exchange wrap key',
  request: 'sharecode request v1 code exchange wrap key',
};

/** An initiator built from the CPace functions and the documented labels, to open the sealed key itself. */
function handBuiltRecipient(channel: CodeExchangeChannel, adInitiator: string, adResponder: string) {
  const [ada, adb] = [ascii(adInitiator), ascii(adResponder)];
  const sid = channel.sessionId;
  const ci = lvCat(ascii(channel.recipientId), ascii(channel.senderId));
  const scalar = sampleScalar();
  const ya = scalarMult(scalar, calculateGenerator(ascii(CODE), ci, sid));
  let isk: Uint8Array | undefined;
  return {
    hello: Uint8Array.of(1, ...ya),
    confirmationFor(reply: Uint8Array) {
      const yb = reply.subarray(1, 33);
      isk = intermediateSessionKey(sid, scalarMultVfy(scalar, yb), transcriptIr(ya, ada, yb, adb));
      return Uint8Array.of(1, ...confirmationTag(confirmationKey(sid, isk), ya, ada));
    },
    async open(sealed: Uint8Array, purpose: ExchangePurpose) {
      const base = await crypto.subtle.importKey('raw', new Uint8Array(isk!), 'HKDF', false, ['deriveKey']);
      const info = ascii(WRAP_INFO[purpose]);
      const key = await crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(sid), info },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['decrypt'],
      );
      const iv = sealed.slice(1, 13);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData: Uint8Array.of(1) },
        key,
        sealed.slice(13),
      );
      return new Uint8Array(plain);
    },
  };
}
