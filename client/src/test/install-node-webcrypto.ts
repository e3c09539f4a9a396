import { webcrypto } from 'node:crypto';

/** jsdom has crypto.getRandomValues but no crypto.subtle: tests of WebCrypto code use Node's implementation. */
export function installNodeWebCrypto(): void {
  const original = globalThis.crypto;
  beforeAll(() => {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterAll(() => {
    Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
  });
}
