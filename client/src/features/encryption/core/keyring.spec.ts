import { hkdfSync } from 'node:crypto';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { generateShareKey, newFileId, openKeyring, type ShareKeyring } from './index';
import { isFileId } from './keyring';
import { hex } from '../../../test/encryption-spec-support';

async function sealWith(key: CryptoKey): Promise<string> {
  const iv = new Uint8Array(12);
  return hex(new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(16))));
}

describe('the keyring of a share', () => {
  installNodeWebCrypto();

  it('commits to the share key with HKDF-SHA-256 under its own label (checked against Node)', async () => {
    const shareKey = generateShareKey();
    const keyring: ShareKeyring = await openKeyring(shareKey);
    const expected = hkdfSync('sha256', shareKey.bytes, new Uint8Array(0), 'sharecode e2e v1 key commitment', 32);
    expect(hex(keyring.commitment)).toBe(hex(new Uint8Array(expected)));
    expect(hex((await openKeyring(shareKey)).commitment)).toBe(hex(keyring.commitment));
    expect(hex((await openKeyring(generateShareKey())).commitment)).not.toBe(hex(keyring.commitment));
  });

  it('derives file keys from the share key and the file id (not the order), distinct from the manifest key', async () => {
    const shareKey = generateShareKey();
    const keyring = await openKeyring(shareKey);
    const [first, second] = [newFileId(), newFileId()];
    const sealedFirst = await sealWith(await keyring.fileKey(first));
    expect(await sealWith(await (await openKeyring(shareKey)).fileKey(first))).toBe(sealedFirst);
    expect(await sealWith(await keyring.fileKey(second))).not.toBe(sealedFirst);
    expect(await sealWith(keyring.manifestKey)).not.toBe(sealedFirst);
    expect(await sealWith(await (await openKeyring(generateShareKey())).fileKey(first))).not.toBe(sealedFirst);
  });

  it('keeps its keys inside WebCrypto', async () => {
    const keyring = await openKeyring(generateShareKey());
    expect(keyring.manifestKey.extractable).toBe(false);
    expect((await keyring.fileKey(newFileId())).extractable).toBe(false);
  });

  it('draws file ids of 16 random bytes, spelled in 22 characters', () => {
    const id = newFileId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isFileId(id)).toBe(true);
    expect(isFileId(`${id}A`)).toBe(false);
    expect(newFileId()).not.toBe(id);
  });
});
