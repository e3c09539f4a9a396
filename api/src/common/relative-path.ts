/**
 * Relative paths of uploaded files, as the browser (webkitRelativePath) or a curl user sends them.
 * They are only ever stored and echoed back, never used as file system paths. The rules below refuse what would
 * make a name mean something else than it shows (see docs/security.md, "File names"); what only Windows forbids
 * (`a:b "quoted" <x>.txt`) is a fine name, stored as sent and renamed on download (folders/downloads).
 */
import {
  codePointOf,
  escapeInvisible,
  invisibleCharacters,
  isControlCharacter,
  replaceInvisible,
} from './invisible-characters.js';

/** Longest accepted relative path, in characters. */
const MAX_PATH_LENGTH = 1024;
/** Longest accepted single path segment (a file or folder name), in UTF-8 bytes: common file system limit. */
const MAX_SEGMENT_BYTES = 255;

export type PathCheck = { valid: true; path: string } | { valid: false; reason: string };

/**
 * A whole Windows path (`C:\Users\…`, `C:/…`), not one relative to the shared folder. A colon further on, or
 * right after a first letter that is a name (`a:b.txt`), is part of a Linux or macOS name.
 */
const DRIVE_LETTER = /^[a-zA-Z]:(\/|$)/;
/** What Windows, and ZIP tools on it, silently drop from the end of a name: the file would change name. */
const TRAILING_SPACE = /\p{Zs}$/u;

/** Why a path with hidden characters is refused: the first one, named by its code point. */
function invisibleReason(raw: string): string | undefined {
  const [first] = invisibleCharacters(raw);
  if (first === undefined) return undefined;
  if (isControlCharacter(first)) return 'contains control characters';
  return `contains an invisible character (${codePointOf(first)}), which can make a name look like another`;
}

/**
 * Normalises a client-supplied relative path: backslashes become slashes, Unicode becomes NFC, leading
 * `./` and `/` are dropped. Rejects `..` and `.` segments, whole Windows paths, hidden characters (see
 * invisible-characters.ts), names ending with a space or a dot, and empty segments rather than guessing what
 * was meant.
 */
export function normaliseRelativePath(raw: string): PathCheck {
  const hidden = invisibleReason(raw);
  if (hidden) return { valid: false, reason: hidden };
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
    if (TRAILING_SPACE.test(segment))
      return { valid: false, reason: 'has a name ending with a space, which Windows drops' };
    if (segment.endsWith('.')) return { valid: false, reason: 'has a name ending with a dot, which Windows drops' };
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
 * Shows a client-supplied path inside a message as the person typed it, between double quotes: quotes,
 * backslashes and colons as they are, so the person recognises the name. Only hidden characters are written as
 * escapes (`\u202e`), so none of them can reorder or cut the message.
 */
export function quotePath(raw: string): string {
  return `"${replaceInvisible(raw, escapeInvisible)}"`;
}
