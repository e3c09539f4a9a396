import { type FolderRef, parseFolderRef } from '../folders/codes/folder-ref.js';

/** The path segments after which a share's code or link stands in its addresses: `/s/{ref}`, `/api/folders/{ref}/…`. */
const REF_SEGMENT_AFTER = ['s', 'folders'];

/**
 * Reads what a person typed to name a share (a report's target, an operator's search): its 4-digit code, its
 * link (`4821-<key>`), or any address of it (the share URL, with or without `/qr`, a file's or the ZIP's download
 * address). Null when it is none of them. Whether a share has this code or link is not asked here.
 */
export function parseShareTarget(value: string): FolderRef | null {
  const text = value.trim();
  const direct = parseFolderRef(text);
  if (direct) return direct;
  let path: string;
  try {
    path = new URL(text).pathname;
  } catch {
    // An address typed without its scheme: "share.example.com/s/4821-…".
    path = text.includes('/') ? text.slice(text.indexOf('/')) : '';
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  for (let index = 0; index < segments.length - 1; index++) {
    if (!REF_SEGMENT_AFTER.includes(segments[index])) continue;
    const ref = parseFolderRef(segments[index + 1]);
    if (ref) return ref;
  }
  return null;
}
