import { useId, useState, type ReactNode } from 'react';
import { iconKindOf } from '../../lib/file-kind';
import { folderPathsIn, type TreeFile, type TreeFolder, type TreeNode } from '../../lib/file-tree';
import { formatKb } from '../../lib/format-size';
import { FileIcon, FolderIcon } from '../file-icon/file-icon';
import styles from './folder-tree.module.css';

export interface FolderTreeProps<T> {
  root: TreeFolder<T>;
  /** Accessible name of the tree, e.g. "Selected files". */
  label: string;
  /** Buttons shown on each file row (View, Download, Remove…). */
  fileActions?: (file: TreeFile<T>) => ReactNode;
  /** Buttons shown on each folder row (Download as zip, Remove…). */
  folderActions?: (folder: TreeFolder<T>) => ReactNode;
  /** Show each file's full relative path under its name (the feature page's list). */
  showPaths?: boolean;
}

function filesLabel(count: number): string {
  return count === 1 ? '1 file' : `${count} files`;
}

/**
 * A collapsible folder tree with file-type icons and sizes in KB. Folders are disclosure buttons
 * (aria-expanded), so the whole tree works with Tab, Enter and Space and reads naturally as nested lists.
 */
export function FolderTree<T>({ root, label, fileActions, folderActions, showPaths = false }: FolderTreeProps<T>) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const hasFolders = root.children.some((node) => node.kind === 'folder');

  const toggle = (path: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  function renderNodes(nodes: TreeNode<T>[]): ReactNode {
    return nodes.map((node) => {
      if (node.kind === 'file') {
        return (
          <li key={`file:${node.path}`} className={styles.item} data-path={node.path}>
            <div className={styles.row} data-kind="file">
              <div className={styles.main}>
                <FileIcon kind={iconKindOf(node.name)} />
                <span className={styles.text}>
                  <span className={styles.name}>{node.name}</span>
                  {showPaths && <span className={styles.path}>{node.path}</span>}
                </span>
                <span className={styles.size}>{formatKb(node.size)}</span>
              </div>
              {fileActions && <div className={styles.actions}>{fileActions(node)}</div>}
            </div>
          </li>
        );
      }
      const open = !collapsed.has(node.path);
      const listId = `${baseId}-${encodeURIComponent(node.path)}`;
      return (
        <li key={`folder:${node.path}`} className={styles.item} data-path={`${node.path}/`}>
          <div className={styles.row} data-kind="folder">
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(node.path)}
            >
              <span className={styles.chevron} data-open={open || undefined} aria-hidden="true" />
              <FolderIcon open={open} />
              <span className={styles.text}>
                <span className={styles.name}>{node.name}</span>
              </span>
              <span className={styles.size}>
                {filesLabel(node.fileCount)} · {formatKb(node.size)}
              </span>
            </button>
            {folderActions && <div className={styles.actions}>{folderActions(node)}</div>}
          </div>
          <ul id={listId} className={styles.list} hidden={!open}>
            {renderNodes(node.children)}
          </ul>
        </li>
      );
    });
  }

  return (
    <div className={styles.tree}>
      <div className={styles.summary}>
        <span>
          {filesLabel(root.fileCount)} · {formatKb(root.size)}
        </span>
        {hasFolders && (
          <span className={styles.bulk}>
            <button type="button" className={styles.link} onClick={() => setCollapsed(new Set())}>
              Expand all
            </button>
            <button type="button" className={styles.link} onClick={() => setCollapsed(new Set(folderPathsIn(root)))}>
              Collapse all
            </button>
          </span>
        )}
      </div>
      <ul className={[styles.list, styles.root].join(' ')} aria-label={label}>
        {renderNodes(root.children)}
      </ul>
    </div>
  );
}
