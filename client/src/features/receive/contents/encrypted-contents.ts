/**
 * An end-to-end encrypted share's contents, readable only in this browser: the files are the opened manifest's
 * entries, each stored as an object named by its id. Previews and photos are decrypted into memory, video and audio
 * range by range by the service worker, downloads and ZIPs as they are saved, thumbnails from the pack the
 * sender's browser made (read once it has arrived, after the files).
 */
import { useCallback, useMemo, useState } from 'react';
import { fileFollowUrl, type RetrievedFile, type RetrievedFolder } from '../../../lib/api/folders';
import { previewKindOf } from '../../../lib/files/file-kind';
import { baseName } from '../../../lib/files/relative-path';
import {
  decryptedBlob,
  DECRYPTED_PREVIEW_MAX_BYTES,
  type DownloadJob,
  type OpenedShare,
  saveDecrypted,
  thumbnailReader,
} from '../../encryption';
import { encryptedAccess, encryptedMedia, type EncryptedMedia } from '../../gallery';
import { isReady, type Arrival } from '../arrival';
import { decryptedCiphertext } from '../direct-save';
import { messageOf } from '../opened-share-state';
import { saveBlob } from '../save-blob';
import type { PreviewStart, ShareContents } from './share-contents';

interface Sources {
  share: OpenedShare;
  /** The manifest's entries with their stored objects. */
  files: readonly EncryptedMedia[];
  stored: ReadonlyMap<string, RetrievedFile>;
  folderCode: string;
  /** Runs a decrypting download, saying why when it fails. */
  run: (job: DownloadJob) => void;
  /** Says why a preview could not be decrypted (null: clears what was said). */
  report: (error: unknown) => void;
}

function preview({ share, report }: Sources, { entry }: EncryptedMedia): PreviewStart {
  const { path, size } = entry;
  report(null);
  // Nothing to decrypt: the dialog says the file is empty, too large, or of a type with no preview.
  if (size === 0 || size > DECRYPTED_PREVIEW_MAX_BYTES || !previewKindOf(path))
    return { source: { kind: 'unfetched', path, size, limit: DECRYPTED_PREVIEW_MAX_BYTES } };
  return {
    source: { kind: 'pending', path, size },
    later: decryptedBlob(share, entry).then(
      (file) => ({ kind: 'local', path, file }),
      (error: unknown) => {
        report(error);
        return null;
      },
    ),
  };
}

export function encryptedContents(
  sources: Sources,
  thumbnails: ReturnType<typeof thumbnailReader> | null,
  problem: string | null,
): ShareContents<EncryptedMedia> {
  const { share, files, stored, run, folderCode } = sources;
  const fromUrl = ({ entry }: EncryptedMedia, url: string) =>
    run({ kind: 'file', name: baseName(entry.path), shareKey: share.shareKey, entry, url });
  // Followed as it arrives: the server sends each part once stored, and every record authenticates as it decrypts.
  const followUrl = (id: string) => fileFollowUrl({ url: share.urls[id] });
  const media = encryptedAccess(share, thumbnails);
  return {
    files,
    pathOf: (file) => file.entry.path,
    storedOf: ({ entry }) => {
      const file = stored.get(entry.id);
      return file ? { id: file.id, filesize: file.filesize } : { id: -1, filesize: entry.size };
    },
    thumbnailOf: media.thumbnailOf,
    open: media.open,
    preview: (file) => preview(sources, file),
    directFileOf: ({ entry }) => {
      const file = stored.get(entry.id);
      return (
        file && {
          id: file.id,
          path: file.filepath,
          size: file.filesize,
          url: share.urls[entry.id],
          followUrl: followUrl(entry.id),
          sha256: file.sha256,
        }
      );
    },
    saveReceived: async ({ entry }, ciphertext, release) => {
      const plaintext = await decryptedCiphertext(share, entry, ciphertext);
      // The ciphertext is no longer read once the plaintext is whole.
      release();
      saveBlob(plaintext, baseName(entry.path));
    },
    fromServer: (file) => fromUrl(file, share.urls[file.entry.id]),
    follow: (file) => fromUrl(file, followUrl(file.entry.id)),
    zip: {
      start: (folderPath) =>
        run({
          kind: 'zip',
          name: `sharecode-${folderCode}${folderPath ? `-${baseName(folderPath)}` : ''}.zip`,
          shareKey: share.shareKey,
          manifest: share.manifest,
          urls: share.urls,
          folder: folderPath || undefined,
        }),
    },
    encrypted: true,
    problem,
  };
}

/** The contents of `folder` once `share` (its opened manifest) is there; null before. */
export function useEncryptedContents(
  folder: RetrievedFolder,
  share: OpenedShare | null,
  arrival: Arrival,
): ShareContents<EncryptedMedia> | null {
  const [problem, setProblem] = useState<string | null>(null);
  const report = useCallback((error: unknown) => setProblem(error === null ? null : messageOf(error)), []);
  const run = useCallback(
    (job: DownloadJob) => {
      report(null);
      saveDecrypted(job).catch(report);
    },
    [report],
  );
  /** Each manifest entry's stored object, by file id (its name on the server). */
  const stored = useMemo(() => new Map(folder.files.map((file) => [file.filepath, file])), [folder.files]);
  const files = useMemo(
    () => share?.manifest.files.map((entry) => encryptedMedia(entry, stored.get(entry.id))) ?? [],
    [share, stored],
  );
  // The pack is read once it has arrived (after the files): its records are not served before.
  const pack = share?.thumbnails;
  const packReady = pack ? isReady(arrival, pack.file) : false;
  const thumbnails = useMemo(
    () =>
      share && pack && packReady ? thumbnailReader({ keyring: share.keyring, index: pack.index, url: pack.url }) : null,
    [share, pack, packReady],
  );
  return useMemo(
    () =>
      share &&
      encryptedContents({ share, files, stored, folderCode: folder.folderCode, run, report }, thumbnails, problem),
    [share, files, stored, folder.folderCode, run, report, thumbnails, problem],
  );
}
