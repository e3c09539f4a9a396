/*
 * Names of things in the bucket. Stored objects sit under files/, each named by its key. A partial object
 * (a resumable upload in progress) is a folder under uploads/ holding one object per piece appended, named by
 * the byte offset it starts at, zero-padded so that names sort in byte order.
 */

export const FILES_PREFIX = 'files/';
export const PARTIALS_PREFIX = 'uploads/';

/** Digits of a piece's start offset: enough for any object S3 can hold (5 TiB has 13). */
const OFFSET_DIGITS = 15;

export function fileObjectName(key: string): string {
  return `${FILES_PREFIX}${key}`;
}

export function partialFolder(key: string): string {
  return `${PARTIALS_PREFIX}${key}/`;
}

export function pieceObjectName(key: string, start: number): string {
  return `${partialFolder(key)}${String(start).padStart(OFFSET_DIGITS, '0')}`;
}

/** The start offset a piece's name carries, or undefined for a name that is not a piece's. */
export function pieceStart(name: string): number | undefined {
  const match = /\/(\d+)$/.exec(name);
  return match && match[1].length === OFFSET_DIGITS ? Number(match[1]) : undefined;
}
