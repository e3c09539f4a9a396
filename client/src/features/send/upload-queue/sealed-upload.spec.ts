import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import {
  ciphertextSize,
  decryptManifest,
  encryptBlob,
  openKeyring,
  parseShareKey,
  RECORD_CIPHERTEXT_BYTES,
  RECORD_PLAINTEXT_BYTES,
  THUMBNAIL_SLOT_BYTES,
} from '../../encryption';
import { drain, installWebStreams, joined, patternBytes } from '../../../test/encryption-spec-support';
import type { QueuedUpload } from '../../../lib/platform/app-database';
import { bytesInMemory, bytesOnDevice, MissingBytesError } from './upload-bytes';
import { sealedUpload as sealedUploadWith, sealSelection } from './sealed-upload';

/** One photo among FILES: one slot, filled with a recognisable pattern standing for its thumbnail. */
const PACK = new NodeBlob([patternBytes(THUMBNAIL_SLOT_BYTES, 9)]) as Blob;
const sealedUpload = (upload: QueuedUpload, bytes: Parameters<typeof sealedUploadWith>[1]) =>
  sealedUploadWith(upload, bytes, () => Promise.resolve(PACK));

const R = RECORD_PLAINTEXT_BYTES;
/** Each case encrypts a few hundred KiB several times with Node's WebCrypto, on a machine shared with others. */
const SLOW_CASE_MS = 30_000;

// jsdom's Blob cannot be read as an ArrayBuffer: the sealing reads Blobs as browsers do, so Node's stand in.
const originalBlobs = { Blob: globalThis.Blob, File: globalThis.File };
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile }));
afterAll(() => Object.assign(globalThis, originalBlobs));
installNodeWebCrypto();
installWebStreams();

function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new NodeFile([bytes], name, { type });
}

const FILES = [
  { path: 'trip/notes.txt', file: fileOf(patternBytes(3 * R + 5, 1), 'notes.txt', 'text/plain') },
  { path: 'trip/empty.txt', file: fileOf(new Uint8Array(0), 'empty.txt', 'text/plain') },
  { path: 'trip/photos/a.jpg', file: fileOf(patternBytes(R, 2), 'a.jpg', 'image/jpeg') },
];

async function queued(): Promise<QueuedUpload> {
  return {
    id: 'upload',
    createdAt: 0,
    retention: '2h',
    files: FILES.map(({ path, file }) => ({ path, size: file.size, type: file.type })),
    totalBytes: FILES.reduce((sum, { file }) => sum + file.size, 0),
    status: 'queued',
    encryption: await sealSelection(FILES),
  };
}

async function bytesOfBlob(blob: Blob | Promise<Blob>): Promise<Uint8Array> {
  return new Uint8Array(await (await blob).arrayBuffer());
}

/** What the server must receive: the manifest first, then each file as encryptBlob seals it, then the pack. */
async function expectedCiphertext(upload: QueuedUpload): Promise<Uint8Array> {
  const keyring = await openKeyring(parseShareKey(upload.encryption!.shareKey));
  const parts: Uint8Array[] = [];
  for (const [index, { file }] of FILES.entries()) {
    parts.push((await drain(encryptBlob(await keyring.fileKey(upload.encryption!.fileIds[index]), file))).bytes);
  }
  parts.push((await drain(encryptBlob(await keyring.fileKey(upload.encryption!.thumbnails!.id), PACK))).bytes);
  return joined([await bytesOfBlob(upload.encryption!.manifest), ...parts]);
}

describe(sealedUpload.name, () => {
  it(
    'announces the manifest first (so it opens first for recipients), then file ids, with ciphertext sizes and no name',
    async () => {
      const upload = await queued();
      const { upload: sent } = await sealedUpload(upload, bytesInMemory(FILES));
      expect(sent.files.map((file) => file.path)).toEqual(['manifest', ...upload.encryption!.fileIds, 'thumbnails']);
      expect(sent.files.map((file) => file.size)).toEqual([
        upload.encryption!.manifest.size,
        ...FILES.map(({ file }) => ciphertextSize(file.size)),
        ciphertextSize(THUMBNAIL_SLOT_BYTES),
      ]);
      expect(sent.files.every((file) => file.type === 'application/octet-stream')).toBe(true);
      expect(JSON.stringify(sent.files)).not.toContain('trip');
    },
    SLOW_CASE_MS,
  );

  it(
    'makes the same ciphertext however it is cut into chunks',
    async () => {
      const upload = await queued();
      const expected = await expectedCiphertext(upload);
      const { bytes, upload: sent } = await sealedUpload(upload, bytesInMemory(FILES));
      expect(sent.totalBytes).toBe(expected.length);
      for (const chunk of [50_000, R + 3, expected.length]) {
        const pieces: Uint8Array[] = [];
        for (let at = 0; at < expected.length; at += chunk) {
          pieces.push(await bytesOfBlob(bytes.slice(at, Math.min(expected.length, at + chunk))));
        }
        expect(joined(pieces)).toEqual(expected);
      }
    },
    SLOW_CASE_MS,
  );

  it(
    'resumes from plaintext kept on the device, re-encrypting the record the server holds part of',
    async () => {
      const upload = await queued();
      const expected = await expectedCiphertext(upload);
      const { plaintextOffset } = await sealedUpload(upload, bytesInMemory(FILES));
      const manifestBytes = upload.encryption!.manifest.size;
      // Anywhere in the manifest, the plaintext is needed from its start.
      expect(plaintextOffset(0)).toBe(0);
      expect(plaintextOffset(manifestBytes - 1)).toBe(0);
      // The server holds the manifest, the first record and part of the second.
      const acknowledged = manifestBytes + RECORD_CIPHERTEXT_BYTES + 100;
      const from = plaintextOffset(acknowledged);
      expect(from).toBe(R);
      const all = joined(await Promise.all(FILES.map(({ file }) => bytesOfBlob(file))));
      const kept = bytesOnDevice({ from, pieces: [new NodeBlob([all.slice(from)])] });
      const { bytes } = await sealedUpload(upload, kept);
      expect(bytes.from).toBe(manifestBytes + RECORD_CIPHERTEXT_BYTES);
      expect(await bytesOfBlob(bytes.slice(acknowledged, expected.length))).toEqual(expected.slice(acknowledged));
      expect(() => bytes.slice(0, 10)).toThrow(MissingBytesError);
      // Kept from the very start: everything can be made, the manifest included.
      const { bytes: whole } = await sealedUpload(upload, bytesOnDevice({ from: 0, pieces: [new NodeBlob([all])] }));
      expect(whole.from).toBe(0);
      expect(await bytesOfBlob(whole.slice(0, expected.length))).toEqual(expected);
      // Every file acknowledged, nothing of theirs kept: the pack, after them, is still sent whole.
      const packStart = expected.length - ciphertextSize(THUMBNAIL_SLOT_BYTES);
      expect(plaintextOffset(packStart + 10)).toBe(upload.totalBytes);
      const { bytes: packOnly } = await sealedUpload(upload, bytesOnDevice({ from: upload.totalBytes, pieces: [] }));
      expect(packOnly.from).toBe(packStart);
      expect(await bytesOfBlob(packOnly.slice(packStart + 10, expected.length))).toEqual(
        expected.slice(packStart + 10),
      );
    },
    SLOW_CASE_MS,
  );

  it(
    'announces a thumbnail pack for the photos and videos only, in the manifest, bound to their file ids',
    async () => {
      const upload = await queued();
      const thumbnails = upload.encryption!.thumbnails!;
      expect(thumbnails.files).toEqual([2]);
      const keyring = await openKeyring(parseShareKey(upload.encryption!.shareKey));
      const manifest = await decryptManifest(keyring, await bytesOfBlob(upload.encryption!.manifest));
      expect(manifest.thumbnails).toEqual({
        id: thumbnails.id,
        slot: THUMBNAIL_SLOT_BYTES,
        of: [upload.encryption!.fileIds[2]],
      });
      const text = FILES.filter(({ path }) => path.endsWith('.txt'));
      expect((await sealSelection(text)).thumbnails).toBeUndefined();
      const wrongSize = await sealedUploadWith(upload, bytesInMemory(FILES), () =>
        Promise.resolve(new NodeBlob([]) as Blob),
      );
      const end = wrongSize.upload.totalBytes;
      await expect(wrongSize.bytes.slice(end - 10, end)).rejects.toThrow(RangeError);
    },
    SLOW_CASE_MS,
  );

  it(
    'answers the sender the link with its key and the real names, and the manifest opens with that key',
    async () => {
      const upload = await queued();
      const { shareOf } = await sealedUpload(upload, bytesInMemory(FILES));
      const shared = shareOf({
        folderCode: '0427',
        folderUrl: 'http://localhost/s/0427-q8Xk0vY3m9TfR2cLw7hN1A',
        manageKey: 'key',
        qrCode: '',
        expiresAt: '2030-01-01T00:00:00.000Z',
        retention: '2h',
        files: [],
      } as unknown as Parameters<typeof shareOf>[0]);
      expect(shared.folderUrl).toBe(`http://localhost/s/0427-q8Xk0vY3m9TfR2cLw7hN1A#${upload.encryption!.shareKey}`);
      expect(shared.files.map((file) => file.filepath)).toEqual(FILES.map(({ path }) => path));
      // Its own QR code, since the server's cannot hold the key.
      expect(shared.qrCode).toMatch(/^data:image\/png;base64,/);
      const keyring = await openKeyring(parseShareKey(upload.encryption!.shareKey));
      const manifest = await decryptManifest(keyring, await bytesOfBlob(upload.encryption!.manifest));
      expect(manifest.files.map((entry) => [entry.path, entry.size, entry.type])).toEqual(
        FILES.map(({ path, file }) => [path, file.size, file.type]),
      );
    },
    SLOW_CASE_MS,
  );
});
