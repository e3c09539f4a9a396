/**
 * The one tree builder behind every folder view: a local selection before upload and a retrieved share
 * after it. Input is a flat list of files with relative paths; output is a tree with folders first, then
 * files, each group sorted by name the way a person expects ("file 2" before "file 10", "é" beside "e").
 */
import { pathSegments } from './relative-path';

export interface TreeFile<T> {
  kind: 'file';
  name: string;
  /** Full relative path, the identity of the file within its share. */
  path: string;
  size: number;
  item: T;
}

export interface TreeFolder<T> {
  kind: 'folder';
  /** "" for the root. */
  name: string;
  /** "" for the root, else "photos/2024". */
  path: string;
  /** Total bytes of every file below. */
  size: number;
  /** Number of files below, at any depth. */
  fileCount: number;
  children: TreeNode<T>[];
}

export type TreeNode<T> = TreeFile<T> | TreeFolder<T>;

/** How the builder reads a path and a size from whatever item type a screen holds. */
export type Describe<T> = (item: T) => { path: string; size: number };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Locale-aware, numeric-aware name order; exact code-point order breaks ties so the result is stable. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

interface Draft<T> {
  name: string;
  path: string;
  folders: Map<string, Draft<T>>;
  files: TreeFile<T>[];
}

function emptyDraft<T>(name: string, path: string): Draft<T> {
  return { name, path, folders: new Map(), files: [] };
}

function finish<T>(draft: Draft<T>): TreeFolder<T> {
  const folders = [...draft.folders.values()].map(finish).sort((a, b) => compareNames(a.name, b.name));
  const files = [...draft.files].sort((a, b) => compareNames(a.name, b.name) || compareNames(a.path, b.path));
  const size = folders.reduce((sum, f) => sum + f.size, 0) + files.reduce((sum, f) => sum + f.size, 0);
  const fileCount = folders.reduce((sum, f) => sum + f.fileCount, 0) + files.length;
  return { kind: 'folder', name: draft.name, path: draft.path, size, fileCount, children: [...folders, ...files] };
}

/** Builds the tree. Items whose path has no segments are skipped (nothing sensible to show). */
export function buildFileTree<T>(items: readonly T[], describe: Describe<T>): TreeFolder<T> {
  const root = emptyDraft<T>('', '');
  for (const item of items) {
    const { path, size } = describe(item);
    const segments = pathSegments(path);
    if (segments.length === 0) continue;
    let folder = root;
    for (const segment of segments.slice(0, -1)) {
      const childPath = folder.path ? `${folder.path}/${segment}` : segment;
      let child = folder.folders.get(segment);
      if (!child) {
        child = emptyDraft(segment, childPath);
        folder.folders.set(segment, child);
      }
      folder = child;
    }
    folder.files.push({ kind: 'file', name: segments[segments.length - 1], path: segments.join('/'), size, item });
  }
  return finish(root);
}

/** Every file below a folder, depth first in display order. */
export function filesIn<T>(folder: TreeFolder<T>): TreeFile<T>[] {
  return folder.children.flatMap((node) => (node.kind === 'file' ? [node] : filesIn(node)));
}

/** Every folder path below (and excluding) a folder; useful to expand or collapse everything. */
export function folderPathsIn<T>(folder: TreeFolder<T>): string[] {
  return folder.children.flatMap((node) => (node.kind === 'folder' ? [node.path, ...folderPathsIn(node)] : []));
}
