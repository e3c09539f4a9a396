/**
 * How an address names a share: by its 4-digit code, which anyone could guess, or by its link, the code plus
 * a dash and a 128-bit random key (22 base64url characters), which only someone handed the link holds.
 */
import { FOLDER_CODE_LENGTH, isFolderCode } from './folder-code';

/** Characters in a link key: unpadded base64url of 16 random bytes. */
const LINK_KEY_LENGTH = 22;

const LINK_REF_PATTERN = new RegExp(`^\\d{${FOLDER_CODE_LENGTH}}-[A-Za-z0-9_-]{${LINK_KEY_LENGTH}}$`);
const SHARE_PATH_PATTERN = /^\/s\/([^/?#]+)\/?(?:qr\/?)?$/;

export type ShareRef = { kind: 'code'; code: string } | { kind: 'link'; code: string; ref: string };

/** True for a link's path segment, such as "4821-q8Xk0vY3m9TfR2cLw7hN1A". */
export function isShareLinkRef(value: string): boolean {
  return LINK_REF_PATTERN.test(value);
}

/** Reads a `/s/{ref}` segment as a code or a link; null when it is neither. */
export function parseShareRef(value: string): ShareRef | null {
  if (isFolderCode(value)) return { kind: 'code', code: value };
  if (isShareLinkRef(value)) return { kind: 'link', code: value.slice(0, FOLDER_CODE_LENGTH), ref: value };
  return null;
}

/** The code or link inside a share URL ("https://host/s/4821-…", also with "/qr"), or null. */
export function shareRefFromUrl(url: string): ShareRef | null {
  let pathname: string;
  try {
    pathname = new URL(url.trim(), 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const segment = SHARE_PATH_PATTERN.exec(pathname)?.[1];
  return segment ? parseShareRef(segment) : null;
}

/**
 * Where this app opens a share: its link's page when `folderUrl` is a link, so opening it never counts as a
 * code lookup; the code's page for answers that predate links. An end-to-end encrypted share's link keeps its
 * fragment (the key), which the page needs and the browser never sends.
 */
export function sharePagePath(folderUrl: string, code: string): string {
  const ref = shareRefFromUrl(folderUrl);
  if (ref?.kind !== 'link') return `/s/${code}`;
  const fragment = folderUrl.indexOf('#');
  return `/s/${ref.ref}${fragment === -1 ? '' : folderUrl.slice(fragment)}`;
}
