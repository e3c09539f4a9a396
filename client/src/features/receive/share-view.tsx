import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RetrievedFolder } from '../../lib/api/folders';
import { buildFileTree } from '../../lib/files/file-tree';
import { isWithin } from '../../lib/files/relative-path';
import { Button, buttonClassName } from '../../components/button/button';
import { FolderTree, PreviewDialog, type PreviewSource } from '../files';
import { Gallery, useGalleryView, ViewSwitch, type GalleryFile, type MediaAccess } from '../gallery';
import { fileArrival, notReady, readyCount, type Arrival } from './arrival';
import { ArrivalSummary, ZipWaitNotice } from './arrival-ui';
import type { ShareContents } from './contents/share-contents';
import { DirectOnlySummary } from './direct-only-ui';
import { FileRowActions } from './file-row';
import { ShareHeader } from './share-header';
import { ShareQr } from './share-qr';
import { useShareDownloads } from './use-share-downloads';
import { useZipsWhenReady } from './use-zips-when-ready';
import styles from './share-view.module.css';

export interface ShareViewProps<E extends GalleryFile> {
  folder: RetrievedFolder;
  contents: ShareContents<E>;
  arrival: Arrival;
  /** A share sent directly only: whether its sender's page is there (null: not known yet). */
  senderPresent: boolean | null;
  /**
   * Offer "Remove from view": files or folders taken out of this list on this device (the share is unchanged). Named
   * for what it does, so nobody has to press it to find out.
   */
  editable?: boolean;
  /** Heading level of the panel title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The heading, when it is not the share's ("Folder 4821"): a file request's answer is named by its request. */
  title?: string;
}

/**
 * A retrieved share, plain or end-to-end encrypted alike (its contents say where the bytes come from): its expiry,
 * the file tree (or gallery) with View and Download on every file, a ZIP of any folder and of everything, and an
 * edit mode that removes entries from this view only (the share is unchanged). While its files are still arriving,
 * the whole tree shows at once, each file not ready yet marked as arriving (how much of it) or being checked, its
 * View and Download usable the moment it is ready; a ZIP asked for waits for its files. A share sent directly only
 * offers each file's Download alone, from the sender's device (no preview, ZIP or gallery: the server holds none of
 * it), and says whether the sender's page is there.
 */
export function ShareView<E extends GalleryFile>({
  folder,
  contents,
  arrival,
  senderPresent,
  editable = false,
  headingLevel = 2,
  title,
}: ShareViewProps<E>) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState(false);
  const [preview, setPreview] = useState<{ file: E; source: PreviewSource } | null>(null);
  const { files, pathOf, storedOf } = contents;
  const directOnly = folder.directOnly === true;
  const titleId = useId();
  const intl = useIntl();

  const visible = useMemo(() => files.filter((file) => !removed.has(pathOf(file))), [files, pathOf, removed]);
  const tree = useMemo(
    () => buildFileTree(visible, (file) => ({ path: pathOf(file), size: file.filesize })),
    [visible, pathOf],
  );
  const filesUnder = useCallback(
    (path: string) =>
      files
        .filter((file) => path === '' || isWithin(pathOf(file), path))
        .map((file) => ({ ...storedOf(file), path: pathOf(file) })),
    [files, pathOf, storedOf],
  );
  const zip = directOnly ? undefined : contents.zip;
  const zips = useZipsWhenReady(arrival, filesUnder, zip?.start ?? noZip);
  const downloads = useShareDownloads(contents, arrival, directOnly);
  const gallery = useGalleryView(visible, pathOf, folder.folderCode);
  const stateOf = useCallback((file: E) => fileArrival(arrival, storedOf(file)), [arrival, storedOf]);
  const access: MediaAccess<E> = {
    thumbnailOf: contents.thumbnailOf,
    open: contents.open,
    download: (file) => {
      const link = contents.linkOf?.(file);
      return link ? { href: link } : { onDownload: () => downloads.download(file) };
    },
  };

  const removePaths = (paths: string[]) => setRemoved((current) => new Set([...current, ...paths]));
  const view = (file: E) => {
    const { source, later } = contents.preview(file);
    setPreview({ file, source });
    void later?.then((made) =>
      setPreview((current) => (current?.file !== file ? current : made && { file, source: made })),
    );
  };
  const download = (event: MouseEvent | undefined, file: E) => {
    event?.preventDefault();
    downloads.download(file);
  };
  const previewDownload = preview && access.download(preview.file);

  /** A ZIP's link while its files are all here and the server builds it; a button that waits for them otherwise. */
  const zipAction = (path: string, label: string, ariaLabel?: string, primary = false) => {
    if (!zip) return null;
    const size = primary ? undefined : 'sm';
    const variant = primary ? 'primary' : 'secondary';
    // A whole share needs no walk over the folder's files: every ZIP can be a link.
    if (zip.href && (arrival.pending.size === 0 || notReady(arrival, filesUnder(path)).length === 0))
      return (
        <a className={buttonClassName({ variant, size })} href={zip.href(path)} download aria-label={ariaLabel}>
          {label}
        </a>
      );
    return (
      <Button variant={variant} size={size} aria-label={ariaLabel} onClick={() => zips.request(path)}>
        {label}
      </Button>
    );
  };
  const removeButton = (label: string, paths: () => string[]) =>
    editing && (
      <Button size="sm" variant="danger" aria-label={label} onClick={() => removePaths(paths())}>
        <FormattedMessage id="receive.shareView.removeButton" defaultMessage="Remove" />
      </Button>
    );

  return (
    <section className={styles.result} aria-labelledby={titleId} data-arrival={arrival.status}>
      <ShareHeader
        folder={folder}
        titleId={titleId}
        headingLevel={headingLevel}
        title={title}
        fileCount={files.length}
        totalBytes={files.reduce((sum, file) => sum + file.filesize, 0)}
        expiresAt={arrival.expiresAt ?? folder.expiresAt}
        arriving={arrival.status !== 'ready'}
        encrypted={contents.encrypted}
        toolbar={
          <>
            {zipAction(
              '',
              intl.formatMessage({ id: 'receive.shareView.downloadAll', defaultMessage: 'Download all' }),
              undefined,
              true,
            )}
            {editable && (
              <Button
                variant={editing ? 'primary' : 'secondary'}
                aria-pressed={editing}
                onClick={() => setEditing((on) => !on)}
              >
                {editing ? (
                  <FormattedMessage id="receive.shareView.doneEditing" defaultMessage="Done" />
                ) : (
                  <FormattedMessage id="receive.shareView.removeFromView" defaultMessage="Remove from view" />
                )}
              </Button>
            )}
          </>
        }
      />

      <ArrivalSummary
        arrival={arrival}
        ready={readyCount(arrival, files.map(storedOf))}
        total={files.length}
        encrypted={contents.encrypted}
      />
      {directOnly && <DirectOnlySummary senderPresent={senderPresent} />}
      <ZipWaitNotice
        waiting={zips.waiting.map(({ path, missing }) => ({ path, missing: missing.map((file) => file.path) }))}
        onCancel={zips.cancel}
      />
      {contents.problem && (
        <p className={styles.problem} role="alert">
          {contents.problem}
        </p>
      )}
      {contents.qrCode && (
        <ShareQr qrCode={contents.qrCode} folderCode={folder.folderCode} folderUrl={folder.folderUrl} />
      )}
      {editing && (
        <p className={styles.editNote} role="status">
          <FormattedMessage
            id="receive.shareView.editNote"
            defaultMessage="Removing hides files from this view on this device only; the shared folder itself does not change."
          />
        </p>
      )}

      {gallery.offered && !directOnly && <ViewSwitch view={gallery.view} onChange={gallery.setView} />}

      {tree.fileCount === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="receive.shareView.noFilesLeft" defaultMessage="No files left in this view." />
        </p>
      ) : gallery.view === 'gallery' && !directOnly ? (
        <Gallery
          files={visible}
          pathOf={pathOf}
          stateOf={stateOf}
          label={intl.formatMessage(
            { id: 'receive.shareView.galleryLabel', defaultMessage: 'Photos and videos in folder {code}' },
            { code: folder.folderCode },
          )}
          access={access}
        />
      ) : (
        <FolderTree
          root={tree}
          label={intl.formatMessage(
            { id: 'receive.shareView.treeLabel', defaultMessage: 'Files in folder {code}' },
            { code: folder.folderCode },
          )}
          fileActions={(node) => (
            <>
              <FileRowActions
                name={node.name}
                state={stateOf(node.item)}
                storedSize={storedOf(node.item).filesize}
                link={contents.linkOf?.(node.item)}
                directOnly={directOnly}
                road={downloads.roadOf(node.item)}
                onView={() => view(node.item)}
                onDownload={(event) => download(event, node.item)}
              />
              {removeButton(
                intl.formatMessage(
                  { id: 'receive.shareView.removeFileLabel', defaultMessage: 'Remove {name}' },
                  { name: node.name },
                ),
                () => [node.path],
              )}
            </>
          )}
          folderActions={(node) => (
            <>
              {zipAction(
                node.path,
                intl.formatMessage({ id: 'receive.shareView.downloadZip', defaultMessage: 'Download zip' }),
                intl.formatMessage(
                  { id: 'receive.shareView.downloadFolderZipLabel', defaultMessage: 'Download folder {name} as zip' },
                  { name: node.name },
                ),
              )}
              {removeButton(
                intl.formatMessage(
                  { id: 'receive.shareView.removeFolderLabel', defaultMessage: 'Remove folder {name}' },
                  { name: node.name },
                ),
                () => visible.map(pathOf).filter((path) => isWithin(path, node.path)),
              )}
            </>
          )}
        />
      )}

      <PreviewDialog
        source={preview?.source ?? null}
        downloadUrl={previewDownload && 'href' in previewDownload ? previewDownload.href : undefined}
        onDownload={previewDownload && 'onDownload' in previewDownload ? previewDownload.onDownload : undefined}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}

/** No ZIPs are offered: nothing to start. */
function noZip(): void {}
