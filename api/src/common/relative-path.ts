/**
 * Relative paths of uploaded files, as the browser (webkitRelativePath) or a curl user sends them.
 * They are only ever stored and echoed back, never used as file system paths; the rules below keep
 * them meaningful on every platform a recipient may unzip them on.
 */

/** Longest accepted relative path, in characters. */
const MAX_PATH_LENGTH = 1024;
/** Longest accepted single path segment (a file or folder name), in UTF-8 bytes: common file system limit. */
const MAX_SEGMENT_BYTES = 255;

export type PathCheck = { valid: true; path: string } | { valid: false; reason: string };

// C0 controls (NUL included), DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const DRIVE_LETTER = /^[a-zA-Z]:/;

/**
 * Normalises a client-supplied relative path: backslashes become slashes, Unicode becomes NFC, leading
 * `./` and `/` are dropped. Rejects `..` and `.` segments, drive letters, control characters and empty
 * segments rather than guessing what was meant.
 */
export function normaliseRelativePath(raw: string): PathCheck {
  if (CONTROL_CHARACTERS.test(raw)) return { valid: false, reason: 'contains control characters' };
  let path = raw.replace(/\\/g, '/').normalize('NFC');
  if (DRIVE_LETTER.test(path)) return { valid: false, reason: 'starts with a drive letter' };
  while (path.startsWith('./') || path.startsWith('/')) {
    path = path.startsWith('/') ? path.slice(1) : path.slice(2);
  }
  if (path === '' || path === '.') return { valid: false, reason: 'is empty' };
  if (path.length > MAX_PATH_LENGTH) {
    return { valid: false, reason: `is longer than ${MAX_PATH_LENGTH} characters` };
  }
  for (const segment of path.split('/')) {
    if (segment === '') return { valid: false, reason: 'has an empty folder name' };
    if (segment === '..') return { valid: false, reason: 'goes up a folder ("..")' };
    if (segment === '.') return { valid: false, reason: 'has a "." folder name' };
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      return { valid: false, reason: `has a name longer than ${MAX_SEGMENT_BYTES} bytes` };
    }
  }
  return { valid: true, path };
}

/** The last segment of a normalised path: the file's own name. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether `path` lies inside folder `folder` (both normalised); the folder itself is not a file. */
export function isInsideFolder(path: string, folder: string): boolean {
  return path.startsWith(`${folder}/`);
}

/**
 * Shows a client-supplied path inside an error message: JSON quoting makes control characters and
 * stray quotes visible instead of letting them mangle the message.
 */
export function quotePath(raw: string): string {
  return JSON.stringify(raw);
}
