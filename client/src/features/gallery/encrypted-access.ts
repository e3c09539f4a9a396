/**
 * The gallery of an end-to-end encrypted share: each file readable only here. Thumbnails and video posters from the
 * share's thumbnail pack, which its sender's browser made (the server cannot make any), decrypted here a few records
 * at a time once the pack has arrived (the icon until then, and for a file without one); a photo decrypted into
 * memory and shown from a blob: address while the viewer shows it; video and audio decrypted range by range by the service worker.
 */
import {
  type ManifestEntry,
  decryptedBlob,
  DECRYPTED_PREVIEW_MAX_BYTES,
  type OpenedShare,
  serveDecryptedMedia,
  type ThumbnailReader,
} from '../encryption';
import { baseName, extensionOf } from '../../lib/files/relative-path';
import type { GalleryFile } from './file-state';
import type { MediaAccess, OpenedMedia } from './media-access';

/** A file of the manifest as the gallery lists it, with its stored object's id. */
export interface EncryptedMedia extends GalleryFile {
  entry: ManifestEntry;
}

export function encryptedMedia(entry: ManifestEntry, stored: { id: number; url: string } | undefined): EncryptedMedia {
  return {
    id: stored?.id ?? -1,
    filesize: entry.size,
    url: stored?.url ?? '',
    thumbnailUrl: null,
    mimetype: entry.type,
    entry,
  };
}

/**
 * The type a decrypted photo's blob: address carries, by its name: only image types, whatever the manifest claims, so
 * the address opened on its own is a picture or bytes to save, never a document of this site.
 */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  avif: 'image/avif',
};

async function decryptedPhoto(share: OpenedShare, entry: ManifestEntry): Promise<OpenedMedia | null> {
  if (entry.size > DECRYPTED_PREVIEW_MAX_BYTES) return null;
  const plaintext = await decryptedBlob(share, entry);
  const type = IMAGE_TYPES[extensionOf(entry.path)] ?? 'application/octet-stream';
  const url = URL.createObjectURL(new Blob([plaintext], { type }));
  return { url, release: () => URL.revokeObjectURL(url) };
}

/**
 * How the gallery reaches the files of `share`: `thumbnails` reads the pack once it has arrived (null before, or
 * without one). Downloads are the share's page's, which decrypts them as they are saved.
 */
export function encryptedAccess(
  share: OpenedShare,
  thumbnails: ThumbnailReader | null = null,
): Pick<MediaAccess<EncryptedMedia>, 'thumbnailOf' | 'open'> {
  return {
    thumbnailOf: ({ entry }) =>
      thumbnails?.has(entry.id) ? { key: entry.id, make: () => thumbnails.picture(entry.id) } : null,
    open: ({ entry }, media) =>
      media.kind === 'image'
        ? () => decryptedPhoto(share, entry)
        : () =>
            serveDecryptedMedia({ shareKey: share.shareKey, entry, url: share.urls[entry.id] }, baseName(entry.path)),
  };
}
