import { useMemo, useState } from 'react';
import { Button } from '../../components/button/button';
import type { PreviewSource } from '../../components/file-preview/file-preview';
import { PreviewDialog } from '../../components/file-preview/preview-dialog';
import { FolderTree } from '../../components/folder-tree/folder-tree';
import { buildFileTree } from '../../lib/files/file-tree';
import type { OperatorFile } from '../../lib/moderation/operator-types';
import styles from './operator-page.module.css';

/**
 * The share's files as a recipient sees them (the folder tree and the previews), through the console's own
 * preview addresses, which count no opens or downloads.
 */
export function ShareFiles({ code, files }: { code: string; files: readonly OperatorFile[] }) {
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const tree = useMemo(() => buildFileTree(files, (file) => ({ path: file.filepath, size: file.filesize })), [files]);
  if (files.length === 0) return <p className={styles.muted}>Its files were deleted.</p>;
  return (
    <>
      <FolderTree
        root={tree}
        label={`Files in share ${code}`}
        fileActions={(node) => (
          <>
            {node.item.blocked && <span className={styles.blocked}>Blocked</span>}
            <Button
              size="sm"
              variant="secondary"
              aria-label={`View ${node.name}`}
              onClick={() =>
                setPreview({
                  kind: 'remote',
                  path: node.path,
                  previewUrl: node.item.previewUrl,
                  size: node.item.filesize,
                })
              }
            >
              View
            </Button>
          </>
        )}
      />
      <PreviewDialog source={preview} onClose={() => setPreview(null)} />
    </>
  );
}
