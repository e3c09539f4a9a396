import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
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
import { CodeExchangeError, type CodeExchangeFailure, encodeShareKey, generateShareKey } from '../../encryption';
import {
  type CodeExchangeChannel,
  CodeExchangeSender,
  MAX_FAILED_CODE_EXCHANGES,
  RecipientExchange,
  type SenderAttempt,
} from './code-exchange';
import { hex } from '../../../test/encryption-spec-support';

function channel(overrides: Partial<CodeExchangeChannel> = {}): CodeExchangeChannel {
  return {
    sessionId: crypto.getRandomValues(new Uint8Array(16)),
    recipientId: 'recipient@https://sharecode.example',
    senderId: 'sender@https://sharecode.example',
    ...overrides,
  };
}

function flipped(message: Uint8Array, offset: number): Uint8Array {
  const copy = message.slice();
  copy[offset] ^= 1;
  return copy;
}

async function expectFailure(promise: Promise<unknown> | (() => unknown), failure: CodeExchangeFailure) {
  const settled = typeof promise === 'function' ? Promise.resolve().then(promise) : promise;
  await expect(settled).rejects.toThrow(CodeExchangeError);
  await expect(settled).rejects.toMatchObject({ failure });
}

describe('the code exchange', () => {
  installNodeWebCrypto();

  it('hands the share key to a recipient with the same code, in four messages of fixed sizes', async () => {
    const shareKey = generateShareKey();
    const sender = new CodeExchangeSender('4821', shareKey);
    const shared = channel();
    const recipient = new RecipientExchange('4821', shared);
    const attempt: SenderAttempt = sender.respond(shared, recipient.hello);
    const confirmation = recipient.confirm(attempt.reply);
    const sealedKey = await attempt.release(confirmation);
    expect([recipient.hello, attempt.reply, confirmation, sealedKey].map((message) => message.length)).toEqual([
      33, 97, 65, 61,
    ]);
    expect(hex(sealedKey)).not.toContain(hex(shareKey.bytes));
    expect(encodeShareKey(await recipient.openShareKey(sealedKey))).toBe(encodeShareKey(shareKey));
  });

  it('fails key confirmation for a wrong code on the recipient side, before it sends anything back', async () => {
    const sender = new CodeExchangeSender('4821', generateShareKey());
    const shared = channel();
    const recipient = new RecipientExchange('4822', shared);
    const attempt = sender.respond(shared, recipient.hello);
    await expectFailure(() => recipient.confirm(attempt.reply), 'mismatch');
    expect(() => recipient.confirm(attempt.reply)).toThrow('already been answered');
  });

  it('fails key confirmation for a wrong code on the sender side, when a confirmation is sent anyway', async () => {
    const sender = new CodeExchangeSender('4821', generateShareKey());
    const rightCode = channel();
    const right = handBuiltRecipient('4821', rightCode);
    const released = sender.respond(rightCode, right.hello);
    // The hand-built recipient is faithful: with the right code its confirmation opens the share key.
    await expect(released.release(right.confirmationFor(released.reply))).resolves.toHaveLength(61);

    const wrongCode = channel();
    const guesser = handBuiltRecipient('4822', wrongCode);
    const attempt = sender.respond(wrongCode, guesser.hello);
    await expectFailure(attempt.release(guesser.confirmationFor(attempt.reply)), 'mismatch');
    await expect(attempt.release(guesser.confirmationFor(attempt.reply))).rejects.toThrow('already ended');
  });

  it('says what went wrong in words a person understands', () => {
    expect(new CodeExchangeError('mismatch').message).toBe(
      'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.',
    );
  });

  it('stops answering after too many failed attempts, counting those abandoned halfway', async () => {
    const sender = new CodeExchangeSender('4821', generateShareKey());
    expect(MAX_FAILED_CODE_EXCHANGES).toBe(3);
    const succeeded = channel();
    const recipient = new RecipientExchange('4821', succeeded);
    const attempt = sender.respond(succeeded, recipient.hello);
    await attempt.release(recipient.confirm(attempt.reply));
    for (let failure = 0; failure < MAX_FAILED_CODE_EXCHANGES; failure += 1) {
      const shared = channel();
      // Answered, then abandoned: the guesser has tested its one guess against the reply and left.
      sender.respond(shared, new RecipientExchange('0000', shared).hello);
    }
    expect(sender.closed).toBe(true);
    const late = channel();
    await expectFailure(() => sender.respond(late, new RecipientExchange('4821', late).hello), 'closed');
  });

  it('fails when the two sides see different session ids or party ids', async () => {
    for (const [recipientSide, senderSide] of [
      [channel(), channel()],
      [channel({ sessionId: new Uint8Array(16) }), channel({ sessionId: new Uint8Array(16), senderId: 'other' })],
      [channel({ sessionId: new Uint8Array(16) }), channel({ sessionId: new Uint8Array(16), recipientId: 'x' })],
    ]) {
      const sender = new CodeExchangeSender('4821', generateShareKey());
      const recipient = new RecipientExchange('4821', recipientSide);
      const attempt = sender.respond(senderSide, recipient.hello);
      await expectFailure(() => recipient.confirm(attempt.reply), 'mismatch');
    }
  });
});

describe('the code exchange through a relay that changes messages', () => {
  installNodeWebCrypto();

  async function run(tamper: { hello?: number; reply?: number; confirmation?: number; sealedKey?: number }) {
    const sender = new CodeExchangeSender('4821', generateShareKey());
    const shared = channel();
    const recipient = new RecipientExchange('4821', shared);
    const hello = tamper.hello === undefined ? recipient.hello : flipped(recipient.hello, tamper.hello);
    const attempt = sender.respond(shared, hello);
    const reply = tamper.reply === undefined ? attempt.reply : flipped(attempt.reply, tamper.reply);
    const confirmation = recipient.confirm(reply);
    const relayed = tamper.confirmation === undefined ? confirmation : flipped(confirmation, tamper.confirmation);
    const sealedKey = await attempt.release(relayed);
    return recipient.openShareKey(tamper.sealedKey === undefined ? sealedKey : flipped(sealedKey, tamper.sealedKey));
  }

  it('detects a changed share in the hello or the reply (a different point, or none)', async () => {
    for (const offset of [1, 2, 17, 32]) {
      await expect(run({ hello: offset })).rejects.toThrow(CodeExchangeError);
      await expect(run({ reply: offset })).rejects.toThrow(CodeExchangeError);
    }
  });

  it('detects a changed tag, confirmation or sealed key', async () => {
    await expectFailure(run({ reply: 40 }), 'mismatch');
    await expectFailure(run({ confirmation: 10 }), 'mismatch');
    await expectFailure(run({ sealedKey: 5 }), 'mismatch');
    await expectFailure(run({ sealedKey: 40 }), 'mismatch');
  });

  it('refuses messages of another version or length, and the neutral element as a share', async () => {
    await expectFailure(run({ hello: 0 }), 'invalid-message');
    const sender = new CodeExchangeSender('4821', generateShareKey());
    const shared = channel();
    await expectFailure(() => sender.respond(shared, Uint8Array.of(1, ...new Uint8Array(32))), 'invalid-message');
    await expectFailure(() => sender.respond(shared, new Uint8Array(5)), 'invalid-message');
    const recipient = new RecipientExchange('4821', shared);
    await expectFailure(() => recipient.confirm(Uint8Array.of(1, ...new Uint8Array(96))), 'invalid-message');
  });

  it('refuses a confirmation replayed from an earlier exchange', async () => {
    const sender = new CodeExchangeSender('4821', generateShareKey());
    const first = channel();
    const recipient = new RecipientExchange('4821', first);
    const earlier = recipient.confirm(sender.respond(first, recipient.hello).reply);
    const second = channel();
    const attempt = sender.respond(second, recipient.hello);
    await expectFailure(attempt.release(earlier), 'mismatch');
  });
});

const ascii = (text: string) => new TextEncoder().encode(text);

/**
 * A recipient built from the CPace functions and the documented inputs, which sends its confirmation without
 * checking the reply first, as a guesser may.
 */
function handBuiltRecipient(code: string, shared: CodeExchangeChannel) {
  const adRecipient = ascii('sharecode code exchange v1 recipient');
  const adSender = ascii('sharecode code exchange v1 sender');
  const ci = lvCat(ascii(shared.recipientId), ascii(shared.senderId));
  const scalar = sampleScalar();
  const ya = scalarMult(scalar, calculateGenerator(ascii(code), ci, shared.sessionId));
  return {
    hello: Uint8Array.of(1, ...ya),
    confirmationFor(reply: Uint8Array) {
      const yb = reply.subarray(1, 33);
      const k = scalarMultVfy(scalar, yb);
      const isk = intermediateSessionKey(shared.sessionId, k, transcriptIr(ya, adRecipient, yb, adSender));
      return Uint8Array.of(1, ...confirmationTag(confirmationKey(shared.sessionId, isk), ya, adRecipient));
    },
  };
}
