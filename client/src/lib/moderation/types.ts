/** What POST /api/reports takes and answers (typed by hand until the route is in lib/api/schema.d.ts). */

/** Why someone reports a share, and why an operator removes one. */
export type ReportCategory = 'malware' | 'illegal' | 'copyright' | 'privacy' | 'other';

/** POST /api/reports. `target` is a share URL, link or 4-digit code, exactly as the reporter gave it. */
export interface ReportPayload {
  target: string;
  category: ReportCategory;
  explanation: string;
  email?: string;
  goodFaith: true;
}

/** The receipt of a report: its reference (e.g. "R-7K3Q-9M2X") and when it arrived. */
export interface ReportReceipt {
  reference: string;
  receivedAt: string;
}
