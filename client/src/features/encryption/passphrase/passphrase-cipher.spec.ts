import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { decryptText, DecryptionError, encryptText, IV_BYTES, SALT_BYTES } from './passphrase-cipher';

describe('passphrase-cipher', () => {
  installNodeWebCrypto();

  it('round-trips text, including non-ASCII', async () => {
    const message = 'Meet at 18:00 — bring the 🔑 and Ünïcödé';
    const encrypted = await encryptText(message, 'correct horse battery staple');
    expect(encrypted).not.toContain('Meet');
    await expect(decryptText(encrypted, 'correct horse battery staple')).resolves.toBe(message);
  });

  it('packs salt, IV and ciphertext+tag into base64, fresh each time', async () => {
    const first = await encryptText('hello', 'pw');
    const second = await encryptText('hello', 'pw');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // 5 plaintext bytes + 16-byte GCM tag after the salt and IV
    expect(atob(first).length).toBe(SALT_BYTES + IV_BYTES + 5 + 16);
  });

  it('refuses a wrong passphrase', async () => {
    const encrypted = await encryptText('secret', 'right');
    await expect(decryptText(encrypted, 'wrong')).rejects.toBeInstanceOf(DecryptionError);
  });

  it('refuses tampered or foreign input', async () => {
    const encrypted = await encryptText('secret', 'pw');
    const bytes = Uint8Array.from(atob(encrypted), (char) => char.charCodeAt(0));
    bytes[bytes.length - 1] ^= 1;
    const tampered = btoa(String.fromCharCode(...bytes));
    await expect(decryptText(tampered, 'pw')).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptText('not base64 at all!', 'pw')).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptText(btoa('short'), 'pw')).rejects.toBeInstanceOf(DecryptionError);
  });
});
