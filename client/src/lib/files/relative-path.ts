/**
 * Relative paths of shared files, as the user sees them and as the API receives them ("photos/2024/a.jpg").
 * The server normalises and validates again; doing the same here keeps the local tree identical to the
 * tree the recipient will see.
 */

/** Backslashes to slashes, Unicode to NFC, leading "./" and "/" dropped, repeated slashes collapsed. */
export function normalizeRelativePath(path: string): string {
  let normalized = path.replace(/\\/g, '/').normalize('NFC');
  normalized = normalized.replace(/\/{2,}/g, '/');
  while (normalized.startsWith('./') || normalized.startsWith('/')) {
    normalized = normalized.startsWith('./') ? normalized.slice(2) : normalized.slice(1);
  }
  return normalized.replace(/\/$/, '');
}

/** The non-empty segments of a path. */
export function pathSegments(path: string): string[] {
  return normalizeRelativePath(path)
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
}

/** The last segment ("a.jpg" for "photos/a.jpg"). */
export function baseName(path: string): string {
  const segments = pathSegments(path);
  return segments[segments.length - 1] ?? '';
}

/** Everything before the last segment ("photos" for "photos/a.jpg", "" for "a.jpg"). */
export function parentPath(path: string): string {
  return pathSegments(path).slice(0, -1).join('/');
}

/** Joins segments, skipping empty ones. */
export function joinPath(...parts: string[]): string {
  return parts.flatMap(pathSegments).join('/');
}

/** True when `path` is `folder` itself or lies anywhere below it. */
export function isWithin(path: string, folder: string): boolean {
  const target = normalizeRelativePath(path);
  const root = normalizeRelativePath(folder);
  if (root === '') return true;
  return target === root || target.startsWith(`${root}/`);
}

/** Lower-case extension without the dot ("pdf" for "Report.PDF"; "" for "README" or ".bashrc"). */
export function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The path a picked or dropped file should be shared under: the folder-relative path a folder picker
 * gives (`webkitRelativePath`), else the path a drop handler recorded, else the bare file name.
 */
export function relativePathOf(file: File, droppedPath?: string): string {
  const fromPicker = (file as File & { webkitRelativePath?: string }).webkitRelativePath;
  return normalizeRelativePath(droppedPath || fromPicker || file.name);
}
