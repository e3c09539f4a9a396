/**
 * Opening an end-to-end encrypted share in the recipient's browser: the key from the link's fragment, the
 * sealed manifest fetched and opened (its key commitment checked first), and every file of the manifest
 * matched with the stored object named by its id. Failures are the encryption layer's errors, whose messages
 * are written for the person reading them.
 */
import { defineMessages } from '../../../lib/i18n/define-messages';
import { fetchStoredBytes, type RetrievedFile, type RetrievedFolder } from '../../../lib/api/folders';
import {
  ciphertextSize,
  createDecryptionStream,
  decryptManifest,
  encodeShareKey,
  EncryptionError,
  type Manifest,
  type ManifestEntry,
  openKeyring,
  parseShareKey,
  type ShareKey,
  type ShareKeyring,
  TamperedError,
} from '../core';
import { thumbnailPackSize } from '../thumbnails/thumbnail-pack';
import type { ThumbnailPackAccess } from '../thumbnails/thumbnail-reader';
import { keyOfFragment } from '../../../lib/sharing/share-key-link';
import { pageIntl } from '../../../lib/i18n/page-intl';

const MANIFEST_PATH = 'manifest';
/** The thumbnail pack's object, when the manifest announces one (its name is not its file id: docs/encryption.md). */
const THUMBNAILS_PATH = 'thumbnails';

const messages = defineMessages({
  incompleteLink: {
    id: 'encryption.error.incompleteLink',
    defaultMessage:
      'This share is end-to-end encrypted, and its key is the part of its link after #, which is missing here: the link is incomplete. Open it with the whole link or its QR code.',
  },
});

/** The link was opened without the key after `#`: nothing can be decrypted. */
class IncompleteLinkError extends EncryptionError {
  constructor() {
    super(() => pageIntl().formatMessage(messages.incompleteLink));
    this.name = 'IncompleteLinkError';
  }
}

export interface OpenedShare {
  /** The key as the link spells it, for handing to the service worker that decrypts downloads. */
  shareKey: string;
  keyring: ShareKeyring;
  manifest: Manifest;
  /** Where each file's ciphertext is fetched from, by file id. */
  urls: Record<string, string>;
  /** The thumbnail pack, when the sender made one. */
  thumbnails?: Omit<ThumbnailPackAccess, 'keyring'> & { file: RetrievedFile };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Every manifest entry must have its object, of exactly its ciphertext's size: else the share was altered. */
function urlsOf(manifest: Manifest, files: readonly RetrievedFile[]): Record<string, string> {
  const byId = new Map(files.map((file) => [file.filepath, file]));
  const urls: Record<string, string> = {};
  for (const entry of manifest.files) {
    const stored = byId.get(entry.id);
    if (!stored || stored.filesize !== ciphertextSize(entry.size)) throw new TamperedError('file list');
    urls[entry.id] = stored.url;
  }
  return urls;
}

/** The pack the manifest announces must be stored, of exactly its ciphertext's size: else the share was altered. */
function thumbnailsOf(manifest: Manifest, files: readonly RetrievedFile[]): OpenedShare['thumbnails'] {
  const index = manifest.thumbnails;
  if (!index) return undefined;
  const file = files.find((stored) => stored.filepath === THUMBNAILS_PATH);
  if (!file || file.filesize !== ciphertextSize(thumbnailPackSize(index))) throw new TamperedError('file list');
  return { index, url: file.url, file };
}

/** How the sealed manifest's bytes are had: from the server, or (a share sent directly only) the sender's device. */
export type ReadSealed = (sealed: RetrievedFile, signal?: AbortSignal) => Promise<Uint8Array>;

const fromServer: ReadSealed = async (sealed, signal) => bytesOf(await fetchStoredBytes(sealed.url, signal));

/** Opens `folder` (a lookup's answer, `encrypted` true) with the key in `fragment` (`location.hash`). */
export async function openEncryptedShare(
  folder: RetrievedFolder,
  fragment: string,
  signal?: AbortSignal,
  readSealed: ReadSealed = fromServer,
): Promise<OpenedShare> {
  const shareKey = keyOfFragment(fragment);
  if (shareKey === null) throw new IncompleteLinkError();
  return openEncryptedShareWithKey(folder, parseShareKey(shareKey), signal, readSealed);
}

/**
 * Opens `folder` with a key had some other way than a link's fragment: a file request's answer, whose key came
 * wrapped to the requester. The same checks as a share's: the manifest's commitment, then its tag, then every
 * object against it.
 */
export async function openEncryptedShareWithKey(
  folder: RetrievedFolder,
  shareKey: ShareKey,
  signal?: AbortSignal,
  readSealed: ReadSealed = fromServer,
): Promise<OpenedShare> {
  const keyring = await openKeyring(shareKey);
  const sealed = folder.files.find((file) => file.filepath === MANIFEST_PATH);
  if (!sealed) throw new TamperedError('file list');
  const manifest = await decryptManifest(keyring, await readSealed(sealed, signal));
  const thumbnails = thumbnailsOf(manifest, folder.files);
  return {
    shareKey: encodeShareKey(shareKey),
    keyring,
    manifest,
    urls: urlsOf(manifest, folder.files),
    ...(thumbnails && { thumbnails }),
  };
}

/** One file, decrypted as it is fetched; the stream ends in a TamperedError at the first altered record. */
export async function decryptedFile(
  share: Pick<OpenedShare, 'keyring' | 'urls'>,
  entry: ManifestEntry,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const fileKey = await share.keyring.fileKey(entry.id);
  const ciphertext = await fetchStoredBytes(share.urls[entry.id], signal);
  return ciphertext.pipeThrough(createDecryptionStream(fileKey, { plaintextSize: entry.size }));
}

/** Previews decrypt the whole file into memory: beyond this, only Download is offered. */
export const DECRYPTED_PREVIEW_MAX_BYTES = 32 * 1024 * 1024;

/** One file decrypted whole into memory, for a preview (the caller keeps previews within DECRYPTED_PREVIEW_MAX_BYTES). */
export async function decryptedBlob(share: OpenedShare, entry: ManifestEntry, signal?: AbortSignal): Promise<File> {
  const plaintext = await new Response(await decryptedFile(share, entry, signal)).blob();
  return new File([plaintext], entry.path.slice(entry.path.lastIndexOf('/') + 1), { type: entry.type });
}
