import { defaultRangeExtractor, measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import type { TreeFile, TreeFolder } from '../../lib/files/file-tree';
import { treeKeyAction } from '../../lib/files/tree-keys';
import { readingDirection } from '../../lib/i18n/reading-direction';
import { countNodes, flattenTree, nearestVisible, type TreeRow } from '../../lib/files/tree-rows';
import { FIRST_ACTION_SELECTOR, sizeLabel, type SizeUnits, TreeRowView } from './tree-row';
import { useTreeExpansion } from './use-tree-expansion';
import styles from './folder-tree.module.css';

/**
 * Up to this many folders and files, every row is rendered in the page's flow, exactly like a plain list; above
 * it, the rows scroll in a box of their own and only those in (or near) view exist in the page.
 */
const VIRTUALISE_ABOVE_NODES = 100;

/** A one-line row on a wide screen; rows that wrap (phones) are measured as they render. */
const ESTIMATED_ROW_PX = 53;
const OVERSCAN_ROWS = 8;
/** The scroll box's usual height (36rem), assumed while it has no layout (hidden, or not laid out yet). */
const UNLAID_VIEW_PX = 576;

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
  /** A large tree's scroll box fills the height it is given (the full-screen viewer) instead of a share of the screen. */
  fill?: boolean;
  /** Sizes are still being read (a large local pick): show a placeholder instead of 0. */
  sizesPending?: boolean;
  /** Sizes in the largest fitting unit (the default), or in KB, rounded (bytes under 1 KB). */
  sizeUnits?: SizeUnits;
}

/**
 * A folder tree with file-type icons and sizes, built as a WAI-ARIA tree: one tab stop, arrow keys,
 * Home/End, Enter/Space, expand and collapse announced politely, and Expand all / Collapse all. Large trees
 * are virtualised (a share of 5 000 files keeps a few dozen rows in the page), so showing, scrolling and
 * opening a folder cost the same whatever the count.
 */
export function FolderTree<T>({
  root,
  label,
  fileActions,
  folderActions,
  showPaths = false,
  fill = false,
  sizesPending = false,
  sizeUnits = 'largest',
}: FolderTreeProps<T>) {
  const { expansion, announcement, setFolder, expandAll, collapseAll } = useTreeExpansion();
  const flat = useMemo(() => flattenTree(root, expansion), [root, expansion]);
  const virtual = useMemo(() => countNodes(root) > VIRTUALISE_ABOVE_NODES, [root]);
  const hasFolders = useMemo(() => root.children.some((node) => node.kind === 'folder'), [root]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = nearestVisible(flat, activeKey);
  const idPrefix = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusWanted = useRef(false);

  // The warning says only that the React Compiler would leave this component unmemoized (the virtualizer
  // changes in place), which is right for it; any use of useVirtualizer draws it.
  // eslint-disable-next-line react-hooks/incompatible-library -- informational; see the line above
  const virtualizer = useVirtualizer({
    count: flat.rows.length,
    enabled: virtual,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    // A box or row measured at 0 has no layout (it is hidden): assume the usual sizes rather than rendering no
    // rows at all, which would leave the tree without its tab stop, or every row, which 0-high rows would.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report({ width: rect.width, height: rect.height || UNLAID_VIEW_PX })),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ESTIMATED_ROW_PX,
    getItemKey: (index) => flat.rows[index]?.key ?? index,
    // The active row always exists in the page, even scrolled far away: it is the tree's one tab stop.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
  });

  // Keyboard moves render the new active row first, then focus it and bring it into view.
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (!item) return;
    focusWanted.current = false;
    item.focus({ preventScroll: true });
    item.scrollIntoView?.({ block: 'nearest' });
  });

  const moveTo = (index: number) => {
    const row = flat.rows[index];
    if (!row) return;
    setActiveKey(row.key);
    focusWanted.current = true;
  };

  const toggle = (index: number) => {
    const row = flat.rows[index];
    if (row?.node.kind !== 'folder') return;
    setActiveKey(row.key);
    setFolder(row.node, !row.expanded);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    // Keys pressed on a row's own buttons keep their usual meaning, and so do shortcuts (Alt+Left is Back).
    if (target.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number(target.dataset.index);
    const action = treeKeyAction(flat.rows, index, event.key, readingDirection(target));
    if (!action) return;
    event.preventDefault();
    const row = flat.rows[action.index];
    if (action.type === 'move') moveTo(action.index);
    else if (action.type === 'expand' || action.type === 'collapse') setFolder(row.node, action.type === 'expand');
    else target.querySelector<HTMLElement>(FIRST_ACTION_SELECTOR)?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (item?.dataset.path !== undefined) setActiveKey(item.dataset.path);
  };

  const renderRow = (row: TreeRow<T>, index: number, placement?: { start: number }) => (
    <TreeRowView
      key={row.key}
      row={row}
      index={index}
      active={index === activeIndex}
      idPrefix={idPrefix}
      showPaths={showPaths}
      sizesPending={sizesPending}
      sizeUnits={sizeUnits}
      actions={row.node.kind === 'file' ? fileActions?.(row.node) : folderActions?.(row.node)}
      onToggle={toggle}
      style={placement && { transform: `translateY(${placement.start}px)` }}
      measureRef={placement && virtualizer.measureElement}
    />
  );

  return (
    <div className={styles.tree} data-fill={(fill && virtual) || undefined}>
      <div className={styles.summary}>
        <span>
          <FormattedMessage
            id="files.folderTree.summary"
            defaultMessage="{count, plural, one {{count} file} other {{count} files}} · {size}"
            values={{
              count: root.fileCount,
              size: <bdi>{sizeLabel(root.size, sizesPending, sizeUnits)}</bdi>,
            }}
          />
        </span>
        {hasFolders && (
          <span className={styles.bulk}>
            <button type="button" className={styles.link} onClick={expandAll}>
              <FormattedMessage id="files.folderTree.expandAll" defaultMessage="Expand all" />
            </button>
            <button type="button" className={styles.link} onClick={collapseAll}>
              <FormattedMessage id="files.folderTree.collapseAll" defaultMessage="Collapse all" />
            </button>
          </span>
        )}
      </div>
      <div ref={scroller} className={styles.frame} data-virtual={virtual || undefined}>
        <ul
          ref={list}
          role="tree"
          aria-label={label}
          className={styles.rows}
          style={virtual ? { height: virtualizer.getTotalSize() } : undefined}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {virtual
            ? virtualizer
                .getVirtualItems()
                .flatMap((item) => (flat.rows[item.index] ? [renderRow(flat.rows[item.index], item.index, item)] : []))
            : flat.rows.map((row, index) => renderRow(row, index))}
        </ul>
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
