import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, renderHook } from '@testing-library/react';
import type { RetrievedFile, RetrievedFolder } from '../../../lib/api/folders';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { blobOf, drain, installWebStreams } from '../../../test/encryption-spec-support';
import {
  ciphertextSize,
  encodeShareKey,
  encryptBlob,
  encryptManifest,
  generateShareKey,
  newFileId,
  openEncryptedShare,
  openKeyring,
  type OpenedShare,
} from '../../encryption';
import { encryptedMedia } from '../../gallery';
import type { Arrival } from '../arrival';
import { describeShareContentsContract, SHARE } from './contents.contract';
import { encryptedContents, useEncryptedContents } from './encrypted-contents';

// jsdom has no WebCrypto, web streams or readable Blobs: the decryption runs on Node's, as a browser's would.
installNodeWebCrypto();
installWebStreams();
const originalBlobs = { Blob: globalThis.Blob, File: globalThis.File };
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile }));
afterAll(() => Object.assign(globalThis, originalBlobs));

const CODE = '4821';
const REF = `${CODE}-abcdefghijklmnopqrstuv`;
const READY: Arrival = { status: 'ready', receivedBytes: 0, totalBytes: 0, pending: new Map() };

interface SealedShare {
  folder: RetrievedFolder;
  share: OpenedShare;
  /** What the server stores of each file of SHARE, by its path. */
  ciphertexts: Map<string, Uint8Array<ArrayBuffer>>;
  /** Where the server serves each file of SHARE, by its path. */
  urls: Map<string, string>;
}

const sealedStored = (id: number, filepath: string, size: number): RetrievedFile => ({
  id,
  filepath,
  path: filepath,
  filename: filepath,
  filesize: size,
  url: `/api/folders/${REF}/files/${id}`,
  mimetype: 'application/octet-stream',
  status: 'ready',
  receivedBytes: size,
  sha256: null,
});

/**
 * SHARE sealed as the sender's browser seals it (sealed-upload.ts): a share key, a random id per file, the manifest
 * sealed under the keyring and each file encrypted under its own key, stored under its id; then opened as the
 * recipient's page opens it, the sealed manifest handed over as the server would serve it.
 */
async function sealedShare(): Promise<SealedShare> {
  const shareKey = generateShareKey();
  const keyring = await openKeyring(shareKey);
  const entries = SHARE.map(({ path, bytes }) => ({ id: newFileId(), path, size: bytes.length, type: '' }));
  const manifest = await encryptManifest(keyring, { files: entries });
  const sealed = await Promise.all(
    SHARE.map(
      async ({ bytes }, index) =>
        new Uint8Array((await drain(encryptBlob(await keyring.fileKey(entries[index].id), blobOf(bytes)))).bytes),
    ),
  );
  // Stored in the order the upload sends them, the manifest first; ids from 21 so that none is an index by chance.
  const files = [
    sealedStored(21, 'manifest', manifest.length),
    ...entries.map((entry, index) => sealedStored(22 + index, entry.id, sealed[index].length)),
  ];
  const folder: RetrievedFolder = {
    folderCode: CODE,
    folderUrl: `http://localhost/s/${REF}`,
    encrypted: true,
    status: 'ready',
    receivedBytes: 0,
    totalBytes: 0,
    progressUrl: `/api/folders/${REF}/progress`,
    files,
  };
  const share = await openEncryptedShare(folder, `#${encodeShareKey(shareKey)}`, undefined, () =>
    Promise.resolve(manifest),
  );
  return {
    folder,
    share,
    ciphertexts: new Map(SHARE.map(({ path }, index) => [path, sealed[index]])),
    urls: new Map(SHARE.map(({ path }, index) => [path, files[index + 1].url])),
  };
}

/** The server, as far as previews ask it: each stored object's bytes at its address (`altered`: one bit flipped). */
function serveCiphertexts({ ciphertexts, urls }: SealedShare, altered = false) {
  const byUrl = new Map([...urls].map(([path, url]) => [url, ciphertexts.get(path)!]));
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const bytes = byUrl.get(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!bytes) return Promise.resolve(new Response('Not here', { status: 404 }));
    const served = bytes.slice();
    if (altered) served[served.length - 1] ^= 1;
    return Promise.resolve(new Response(served));
  });
}

function sourcesOf(sealed: SealedShare) {
  const stored = new Map(sealed.folder.files.map((file) => [file.filepath, file]));
  const files = sealed.share.manifest.files.map((entry) => encryptedMedia(entry, stored.get(entry.id)));
  return { share: sealed.share, files, stored, folderCode: CODE, run: jest.fn(), report: jest.fn() };
}

const subjectOf = (sealed: SealedShare, contents: ReturnType<typeof encryptedContents>) => ({
  contents,
  encrypted: true,
  storedSize: ciphertextSize,
  urlOf: (path: string) => sealed.urls.get(path)!,
  storedBytes: (path: string) => sealed.ciphertexts.get(path)!,
});

describeShareContentsContract('encryptedContents', async () => {
  const sealed = await sealedShare();
  serveCiphertexts(sealed);
  return subjectOf(sealed, encryptedContents(sourcesOf(sealed), null, null));
});

describeShareContentsContract('useEncryptedContents', async () => {
  const sealed = await sealedShare();
  serveCiphertexts(sealed);
  const { result } = renderHook(() => useEncryptedContents(sealed.folder, sealed.share, READY));
  return subjectOf(sealed, result.current!);
});

describe('an end-to-end encrypted share’s contents', () => {
  let sealed: SealedShare;
  beforeAll(async () => {
    sealed = await sealedShare();
  });
  afterEach(() => jest.restoreAllMocks());

  it('has no file address to link to: every download is decrypted on its way', () => {
    expect(encryptedContents(sourcesOf(sealed), null, null).linkOf).toBeUndefined();
  });

  it("builds a folder's ZIP here, named after the share and the folder, from the whole share's objects", () => {
    const sources = sourcesOf(sealed);
    const { zip } = encryptedContents(sources, null, null);
    expect(zip?.href).toBeUndefined();
    zip?.start('docs');
    zip?.start('');
    const { shareKey, manifest, urls } = sealed.share;
    expect(sources.run.mock.calls).toEqual([
      [{ kind: 'zip', name: `sharecode-${CODE}-docs.zip`, shareKey, manifest, urls, folder: 'docs' }],
      [{ kind: 'zip', name: `sharecode-${CODE}.zip`, shareKey, manifest, urls, folder: undefined }],
    ]);
  });

  it('downloads a file from the server as a decrypting download of its stored object, under its own name', () => {
    const sources = sourcesOf(sealed);
    const contents = encryptedContents(sources, null, null);
    contents.fromServer(contents.files[1]);
    const entry = sealed.share.manifest.files[1];
    expect(sources.run).toHaveBeenCalledTimes(1);
    expect(sources.run).toHaveBeenCalledWith({
      kind: 'file',
      name: 'a.jpg',
      shareKey: sealed.share.shareKey,
      entry,
      url: sealed.urls.get('photos/a.jpg'),
    });
  });

  it('follows a file still arriving from the server, decrypting it as the upload stores it', () => {
    const sources = sourcesOf(sealed);
    const contents = encryptedContents(sources, null, null);
    contents.follow(contents.files[1]);
    expect(sources.run.mock.calls).toEqual([
      [
        {
          kind: 'file',
          name: 'a.jpg',
          shareKey: sealed.share.shareKey,
          entry: sealed.share.manifest.files[1],
          url: `${sealed.urls.get('photos/a.jpg')}?follow=1`,
        },
      ],
    ]);
  });

  it('says why a preview could not be decrypted, and shows none', async () => {
    serveCiphertexts(sealed, true);
    const sources = sourcesOf(sealed);
    const contents = encryptedContents(sources, null, null);
    const { later } = contents.preview(contents.files[0]);
    expect(await later).toBeNull();
    // The first call clears what an earlier preview said.
    expect(sources.report.mock.calls).toEqual([[null], [expect.objectContaining({ name: 'TamperedError' })]]);
  });

  it('refuses a direct download whose ciphertext was altered, without saving anything', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const contents = encryptedContents(sourcesOf(sealed), null, null);
    const altered = sealed.ciphertexts.get('docs/readme.txt')!.slice();
    altered[0] ^= 1;
    const release = jest.fn();
    await expect(contents.saveReceived(contents.files[0], new Blob([altered]), release)).rejects.toThrow();
    expect(click).not.toHaveBeenCalled();
  });

  it('offers no direct road for an entry whose object the server does not list', () => {
    const sources = sourcesOf(sealed);
    const missing = sealed.share.manifest.files[0];
    const contents = encryptedContents({ ...sources, stored: new Map() }, null, null);
    const file = encryptedMedia(missing, undefined);
    expect(contents.directFileOf(file)).toBeUndefined();
    expect(contents.storedOf(file)).toEqual({ id: -1, filesize: missing.size });
  });

  it('shows the problem it is given', () => {
    expect(encryptedContents(sourcesOf(sealed), null, 'The file was altered.').problem).toBe('The file was altered.');
  });

  it('has no contents before the share is opened', () => {
    const { result } = renderHook(() => useEncryptedContents(sealed.folder, null, READY));
    expect(result.current).toBeNull();
  });

  it('says in words why a preview failed, on the contents the page shows next', async () => {
    serveCiphertexts(sealed, true);
    const { result } = renderHook(() => useEncryptedContents(sealed.folder, sealed.share, READY));
    // The rejection is handled after the preview started: its state update is awaited inside act.
    await act(async () => {
      const { later } = result.current!.preview(result.current!.files[0]);
      expect(await later).toBeNull();
    });
    expect(result.current!.problem).toBe(
      'This file was altered or is incomplete; nothing unverified from it was shown.',
    );
  });
});
