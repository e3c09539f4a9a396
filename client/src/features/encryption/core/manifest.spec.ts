import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import {
  decryptManifest,
  encryptManifest,
  generateShareKey,
  type Manifest,
  type ManifestEntry,
  newFileId,
  openKeyring,
  TamperedError,
  UnsupportedFormatError,
  WrongKeyError,
} from './index';

const HEADER_BYTES = 49;

function sampleManifest(): Manifest {
  return {
    files: [
      { id: newFileId(), path: 'photos/2024/beach.jpg', size: 3_145_728, type: 'image/jpeg' },
      { id: newFileId(), path: 'notes/Ünïcödé — 🔑.txt', size: 0, type: 'text/plain' },
      { id: newFileId(), path: 'README', size: 12, type: '' },
    ],
  };
}

async function sealed() {
  const keyring = await openKeyring(generateShareKey());
  const manifest = sampleManifest();
  return { keyring, manifest, bytes: await encryptManifest(keyring, manifest) };
}

describe('the manifest', () => {
  installNodeWebCrypto();

  it('round-trips names, paths, sizes, types and ids, none of them readable in what is stored', async () => {
    const { keyring, manifest, bytes } = await sealed();
    expect(await decryptManifest(keyring, bytes)).toEqual(manifest);
    const stored = new TextDecoder('latin1').decode(bytes);
    for (const text of ['photos', 'beach', 'README', 'image/jpeg', manifest.files[0].id]) {
      expect(stored).not.toContain(text);
    }
  });

  it('starts with "SCEM", version 1 and the key commitment, and pads its content to 4 KiB', async () => {
    const { keyring, bytes } = await sealed();
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('SCEM');
    expect(bytes[4]).toBe(1);
    expect(Array.from(bytes.subarray(5, 37))).toEqual(Array.from(keyring.commitment));
    expect((bytes.length - HEADER_BYTES - 16) % 4096).toBe(0);
  });

  it('refuses another key at the commitment check, before decrypting anything', async () => {
    const { bytes } = await sealed();
    const decrypt = jest.spyOn(crypto.subtle, 'decrypt');
    const otherKeyring = await openKeyring(generateShareKey());
    await expect(decryptManifest(otherKeyring, bytes)).rejects.toThrow(new WrongKeyError().message);
    expect(decrypt).not.toHaveBeenCalled();
    decrypt.mockRestore();
  });

  it("cannot be made to open under another key by swapping in that key's commitment", async () => {
    const { bytes } = await sealed();
    const otherKeyring = await openKeyring(generateShareKey());
    const forged = bytes.slice();
    forged.set(otherKeyring.commitment, 5);
    await expect(decryptManifest(otherKeyring, forged)).rejects.toThrow(TamperedError);
  });

  it('refuses a forged header: magic, version, commitment or nonce changed', async () => {
    const { keyring, bytes } = await sealed();
    const forge = (offset: number) => {
      const copy = bytes.slice();
      copy[offset] ^= 1;
      return copy;
    };
    await expect(decryptManifest(keyring, forge(0))).rejects.toThrow(TamperedError);
    await expect(decryptManifest(keyring, forge(4))).rejects.toThrow(UnsupportedFormatError);
    await expect(decryptManifest(keyring, forge(4))).rejects.toThrow('encrypted by a newer version of Sharecode');
    await expect(decryptManifest(keyring, forge(20))).rejects.toThrow(WrongKeyError);
    await expect(decryptManifest(keyring, forge(40))).rejects.toThrow(TamperedError);
  });

  it('refuses changed, cut or foreign content with a message a person understands', async () => {
    const { keyring, bytes } = await sealed();
    const changed = bytes.slice();
    changed[HEADER_BYTES + 3] ^= 1;
    await expect(decryptManifest(keyring, changed)).rejects.toThrow(
      "This share's list of files was altered or is damaged; nothing from it was shown.",
    );
    await expect(decryptManifest(keyring, bytes.subarray(0, bytes.length - 1))).rejects.toThrow(TamperedError);
    await expect(decryptManifest(keyring, bytes.subarray(0, 30))).rejects.toThrow(TamperedError);
    await expect(decryptManifest(keyring, new TextEncoder().encode('{"files":[]}'))).rejects.toThrow(TamperedError);
  });

  it('is refused at sealing when the recipient would refuse it', async () => {
    const keyring = await openKeyring(generateShareKey());
    const id = newFileId();
    const file: ManifestEntry = { id, path: 'a.txt', size: 1, type: 'text/plain' };
    await expect(encryptManifest(keyring, { files: [{ ...file, path: '../a.txt' }] })).rejects.toThrow(RangeError);
    await expect(encryptManifest(keyring, { files: [file, { ...file, path: 'b.txt' }] })).rejects.toThrow(RangeError);
  });

  describe('with a thumbnail pack', () => {
    /** A sender can seal any JSON under its own key: the recipient's checks are what stand. */
    async function sealedJson(json: string) {
      const keyring = await openKeyring(generateShareKey());
      const header = (await encryptManifest(keyring, { files: [] })).slice(0, HEADER_BYTES);
      const ciphertext = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv: header.slice(37, HEADER_BYTES), additionalData: header },
        keyring.manifestKey,
        new TextEncoder().encode(json),
      );
      const bytes = new Uint8Array(HEADER_BYTES + ciphertext.byteLength);
      bytes.set(header);
      bytes.set(new Uint8Array(ciphertext), HEADER_BYTES);
      return { keyring, bytes };
    }

    it('opens the index of its pack, bound by the same key', async () => {
      const keyring = await openKeyring(generateShareKey());
      const manifest = sampleManifest();
      manifest.thumbnails = { id: newFileId(), slot: 24 * 1024, of: [manifest.files[0].id] };
      expect(await decryptManifest(keyring, await encryptManifest(keyring, manifest))).toEqual(manifest);
    });

    it('refuses a pack listed as a file, a bad slot size or an unknown id as tampered', async () => {
      const files = sampleManifest().files;
      const packId = newFileId();
      const bad = [
        {
          files: [...files, { id: packId, path: 'pack', size: 24 * 1024, type: '' }],
          slot: 24 * 1024,
          of: [files[0].id],
        },
        { files, slot: 123, of: [files[0].id] },
        { files, slot: 24 * 1024, of: [newFileId()] },
      ];
      for (const { files: listed, slot, of } of bad) {
        const { keyring, bytes } = await sealedJson(
          JSON.stringify({ v: 1, files: listed, thumbnails: { id: packId, slot, of } }),
        );
        await expect(decryptManifest(keyring, bytes)).rejects.toThrow(TamperedError);
      }
      const { keyring, bytes } = await sealedJson(
        JSON.stringify({ v: 1, files, thumbnails: { id: packId, slot: 1024, of: [files[0].id] } }),
      );
      expect((await decryptManifest(keyring, bytes)).thumbnails?.id).toBe(packId);
    });
  });
});
