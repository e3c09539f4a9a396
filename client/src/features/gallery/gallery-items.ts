/**
 * What the gallery shows of one folder of a share, pure: its subfolders that hold media (as tiles that open
 * them), then its own photos, videos and audio files, by name as people number photos (IMG_2 before IMG_10).
 */
import { baseName, isWithin, pathSegments } from '../../lib/files/relative-path';
import { mediaTypeOf, type MediaType } from './media-kind';

interface GalleryFolderItem {
  kind: 'folder';
  path: string;
  name: string;
  /** Media files anywhere below it. */
  mediaCount: number;
}

export interface GalleryFileItem<T> {
  kind: 'file';
  path: string;
  name: string;
  media: MediaType;
  file: T;
}

export type GalleryItem<T> = GalleryFolderItem | GalleryFileItem<T>;

export interface FolderContents<T> {
  items: Array<GalleryItem<T>>;
  /** The files among `items`, in order: what the viewer steps through. */
  files: Array<GalleryFileItem<T>>;
  /** Files of this folder itself that are not media: they stay in the Files view. */
  otherFiles: number;
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The contents of `folder` ('' for the share itself) among `files`, each located by `pathOf`. */
export function folderContents<T>(files: readonly T[], pathOf: (file: T) => string, folder: string): FolderContents<T> {
  const depth = pathSegments(folder).length;
  const folders = new Map<string, GalleryFolderItem>();
  const own: Array<GalleryFileItem<T>> = [];
  let otherFiles = 0;
  for (const file of files) {
    const path = pathOf(file);
    if (!isWithin(path, folder)) continue;
    const segments = pathSegments(path);
    const media = mediaTypeOf(path);
    if (segments.length === depth + 1) {
      if (media) own.push({ kind: 'file', path, name: baseName(path), media, file });
      else otherFiles += 1;
    } else if (media) {
      const childPath = segments.slice(0, depth + 1).join('/');
      const child = folders.get(childPath) ?? { kind: 'folder', path: childPath, name: segments[depth], mediaCount: 0 };
      child.mediaCount += 1;
      folders.set(childPath, child);
    }
  }
  const sortedFolders = [...folders.values()].sort((a, b) => byName.compare(a.name, b.name));
  own.sort((a, b) => byName.compare(a.name, b.name));
  return { items: [...sortedFolders, ...own], files: own, otherFiles };
}

/**
 * Where the gallery opens: the share itself, or, while a folder holds nothing of its own but one subfolder with
 * media, that subfolder (a phone's DCIM/Camera), so the photos are the first thing seen.
 */
export function startFolder<T>(files: readonly T[], pathOf: (file: T) => string): string {
  let folder = '';
  for (;;) {
    const { items } = folderContents(files, pathOf, folder);
    const [only] = items;
    if (items.length !== 1 || only.kind !== 'folder') return folder;
    folder = only.path;
  }
}
