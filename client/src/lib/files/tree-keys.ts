/**
 * What a key does on a row of a WAI-ARIA tree (the tree view pattern's keyboard model), as data, so the
 * component only applies the answer: Up/Down move by one visible row, Home/End to the first/last,
 * Right opens a closed folder or steps into an open one, Left closes an open folder or steps up to the
 * parent (Left and Right swap in right-to-left text), Enter and Space open or close a folder and activate a file.
 */
import { inlineKey, type ReadingDirection } from '../i18n/reading-direction';
import type { TreeRow } from './tree-rows';

export type TreeKeyAction =
  | { type: 'move'; index: number }
  | { type: 'expand'; index: number }
  | { type: 'collapse'; index: number }
  | { type: 'activate'; index: number };

export function treeKeyAction<T>(
  rows: readonly TreeRow<T>[],
  index: number,
  key: string,
  direction: ReadingDirection,
): TreeKeyAction | null {
  const row = rows[index];
  if (!row) return null;
  const last = rows.length - 1;
  const isFolder = row.node.kind === 'folder';
  switch (inlineKey(key, direction)) {
    case 'ArrowDown':
      return index < last ? { type: 'move', index: index + 1 } : null;
    case 'ArrowUp':
      return index > 0 ? { type: 'move', index: index - 1 } : null;
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: last };
    case 'ArrowRight':
      if (!isFolder) return null;
      if (!row.expanded) return { type: 'expand', index };
      return rows[index + 1]?.parentIndex === index ? { type: 'move', index: index + 1 } : null;
    case 'ArrowLeft':
      if (isFolder && row.expanded) return { type: 'collapse', index };
      return row.parentIndex >= 0 ? { type: 'move', index: row.parentIndex } : null;
    case 'Enter':
    case ' ':
      if (!isFolder) return { type: 'activate', index };
      return row.expanded ? { type: 'collapse', index } : { type: 'expand', index };
    default:
      return null;
  }
}
