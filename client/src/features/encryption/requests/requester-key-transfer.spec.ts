/**
 * Moving a request's key pair to another device: the secret's format, the import of RFC 9180 A.1.1's recipient pair,
 * and the refusals an attacker or a mistyped link would meet.
 */
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { KeyFormatError, UnsupportedFormatError, WrongKeyError } from '../core/errors';
import { publicKeyBytes, unwrapAnswerKey, wrapAnswerKey } from './answer-key-wrap';
import {
  decodeRequesterSecret,
  encodeRequesterSecret,
  importRequesterKeys,
  makeTransferableRequesterKeys,
} from './requester-key-transfer';

installNodeWebCrypto();

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => parseInt(pair, 16)));

/** RFC 9180 A.1.1's recipient: DHKEM(X25519, HKDF-SHA256) skRm and pkRm. */
const SK_RM = hex('4612c550263fc8ad58375df3f557aac531d26850903e55a9f23f21d8534e8ac8');
const PK_RM = hex('3948cfe0ad1ddb695d780e59077195da6c56506b027329794ab02bca80815c4d');

const binding = { requestId: 'request', requestHash: new Uint8Array(32).fill(7), answerId: 'answer' };
const secret = {
  requestKey: new Uint8Array(32).fill(1),
  privateKey: SK_RM,
  requesterKey: 'AbCdEfGhIjKlMnOpQrStUg',
};

describe('the requester secret', () => {
  it('is 108 base64url characters: version 1, K, the private key, the requester key; and reads back', () => {
    const encoded = encodeRequesterSecret(secret);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]{108}$/);
    expect(Buffer.from(encoded, 'base64url')[0]).toBe(1);
    expect(decodeRequesterSecret(encoded)).toEqual(secret);
  });

  it('refuses a secret cut short or mistyped, and says a newer version is newer', () => {
    const encoded = encodeRequesterSecret(secret);
    expect(() => decodeRequesterSecret(encoded.slice(0, -1))).toThrow(KeyFormatError);
    expect(() => decodeRequesterSecret(`${encoded.slice(0, -1)}*`)).toThrow(KeyFormatError);
    const newer = Buffer.from(encoded, 'base64url');
    newer[0] = 2;
    expect(() => decodeRequesterSecret(newer.toString('base64url'))).toThrow(UnsupportedFormatError);
  });
});

describe('a key pair moved to another device', () => {
  it("imports RFC 9180 A.1.1's recipient pair, non-extractable, and opens what was wrapped to pkRm", async () => {
    const keyPair = await importRequesterKeys(SK_RM, PK_RM);
    expect(keyPair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', keyPair.privateKey)).rejects.toThrow();
    expect(await publicKeyBytes(keyPair.publicKey)).toEqual(PK_RM);
    const key = new Uint8Array(32).fill(9);
    expect(await unwrapAnswerKey(keyPair, await wrapAnswerKey(PK_RM, key, binding), binding)).toEqual(key);
  });

  it('refuses a private key that is not the public key’s, so a link for another request adds nothing', async () => {
    const other = await makeTransferableRequesterKeys();
    await expect(importRequesterKeys(other.privateKey, PK_RM)).rejects.toThrow(WrongKeyError);
    await expect(importRequesterKeys(SK_RM, new Uint8Array(31))).rejects.toThrow(WrongKeyError);
  });

  it('makes a pair whose stored private key cannot be read out, and whose bytes open it elsewhere', async () => {
    const made = await makeTransferableRequesterKeys();
    expect(made.keyPair.privateKey.extractable).toBe(false);
    expect(made.privateKey).toHaveLength(32);
    const publicKey = await publicKeyBytes(made.keyPair.publicKey);
    const key = new Uint8Array(32).fill(3);
    const wrapped = await wrapAnswerKey(publicKey, key, binding);
    expect(await unwrapAnswerKey(made.keyPair, wrapped, binding)).toEqual(key);
    const elsewhere = await importRequesterKeys(made.privateKey, publicKey);
    expect(await unwrapAnswerKey(elsewhere, wrapped, binding)).toEqual(key);
  });
});
