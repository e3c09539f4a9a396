/**
 * A file request's answer key, wrapped to the requester: each answer is sealed like an encrypted share, under a
 * share key of its own, and that key travels to the requester wrapped with HPKE (RFC 9180), base mode,
 * DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, AES-256-GCM, through `@hpke/core` on WebCrypto. Only the holder of the
 * requester's private key, which never leaves their device, can unwrap it (docs/design/file-requests.md).
 *
 * What the wrap binds, so that the server can neither move an answer to another request nor pass off one answer's
 * key as another's: the HPKE `info` names the request and the hash of the request as its requester wrote it, the
 * `aad` names the answer. Unwrapping with any other binding fails.
 */
import { Aes256Gcm, CipherSuite, DhkemX25519HkdfSha256, HkdfSha256 } from '@hpke/core';
import { concatBytes, ownBytes, utf8, type Bytes } from '../core/bytes';
import { TamperedError } from '../core/errors';

let suite: CipherSuite | undefined;

/**
 * The suite, named once: the requester's page and every uploader's must agree on it. Made when first used, as the
 * library takes the page's WebCrypto when it is made.
 */
export function answerKeySuite(): CipherSuite {
  suite ??= new CipherSuite({ kem: new DhkemX25519HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
  return suite;
}

/** Where in the product this wrap is, kept apart from any other use of the same keys. */
const WRAP_LABEL = 'sharecode request v1 answer key';

/** What an answer's wrapped key is bound to. */
export interface AnswerBinding {
  /** The request, as the server names it. */
  requestId: string;
  /** SHA-256 of the request as its requester sealed it (message, who asks, public key). */
  requestHash: Uint8Array;
  /** The answer, as the server names it. */
  answerId: string;
}

export interface WrappedAnswerKey {
  /** The HPKE encapsulation (the sender's ephemeral public key), 32 bytes. */
  enc: Bytes;
  /** The answer's share key, sealed: its length plus AES-GCM's 16-byte tag. */
  sealed: Bytes;
}

function infoOf({ requestId, requestHash }: AnswerBinding): Bytes {
  return concatBytes(utf8(WRAP_LABEL), Uint8Array.of(0), utf8(requestId), Uint8Array.of(0), requestHash);
}

/**
 * The requester's key pair, made on their device: the private key cannot be exported (WebCrypto keeps its bytes
 * from any script, this page's included); the public key is what uploaders wrap to (`publicKeyBytes`).
 */
export async function makeRequesterKeys(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey({ name: 'X25519' }, false, ['deriveBits'])) as CryptoKeyPair;
}

/** The 32 bytes of a public key, as a request carries it. */
export async function publicKeyBytes(publicKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(await answerKeySuite().kem.serializePublicKey(publicKey));
}

/** The uploader's side: `answerKey` wrapped to the requester's public key (its 32 bytes), bound to `binding`. */
export async function wrapAnswerKey(
  requesterPublicKey: Uint8Array,
  answerKey: Uint8Array,
  binding: AnswerBinding,
): Promise<WrappedAnswerKey> {
  const recipientPublicKey = await answerKeySuite().kem.deserializePublicKey(ownBytes(requesterPublicKey));
  const { ct, enc } = await answerKeySuite().seal(
    { recipientPublicKey, info: infoOf(binding) },
    ownBytes(answerKey),
    utf8(binding.answerId),
  );
  return { enc: new Uint8Array(enc), sealed: new Uint8Array(ct) };
}

/**
 * The requester's side: the answer's key, from its wrap. A wrap made for another request, another answer or
 * another key pair, or altered on the way, fails as tampered.
 */
export async function unwrapAnswerKey(
  requesterKeys: CryptoKeyPair,
  wrapped: WrappedAnswerKey,
  binding: AnswerBinding,
): Promise<Bytes> {
  try {
    const key = await answerKeySuite().open(
      // The pair, not the private key alone: with it the library needs no export of the private key.
      { recipientKey: requesterKeys, enc: ownBytes(wrapped.enc), info: infoOf(binding) },
      ownBytes(wrapped.sealed),
      utf8(binding.answerId),
    );
    return new Uint8Array(key);
  } catch {
    throw new TamperedError('file list');
  }
}
