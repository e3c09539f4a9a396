import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import {
  ciphertextSize,
  createDecryptionStream,
  createEncryptionStream,
  type DecryptionOptions,
  encryptBlob,
  generateShareKey,
  newFileId,
  openKeyring,
  RECORD_PLAINTEXT_BYTES,
  recordsForRange,
  TamperedError,
} from './index';
import { RECORD_CIPHERTEXT_BYTES } from './record-layout';
import {
  blobOf,
  chunkedStream,
  drain,
  digest,
  installWebStreams,
  joined,
  patternBytes,
} from '../../../test/encryption-spec-support';

const R = RECORD_PLAINTEXT_BYTES;
const C = RECORD_CIPHERTEXT_BYTES;
const SIZES = [0, 1, R - 1, R, R + 1, 3 * R + 7];

async function twoFileKeys() {
  const keyring = await openKeyring(generateShareKey());
  return [await keyring.fileKey(newFileId()), await keyring.fileKey(newFileId())];
}

async function decrypt(key: CryptoKey, ciphertext: Uint8Array, plaintextSize: number, sizes = [4096]) {
  return drain(chunkedStream(ciphertext, sizes).pipeThrough(createDecryptionStream(key, { plaintextSize })));
}

describe('encrypting and decrypting whole files', () => {
  installNodeWebCrypto();
  installWebStreams();

  it.each(SIZES)(
    'round-trips %i bytes, from a Blob and from a stream cut anyhow, to the same ciphertext',
    async (size) => {
      const [key] = await twoFileKeys();
      const plaintext = patternBytes(size);
      const fromBlob = (await drain(encryptBlob(key, blobOf(plaintext)))).bytes;
      const fromStream = (
        await drain(chunkedStream(plaintext, [1000, 1, 70_000]).pipeThrough(createEncryptionStream(key)))
      ).bytes;
      expect(fromBlob).toHaveLength(ciphertextSize(size));
      expect(digest(fromStream)).toBe(digest(fromBlob));
      const decrypted = await decrypt(key, fromBlob, size, [C, 7, 30_000]);
      expect(decrypted.error).toBeUndefined();
      expect(digest(decrypted.bytes)).toBe(digest(plaintext));
    },
  );

  it('passes each record on as soon as it checks out, before the rest has arrived', async () => {
    const [key] = await twoFileKeys();
    const ciphertext = (await drain(encryptBlob(key, blobOf(patternBytes(3 * R))))).bytes;
    const decryption = createDecryptionStream(key, { plaintextSize: 3 * R });
    const writer = decryption.writable.getWriter();
    const reader = decryption.readable.getReader();
    void writer.write(ciphertext.slice(0, C));
    const first = await reader.read();
    expect(first.value).toHaveLength(R);
    expect(digest(first.value ?? new Uint8Array())).toBe(digest(patternBytes(R)));
    await writer.abort();
  });

  it('reads a Blob one record at a time however large it is', async () => {
    const [key] = await twoFileKeys();
    const reads: number[] = [];
    const huge = {
      size: 5 * 2 ** 30,
      slice(start: number, end: number) {
        reads.push(start);
        return { arrayBuffer: () => Promise.resolve(new ArrayBuffer(end - start)) };
      },
    } as unknown as Blob;
    const reader = encryptBlob(key, huge).getReader();
    for (let index = 0; index < 3; index += 1) expect((await reader.read()).value).toHaveLength(C);
    await reader.cancel();
    // The reader pulled three records; the stream reads at most one ahead of it.
    expect(reads.length).toBeLessThanOrEqual(4);
    expect(reads.slice(0, 3)).toEqual([0, R, 2 * R]);
  });
});

describe('decrypting refuses what was altered', () => {
  installNodeWebCrypto();
  installWebStreams();

  const size = 4 * R + 100;
  const plaintext = patternBytes(size);
  const recordAt = (bytes: Uint8Array, index: number) => bytes.subarray(index * C, (index + 1) * C);

  async function failsAfterVerifiedRecords(key: CryptoKey, ciphertext: Uint8Array, verifiedRecords: number) {
    const { bytes, error } = await decrypt(key, ciphertext, size);
    expect(error).toBeInstanceOf(TamperedError);
    expect((error as TamperedError).message).toBe(
      'This file was altered or is incomplete; nothing unverified from it was shown.',
    );
    expect(digest(bytes)).toBe(digest(plaintext.subarray(0, verifiedRecords * R)));
  }

  it('a changed byte, truncation (mid-record or at a record boundary) and bytes appended', async () => {
    const [key] = await twoFileKeys();
    const ciphertext = (await drain(encryptBlob(key, blobOf(plaintext)))).bytes;
    const flipped = ciphertext.slice();
    flipped[2 * C + 5] ^= 0x80;
    await failsAfterVerifiedRecords(key, flipped, 2);
    await failsAfterVerifiedRecords(key, ciphertext.subarray(0, 4 * C + 50), 4);
    await failsAfterVerifiedRecords(key, ciphertext.subarray(0, 4 * C), 4);
    await failsAfterVerifiedRecords(key, ciphertext.subarray(0, 3 * C), 3);
    await failsAfterVerifiedRecords(key, joined([ciphertext, new Uint8Array(1)]), 4);
  });

  it('records reordered, duplicated, or swapped in from another file', async () => {
    const [key, otherKey] = await twoFileKeys();
    const ciphertext = (await drain(encryptBlob(key, blobOf(plaintext)))).bytes;
    const other = (await drain(encryptBlob(otherKey, blobOf(plaintext)))).bytes;
    const records = [0, 1, 2, 3, 4].map((index) => recordAt(ciphertext, index));
    await failsAfterVerifiedRecords(key, joined([records[0], records[2], records[1], records[3], records[4]]), 1);
    await failsAfterVerifiedRecords(key, joined([records[0], records[1], records[1], records[3], records[4]]), 2);
    await failsAfterVerifiedRecords(key, joined([records[0], recordAt(other, 1), ...records.slice(2)]), 1);
  });

  it('a full record passed off as the last one: a file cut where a record ends', async () => {
    const [key] = await twoFileKeys();
    const ciphertext = (await drain(encryptBlob(key, blobOf(patternBytes(3 * R))))).bytes;
    const { bytes, error } = await decrypt(key, ciphertext.subarray(0, 2 * C), 2 * R);
    expect(error).toBeInstanceOf(TamperedError);
    expect(digest(bytes)).toBe(digest(patternBytes(R)));
  });
});

describe('decrypting a range', () => {
  installNodeWebCrypto();
  installWebStreams();

  it.each([
    [0, 10],
    [R - 3, R + 3],
    [R, 3 * R],
    [3 * R + 1, 3 * R + 7],
    [5, 5],
  ])('gives exactly bytes %i to %i from the records recordsForRange names', async (start, end) => {
    const size = 3 * R + 7;
    const [key] = await twoFileKeys();
    const plaintext = patternBytes(size);
    const ciphertext = (await drain(encryptBlob(key, blobOf(plaintext)))).bytes;
    const span = recordsForRange(size, start, end);
    const fetched = ciphertext.slice(span.ciphertextStart, span.ciphertextEnd);
    const options: DecryptionOptions = { plaintextSize: size, start, end };
    const { bytes, error } = await drain(
      chunkedStream(fetched, [9999]).pipeThrough(createDecryptionStream(key, options)),
    );
    expect(error).toBeUndefined();
    expect(digest(bytes)).toBe(digest(plaintext.subarray(start, end)));
  });
});
