import { useEffect, useId, useMemo, useState } from 'react';
import type { RetrievedFolder } from '../../lib/api/folders';
import type { ManifestEntry } from '../../lib/encryption';
import { decryptedBlob, openEncryptedShare, type OpenedShare } from '../../lib/encrypted-shares/opened-share';
import type { DownloadJob } from '../../lib/encrypted-shares/decrypted-download';
import { saveDecrypted } from '../../lib/encrypted-shares/save-decrypted';
import { buildFileTree } from '../../lib/files/file-tree';
import { previewKindOf } from '../../lib/files/file-kind';
import { formatBytes } from '../../lib/files/format-size';
import { baseName } from '../../lib/files/relative-path';
import { describeRetention, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import { Button } from '../button/button';
import type { PreviewSource } from '../file-preview/file-preview';
import { PreviewDialog } from '../file-preview/preview-dialog';
import { FolderTree } from '../folder-tree/folder-tree';
import { DecryptingStatus } from './decrypting-status';
import styles from './encrypted-folder.module.css';

/** Previews decrypt the whole file into memory: beyond this, only Download is offered. */
const PREVIEW_MAX_BYTES = 32 * 1024 * 1024;

export interface EncryptedFolderProps {
  folder: RetrievedFolder;
  /** The link's fragment (`location.hash`), which holds the key. */
  fragment: string;
}

type Opening = { status: 'opening' } | { status: 'open'; share: OpenedShare } | { status: 'failed'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'This share could not be opened.';
}

function useOpenedShare(folder: RetrievedFolder, fragment: string): Opening {
  const [opened, setOpened] = useState<{ folder: RetrievedFolder; fragment: string; state: Opening } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    openEncryptedShare(folder, fragment, controller.signal).then(
      (share) => !controller.signal.aborted && setOpened({ folder, fragment, state: { status: 'open', share } }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setOpened({ folder, fragment, state: { status: 'failed', message: messageOf(error) } }),
    );
    return () => controller.abort();
  }, [folder, fragment]);
  return opened?.folder === folder && opened.fragment === fragment ? opened.state : { status: 'opening' };
}

/**
 * An end-to-end encrypted share, decrypted in this browser: the key from the link's fragment opens the
 * manifest, then the same tree, previews and downloads as a plain share, every byte decrypted here. A wrong,
 * missing or altered key or share shows the encryption layer's message and nothing else.
 */
export function EncryptedFolder({ folder, fragment }: EncryptedFolderProps) {
  const opening = useOpenedShare(folder, fragment);
  const expiresIn = useExpiryLabel(folder.expiresAt);
  const titleId = useId();
  const [preview, setPreview] = useState<{ source: PreviewSource; entry: ManifestEntry } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const share = opening.status === 'open' ? opening.share : null;
  const tree = useMemo(
    () => buildFileTree(share?.manifest.files ?? [], (entry) => ({ path: entry.path, size: entry.size })),
    [share],
  );

  if (opening.status === 'opening') {
    return <DecryptingStatus />;
  }
  if (opening.status === 'failed') {
    return (
      <section className={styles.failure} role="alert" data-testid="encrypted-share-error">
        <h2 className={styles.failureTitle}>This encrypted share cannot be opened</h2>
        <p>{opening.message}</p>
      </section>
    );
  }

  const { manifest, shareKey, urls } = opening.share;
  const run = (job: DownloadJob) => {
    setProblem(null);
    saveDecrypted(job).catch((error: unknown) => setProblem(messageOf(error)));
  };
  const downloadFile = (entry: ManifestEntry) =>
    run({ kind: 'file', name: baseName(entry.path), shareKey, entry, url: urls[entry.id] });
  const downloadZip = (folderPath?: string) =>
    run({
      kind: 'zip',
      name: `sharecode-${folder.folderCode}${folderPath ? `-${baseName(folderPath)}` : ''}.zip`,
      shareKey,
      manifest,
      urls,
      folder: folderPath,
    });
  const view = (entry: ManifestEntry) => {
    setProblem(null);
    const { path, size } = entry;
    if (size === 0 || size > PREVIEW_MAX_BYTES || !previewKindOf(path)) {
      // Nothing to decrypt: the dialog says the file is empty, too large, or of a type with no preview.
      setPreview({ entry, source: { kind: 'unfetched', path, size, limit: PREVIEW_MAX_BYTES } });
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
          {describeRetention(folder.retention) && <p className={styles.meta}>{describeRetention(folder.retention)}</p>}
        </div>
        <Button variant="primary" onClick={() => downloadZip()}>
          Download all
        </Button>
      </header>

      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}

      <FolderTree
        root={tree}
        label={`Files in folder ${folder.folderCode}`}
        fileActions={(node) => (
          <>
            <Button size="sm" variant="secondary" aria-label={`View ${node.name}`} onClick={() => view(node.item)}>
              View
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Download ${node.name}`}
              onClick={() => downloadFile(node.item)}
            >
              Download
            </Button>
          </>
        )}
        folderActions={(node) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Download folder ${node.name} as zip`}
            onClick={() => downloadZip(node.path)}
          >
            Download zip
          </Button>
        )}
      />

      <PreviewDialog
        source={preview?.source ?? null}
        onDownload={preview ? () => downloadFile(preview.entry) : undefined}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
