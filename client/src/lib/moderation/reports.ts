/** The public side of reports: sending one (POST /api/reports) and the link to the form. */
import { requestJson } from '../api/http';
import type { ReportPayload, ReportReceipt } from './types';

/** The form's path, prefilled with the share it was opened from (its URL as the recipient sees it). */
const REPORT_PATH = '/report';

export function reportPath(target?: string): string {
  return target ? `${REPORT_PATH}?target=${encodeURIComponent(target)}` : REPORT_PATH;
}

/**
 * Sends a report. Answers the same receipt whether or not the target names a share. Rejects with `ApiError`
 * (a 400's message names the field; a 429 carries when to try again) or a TypeError when offline.
 */
export function sendReport(payload: ReportPayload): Promise<ReportReceipt> {
  return requestJson<ReportReceipt>('/api/reports', { method: 'POST', body: JSON.stringify(payload) });
}
