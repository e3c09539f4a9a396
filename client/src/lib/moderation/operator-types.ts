/**
 * The operator console's shapes (/api/operator/…), as the shared contract describes them; typed by hand until
 * the routes are in the generated schema (lib/api/schema.d.ts).
 */
import type { Removal, ReportCategory, ScanReport, ShareStatus } from './types';

export interface OperatorFolderSummary {
  id: number;
  code: string;
  status: ShareStatus;
  createdAt: string;
  totalBytes: number;
}

type ReportState = 'open' | 'dismissed' | 'actioned';

export interface Report {
  reference: string;
  receivedAt: string;
  category: ReportCategory;
  explanation: string;
  email: string | null;
  target: string;
  state: ReportState;
  decidedAt: string | null;
  decision: string | null;
  folder: OperatorFolderSummary | null;
}

export interface OperatorFile {
  id: number;
  filepath: string;
  filename: string;
  filesize: number;
  mimetype: string;
  sha256: string | null;
  blocked: boolean;
  /** Inline bytes for the console's previews (/api/operator/folders/:id/files/:fileId): counts no opens. */
  previewUrl: string;
}

export interface OperatorFolder {
  id: number;
  code: string;
  /** The share URL; null once removed. */
  url: string | null;
  createdAt: string;
  expiresAt: string;
  retention: '2h' | '24h' | 'download';
  totalBytes: number;
  status: ShareStatus;
  passwordProtected: boolean;
  encrypted: boolean;
  removal: Removal | null;
  scan: ScanReport | null;
  files: OperatorFile[];
  reports: Report[];
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  details: string | null;
}

export interface BlockListImport {
  added: number;
  alreadyBlocked: number;
  invalidLines: number[];
}

/** Which reports the console lists. */
export type ReportFilter = 'open' | 'closed' | 'all';
