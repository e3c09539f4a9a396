/** The public side of reports: sending one (POST /api/reports) and the link to the form. */
import { requestJson } from '../api/http';
import type { ReportPayload, ReportReceipt } from './types';

/** The form's path, prefilled with the share it was opened from (its URL as the recipient sees it). */
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

/**
 * Sends a report. Answers the same receipt whether or not the target names a share. Rejects with `ApiError`
 * (a 400's message names the field; a 429 carries when to try again) or a TypeError when offline.
 */
export function sendReport(payload: ReportPayload): Promise<ReportReceipt> {
  return requestJson<ReportReceipt>('/api/reports', { method: 'POST', body: JSON.stringify(payload) });
}
