/**
 * A plain share's contents: every file is an address on the server, which serves it whole, inline for previews
 * (by ranges for players), as thumbnails it made, and as ZIPs it builds. Free of the cryptography: a plain share's
 * page must not load it.
 */
import { useMemo } from 'react';
import {
  fileDownloadUrl,
  fileFollowUrl,
  filePreviewUrl,
  folderZipUrl,
  type RetrievedFile,
  type RetrievedFolder,
} from '../../../lib/api/folders';
import { SERVER_ACCESS } from '../../gallery';
import { saveBlob } from '../save-blob';
import { startDownload } from '../start-download';
import type { ShareContents, ZipAccess } from './share-contents';

/** The ZIPs the server builds, through the share's link as the answer gives it (none without one). */
function serverZips(zipUrl: string | undefined): ZipAccess | undefined {
  if (!zipUrl) return undefined;
  return {
    href: (path) => folderZipUrl(zipUrl, path),
    start: (path) => startDownload(folderZipUrl(zipUrl, path)),
  };
}

export function plainContents(folder: RetrievedFolder): ShareContents<RetrievedFile> {
  return {
    files: folder.files,
    pathOf: (file) => file.filepath,
    storedOf: (file) => file,
    linkOf: fileDownloadUrl,
    thumbnailOf: SERVER_ACCESS.thumbnailOf,
    open: SERVER_ACCESS.open,
    preview: (file) => ({
      source: { kind: 'remote', path: file.filepath, previewUrl: filePreviewUrl(file), size: file.filesize },
    }),
    directFileOf: (file) => ({
      id: file.id,
      path: file.filepath,
      size: file.filesize,
      url: fileDownloadUrl(file),
      sha256: file.sha256,
      followUrl: fileFollowUrl(file),
    }),
    saveReceived: (file, received, release) =>
      saveBlob(new Blob([received], { type: file.mimetype }), file.filename, release),
    fromServer: (file) => startDownload(fileDownloadUrl(file)),
    follow: (file) => startDownload(fileFollowUrl(file)),
    zip: serverZips(folder.zipUrl),
    qrCode: folder.qrCode ?? undefined,
    encrypted: false,
    problem: null,
  };
}

/** The contents of `folder`, the same object while the folder is. */
export function usePlainContents(folder: RetrievedFolder): ShareContents<RetrievedFile> {
  return useMemo(() => plainContents(folder), [folder]);
}
