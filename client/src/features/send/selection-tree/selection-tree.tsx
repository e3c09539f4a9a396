import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { TreeFolder } from '../../../lib/files/file-tree';
import type { SelectionEntry } from '../../../hooks/use-selection';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { FolderTree, PreviewDialog, type PreviewSource, type SizeUnits } from '../../files';
import styles from './selection-tree.module.css';

/** The feature page's removal prompt, in the source language (REMOVE_PROMPT, as the specs find it). */
export const REMOVE_PROMPT = 'Are you sure you want to remove this file?';

const messages = defineMessages({
  removePrompt: { id: 'send.selectionTree.removePrompt', defaultMessage: 'Are you sure you want to remove this file?' },
  treeLabel: { id: 'send.selectionTree.treeLabel', defaultMessage: 'Selected files' },
  fullScreenTreeLabel: { id: 'send.selectionTree.fullScreenTreeLabel', defaultMessage: 'Selected files, full screen' },
});

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
  const intl = useIntl();
  const removePrompt = intl.formatMessage(messages.removePrompt);
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
          <span className={styles.confirm} role="group" aria-label={removePrompt}>
            <span className={styles.prompt}>{removePrompt}</span>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                setConfirming(null);
                onRemoveFile(node.item);
              }}
            >
              <FormattedMessage id="send.selectionTree.confirmRemoveButton" defaultMessage="Yes, remove" />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
              <FormattedMessage id="send.selectionTree.keepButton" defaultMessage="Keep" />
            </Button>
          </span>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={intl.formatMessage(
                { id: 'send.selectionTree.viewFileLabel', defaultMessage: 'View {name}' },
                { name: node.name },
              )}
              onClick={() => setPreview({ kind: 'local', file: node.item.file, path: node.path })}
            >
              <FormattedMessage id="send.selectionTree.viewButton" defaultMessage="View" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              aria-label={intl.formatMessage(
                { id: 'send.selectionTree.removeFileLabel', defaultMessage: 'Remove {name}' },
                { name: node.name },
              )}
              onClick={() => (confirmFileRemoval ? setConfirming(node.item.id) : onRemoveFile(node.item))}
            >
              <FormattedMessage id="send.selectionTree.removeButton" defaultMessage="Remove" />
            </Button>
          </>
        )
      }
      folderActions={(node) => (
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          aria-label={intl.formatMessage(
            { id: 'send.selectionTree.removeFolderLabel', defaultMessage: 'Remove folder {name}' },
            { name: node.name },
          )}
          onClick={() => onRemoveFolder(node.path)}
        >
          <FormattedMessage id="send.selectionTree.removeButton" defaultMessage="Remove" />
        </Button>
      )}
    />
  );

  return (
    <div className={styles.selection}>
      <div className={styles.bar}>
        <Button size="sm" variant="ghost" onClick={() => setFullScreen(true)}>
          <FormattedMessage id="send.selectionTree.fullScreenButton" defaultMessage="Open full-screen view" />
        </Button>
      </div>
      {renderTree(intl.formatMessage(messages.treeLabel))}
      <Dialog
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        title={<FormattedMessage id="send.selectionTree.fullScreenTitle" defaultMessage="Folder structure" />}
        size="full"
      >
        {fullScreen && renderTree(intl.formatMessage(messages.fullScreenTreeLabel), true)}
      </Dialog>
      <PreviewDialog source={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
