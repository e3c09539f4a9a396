/**
 * Passphrase encryption for the /end-to-end-encryption tool: AES-256-GCM with a key derived by PBKDF2-SHA-256.
 * The output is one base64 string of salt (16 B) ‖ IV (12 B) ‖ ciphertext+tag, so it can be pasted anywhere and
 * decrypted with the passphrase alone. Everything runs in the browser through WebCrypto.
 */
import { defineMessages } from '../../../lib/i18n/define-messages';
import { pageIntl } from '../../../lib/i18n/page-intl';

const PBKDF2_ITERATIONS = 600_000; // OWASP 2023 recommendation for PBKDF2-HMAC-SHA256
export const SALT_BYTES = 16;
export const IV_BYTES = 12;

const messages = defineMessages({
  decryptionFailed: {
    id: 'encryption.passphrase.decryptionFailed',
    defaultMessage: 'Could not decrypt: the passphrase is wrong or the encrypted text was changed.',
  },
});

/** The passphrase is wrong, or the text is not (or no longer) a ciphertext produced here; said in the page's language. */
export class DecryptionError extends Error {
  constructor() {
    super(pageIntl().formatMessage(messages.decryptionFailed));
    this.name = 'DecryptionError';
  }
}

/** WebCrypto is only exposed in secure contexts (HTTPS or localhost). */
export function isCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === 'function';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000; // keeps String.fromCharCode's argument list small
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt, iterations: PBKDF2_ITERATIONS, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Encrypts `plaintext`; a fresh random salt and IV make every result different, even for the same input. */
export async function encryptText(plaintext: string, passphrase: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(passphrase, salt);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)),
  );
  const packed = new Uint8Array(SALT_BYTES + IV_BYTES + ciphertext.length);
  packed.set(salt, 0);
  packed.set(iv, SALT_BYTES);
  packed.set(ciphertext, SALT_BYTES + IV_BYTES);
  return toBase64(packed);
}

/** Reverses `encryptText`; throws `DecryptionError` for a wrong passphrase or damaged/foreign input. */
export async function decryptText(encoded: string, passphrase: string): Promise<string> {
  let packed: Uint8Array;
  try {
    packed = fromBase64(encoded);
  } catch {
    throw new DecryptionError();
  }
  if (packed.length <= SALT_BYTES + IV_BYTES) throw new DecryptionError();
  const salt = packed.slice(0, SALT_BYTES);
  const iv = packed.slice(SALT_BYTES, SALT_BYTES + IV_BYTES);
  const ciphertext = packed.slice(SALT_BYTES + IV_BYTES);
  try {
    const key = await deriveKey(passphrase, salt);
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, ciphertext));
  } catch {
    throw new DecryptionError();
  }
}
