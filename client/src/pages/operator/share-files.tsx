import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button/button';
import { FolderTree, PreviewDialog, type PreviewSource } from '../../features/files';
import { Gallery, useGalleryView, ViewSwitch } from '../../features/gallery';
import { buildFileTree } from '../../lib/files/file-tree';
import type { OperatorFile } from '../../lib/moderation/operator-types';
import styles from './operator-page.module.css';

/**
 * A file as the gallery reads it: the console's preview address stands for the file's (it serves ranges and counts
 * nothing), and its thumbnail is the console's.
 */
interface ConsoleMedia {
  id: number;
  filepath: string;
  filesize: number;
  mimetype: string;
  url: string;
  thumbnailUrl: string | null;
}

const pathOf = (file: ConsoleMedia) => file.filepath;
/** The console looks at a share as it is stored: every file listed is whole. */
const stateOf = (file: ConsoleMedia) => ({ status: 'ready' as const, receivedBytes: file.filesize });

/**
 * The share's files as a recipient sees them (the folder tree and the previews, or the gallery of its photos and
 * videos), through the console's own preview and thumbnail addresses, which count no opens or downloads.
 */
export function ShareFiles({ code, files }: { code: string; files: readonly OperatorFile[] }) {
  const intl = useIntl();
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const tree = useMemo(() => buildFileTree(files, (file) => ({ path: file.filepath, size: file.filesize })), [files]);
  const media = useMemo(
    () =>
      files.map((file): ConsoleMedia => ({
        id: file.id,
        filepath: file.filepath,
        filesize: file.filesize,
        mimetype: file.mimetype,
        url: file.previewUrl,
        thumbnailUrl: file.thumbnailUrl ?? null,
      })),
    [files],
  );
  const gallery = useGalleryView(media, pathOf);
  if (files.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="operator.share.filesDeleted" defaultMessage="Its files were deleted." />
      </p>
    );
  }
  return (
    <>
      {gallery.offered && <ViewSwitch view={gallery.view} onChange={gallery.setView} />}
      {gallery.view === 'gallery' ? (
        <Gallery
          files={media}
          pathOf={pathOf}
          stateOf={stateOf}
          label={intl.formatMessage(
            { id: 'operator.share.galleryLabel', defaultMessage: 'Photos and videos in share {code}' },
            { code },
          )}
        />
      ) : (
        <FolderTree
          root={tree}
          label={intl.formatMessage(
            { id: 'operator.share.filesLabel', defaultMessage: 'Files in share {code}' },
            { code },
          )}
          fileActions={(node) => (
            <>
              {node.item.blocked && (
                <span className={styles.blocked}>
                  <FormattedMessage id="operator.share.blocked" defaultMessage="Blocked" />
                </span>
              )}
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(
                  { id: 'operator.share.viewFileLabel', defaultMessage: 'View {name}' },
                  { name: node.name },
                )}
                onClick={() =>
                  setPreview({
                    kind: 'remote',
                    path: node.path,
                    previewUrl: node.item.previewUrl,
                    size: node.item.filesize,
                  })
                }
              >
                <FormattedMessage id="operator.share.viewButton" defaultMessage="View" />
              </Button>
            </>
          )}
        />
      )}
      <PreviewDialog source={preview} onClose={() => setPreview(null)} />
    </>
  );
}
