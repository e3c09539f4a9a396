import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import {
  fileDownloadUrl,
  filePreviewUrl,
  folderZipUrl,
  type RetrievedFile,
  type RetrievedFolder,
} from '../../lib/api/folders';
import { buildFileTree } from '../../lib/files/file-tree';
import { formatBytes } from '../../lib/files/format-size';
import { isWithin } from '../../lib/files/relative-path';
import { describeRetention, describeRetentionAfterArrival, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { Button, buttonClassName } from '../../components/button/button';
import type { PreviewSource } from '../../components/file-preview/file-preview';
import { PreviewDialog } from '../../components/file-preview/preview-dialog';
import { FolderTree } from '../../components/folder-tree/folder-tree';
import { Gallery, useGalleryView, ViewSwitch } from '../gallery';
import { useDirectDownloads } from '../live';
import { fileArrival, notReady, readyCount } from './arrival';
import { ArrivalSummary, ShareEndedNotice, ZipWaitNotice } from './arrival-ui';
import { DirectOnlySummary } from './direct-only-ui';
import { FileActions } from './file-actions';
import { saveBlob } from './save-blob';
import { startDownload } from './start-download';
import { useArrival } from './use-arrival';
import { useDownloadsWhenReady } from './use-downloads-when-ready';
import { useZipsWhenReady } from './use-zips-when-ready';
import styles from './folder-result.module.css';

export interface FolderResultProps {
  folder: RetrievedFolder;
  /** Offer edit mode (remove files or folders from this view). */
  editable?: boolean;
  /** Heading level of the panel title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** Downloads a file whole from the server. */
function startFileDownload(file: RetrievedFile): void {
  startDownload(fileDownloadUrl(file));
}

/** Where a file sits in the share. */
function relativePathOfRetrieved(file: RetrievedFile): string {
  return file.filepath;
}

/**
 * A retrieved folder: its expiry, QR, the file tree with View and Download on every file, a zip of any folder
 * and of everything, and an edit mode that removes entries from this view only (the share is unchanged). While its
 * files are still arriving, the whole tree shows at once, each file not ready yet marked as arriving (how much of
 * it) or being checked, its View and Download usable the moment it is ready; the page follows by itself, a ZIP
 * asked for waits for its files, and a share its sender stopped says so in place of its files. A share sent
 * directly only offers each file's Download alone, from the sender's device (no preview, ZIP or gallery: the server
 * holds none of it), says whether the sender's page is there, and that it ended once that page left.
 */
export function FolderResult({ folder, editable = false, headingLevel = 2 }: FolderResultProps) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState(false);
  const [preview, setPreview] = useState<{ source: PreviewSource; download: string } | null>(null);
  const { arrival, ended, senderPresent } = useArrival(folder);
  const directOnly = folder.directOnly === true;
  const arriving = arrival.status !== 'ready';
  const expiresIn = useExpiryLabel(arriving ? undefined : folder.expiresAt);
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  // Every download goes through the share's link, as the answer gives it; JSON that only looks like a share
  // has no zipUrl, and then no ZIP is offered.
  const { zipUrl } = folder;

  const visible = useMemo(
    () => folder.files.filter((file) => !removed.has(relativePathOfRetrieved(file))),
    [folder.files, removed],
  );
  const tree = useMemo(
    () => buildFileTree(visible, (file) => ({ path: relativePathOfRetrieved(file), size: file.filesize })),
    [visible],
  );
  const filesUnder = useCallback(
    (path: string) =>
      path === '' ? folder.files : folder.files.filter((file) => isWithin(relativePathOfRetrieved(file), path)),
    [folder.files],
  );
  const startZip = useCallback((path: string) => zipUrl && startDownload(folderZipUrl(zipUrl, path)), [zipUrl]);
  const zips = useZipsWhenReady(arrival, filesUnder, startZip);
  const direct = useDirectDownloads();
  const later = useDownloadsWhenReady(arrival, startFileDownload);
  /**
   * A file's Download tries the sender's device first (when its page is open), the server otherwise: at once when
   * it has the file whole, else once it has arrived.
   */
  const downloadFile = (event: MouseEvent, file: RetrievedFile) => {
    event.preventDefault();
    direct.download(
      {
        id: file.id,
        path: file.filepath,
        size: file.filesize,
        url: fileDownloadUrl(file),
        sha256: file.sha256,
      },
      {
        save: (received, release) => saveBlob(new Blob([received], { type: file.mimetype }), file.filename, release),
        fromServer: directOnly ? undefined : () => later.want(file),
      },
    );
  };
  const gallery = useGalleryView(visible, relativePathOfRetrieved, folder.folderCode);
  const stateOf = useCallback((file: RetrievedFile) => fileArrival(arrival, file), [arrival]);

  const removePaths = (paths: string[]) => setRemoved((current) => new Set([...current, ...paths]));
  const removeFolder = (folderPath: string) =>
    removePaths(visible.map(relativePathOfRetrieved).filter((path) => isWithin(path, folderPath)));

  if (ended) return <ShareEndedNotice error={ended} />;

  const totalBytes = folder.files.reduce((sum, f) => sum + f.filesize, 0);
  /** A ZIP's link while its files are all here; a button that waits for them otherwise. */
  const zipAction = (path: string, label: string, ariaLabel?: string, primary = false) => {
    if (!zipUrl || directOnly) return null;
    const className = buttonClassName({ variant: primary ? 'primary' : 'secondary', size: primary ? undefined : 'sm' });
    if (notReady(arrival, filesUnder(path)).length === 0)
      return (
        <a className={className} href={folderZipUrl(zipUrl, path)} download aria-label={ariaLabel}>
          {label}
        </a>
      );
    return (
      <Button
        variant={primary ? 'primary' : 'secondary'}
        size={primary ? undefined : 'sm'}
        aria-label={ariaLabel}
        onClick={() => zips.request(path)}
      >
        {label}
      </Button>
    );
  };

  return (
    <section className={styles.result} aria-labelledby={titleId} data-arrival={arrival.status}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading id={titleId} className={styles.title}>
            Folder <span className={styles.code}>{folder.folderCode}</span>
          </Heading>
          <p className={styles.meta}>
            {folder.files.length === 1 ? '1 file' : `${folder.files.length} files`} · {formatBytes(totalBytes)}
            {expiresIn && (
              <>
                {' · '}
                <time dateTime={folder.expiresAt} title={formatExpiryTime(folder.expiresAt!)} data-testid="expiry">
                  {expiresIn}
                </time>
              </>
            )}
          </p>
          {arriving && folder.retention ? (
            <p className={styles.retention}>{describeRetentionAfterArrival(folder.retention)}</p>
          ) : (
            describeRetention(folder.retention) && (
              <p className={styles.retention}>{describeRetention(folder.retention)}</p>
            )
          )}
        </div>
        <div className={styles.toolbar}>
          {zipAction('', 'Download all', undefined, true)}
          {editable && (
            <Button
              variant={editing ? 'primary' : 'secondary'}
              aria-pressed={editing}
              onClick={() => setEditing((on) => !on)}
            >
              {editing ? 'Done editing' : 'Edit'}
            </Button>
          )}
        </div>
      </header>

      <ArrivalSummary arrival={arrival} ready={readyCount(arrival, folder.files)} total={folder.files.length} />
      {directOnly && <DirectOnlySummary senderPresent={senderPresent} />}
      <ZipWaitNotice
        waiting={zips.waiting.map(({ path, missing }) => ({ path, missing: missing.map(relativePathOfRetrieved) }))}
        onCancel={zips.cancel}
      />

      {folder.qrCode && (
        <details className={styles.qr}>
          <summary>QR code for this folder</summary>
          <div className={styles.qrBody}>
            <img
              src={folder.qrCode}
              alt={`QR code for folder ${folder.folderCode}`}
              width={160}
              height={160}
              loading="lazy"
            />
            <div className={styles.qrLinks}>
              <a href={folder.folderUrl} target="_blank" rel="noopener">
                {folder.folderUrl}
              </a>
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={folder.qrCode}
                download={`sharecode-${folder.folderCode}-qr.png`}
              >
                Download QR
              </a>
            </div>
          </div>
        </details>
      )}

      {editing && (
        <p className={styles.editNote} role="status">
          Removing hides files from this view on this device only; the shared folder itself does not change.
        </p>
      )}

      {gallery.offered && !directOnly && <ViewSwitch view={gallery.view} onChange={gallery.setView} />}

      {tree.fileCount === 0 ? (
        <p className={styles.empty}>No files left in this view.</p>
      ) : gallery.view === 'gallery' && !directOnly ? (
        <Gallery
          files={visible}
          pathOf={relativePathOfRetrieved}
          stateOf={stateOf}
          label={`Photos and videos in folder ${folder.folderCode}`}
        />
      ) : (
        <FolderTree
          root={tree}
          label={`Files in folder ${folder.folderCode}`}
          fileActions={(node) => (
            <>
              <FileActions
                file={node.item}
                name={node.name}
                state={fileArrival(arrival, node.item)}
                directOnly={directOnly}
                road={direct.roads.get(node.item.id)}
                waiting={later.waiting(node.item.id)}
                onView={() =>
                  setPreview({
                    source: {
                      kind: 'remote',
                      path: node.path,
                      previewUrl: filePreviewUrl(node.item),
                      size: node.item.filesize,
                    },
                    download: fileDownloadUrl(node.item),
                  })
                }
                onDownload={(event) => downloadFile(event, node.item)}
              />
              {editing && (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Remove ${node.name}`}
                  onClick={() => removePaths([node.path])}
                >
                  Remove
                </Button>
              )}
            </>
          )}
          folderActions={(node) => (
            <>
              {zipAction(node.path, 'Download zip', `Download folder ${node.name} as zip`)}
              {editing && (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Remove folder ${node.name}`}
                  onClick={() => removeFolder(node.path)}
                >
                  Remove
                </Button>
              )}
            </>
          )}
        />
      )}

      <PreviewDialog
        source={preview?.source ?? null}
        downloadUrl={preview?.download}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
