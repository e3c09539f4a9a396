/**
 * Moderation's shapes: what POST /api/reports takes and answers, and what a share's state says of its removal
 * or malware check (typed by hand until the routes are in lib/api/schema.d.ts).
 */

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

export type ShareStatus = 'live' | 'checking' | 'quarantined' | 'removed' | 'ended';

type ScanState = 'checking' | 'clean' | 'infected' | 'unscanned' | null;

export interface Removal {
  category: ReportCategory;
  reasons: string;
  removedAt: string;
}

export interface ScanFinding {
  filepath: string;
  signature: string;
}

export interface ScanReport {
  state: ScanState;
  findings: ScanFinding[];
}
