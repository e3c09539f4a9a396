/**
 * A file tree as the flat list of rows a screen shows: only rows whose ancestors are all open, each with
 * what a WAI-ARIA tree needs (level, position among siblings, sibling count). Flattening walks the visible
 * rows only, so collapsing a folder of 5 000 files, or everything at once, costs next to nothing.
 */
import type { TreeFolder, TreeNode } from './file-tree';

/**
 * Which folders are open. Expand all and Collapse all only change `base`; a folder opened or closed by hand
 * is recorded in `flipped`. Keeping it this way means neither bulk action has to list every folder.
 */
export interface Expansion {
  base: 'open' | 'closed';
  /** Folder paths whose state is the opposite of `base`. */
  flipped: ReadonlySet<string>;
}

export const ALL_OPEN: Expansion = { base: 'open', flipped: new Set() };
export const ALL_CLOSED: Expansion = { base: 'closed', flipped: new Set() };

export function isOpen(expansion: Expansion, folderPath: string): boolean {
  return (expansion.base === 'open') !== expansion.flipped.has(folderPath);
}

/** The same expansion with one folder opened or closed. */
export function withFolder(expansion: Expansion, folderPath: string, open: boolean): Expansion {
  if (isOpen(expansion, folderPath) === open) return expansion;
  const flipped = new Set(expansion.flipped);
  if (flipped.has(folderPath)) flipped.delete(folderPath);
  else flipped.add(folderPath);
  return { base: expansion.base, flipped };
}

export interface TreeRow<T> {
  node: TreeNode<T>;
  /** Unique among rows: the path, with a trailing "/" for folders (a file and a folder may share a name). */
  key: string;
  /** 1 for the root's children. */
  level: number;
  /** 1-based position among its siblings. */
  posInSet: number;
  setSize: number;
  /** Index of the parent folder's row; -1 at the top level. */
  parentIndex: number;
  /** Folders only. */
  expanded?: boolean;
}

function rowKey<T>(node: TreeNode<T>): string {
  return node.kind === 'folder' ? `${node.path}/` : node.path;
}

/** The visible rows in display order, and where each key sits. */
export interface FlatTree<T> {
  rows: TreeRow<T>[];
  indexOf: ReadonlyMap<string, number>;
}

export function flattenTree<T>(root: TreeFolder<T>, expansion: Expansion): FlatTree<T> {
  const rows: TreeRow<T>[] = [];
  const indexOf = new Map<string, number>();
  // An explicit stack rather than recursion: deep trees cannot overflow it.
  const stack: Array<{ children: TreeNode<T>[]; next: number; level: number; parentIndex: number }> = [
    { children: root.children, next: 0, level: 1, parentIndex: -1 },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.children.length) {
      stack.pop();
      continue;
    }
    const node = frame.children[frame.next];
    frame.next += 1;
    const key = rowKey(node);
    const index = rows.length;
    const expanded = node.kind === 'folder' ? isOpen(expansion, node.path) : undefined;
    rows.push({
      node,
      key,
      level: frame.level,
      posInSet: frame.next,
      setSize: frame.children.length,
      parentIndex: frame.parentIndex,
      expanded,
    });
    indexOf.set(key, index);
    if (node.kind === 'folder' && expanded && node.children.length > 0) {
      stack.push({ children: node.children, next: 0, level: frame.level + 1, parentIndex: index });
    }
  }
  return { rows, indexOf };
}

/** Every folder and file below the root, visible or not. */
export function countNodes<T>(root: TreeFolder<T>): number {
  let count = 0;
  const stack: TreeFolder<T>[] = [root];
  while (stack.length > 0) {
    const folder = stack.pop()!;
    count += folder.children.length;
    for (const child of folder.children) if (child.kind === 'folder') stack.push(child);
  }
  return count;
}

/**
 * The row to keep active when the active one is no longer shown (its folder was closed, or it was removed):
 * its nearest visible ancestor, else the first row.
 */
export function nearestVisible<T>(flat: FlatTree<T>, key: string | null): number {
  if (flat.rows.length === 0) return -1;
  if (key === null) return 0;
  const exact = flat.indexOf.get(key);
  if (exact !== undefined) return exact;
  const segments = key.replace(/\/$/, '').split('/');
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const ancestor = flat.indexOf.get(`${segments.slice(0, length).join('/')}/`);
    if (ancestor !== undefined) return ancestor;
  }
  return 0;
}
