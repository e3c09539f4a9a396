import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { fromBase64Url, randomBytes, toBase64Url } from '../core/bytes';
import { TamperedError, UnsupportedFormatError } from '../core/errors';
import { makeRequesterKeys, publicKeyBytes, unwrapAnswerKey, wrapAnswerKey } from './answer-key-wrap';
import {
  answerBinding,
  decodeWrappedAnswerKey,
  encodeWrappedAnswerKey,
  newAnswerId,
  WRAPPED_ANSWER_KEY_BYTES,
} from './wrapped-answer-key';

installNodeWebCrypto();

async function wrappedForRequest() {
  const requester = await makeRequesterKeys();
  const requestId = randomBytes(16);
  const hash = randomBytes(32);
  const answerId = newAnswerId();
  const shareKey = randomBytes(32);
  const binding = answerBinding(requestId, hash, answerId);
  const wrapped = await wrapAnswerKey(await publicKeyBytes(requester.publicKey), shareKey, binding);
  return { requester, requestId, hash, answerId, shareKey, text: encodeWrappedAnswerKey(wrapped) };
}

describe('the wrapped answer key as the API stores it', () => {
  it('is version 1, enc and the sealed key: 81 bytes, and unwraps from that spelling with the same binding', async () => {
    const { requester, requestId, hash, answerId, shareKey, text } = await wrappedForRequest();
    expect(WRAPPED_ANSWER_KEY_BYTES).toBe(81);
    expect(text).toHaveLength(108);
    expect(fromBase64Url(text, 81)[0]).toBe(1);
    const unwrapped = await unwrapAnswerKey(
      requester,
      decodeWrappedAnswerKey(text),
      answerBinding(requestId, hash, answerId),
    );
    expect(unwrapped).toEqual(shareKey);
  });

  it('binds the request by its id as the card spells it, and the answer by its id', async () => {
    const { requestId, answerId } = await wrappedForRequest();
    const binding = answerBinding(requestId, new Uint8Array(32), answerId);
    expect(binding.requestId).toBe(toBase64Url(requestId));
    expect(binding.answerId).toBe(answerId);
    expect(newAnswerId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newAnswerId()).not.toBe(newAnswerId());
  });

  it('refuses to unwrap under another card hash, request or answer', async () => {
    const { requester, requestId, hash, answerId, text } = await wrappedForRequest();
    const wrapped = decodeWrappedAnswerKey(text);
    for (const binding of [
      answerBinding(requestId, randomBytes(32), answerId),
      answerBinding(randomBytes(16), hash, answerId),
      answerBinding(requestId, hash, newAnswerId()),
    ]) {
      await expect(unwrapAnswerKey(requester, wrapped, binding)).rejects.toBeInstanceOf(TamperedError);
    }
  });

  it('refuses a spelling of the wrong length or alphabet as tampered, and another version as unsupported', async () => {
    const { text } = await wrappedForRequest();
    expect(() => decodeWrappedAnswerKey(text.slice(1))).toThrow(TamperedError);
    expect(() => decodeWrappedAnswerKey(`${text.slice(0, -1)}=`)).toThrow(TamperedError);
    const bytes = fromBase64Url(text, 81);
    bytes[0] = 2;
    expect(() => decodeWrappedAnswerKey(toBase64Url(bytes))).toThrow(UnsupportedFormatError);
  });

  it('refuses to encode parts of the wrong size', () => {
    expect(() => encodeWrappedAnswerKey({ enc: randomBytes(31), sealed: randomBytes(48) })).toThrow(RangeError);
  });
});
