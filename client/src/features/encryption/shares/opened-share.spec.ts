import type { RetrievedFile, RetrievedFolder } from '../../../lib/api/folders';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import {
  ciphertextSize,
  encodeShareKey,
  encryptManifest,
  generateShareKey,
  newFileId,
  openKeyring,
  WrongKeyError,
} from '../core';
import { openEncryptedShare, openEncryptedShareWithKey } from './opened-share';

installNodeWebCrypto();

const stored = (id: number, filepath: string, filesize: number): RetrievedFile => ({
  id,
  filepath,
  path: filepath,
  filename: filepath,
  filesize,
  url: `/answers/a/files/${filepath}`,
  mimetype: 'application/octet-stream',
  status: 'ready',
  receivedBytes: filesize,
});

/** A share of one 10-byte file sealed under a fresh key, as an answer's objects list it. */
async function sealed() {
  const shareKey = generateShareKey();
  const entry = { id: newFileId(), path: 'scan.pdf', size: 10, type: 'application/pdf' };
  const manifest = await encryptManifest(await openKeyring(shareKey), { files: [entry] });
  const folder: RetrievedFolder = {
    folderCode: '4821',
    folderUrl: '',
    status: 'ready',
    receivedBytes: 0,
    totalBytes: 0,
    progressUrl: '',
    files: [stored(1, 'manifest', manifest.length), stored(2, entry.id, ciphertextSize(entry.size))],
  };
  return { shareKey, entry, folder, readSealed: () => Promise.resolve(manifest) };
}

describe('openEncryptedShareWithKey', () => {
  it('opens a share with a key had without a link, as the link would', async () => {
    const { shareKey, entry, folder, readSealed } = await sealed();
    const opened = await openEncryptedShareWithKey(folder, shareKey, undefined, readSealed);
    expect(opened.manifest.files).toEqual([entry]);
    expect(opened.urls).toEqual({ [entry.id]: `/answers/a/files/${entry.id}` });
    // The key as a link spells it, for the service worker's decrypted downloads.
    expect(opened.shareKey).toBe(encodeShareKey(shareKey));
    const byLink = await openEncryptedShare(folder, `#${encodeShareKey(shareKey)}`, undefined, readSealed);
    expect(byLink.manifest).toEqual(opened.manifest);
  });

  it("refuses another key before reading the manifest's contents", async () => {
    const { folder, readSealed } = await sealed();
    await expect(openEncryptedShareWithKey(folder, generateShareKey(), undefined, readSealed)).rejects.toBeInstanceOf(
      WrongKeyError,
    );
  });
});
