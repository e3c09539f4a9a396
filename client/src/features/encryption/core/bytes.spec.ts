import { Base64UrlError, base64UrlLength, concatBytes, equalBytes, fromBase64Url, toBase64Url } from './bytes';
import { patternBytes } from '../../../test/encryption-spec-support';

describe('base64url', () => {
  it("spells bytes as Node's base64url does, and reads them back", () => {
    for (let length = 0; length <= 40; length += 1) {
      const bytes = patternBytes(length, length * 13);
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(text).toHaveLength(base64UrlLength(length));
      expect(Array.from(fromBase64Url(text, length))).toEqual(Array.from(bytes));
    }
  });

  it('refuses a wrong length, a foreign character and a second spelling of the same bytes', () => {
    const problem = (text: string, length: number) => {
      try {
        fromBase64Url(text, length);
      } catch (error) {
        if (error instanceof Base64UrlError) return error.problem;
        throw error;
      }
      return undefined;
    };
    expect(problem('AAAA', 2)).toEqual({ kind: 'length', expected: 3, actual: 4 });
    expect(problem('AA=', 2)).toEqual({ kind: 'character', character: '=' });
    expect(problem('A+A', 2)).toEqual({ kind: 'character', character: '+' });
    // "AAE" and "AAF" would both decode to 00 00 if the two unused bits were ignored.
    expect(problem('AAE', 2)).toBeUndefined();
    expect(problem('AAF', 2)).toEqual({ kind: 'non-canonical' });
  });
});

describe('byte helpers', () => {
  it('concatenates and compares', () => {
    const joined = concatBytes(Uint8Array.of(1, 2), new Uint8Array(0), Uint8Array.of(3));
    expect(Array.from(joined)).toEqual([1, 2, 3]);
    expect(equalBytes(joined, Uint8Array.of(1, 2, 3))).toBe(true);
    expect(equalBytes(joined, Uint8Array.of(1, 2, 4))).toBe(false);
    expect(equalBytes(joined, Uint8Array.of(1, 2))).toBe(false);
  });
});
