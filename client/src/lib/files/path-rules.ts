/**
 * Which relative paths a share may hold, checked before anything is sent so a refused name is told at once, in
 * the server's own words (api/src/common/relative-path.ts applies the same rules; docs/security.md, "File names").
 * Refused: what would make a name mean something else than it shows (hidden characters, a space or a dot ending
 * a name, which Windows drops), and what is no relative path at all. Names only Windows forbids
 * (`a:b "quoted" <x>.txt`) are fine: downloads rename them (download-names.ts).
 */
import {
  codePointOf,
  escapeInvisible,
  invisibleCharacters,
  isControlCharacter,
  replaceInvisible,
} from './invisible-characters';

/** Longest accepted relative path, in characters (the server's limit). */
const MAX_PATH_LENGTH = 1024;
/** Longest accepted file or folder name, in UTF-8 bytes (the server's limit). */
const MAX_SEGMENT_BYTES = 255;
/** A whole Windows path (`C:/…`), not one relative to the shared folder; `a:b.txt` is a name. */
const DRIVE_LETTER = /^[a-zA-Z]:(\/|$)/;
const TRAILING_SPACE = /\p{Zs}$/u;

/** Why the normalised path `path` would be refused, in the server's words; undefined when it is fine. */
export function pathProblem(path: string): string | undefined {
  const [hidden] = invisibleCharacters(path);
  if (hidden !== undefined) {
    if (isControlCharacter(hidden)) return 'contains control characters';
    return `contains an invisible character (${codePointOf(hidden)}), which can make a name look like another`;
  }
  if (DRIVE_LETTER.test(path)) return 'starts with a drive letter';
  if (path === '') return 'is empty';
  if (path.length > MAX_PATH_LENGTH) return `is longer than ${MAX_PATH_LENGTH} characters`;
  for (const segment of path.split('/')) {
    if (segment === '') return 'has an empty folder name';
    if (segment === '..') return 'goes up a folder ("..")';
    if (segment === '.') return 'has a "." folder name';
    if (new TextEncoder().encode(segment).length > MAX_SEGMENT_BYTES)
      return `has a name longer than ${MAX_SEGMENT_BYTES} bytes`;
    if (TRAILING_SPACE.test(segment)) return 'has a name ending with a space, which Windows drops';
    if (segment.endsWith('.')) return 'has a name ending with a dot, which Windows drops';
  }
  return undefined;
}

/**
 * A path inside a message as the person typed it, between double quotes; only hidden characters are written as
 * escapes (`\u202e`), so none of them can reorder or cut the message.
 */
export function quotePath(path: string): string {
  return `"${replaceInvisible(path, escapeInvisible)}"`;
}

/** The message for the first refused path of a selection, naming it; undefined when every path is fine. */
export function refusedPathMessage(paths: Iterable<string>): string | undefined {
  for (const path of paths) {
    const problem = pathProblem(path);
    if (problem) return `Invalid file path ${quotePath(path)}: it ${problem}.`;
  }
  return undefined;
}
