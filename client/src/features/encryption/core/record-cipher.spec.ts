import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { encryptBlob, encryptRecordOf, generateShareKey, newFileId, openKeyring, TamperedError } from './index';
import { decryptRecord, encryptRecord } from './record-cipher';
import { RECORD_CIPHERTEXT_BYTES, RECORD_PLAINTEXT_BYTES } from './record-layout';
import { blobOf, drain, digest, installWebStreams, patternBytes } from '../../../test/encryption-spec-support';

const R = RECORD_PLAINTEXT_BYTES;

async function fileKeys() {
  const shareKey = generateShareKey();
  const keyring = await openKeyring(shareKey);
  const id = newFileId();
  return { shareKey, id, key: await keyring.fileKey(id), other: await keyring.fileKey(newFileId()) };
}

describe('records', () => {
  installNodeWebCrypto();
  installWebStreams();

  it('encrypt again to the same bytes: same share key, file id and index give the same key and nonce', async () => {
    const { shareKey, id, key } = await fileKeys();
    const file = blobOf(patternBytes(3 * R + 10));
    const again = await (await openKeyring(shareKey)).fileKey(id);
    for (const index of [0, 1, 3]) {
      expect(digest(await encryptRecordOf(again, file, index))).toBe(digest(await encryptRecordOf(key, file, index)));
    }
  });

  it('encrypted alone, a record is exactly its slice of the whole encrypted file, so an upload can resume', async () => {
    const { key } = await fileKeys();
    const file = blobOf(patternBytes(3 * R + 10));
    const whole = (await drain(encryptBlob(key, file))).bytes;
    const record2 = await encryptRecordOf(key, file, 2);
    expect(digest(record2)).toBe(digest(whole.subarray(2 * RECORD_CIPHERTEXT_BYTES, 3 * RECORD_CIPHERTEXT_BYTES)));
    const resumed = (await drain(encryptBlob(key, file, 2))).bytes;
    expect(digest(resumed)).toBe(digest(whole.subarray(2 * RECORD_CIPHERTEXT_BYTES)));
  });

  it('decrypt only at their own index, with their own last-record flag, under their own file key', async () => {
    const { key, other } = await fileKeys();
    const plaintext = patternBytes(R);
    const sealed = await encryptRecord(key, 4, false, plaintext);
    expect(digest(await decryptRecord(key, 4, false, sealed))).toBe(digest(plaintext));
    await expect(decryptRecord(key, 5, false, sealed)).rejects.toThrow(TamperedError);
    await expect(decryptRecord(key, 4, true, sealed)).rejects.toThrow(TamperedError);
    await expect(decryptRecord(other, 4, false, sealed)).rejects.toThrow(TamperedError);
    const flipped = new Uint8Array(sealed);
    flipped[100] ^= 1;
    await expect(decryptRecord(key, 4, false, flipped)).rejects.toThrow(
      'This file was altered or is incomplete; nothing unverified from it was shown.',
    );
  });

  it('hold 64 KiB each, the last one 1 to 64 KiB, and only a lone record of an empty file nothing', async () => {
    const { key } = await fileKeys();
    await expect(encryptRecord(key, 0, false, patternBytes(R - 1))).rejects.toThrow(RangeError);
    await expect(encryptRecord(key, 0, true, patternBytes(R + 1))).rejects.toThrow(RangeError);
    await expect(encryptRecord(key, 1, true, new Uint8Array(0))).rejects.toThrow(RangeError);
    const empty = await encryptRecord(key, 0, true, new Uint8Array(0));
    expect(empty).toHaveLength(16);
    expect(await decryptRecord(key, 0, true, empty)).toHaveLength(0);
    await expect(decryptRecord(key, 0, true, empty.subarray(0, 15).slice())).rejects.toThrow(TamperedError);
  });
});
