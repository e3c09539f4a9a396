import { useId, useMemo, useState } from 'react';
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
import { describeRetention, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { Button, buttonClassName } from '../button/button';
import type { PreviewSource } from '../file-preview/file-preview';
import { PreviewDialog } from '../file-preview/preview-dialog';
import { FolderTree } from '../folder-tree/folder-tree';
import styles from './folder-result.module.css';

export interface FolderResultProps {
  folder: RetrievedFolder;
  /** Offer edit mode (remove files or folders from this view). */
  editable?: boolean;
  /** Heading level of the panel title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** Where a file sits in the share: `filepath` is the relative path; older shapes only carry `path`. */
function relativePathOfRetrieved(file: RetrievedFile): string {
  return file.filepath || file.path || file.filename;
}

/**
 * A retrieved folder: its expiry, QR, the file tree with View and Download on every file, a zip of any folder
 * and of everything, and an edit mode that removes entries from this view only (the share is unchanged).
 */
export function FolderResult({ folder, editable = false, headingLevel = 2 }: FolderResultProps) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState(false);
  const [preview, setPreview] = useState<{ source: PreviewSource; download: string } | null>(null);
  const expiresIn = useExpiryLabel(folder.expiresAt);
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

  const removePaths = (paths: string[]) => setRemoved((current) => new Set([...current, ...paths]));
  const removeFolder = (folderPath: string) =>
    removePaths(visible.map(relativePathOfRetrieved).filter((path) => isWithin(path, folderPath)));

  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading id={titleId} className={styles.title}>
            Folder <span className={styles.code}>{folder.folderCode}</span>
          </Heading>
          <p className={styles.meta}>
            {folder.files.length === 1 ? '1 file' : `${folder.files.length} files`} ·{' '}
            {formatBytes(folder.files.reduce((sum, f) => sum + f.filesize, 0))}
            {expiresIn && (
              <>
                {' · '}
                <time dateTime={folder.expiresAt} title={formatExpiryTime(folder.expiresAt!)} data-testid="expiry">
                  {expiresIn}
                </time>
              </>
            )}
          </p>
          {describeRetention(folder.retention) && (
            <p className={styles.retention}>{describeRetention(folder.retention)}</p>
          )}
        </div>
        <div className={styles.toolbar}>
          {zipUrl && (
            <a className={buttonClassName({ variant: 'primary' })} href={folderZipUrl(zipUrl)} download>
              Download all
            </a>
          )}
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

      {tree.fileCount === 0 ? (
        <p className={styles.empty}>No files left in this view.</p>
      ) : (
        <FolderTree
          root={tree}
          label={`Files in folder ${folder.folderCode}`}
          fileActions={(node) => (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`View ${node.name}`}
                onClick={() =>
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
              >
                View
              </Button>
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={fileDownloadUrl(node.item)}
                download
                aria-label={`Download ${node.name}`}
              >
                Download
              </a>
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
              {zipUrl && (
                <a
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  href={folderZipUrl(zipUrl, node.path)}
                  download
                  aria-label={`Download folder ${node.name} as zip`}
                >
                  Download zip
                </a>
              )}
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
