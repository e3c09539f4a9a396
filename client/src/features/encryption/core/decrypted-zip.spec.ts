import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import {
  decryptedZipLength,
  type DecryptedZipOptions,
  encryptBlob,
  type FetchCiphertext,
  generateShareKey,
  makeDecryptedZip,
  type Manifest,
  newFileId,
  openKeyring,
  type ShareKeyring,
  TamperedError,
} from './index';
import { blobOf, drain, installWebStreams, patternBytes } from '../../../test/encryption-spec-support';

const LOCAL_HEADER = 0x04034b50;

/** The names and contents of a ZIP's entries, stored uncompressed with the given sizes. */
function storedEntries(zip: Uint8Array, sizes: Map<string, number>): Map<string, Uint8Array> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries = new Map<string, Uint8Array>();
  let offset = 0;
  while (view.getUint32(offset, true) === LOCAL_HEADER) {
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 30, offset + 30 + nameLength));
    const dataStart = offset + 30 + nameLength + extraLength;
    const size = sizes.get(name) ?? 0;
    entries.set(name, zip.subarray(dataStart, dataStart + size));
    // client-zip writes a data descriptor (signature, CRC, sizes) after each entry's data.
    offset = dataStart + size + 16;
  }
  return entries;
}

async function encryptedShare(
  contents = new Map([
    ['photos/a.jpg', patternBytes(70_000, 1)],
    ['photos/2024/b.png', patternBytes(5, 2)],
    ['notes/ünï.txt', patternBytes(0, 3)],
  ]),
) {
  const keyring = await openKeyring(generateShareKey());
  const manifest: Manifest = { files: [] };
  const stored = new Map<string, Uint8Array>();
  for (const [path, bytes] of contents) {
    const id = newFileId();
    manifest.files.push({ id, path, size: bytes.length, type: '' });
    stored.set(id, (await drain(encryptBlob(await keyring.fileKey(id), blobOf(bytes)))).bytes);
  }
  const sizes = new Map(manifest.files.map(({ path, size }) => [path, size]));
  return { keyring, manifest, contents, stored, sizes };
}

function fetchFrom(stored: Map<string, Uint8Array>): FetchCiphertext {
  return (entry) =>
    Promise.resolve(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(stored.get(entry.id) ?? new Uint8Array());
          controller.close();
        },
      }),
    );
}

async function zipOf(keyring: ShareKeyring, manifest: Manifest, stored: Map<string, Uint8Array>, folder?: string) {
  const options: DecryptedZipOptions = { folder };
  return drain(makeDecryptedZip(keyring, manifest, fetchFrom(stored), options));
}

describe('ZIPs of encrypted shares', () => {
  installNodeWebCrypto();
  installWebStreams();

  it('hold every file decrypted under its path, in the length predicted beforehand', async () => {
    const { keyring, manifest, contents, stored, sizes } = await encryptedShare();
    const { bytes, error } = await zipOf(keyring, manifest, stored);
    expect(error).toBeUndefined();
    expect(bytes).toHaveLength(decryptedZipLength(manifest));
    const entries = storedEntries(bytes, sizes);
    expect([...entries.keys()]).toEqual([...contents.keys()]);
    for (const [path, content] of contents)
      expect(Buffer.compare(entries.get(path) ?? new Uint8Array(), content)).toBe(0);
  });

  it('hold only the files of one folder when asked', async () => {
    const { keyring, manifest, stored, sizes } = await encryptedShare();
    const { bytes } = await zipOf(keyring, manifest, stored, 'photos');
    expect([...storedEntries(bytes, sizes).keys()]).toEqual(['photos/a.jpg', 'photos/2024/b.png']);
    expect(bytes).toHaveLength(decryptedZipLength(manifest, 'photos'));
  });

  it('name entries so Windows unpacks them, in the length predicted beforehand', async () => {
    const { keyring, manifest, stored } = await encryptedShare(
      new Map([
        ['a:b "quoted" <x>.txt', patternBytes(3, 1)],
        ['why? <notes>/CON.txt', patternBytes(4, 2)],
        ['why? <notes>/a?b.txt', patternBytes(5, 3)],
        ['why? <notes>/a*b.txt', patternBytes(6, 4)],
      ]),
    );
    const { bytes, error } = await zipOf(keyring, manifest, stored);
    expect(error).toBeUndefined();
    const sizes = new Map([
      ['a_b _quoted_ _x_.txt', 3],
      ['why_ _notes_/_CON.txt', 4],
      ['why_ _notes_/a_b.txt', 5],
      ['why_ _notes_/a_b (2).txt', 6],
    ]);
    expect([...storedEntries(bytes, sizes).keys()]).toEqual([...sizes.keys()]);
    expect(bytes).toHaveLength(decryptedZipLength(manifest));
  });

  it('end with a TamperedError when a file was altered', async () => {
    const { keyring, manifest, stored } = await encryptedShare();
    const altered = new Map(stored);
    const first = manifest.files[0].id;
    const bytes = (stored.get(first) ?? new Uint8Array()).slice();
    bytes[10] ^= 1;
    altered.set(first, bytes);
    const { error } = await zipOf(keyring, manifest, altered);
    expect(error).toBeInstanceOf(TamperedError);
  });
});
