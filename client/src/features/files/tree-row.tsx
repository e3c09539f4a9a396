import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { iconKindOf } from '../../lib/files/file-kind';
import { formatBytes, formatKb, pendingKb } from '../../lib/files/format-size';
import type { TreeRow } from '../../lib/files/tree-rows';
import { FileIcon, FolderIcon } from '../../components/file-icon/file-icon';
import styles from './folder-tree.module.css';

/** A row's first action, where Enter on a file row moves focus. */
export const FIRST_ACTION_SELECTOR = '[data-row-actions] :is(a[href], button:not(:disabled))';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * How a tree shows sizes: in the largest fitting unit, or in KB, rounded, where the product's rules ask for KB
 * (the feature page's selection list of name, size and path; under 1 KB in bytes, see `formatKb`).
 */
export type SizeUnits = 'largest' | 'kb';

/** A size, or a placeholder while the sizes of a large pick are still being read. */
export function sizeLabel(bytes: number, pending: boolean, units: SizeUnits): string {
  if (pending) return units === 'kb' ? pendingKb() : '…';
  return units === 'kb' ? formatKb(bytes) : formatBytes(bytes);
}

export interface TreeRowViewProps<T> {
  row: TreeRow<T>;
  index: number;
  /** The one row in the tab order (roving tabindex). */
  active: boolean;
  /** Prefix of the ids that name the row. */
  idPrefix: string;
  showPaths: boolean;
  sizesPending: boolean;
  sizeUnits: SizeUnits;
  actions: ReactNode;
  onToggle: (index: number) => void;
  /** Placement when the tree is virtualised. */
  style?: CSSProperties;
  measureRef?: Ref<HTMLLIElement>;
}

/**
 * One row of the folder tree: a treeitem with file-type icon, name and size, and the screen's actions.
 * Indentation guides stand in for the nested lists of an unvirtualised tree, one dashed line per ancestor.
 * Only the active row's actions are reachable with Tab, so the tree is one stop in the tab order however
 * many rows are shown; arrow keys move between rows, and a click still works on any row.
 */
export function TreeRowView<T>({
  row,
  index,
  active,
  idPrefix,
  showPaths,
  sizesPending,
  sizeUnits,
  actions,
  onToggle,
  style,
  measureRef,
}: TreeRowViewProps<T>) {
  const actionsBox = useRef<HTMLDivElement>(null);
  const { node, level } = row;
  const folder = node.kind === 'folder';
  const nameId = `${idPrefix}-${index}-name`;
  const sizeId = `${idPrefix}-${index}-size`;

  // Runs after every render because the actions are the parent's elements and may change with any render.
  useLayoutEffect(() => {
    for (const element of actionsBox.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []) {
      if (active) element.removeAttribute('tabindex');
      else element.tabIndex = -1;
    }
  });

  return (
    <li
      ref={measureRef}
      role="treeitem"
      className={styles.item}
      style={style}
      data-index={index}
      data-path={row.key}
      aria-level={level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={folder ? row.expanded : undefined}
      aria-labelledby={`${nameId} ${sizeId}`}
      tabIndex={active ? 0 : -1}
    >
      {level > 1 && (
        <span className={styles.guides} aria-hidden="true">
          {Array.from({ length: level - 1 }, (_, depth) => (
            <span key={depth} className={styles.guide} />
          ))}
        </span>
      )}
      <div className={styles.row} data-kind={node.kind}>
        <div
          className={styles.main}
          data-toggle={folder || undefined}
          onClick={folder ? () => onToggle(index) : undefined}
        >
          {folder && <span className={styles.chevron} data-open={row.expanded || undefined} aria-hidden="true" />}
          {folder ? <FolderIcon open={row.expanded} /> : <FileIcon kind={iconKindOf(node.name)} />}
          <span className={styles.text}>
            {/* Names, paths and sizes are isolated (bdi) and keep their own direction: "1.5 KB", or "26 بايت" in words. */}
            <span id={nameId} className={styles.name}>
              <bdi>{node.name}</bdi>
            </span>
            {showPaths && !folder && (
              <span className={styles.path}>
                <bdi>{node.path}</bdi>
              </span>
            )}
          </span>
          <span id={sizeId} className={styles.size}>
            {folder ? (
              <FormattedMessage
                id="files.treeRow.folderSize"
                defaultMessage="{count, plural, one {{count} file} other {{count} files}} · {size}"
                values={{
                  count: node.fileCount,
                  size: <bdi>{sizeLabel(node.size, sizesPending, sizeUnits)}</bdi>,
                }}
              />
            ) : (
              <bdi>{sizeLabel(node.size, sizesPending, sizeUnits)}</bdi>
            )}
          </span>
        </div>
        {actions && (
          <div ref={actionsBox} className={styles.actions} data-row-actions="">
            {actions}
          </div>
        )}
      </div>
    </li>
  );
}
