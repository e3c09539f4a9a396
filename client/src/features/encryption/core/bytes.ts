/**
 * Byte helpers shared by the encryption modules: strict base64url (no padding, one spelling per value),
 * concatenation, random bytes and a comparison whose time does not depend on where the inputs differ.
 */

/** Bytes backed by a plain ArrayBuffer, which is what WebCrypto accepts. */
export type Bytes = Uint8Array<ArrayBuffer>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Map([...ALPHABET].map((char, value) => [char, value]));

/** Why a base64url text was refused: the caller turns it into a message about what the text was. */
export type Base64UrlProblem =
  | { kind: 'length'; expected: number; actual: number }
  | { kind: 'character'; character: string }
  | { kind: 'non-canonical' };

export class Base64UrlError extends Error {
  constructor(readonly problem: Base64UrlProblem) {
    super(`Not base64url: ${problem.kind}`);
    this.name = 'Base64UrlError';
  }
}

/** The number of characters base64url without padding spells `byteLength` bytes with. */
export function base64UrlLength(byteLength: number): number {
  return Math.ceil((byteLength * 4) / 3);
}

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  let bits = 0;
  let pending = 0;
  for (const byte of bytes) {
    pending = (pending << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      text += ALPHABET[(pending >> bits) & 63];
    }
    pending &= (1 << bits) - 1;
  }
  if (bits > 0) text += ALPHABET[(pending << (6 - bits)) & 63];
  return text;
}

/**
 * Decodes exactly `byteLength` bytes. Refuses a wrong length, any character outside the base64url alphabet
 * (padding and whitespace included) and a last character whose unused bits are set, so that every value has
 * one spelling and a mistyped last character is caught rather than silently ignored.
 */
export function fromBase64Url(text: string, byteLength: number): Bytes {
  const expected = base64UrlLength(byteLength);
  if (text.length !== expected) throw new Base64UrlError({ kind: 'length', expected, actual: text.length });
  const bytes = new Uint8Array(byteLength);
  let bits = 0;
  let pending = 0;
  let written = 0;
  for (const character of text) {
    const value = VALUE_OF.get(character);
    if (value === undefined) throw new Base64UrlError({ kind: 'character', character });
    pending = (pending << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (pending >> bits) & 0xff;
      written += 1;
    }
    pending &= (1 << bits) - 1;
  }
  if (pending !== 0) throw new Base64UrlError({ kind: 'non-canonical' });
  return bytes;
}

export function concatBytes(...parts: Uint8Array[]): Bytes {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Equal length and content, compared in time that depends on the length only. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}

export function utf8(text: string): Bytes {
  return new TextEncoder().encode(text);
}

/** A copy on a fresh ArrayBuffer: WebCrypto takes it, and the caller's array may be reused or cleared. */
export function ownBytes(bytes: Uint8Array): Bytes {
  return new Uint8Array(bytes);
}
