import { type FolderRef, parseFolderRef } from '../folders/codes/folder-ref.js';

/**
 * What a report can name. Shares and file requests draw their codes from one space and their links have one shape,
 * so a bare code or link names `either`: whichever holds it. An address says which by its path.
 */
type ReportTargetKind = 'share' | 'request' | 'either';

export interface ReportTarget {
  of: ReportTargetKind;
  ref: FolderRef;
}

/** The path segments after which a code or link stands in an address, and what it then names. */
const REF_SEGMENT_AFTER: ReadonlyMap<string, Exclude<ReportTargetKind, 'either'>> = new Map([
  ['s', 'share'],
  ['folders', 'share'],
  ['r', 'request'],
  ['file-requests', 'request'],
]);

function pathOf(text: string): string {
  try {
    return new URL(text).pathname;
  } catch {
    // An address typed without its scheme: "share.example.com/s/4821-…".
    return text.includes('/') ? text.slice(text.indexOf('/')) : '';
  }
}

/**
 * Reads what a person typed to name a share or a file request (a report's target): its 4-digit code, its link
 * (`4821-<key>`), or any address of it (the share URL, with or without `/qr`, a file's or the ZIP's download
 * address; a request's `/r/…` link, its key after `#` included). Null when it is none of them. Whether anything
 * has this code or link is not asked here.
 */
export function parseReportTarget(value: string): ReportTarget | null {
  const text = value.trim();
  const direct = parseFolderRef(text);
  if (direct) return { of: 'either', ref: direct };
  const segments = pathOf(text)
    .split('/')
    .filter((segment) => segment !== '');
  for (let index = 0; index < segments.length - 1; index++) {
    const of = REF_SEGMENT_AFTER.get(segments[index]);
    if (!of) continue;
    const ref = parseFolderRef(segments[index + 1]);
    if (ref) return { of, ref };
  }
  return null;
}

/** The same, for what names a share only (an operator's search): a request's address is not one. */
export function parseShareTarget(value: string): FolderRef | null {
  const target = parseReportTarget(value);
  return target && target.of !== 'request' ? target.ref : null;
}
