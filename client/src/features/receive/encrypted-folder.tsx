import { useCallback, useId, useMemo, useState } from 'react';
import type { RetrievedFolder } from '../../lib/api/folders';
import {
  type ManifestEntry,
  decryptedBlob,
  DECRYPTED_PREVIEW_MAX_BYTES,
  type DownloadJob,
  saveDecrypted,
  thumbnailReader,
  type ReadSealed,
} from '../encryption';
import { buildFileTree } from '../../lib/files/file-tree';
import { previewKindOf } from '../../lib/files/file-kind';
import { formatBytes } from '../../lib/files/format-size';
import { baseName, isWithin } from '../../lib/files/relative-path';
import { describeRetention, describeRetentionAfterArrival, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { Button } from '../../components/button/button';
import type { PreviewSource } from '../../components/file-preview/file-preview';
import { PreviewDialog } from '../../components/file-preview/preview-dialog';
import { FolderTree } from '../../components/folder-tree/folder-tree';
import { encryptedAccess, encryptedMedia, Gallery, useGalleryView, ViewSwitch, type EncryptedMedia } from '../gallery';
import { DownloadRoad, fetchDirectly } from '../live';
import { fileArrival, isReady, readyCount } from './arrival';
import { ArrivalSummary, FileArrivalBadge, ShareEndedNotice, WaitingFileActions, ZipWaitNotice } from './arrival-ui';
import { DecryptingStatus } from './decrypting-status';
import { MANIFEST_PATH, ManifestOnItsWay, messageOf, useOpenedShare } from './opened-share-state';
import { DirectOnlySummary, MANIFEST_UNREACHABLE_TEXT } from './direct-only-ui';
import { useArrival } from './use-arrival';
import { useEncryptedDownloads } from './use-encrypted-downloads';
import { useZipsWhenReady } from './use-zips-when-ready';
import styles from './encrypted-folder.module.css';

export interface EncryptedFolderProps {
  folder: RetrievedFolder;
  /** The link's fragment (`location.hash`), which holds the key. */
  fragment: string;
}

/** A manifest entry's stored object, whose arrival says whether it can be downloaded. */
interface EntryFile {
  id: number;
  filesize: number;
  path: string;
}

const mediaPath = (file: EncryptedMedia) => file.entry.path;

/** A share sent directly only: its sealed manifest comes from the sender's device, or not at all. */
const readSealedDirectly: ReadSealed = async (sealed, signal) => {
  const bytes = await fetchDirectly(
    { id: sealed.id, path: sealed.filepath, size: sealed.filesize, url: sealed.url },
    signal,
  );
  if (!bytes) throw new Error(MANIFEST_UNREACHABLE_TEXT);
  return bytes;
};

/**
 * An end-to-end encrypted share, decrypted in this browser: the key from the link's fragment opens the
 * manifest, then the same tree (or gallery), previews and downloads as a plain share, every byte decrypted here. A wrong,
 * missing or altered key or share shows the encryption layer's message and nothing else. While its files are
 * still arriving the tree shows as soon as the manifest (sent first) has arrived, each file usable the moment it
 * has, as for a plain share. A share sent directly only gets its manifest and each file from the sender's device
 * alone (no preview, ZIP or gallery: the server holds none of it), once that device is there.
 */
export function EncryptedFolder({ folder, fragment }: EncryptedFolderProps) {
  const { arrival, ended, senderPresent } = useArrival(folder);
  const directOnly = folder.directOnly === true;
  const sealed = folder.files.find((file) => file.filepath === MANIFEST_PATH);
  const opening = useOpenedShare(
    folder,
    fragment,
    directOnly ? senderPresent === true : !sealed || isReady(arrival, sealed),
    directOnly ? readSealedDirectly : undefined,
  );
  const arriving = arrival.status !== 'ready';
  const expiresIn = useExpiryLabel(arriving ? undefined : folder.expiresAt);
  const titleId = useId();
  const [preview, setPreview] = useState<{ source: PreviewSource; entry: ManifestEntry } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const share = opening.status === 'open' ? opening.share : null;
  const tree = useMemo(
    () => buildFileTree(share?.manifest.files ?? [], (entry) => ({ path: entry.path, size: entry.size })),
    [share],
  );
  /** Each manifest entry's stored object, by file id (its name on the server). */
  const stored = useMemo(() => new Map(folder.files.map((file) => [file.filepath, file])), [folder.files]);
  const entryFiles = useMemo(
    () =>
      (share?.manifest.files ?? []).flatMap((entry): EntryFile[] => {
        const file = stored.get(entry.id);
        return file ? [{ id: file.id, filesize: file.filesize, path: entry.path }] : [];
      }),
    [share, stored],
  );
  const media = useMemo(
    () => (share?.manifest.files ?? []).map((entry) => encryptedMedia(entry, stored.get(entry.id))),
    [share, stored],
  );
  const gallery = useGalleryView(media, mediaPath, folder.folderCode);
  // The pack is read once it has arrived (after the files): its records are not served before.
  const pack = share?.thumbnails;
  const packReady = pack ? isReady(arrival, pack.file) : false;
  const thumbnails = useMemo(
    () =>
      share && pack && packReady ? thumbnailReader({ keyring: share.keyring, index: pack.index, url: pack.url }) : null,
    [share, pack, packReady],
  );
  const filesUnder = useCallback(
    (path: string) => (path === '' ? entryFiles : entryFiles.filter((file) => isWithin(file.path, path))),
    [entryFiles],
  );
  const run = useCallback(
    (job: DownloadJob) => {
      setProblem(null);
      saveDecrypted(job).catch((error: unknown) => setProblem(messageOf(error)));
    },
    [setProblem],
  );
  const downloadZip = useCallback(
    (folderPath: string) => {
      if (!share) return;
      run({
        kind: 'zip',
        name: `sharecode-${folder.folderCode}${folderPath ? `-${baseName(folderPath)}` : ''}.zip`,
        shareKey: share.shareKey,
        manifest: share.manifest,
        urls: share.urls,
        folder: folderPath || undefined,
      });
    },
    [share, run, folder.folderCode],
  );
  const zips = useZipsWhenReady(arrival, filesUnder, downloadZip);
  const downloads = useEncryptedDownloads(share, stored, arrival, { directOnly, run });

  if (ended) return <ShareEndedNotice error={ended} />;
  if (opening.status === 'opening' && directOnly) return <DirectOnlySummary senderPresent={senderPresent} />;
  if (opening.status === 'opening') {
    return sealed && !isReady(arrival, sealed) ? <ManifestOnItsWay /> : <DecryptingStatus />;
  }
  if (opening.status === 'failed') {
    return (
      <section className={styles.failure} role="alert" data-testid="encrypted-share-error">
        <h2 className={styles.failureTitle}>This encrypted share cannot be opened</h2>
        <p>{opening.message}</p>
      </section>
    );
  }

  const { manifest } = opening.share;
  /** How an entry's stored object stands: ready, or still arriving or being checked. */
  const stateOf = (entry: ManifestEntry) => {
    const file = stored.get(entry.id);
    return file ? fileArrival(arrival, file) : ({ status: 'ready', receivedBytes: entry.size } as const);
  };
  const view = (entry: ManifestEntry) => {
    setProblem(null);
    const { path, size } = entry;
    if (size === 0 || size > DECRYPTED_PREVIEW_MAX_BYTES || !previewKindOf(path)) {
      // Nothing to decrypt: the dialog says the file is empty, too large, or of a type with no preview.
      setPreview({ entry, source: { kind: 'unfetched', path, size, limit: DECRYPTED_PREVIEW_MAX_BYTES } });
      return;
    }
    setPreview({ entry, source: { kind: 'pending', path, size } });
    decryptedBlob(opening.share, entry).then(
      (file) =>
        setPreview((current) =>
          current?.entry === entry ? { entry, source: { kind: 'local', path, file } } : current,
        ),
      (error: unknown) => {
        setPreview((current) => (current?.entry === entry ? null : current));
        setProblem(messageOf(error));
      },
    );
  };

  const totalBytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h2 id={titleId} className={styles.title}>
            Folder <span className={styles.code}>{folder.folderCode}</span>
          </h2>
          <p className={styles.meta}>
            {manifest.files.length === 1 ? '1 file' : `${manifest.files.length} files`} · {formatBytes(totalBytes)}
            {expiresIn && folder.expiresAt && (
              <>
                {' · '}
                <time dateTime={folder.expiresAt} title={formatExpiryTime(folder.expiresAt)} data-testid="expiry">
                  {expiresIn}
                </time>
              </>
            )}
          </p>
          <p className={styles.badge} data-testid="encrypted-badge">
            End-to-end encrypted: decrypted on this device; the server cannot read these files or their names.
          </p>
          {arriving && folder.retention ? (
            <p className={styles.meta}>{describeRetentionAfterArrival(folder.retention)}</p>
          ) : (
            describeRetention(folder.retention) && <p className={styles.meta}>{describeRetention(folder.retention)}</p>
          )}
        </div>
        {!directOnly && (
          <Button variant="primary" onClick={() => zips.request('')}>
            Download all
          </Button>
        )}
      </header>

      <ArrivalSummary arrival={arrival} ready={readyCount(arrival, entryFiles)} total={entryFiles.length} />
      {directOnly && <DirectOnlySummary senderPresent={senderPresent} />}
      <ZipWaitNotice
        waiting={zips.waiting.map(({ path, missing }) => ({ path, missing: missing.map((file) => file.path) }))}
        onCancel={zips.cancel}
      />

      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}

      {gallery.offered && !directOnly && <ViewSwitch view={gallery.view} onChange={gallery.setView} />}

      {gallery.view === 'gallery' && !directOnly ? (
        <Gallery
          files={media}
          pathOf={mediaPath}
          stateOf={(file) => stateOf(file.entry)}
          label={`Photos and videos in folder ${folder.folderCode}`}
          access={encryptedAccess(opening.share, downloads.download, thumbnails)}
        />
      ) : (
        <FolderTree
          root={tree}
          label={`Files in folder ${folder.folderCode}`}
          fileActions={(node) => {
            const state = stateOf(node.item);
            return state.status === 'ready' ? (
              <>
                {!directOnly && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`View ${node.name}`}
                    onClick={() => view(node.item)}
                  >
                    View
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Download ${node.name}`}
                  onClick={() => downloads.download(node.item)}
                >
                  Download
                </Button>
                <DownloadRoad state={downloads.roadOf(node.item)} />
              </>
            ) : (
              <>
                <FileArrivalBadge state={state} size={stored.get(node.item.id)?.filesize ?? 0} name={node.name} />
                <WaitingFileActions
                  name={node.name}
                  onDownload={() => downloads.download(node.item)}
                  waiting={downloads.waiting(node.item)}
                />
                <DownloadRoad state={downloads.roadOf(node.item)} />
              </>
            );
          }}
          folderActions={(node) =>
            directOnly ? null : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download folder ${node.name} as zip`}
                onClick={() => zips.request(node.path)}
              >
                Download zip
              </Button>
            )
          }
        />
      )}

      <PreviewDialog
        source={preview?.source ?? null}
        onDownload={preview ? () => downloads.download(preview.entry) : undefined}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
