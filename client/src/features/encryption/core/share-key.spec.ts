import {
  ENCODED_SHARE_KEY_LENGTH,
  EncryptionError,
  encodeShareKey,
  generateShareKey,
  KeyFormatError,
  parseShareKey,
  type ShareKey,
} from './index';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';

describe('share keys', () => {
  installNodeWebCrypto();

  it('are 256 random bits, spelled as 43 base64url characters that read back to the same key', () => {
    const key = generateShareKey();
    expect(key.bytes).toHaveLength(32);
    const encoded = encodeShareKey(key);
    expect(ENCODED_SHARE_KEY_LENGTH).toBe(43);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Array.from(parseShareKey(encoded).bytes)).toEqual(Array.from(key.bytes));
    expect(encodeShareKey(generateShareKey())).not.toBe(encoded);
  });

  it('refuse a key cut short or too long, saying so', () => {
    const encoded = encodeShareKey(generateShareKey());
    expect(() => parseShareKey(encoded.slice(0, 40))).toThrow(
      new KeyFormatError({ kind: 'length', expected: 43, actual: 40 }),
    );
    expect(() => parseShareKey(encoded.slice(0, 40))).toThrow('should be 43 characters long but is 40 (cut short)');
    expect(() => parseShareKey(`${encoded}A`)).toThrow(/43 characters long but is 44 \(too long\)/);
    expect(() => parseShareKey('')).toThrow(KeyFormatError);
  });

  it('refuse characters outside the alphabet, naming the character', () => {
    const encoded = encodeShareKey(generateShareKey());
    for (const character of ['+', '/', '=', ' ', '%', 'é']) {
      const text = `${encoded.slice(0, 20)}${character}${encoded.slice(21)}`;
      expect(() => parseShareKey(text)).toThrow(`contains "${character}", which cannot be part of a key`);
    }
    expect(() => parseShareKey(`#${encoded.slice(1)}`)).toThrow(KeyFormatError);
  });

  it('refuse a last character that no key ends with', () => {
    const zero: ShareKey = { bytes: new Uint8Array(32) };
    const encoded = encodeShareKey(zero);
    expect(encoded).toBe('A'.repeat(43));
    expect(() => parseShareKey(`${'A'.repeat(42)}B`)).toThrow('ends with a character no key ends with');
  });

  it('explain themselves in words a person can act on', () => {
    expect(new KeyFormatError({ kind: 'non-canonical' })).toBeInstanceOf(EncryptionError);
    expect(() => parseShareKey('abc')).toThrow(
      'The key after # in this link should be 43 characters long but is 3 (cut short); copy the whole link again.',
    );
  });
});
