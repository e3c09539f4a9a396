import { createHash, hkdfSync } from 'node:crypto';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { hex } from '../../../test/encryption-spec-support';
import { checkNumber, makeRequestKey, REQUEST_KEY_BYTES, requestKeyParts, uploadTokenHash } from './request-key';

installNodeWebCrypto();

const nodeHkdf = (key: Uint8Array, info: string, length: number) =>
  hex(new Uint8Array(hkdfSync('sha256', key, new Uint8Array(0), info, length)));

/** K = 00 01 02 … 1f, so the check number below is a fixed vector. */
const COUNTING_KEY = Uint8Array.from({ length: REQUEST_KEY_BYTES }, (_, index) => index);

describe('the request key', () => {
  it('is 32 random bytes', () => {
    const key = makeRequestKey();
    expect(key).toHaveLength(32);
    expect(hex(makeRequestKey())).not.toBe(hex(key));
  });

  it("derives its commitment and upload token under the request's own labels (checked against Node)", async () => {
    const key = makeRequestKey();
    const parts = await requestKeyParts(key);
    expect(hex(parts.commitment)).toBe(nodeHkdf(key, 'sharecode request v1 key commitment', 32));
    expect(hex(parts.uploadToken)).toBe(nodeHkdf(key, 'sharecode request v1 upload token', 16));
    // The share key's label on the same bytes gives another commitment: K never stands in for a share key.
    expect(hex(parts.commitment)).not.toBe(nodeHkdf(key, 'sharecode e2e v1 key commitment', 32));
  });

  it('derives the card key under its label, inside WebCrypto', async () => {
    const key = makeRequestKey();
    const { cardKey } = await requestKeyParts(key);
    expect(cardKey.extractable).toBe(false);
    const iv = new Uint8Array(12);
    const expectedKey = await crypto.subtle.importKey(
      'raw',
      hkdfSync('sha256', key, new Uint8Array(0), 'sharecode request v1 card key', 32),
      'AES-GCM',
      false,
      ['encrypt'],
    );
    const seal = async (aesKey: CryptoKey) =>
      hex(new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new Uint8Array(16))));
    expect(await seal(cardKey)).toBe(await seal(expectedKey));
  });

  it('refuses a key of any other length', async () => {
    await expect(requestKeyParts(new Uint8Array(31))).rejects.toThrow(RangeError);
    await expect(checkNumber(new Uint8Array(33))).rejects.toThrow(RangeError);
  });

  it("hashes the upload token to the 64 lowercase hex digits of its SHA-256, the server's copy", async () => {
    const { uploadToken } = await requestKeyParts(makeRequestKey());
    const hash = await uploadTokenHash(uploadToken);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(uploadToken).digest('hex'));
  });
});

describe('the check number', () => {
  it('is the same six digits for the same key on every device', async () => {
    expect(await checkNumber(COUNTING_KEY)).toBe('951407');
    const key = makeRequestKey();
    expect(await checkNumber(key)).toBe(await checkNumber(Uint8Array.from(key)));
  });

  it('is HKDF(K, "sharecode request v1 check") mod 10⁶, zero-padded to six digits', async () => {
    for (let round = 0; round < 20; round += 1) {
      const key = makeRequestKey();
      const source = Buffer.from(hkdfSync('sha256', key, new Uint8Array(0), 'sharecode request v1 check', 8));
      const expected = (source.readBigUInt64BE(0) % 1_000_000n).toString().padStart(6, '0');
      const number = await checkNumber(key);
      expect(number).toMatch(/^\d{6}$/);
      expect(number).toBe(expected);
    }
  });

  it('differs between two keys', async () => {
    expect(await checkNumber(new Uint8Array(REQUEST_KEY_BYTES))).not.toBe(await checkNumber(COUNTING_KEY));
  });
});
