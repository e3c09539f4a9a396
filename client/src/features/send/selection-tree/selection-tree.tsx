import { useState } from 'react';
import type { TreeFolder } from '../../../lib/files/file-tree';
import type { SelectionEntry } from '../../../hooks/use-selection';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { FolderTree, PreviewDialog, type PreviewSource, type SizeUnits } from '../../files';
import styles from './selection-tree.module.css';

/** The feature page's removal prompt. */
export const REMOVE_PROMPT = 'Are you sure you want to remove this file?';

export interface SelectionTreeProps {
  tree: TreeFolder<SelectionEntry>;
  onRemoveFile: (entry: SelectionEntry) => void;
  onRemoveFolder: (path: string) => void;
  /** Show full relative paths under names (the feature page's list of name, size, path). */
  showPaths?: boolean;
  /** Ask "Are you sure you want to remove this file?" before removing a file. */
  confirmFileRemoval?: boolean;
  disabled?: boolean;
  /** Sizes of a large pick are still being read. */
  sizesPending?: boolean;
  /** Sizes in the largest fitting unit (the default), or in KB, rounded (the feature page's list; bytes under 1 KB). */
  sizeUnits?: SizeUnits;
}

/**
 * The local selection before upload: a tree with View (previewed from the File itself) and Remove on files,
 * Remove on folders, and the full-screen folder-structure viewer.
 */
export function SelectionTree({
  tree,
  onRemoveFile,
  onRemoveFolder,
  showPaths,
  confirmFileRemoval,
  disabled,
  sizesPending,
  sizeUnits,
}: SelectionTreeProps) {
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  const renderTree = (label: string, fill = false) => (
    <FolderTree
      root={tree}
      label={label}
      showPaths={showPaths}
      fill={fill}
      sizesPending={sizesPending}
      sizeUnits={sizeUnits}
      fileActions={(node) =>
        confirming === node.item.id ? (
          <span className={styles.confirm} role="group" aria-label={REMOVE_PROMPT}>
            <span className={styles.prompt}>{REMOVE_PROMPT}</span>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                setConfirming(null);
                onRemoveFile(node.item);
              }}
            >
              Yes, remove
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
              Keep
            </Button>
          </span>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`View ${node.name}`}
              onClick={() => setPreview({ kind: 'local', file: node.item.file, path: node.path })}
            >
              View
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              aria-label={`Remove ${node.name}`}
              onClick={() => (confirmFileRemoval ? setConfirming(node.item.id) : onRemoveFile(node.item))}
            >
              Remove
            </Button>
          </>
        )
      }
      folderActions={(node) => (
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          aria-label={`Remove folder ${node.name}`}
          onClick={() => onRemoveFolder(node.path)}
        >
          Remove
        </Button>
      )}
    />
  );

  return (
    <div className={styles.selection}>
      <div className={styles.bar}>
        <Button size="sm" variant="ghost" onClick={() => setFullScreen(true)}>
          Open full-screen view
        </Button>
      </div>
      {renderTree('Selected files')}
      <Dialog open={fullScreen} onClose={() => setFullScreen(false)} title="Folder structure" size="full">
        {fullScreen && renderTree('Selected files, full screen', true)}
      </Dialog>
      <PreviewDialog source={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
