/**
 * Which relative paths a share may hold, checked before anything is sent so a refused name is told at once, in
 * the server's own words (api/src/common/relative-path.ts applies the same rules; docs/security.md, "File names").
 * Refused: what would make a name mean something else than it shows (hidden characters, a space or a dot ending
 * a name, which Windows drops), and what is no relative path at all. Names only Windows forbids
 * (`a:b "quoted" <x>.txt`) are fine: downloads rename them (download-names.ts).
 */
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { pageIntl } from '../i18n/page-intl';
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

/** What is wrong with a refused path, and the values its sentence names. */
type PathProblem =
  | {
      kind:
        | 'control'
        | 'driveLetter'
        | 'empty'
        | 'emptyFolder'
        | 'upFolder'
        | 'dotFolder'
        | 'trailingSpace'
        | 'trailingDot';
    }
  | { kind: 'invisible'; codePoint: string }
  | { kind: 'tooLong' | 'nameTooLong'; max: string };

/** Why the normalised path `path` would be refused; undefined when it is fine. */
function problemOf(path: string): PathProblem | undefined {
  const [hidden] = invisibleCharacters(path);
  if (hidden !== undefined) {
    if (isControlCharacter(hidden)) return { kind: 'control' };
    return { kind: 'invisible', codePoint: codePointOf(hidden) };
  }
  if (DRIVE_LETTER.test(path)) return { kind: 'driveLetter' };
  if (path === '') return { kind: 'empty' };
  if (path.length > MAX_PATH_LENGTH) return { kind: 'tooLong', max: String(MAX_PATH_LENGTH) };
  for (const segment of path.split('/')) {
    if (segment === '') return { kind: 'emptyFolder' };
    if (segment === '..') return { kind: 'upFolder' };
    if (segment === '.') return { kind: 'dotFolder' };
    if (new TextEncoder().encode(segment).length > MAX_SEGMENT_BYTES)
      return { kind: 'nameTooLong', max: String(MAX_SEGMENT_BYTES) };
    if (TRAILING_SPACE.test(segment)) return { kind: 'trailingSpace' };
    if (segment.endsWith('.')) return { kind: 'trailingDot' };
  }
  return undefined;
}

/** Why the normalised path `path` would be refused, in the server's (English) words; undefined when it is fine. */
export function pathProblem(path: string): string | undefined {
  const problem = problemOf(path);
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'control':
      return 'contains control characters';
    case 'invisible':
      return `contains an invisible character (${problem.codePoint}), which can make a name look like another`;
    case 'driveLetter':
      return 'starts with a drive letter';
    case 'empty':
      return 'is empty';
    case 'tooLong':
      return `is longer than ${problem.max} characters`;
    case 'emptyFolder':
      return 'has an empty folder name';
    case 'upFolder':
      return 'goes up a folder ("..")';
    case 'dotFolder':
      return 'has a "." folder name';
    case 'nameTooLong':
      return `has a name longer than ${problem.max} bytes`;
    case 'trailingSpace':
      return 'has a name ending with a space, which Windows drops';
    case 'trailingDot':
      return 'has a name ending with a dot, which Windows drops';
  }
}

/** The whole sentence for each refusal, naming the path (quoted by quotePath). */
const refusals = defineMessages<{
  control: { path: string };
  invisible: { path: string; codePoint: string };
  driveLetter: { path: string };
  empty: { path: string };
  tooLong: { path: string; max: string };
  emptyFolder: { path: string };
  upFolder: { path: string };
  dotFolder: { path: string };
  nameTooLong: { path: string; max: string };
  trailingSpace: { path: string };
  trailingDot: { path: string };
}>({
  control: {
    id: 'files.pathRefused.control',
    defaultMessage: 'Invalid file path {path}: it contains control characters.',
  },
  invisible: {
    id: 'files.pathRefused.invisible',
    defaultMessage:
      'Invalid file path {path}: it contains an invisible character ({codePoint}), which can make a name look like another.',
  },
  driveLetter: {
    id: 'files.pathRefused.driveLetter',
    defaultMessage: 'Invalid file path {path}: it starts with a drive letter.',
  },
  empty: { id: 'files.pathRefused.empty', defaultMessage: 'Invalid file path {path}: it is empty.' },
  tooLong: {
    id: 'files.pathRefused.tooLong',
    defaultMessage: 'Invalid file path {path}: it is longer than {max} characters.',
  },
  emptyFolder: {
    id: 'files.pathRefused.emptyFolder',
    defaultMessage: 'Invalid file path {path}: it has an empty folder name.',
  },
  upFolder: {
    id: 'files.pathRefused.upFolder',
    defaultMessage: 'Invalid file path {path}: it goes up a folder ("..").',
  },
  dotFolder: {
    id: 'files.pathRefused.dotFolder',
    defaultMessage: 'Invalid file path {path}: it has a "." folder name.',
  },
  nameTooLong: {
    id: 'files.pathRefused.nameTooLong',
    defaultMessage: 'Invalid file path {path}: it has a name longer than {max} bytes.',
  },
  trailingSpace: {
    id: 'files.pathRefused.trailingSpace',
    defaultMessage: 'Invalid file path {path}: it has a name ending with a space, which Windows drops.',
  },
  trailingDot: {
    id: 'files.pathRefused.trailingDot',
    defaultMessage: 'Invalid file path {path}: it has a name ending with a dot, which Windows drops.',
  },
});

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
    const problem = problemOf(path);
    if (problem) {
      const { kind, ...values } = problem;
      const message: MessageDescriptor = refusals[kind];
      return pageIntl().formatMessage(message, { path: quotePath(path), ...values });
    }
  }
  return undefined;
}
