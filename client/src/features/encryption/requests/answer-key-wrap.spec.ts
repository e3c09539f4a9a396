/**
 * The answer key's wrap, checked against RFC 9180's vectors: Appendix A.1.1 (the same KEM and KDF, AES-128-GCM) in
 * full, and the CFRG vectors' entry for this suite (mode 0, KEM 0x0020, KDF 0x0001, AEAD 0x0002) for its keys and
 * encapsulation; then the binding, as an attacker would try it.
 */
import { Aes128Gcm, CipherSuite, DhkemX25519HkdfSha256, HkdfSha256 } from '@hpke/core';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { TamperedError } from '../core/errors';
import {
  answerKeySuite,
  makeRequesterKeys,
  publicKeyBytes,
  unwrapAnswerKey,
  wrapAnswerKey,
  type AnswerBinding,
} from './answer-key-wrap';

installNodeWebCrypto();

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => parseInt(pair, 16)));
const toHex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('hex');

/** RFC 9180 A.1.1: DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, AES-128-GCM, base mode, its first encryption. */
const A_1_1 = {
  info: '4f6465206f6e2061204772656369616e2055726e',
  ikmR: '6db9df30aa07dd42ee5e8181afdb977e538f5e1fec8a06223f33f7013e525037',
  pkRm: '3948cfe0ad1ddb695d780e59077195da6c56506b027329794ab02bca80815c4d',
  enc: '37fda3567bdbd628e88668c3c8d7e97d1d1253b6d4ea6d44c150f741f1bf4431',
  aad: '436f756e742d30',
  pt: '4265617574792069732074727574682c20747275746820626561757479',
  ct: 'f938558b5d72f1a23810b4be2ab4f84331acc02fc97babc53a52ae8218a355a96d8770ac83d07bea87e13c512a',
};

/** The CFRG test vectors (as published with RFC 9180): this suite's base-mode entry. */
const X25519_AES_256_GCM = {
  ikmE: '2cd7c601cefb3d42a62b04b7a9041494c06c7843818e0ce28a8f704ae7ab20f9',
  ikmR: 'dac33b0e9db1b59dbbea58d59a14e7b5896e9bdf98fad6891e99d1686492b9ee',
  pkRm: '430f4b9859665145a6b1ba274024487bd66f03a2dd577d7753c68d7d7d00c00c',
  enc: '6c93e09869df3402d7bf231bf540fadd35cd56be14f97178f0954db94b7fc256',
};

describe('the answer key wrap against RFC 9180', () => {
  it('opens Appendix A.1.1 with the same KEM and KDF', async () => {
    const suite = new CipherSuite({ kem: new DhkemX25519HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });
    const recipient = await suite.kem.deriveKeyPair(hex(A_1_1.ikmR));
    expect(toHex(await suite.kem.serializePublicKey(recipient.publicKey))).toBe(A_1_1.pkRm);
    const pt = await suite.open(
      { recipientKey: recipient, enc: hex(A_1_1.enc), info: hex(A_1_1.info) },
      hex(A_1_1.ct),
      hex(A_1_1.aad),
    );
    expect(toHex(pt)).toBe(A_1_1.pt);
  });

  it("derives this suite's keys and encapsulation as the CFRG vectors say", async () => {
    const { kem } = answerKeySuite();
    const recipient = await kem.deriveKeyPair(hex(X25519_AES_256_GCM.ikmR));
    expect(toHex(await kem.serializePublicKey(recipient.publicKey))).toBe(X25519_AES_256_GCM.pkRm);
    // The encapsulation is the ephemeral key pair's public key, derived from ikmE.
    const ephemeral = await kem.deriveKeyPair(hex(X25519_AES_256_GCM.ikmE));
    expect(toHex(await kem.serializePublicKey(ephemeral.publicKey))).toBe(X25519_AES_256_GCM.enc);
  });
});

describe('wrapping an answer key to the requester', () => {
  const binding: AnswerBinding = { requestId: 'rq_7Hs2', requestHash: new Uint8Array(32).fill(7), answerId: 'an_1' };
  const answerKey = crypto.getRandomValues(new Uint8Array(32));

  it('gives the requester the key back, from a private key no script can read', async () => {
    const requester = await makeRequesterKeys();
    expect(requester.privateKey.extractable).toBe(false);
    const wrapped = await wrapAnswerKey(await publicKeyBytes(requester.publicKey), answerKey, binding);
    expect(wrapped.enc).toHaveLength(32);
    expect(wrapped.sealed).toHaveLength(32 + 16);
    expect(await unwrapAnswerKey(requester, wrapped, binding)).toEqual(answerKey);
  });

  it.each<[string, Partial<AnswerBinding>]>([
    ['another request', { requestId: 'rq_other' }],
    ['the request as someone else wrote it', { requestHash: new Uint8Array(32).fill(8) }],
    ['another answer', { answerId: 'an_2' }],
  ])('refuses a wrap moved to %s', async (_case, moved) => {
    const requester = await makeRequesterKeys();
    const wrapped = await wrapAnswerKey(await publicKeyBytes(requester.publicKey), answerKey, binding);
    await expect(unwrapAnswerKey(requester, wrapped, { ...binding, ...moved })).rejects.toBeInstanceOf(TamperedError);
  });

  it('refuses a wrap made to another key pair, or altered on the way', async () => {
    const requester = await makeRequesterKeys();
    const stranger = await makeRequesterKeys();
    const toStranger = await wrapAnswerKey(await publicKeyBytes(stranger.publicKey), answerKey, binding);
    await expect(unwrapAnswerKey(requester, toStranger, binding)).rejects.toBeInstanceOf(TamperedError);
    const wrapped = await wrapAnswerKey(await publicKeyBytes(requester.publicKey), answerKey, binding);
    const altered = { ...wrapped, sealed: wrapped.sealed.map((byte, index) => (index === 0 ? byte ^ 1 : byte)) };
    await expect(unwrapAnswerKey(requester, altered, binding)).rejects.toBeInstanceOf(TamperedError);
  });
});
