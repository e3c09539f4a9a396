import { Blob as NodeBlob } from 'node:buffer';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { encryptBlob, generateShareKey, newFileId, openKeyring, RECORD_CIPHERTEXT_BYTES, TamperedError } from '../core';
import { thumbnailSlot } from './thumbnail-pack';
import { drain, installWebStreams } from '../../../test/encryption-spec-support';
import { thumbnailReader } from '../thumbnails/thumbnail-reader';

installNodeWebCrypto();
installWebStreams();
const originalBlob = globalThis.Blob;
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob }));
afterAll(() => Object.assign(globalThis, { Blob: originalBlob }));

const SLOT = 24 * 1024;
const webp = (fill: number) =>
  Uint8Array.from([...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)).concat([fill, fill]));
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const html = new TextEncoder().encode('<script>alert(1)</script>');

async function sharedPack(pictures: (Uint8Array | null)[]) {
  const keyring = await openKeyring(generateShareKey());
  const files = pictures.map(() => newFileId());
  const index = { id: newFileId(), slot: SLOT, of: files };
  const plaintext = new NodeBlob(pictures.map((picture) => thumbnailSlot(SLOT, picture))) as Blob;
  const ciphertext = (await drain(encryptBlob(await keyring.fileKey(index.id), plaintext))).bytes;
  const asked: [number, number][] = [];
  const fetchRange = (_url: string, start: number, end: number) => {
    asked.push([start, end]);
    return Promise.resolve(ciphertext.slice(start, end));
  };
  return { keyring, files, index, ciphertext, asked, fetchRange };
}

const bytesOf = async (blob: Blob | null) => blob && new Uint8Array(await blob.arrayBuffer());

describe('reading thumbnails from an encrypted pack', () => {
  it('fetches only the records holding a slot, shares them between slots, and types pictures by their bytes', async () => {
    // 8 slots of 24 KiB make 3 records: slots 0 and 1 sit in record 0, slot 2 spans records 0 and 1.
    const pictures = [webp(1), null, jpeg, html, webp(5), webp(6), webp(7), webp(8)];
    const { keyring, files, index, fetchRange, asked } = await sharedPack(pictures);
    const reader = thumbnailReader({ keyring, index, url: 'pack' }, fetchRange);

    const first = await reader.picture(files[0]);
    expect(first?.type).toBe('image/webp');
    expect(await bytesOf(first)).toEqual(webp(1));
    expect(asked).toEqual([[0, RECORD_CIPHERTEXT_BYTES]]);
    expect(await reader.picture(files[1])).toBeNull();
    expect(asked).toHaveLength(1);
    // A slot across two records needs both, the first one fetched already.
    expect((await reader.picture(files[2]))?.type).toBe('image/jpeg');
    expect(asked).toEqual([
      [0, RECORD_CIPHERTEXT_BYTES],
      [RECORD_CIPHERTEXT_BYTES, 2 * RECORD_CIPHERTEXT_BYTES],
    ]);
    // Bytes that are no picture (here, HTML) give none.
    expect(await reader.picture(files[3])).toBeNull();
    expect(asked).toHaveLength(2);
    expect(await bytesOf(await reader.picture(files[7]))).toEqual(webp(8));
    expect(reader.has(files[7])).toBe(true);
    expect(reader.has(newFileId())).toBe(false);
    expect(await reader.picture(newFileId())).toBeNull();
  });

  it('refuses altered records and tries again after a failed fetch', async () => {
    const { keyring, files, index, ciphertext } = await sharedPack([webp(1), webp(2)]);
    const altered = ciphertext.slice();
    altered[10] ^= 1;
    let fail = true;
    const reader = thumbnailReader({ keyring, index, url: 'pack' }, (_url, start, end) =>
      fail ? Promise.resolve(altered.slice(start, end)) : Promise.resolve(ciphertext.slice(start, end)),
    );
    await expect(reader.picture(files[0])).rejects.toThrow(TamperedError);
    fail = false;
    expect(await bytesOf(await reader.picture(files[1]))).toEqual(webp(2));
  });
});
