/**
 * How an answer's wrapped key is bound and stored, named once for both ends: the uploader's page wraps with it,
 * the requester's page unwraps with it, and neither may spell it differently.
 *
 * The binding (answer-key-wrap.ts puts it in HPKE's `info` and `aad`): the request's id as its card spells it
 * (22 base64url characters of its 16 bytes), SHA-256 of the sealed card's bytes, which the requester recomputes
 * from the copy it kept, and the answer's id (22 base64url characters of 16 random bytes), as the API lists it.
 *
 * What the server stores and lists, in base64url: `01 | enc (32) | sealed share key (32 + 16-byte tag)`, 81 bytes.
 */
import { Base64UrlError, concatBytes, fromBase64Url, randomBytes, toBase64Url } from '../core/bytes';
import { TamperedError, UnsupportedFormatError } from '../core/errors';
import type { AnswerBinding, WrappedAnswerKey } from './answer-key-wrap';

const FORMAT_VERSION = 1;
const ENC_BYTES = 32;
const SEALED_BYTES = 32 + 16;
export const WRAPPED_ANSWER_KEY_BYTES = 1 + ENC_BYTES + SEALED_BYTES;
const ANSWER_ID_BYTES = 16;

/** A new answer's id, as the API takes it (22 base64url characters). */
export function newAnswerId(): string {
  return toBase64Url(randomBytes(ANSWER_ID_BYTES));
}

/** What an answer's key is bound to: the request (`requestId`, the card's 16 bytes), its card's hash, the answer. */
export function answerBinding(requestId: Uint8Array, cardHash: Uint8Array, answerId: string): AnswerBinding {
  return { requestId: toBase64Url(requestId), requestHash: new Uint8Array(cardHash), answerId };
}

/** The wrapped key as the API stores it (108 base64url characters). */
export function encodeWrappedAnswerKey({ enc, sealed }: WrappedAnswerKey): string {
  if (enc.length !== ENC_BYTES || sealed.length !== SEALED_BYTES) {
    throw new RangeError(`A wrapped answer key has a ${ENC_BYTES}-byte enc and ${SEALED_BYTES} sealed bytes`);
  }
  return toBase64Url(concatBytes(Uint8Array.of(FORMAT_VERSION), enc, sealed));
}

/** The wrapped key from the API's spelling: TamperedError for anything that is not one, whatever it unwraps to. */
export function decodeWrappedAnswerKey(text: string): WrappedAnswerKey {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(text, WRAPPED_ANSWER_KEY_BYTES);
  } catch (error) {
    if (!(error instanceof Base64UrlError)) throw error;
    throw new TamperedError('file list');
  }
  if (bytes[0] !== FORMAT_VERSION) throw new UnsupportedFormatError(bytes[0]);
  return { enc: bytes.slice(1, 1 + ENC_BYTES), sealed: bytes.slice(1 + ENC_BYTES) };
}
