import { randomToken } from '../../common/random-token.js';
import { CODE_LENGTH } from '../../code-space/codes.js';
import { isFolderCode } from './folder-code.js';

/** Random bytes in a link key: 128 bits, so a link cannot be guessed whatever the number of live shares. */
const LINK_KEY_BYTES = 16;
/** A link key as text: unpadded base64url of LINK_KEY_BYTES bytes. */
export const LINK_KEY_LENGTH = Math.ceil((LINK_KEY_BYTES * 8) / 6);

/** A share link's path segment: the 4-digit code (so a person still reads it), a dash, then the link key. */
export const FOLDER_LINK_PATTERN = `^\\d{${CODE_LENGTH}}-[A-Za-z0-9_-]{${LINK_KEY_LENGTH}}$`;
const LINK_PATTERN = new RegExp(FOLDER_LINK_PATTERN);

/** An example link segment and share URL, for the API documentation. */
export const FOLDER_LINK_EXAMPLE = '0427-q8Xk0vY3m9TfR2cLw7hN1A';
export const FOLDER_URL_EXAMPLE = `http://localhost:3000/s/${FOLDER_LINK_EXAMPLE}`;

export const INVALID_LINK_FORMAT_MESSAGE = `A share link ends with the ${CODE_LENGTH}-digit code, a dash and ${LINK_KEY_LENGTH} letters, digits, "-" or "_".`;
export const INVALID_REF_FORMAT_MESSAGE = `Expected a ${CODE_LENGTH}-digit code or a share link.`;

/**
 * How a request names a folder: by its code (anyone can guess one of 10 000, so code lookups are budgeted)
 * or by its link (code plus a 128-bit key, which only someone who was handed the link holds).
 */
export type FolderRef = { kind: 'code'; code: string } | { kind: 'link'; code: string; key: string };

export function newLinkKey(): string {
  return randomToken(LINK_KEY_BYTES);
}

/** The path segment that addresses a share by its link: `4821-<key>`. */
export function linkRef(code: string, key: string): string {
  return `${code}-${key}`;
}

function isFolderLinkRef(value: string): boolean {
  return LINK_PATTERN.test(value);
}

/** Reads a path segment as a code or a link; null when it is neither. */
export function parseFolderRef(value: string): FolderRef | null {
  if (isFolderCode(value)) return { kind: 'code', code: value };
  if (!isFolderLinkRef(value)) return null;
  return { kind: 'link', code: value.slice(0, CODE_LENGTH), key: value.slice(CODE_LENGTH + 1) };
}
