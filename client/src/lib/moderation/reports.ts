/** The public side of reports: sending one (POST /api/reports) and the link to the form. */
import { requestJson } from '../api/http';
import type { ReportPayload, ReportReceipt, ReportSubject } from './types';

/** The form's path, prefilled with the share or file request it was opened from (its URL as the visitor has it). */
const REPORT_PATH = '/report';
const TARGET_PARAM = 'target';

/**
 * The form's address prefilled with `target`: in the query (`?target=`), or, for a link that carries an end-to-end
 * encrypted share's key after `#`, in the fragment (`#target=`), which the browser never sends: the key stays on
 * this device until the person sends the report.
 */
export function reportPath(target?: string): string {
  if (!target) return REPORT_PATH;
  const encoded = `${TARGET_PARAM}=${encodeURIComponent(target)}`;
  return target.includes('#') ? `${REPORT_PATH}#${encoded}` : `${REPORT_PATH}?${encoded}`;
}

/** The target a report address is prefilled with (`search` and `hash` as `location` has them), or ''. */
export function reportTargetOf(search: string, hash: string): string {
  const inFragment = new URLSearchParams(hash.replace(/^#/, '')).get(TARGET_PARAM);
  return inFragment ?? new URLSearchParams(search).get(TARGET_PARAM) ?? '';
}

/** The path segment a share's address names it after, and a file request's (`/s/4821-…`, `/r/4821-…`). */
const SUBJECT_OF_SEGMENT: ReadonlyMap<string, ReportSubject> = new Map([
  ['s', 'share'],
  ['r', 'request'],
]);

/** The path of an address as typed, with or without its scheme ("share.example.com/r/4821-…"); '' for a code. */
function pathOf(address: string): string {
  const beforeFragment = address.split(/[?#]/)[0];
  try {
    return new URL(beforeFragment).pathname;
  } catch {
    const slash = beforeFragment.indexOf('/');
    return slash === -1 ? '' : beforeFragment.slice(slash);
  }
}

/**
 * What a report's target names, for the form's words: a file request when it is a request's address (`/r/…`),
 * else a share. A bare code or link may be either (they share one space of codes) and reads as a share, as the
 * form always has. The first `/s/` or `/r/` decides, so a file of a share in a folder named `r` stays a share's.
 */
export function reportSubjectOf(target: string): ReportSubject {
  const segments = pathOf(target.trim()).split('/');
  for (let index = 0; index < segments.length - 1; index++) {
    const subject = SUBJECT_OF_SEGMENT.get(segments[index]);
    if (subject && segments[index + 1] !== '') return subject;
  }
  return 'share';
}

/**
 * Sends a report. Answers the same receipt whether or not the target names a share. Rejects with `ApiError`
 * (a 400's message names the field; a 429 carries when to try again) or a TypeError when offline.
 */
export function sendReport(payload: ReportPayload): Promise<ReportReceipt> {
  return requestJson<ReportReceipt>('/api/reports', { method: 'POST', body: JSON.stringify(payload) });
}
