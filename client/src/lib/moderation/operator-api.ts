/**
 * The operator console's calls (/api/operator/…). All need the session cookie of an account named in
 * OPERATOR_EMAILS: 401 means signed out (the browser is signed out too), 403 "This account is not an operator."
 */
import { requestJson, requestSignedIn } from '../api/http';
import type {
  AuditEntry,
  BlockListImport,
  OperatorFolder,
  OperatorFolderSummary,
  Report,
  ReportFilter,
} from './operator-types';
import type { ReportCategory } from './types';

const BASE = '/api/operator';

/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 50;

function post<T>(path: string, body: unknown = {}): Promise<T> {
  return requestSignedIn<T>(`${BASE}${path}`, { method: 'POST', body: JSON.stringify(body) });
}

/** Whether the signed-in account may use the console (GET /api/me's `operator`, read fresh each visit). */
export async function isOperator(signal?: AbortSignal): Promise<boolean> {
  const body = await requestSignedIn<{ user?: { operator?: unknown } }>('/api/me', { signal });
  return body.user?.operator === true;
}

/**
 * The same question for the navigation bar, which only decides whether to show the console's link: no
 * answer (offline, or a session that ended, which the calls that need it will notice) means no link.
 */
export async function mayUseConsole(signal?: AbortSignal): Promise<boolean> {
  try {
    const body = await requestJson<{ user?: { operator?: unknown } }>('/api/me', { signal });
    return body.user?.operator === true;
  } catch {
    return false;
  }
}

/** Reports, newest first. */
export async function listReports(filter: ReportFilter, signal?: AbortSignal): Promise<Report[]> {
  const body = await requestSignedIn<{ reports?: Report[] }>(`${BASE}/reports?state=${filter}`, { signal });
  return body.reports ?? [];
}

export function getReport(reference: string, signal?: AbortSignal): Promise<Report> {
  return requestSignedIn<Report>(`${BASE}/reports/${encodeURIComponent(reference)}`, { signal });
}

/** Closes a report without acting on the share; the reason goes to the audit log. */
export function dismissReport(reference: string, reason: string): Promise<Report> {
  return post<Report>(`/reports/${encodeURIComponent(reference)}/dismiss`, { reason });
}

/** A share as the console sees it: its files (with preview addresses that count no opens) and its reports. */
export function getOperatorFolder(id: number, signal?: AbortSignal): Promise<OperatorFolder> {
  return requestSignedIn<OperatorFolder>(`${BASE}/folders/${id}`, { signal });
}

/** Removes a share for everyone, with the statement of reasons its sender reads. */
export function takeDown(id: number, category: ReportCategory, reasons: string): Promise<OperatorFolder> {
  return post<OperatorFolder>(`/folders/${id}/takedown`, { category, reasons });
}

/** Removes a file request for everyone (its answers too), with the statement of reasons its requester reads. */
export async function takeDownFileRequest(code: string, category: ReportCategory, reasons: string): Promise<void> {
  await post<unknown>(`/file-requests/${encodeURIComponent(code)}/takedown`, { category, reasons });
}

/** Adds the SHA-256 of every file of the share to the block list: nobody can share those files again. */
export function blockFiles(id: number): Promise<{ blocked: number }> {
  return post<{ blocked: number }>(`/folders/${id}/block`);
}

/** A quarantined share goes live again (the scanner was wrong). */
export function releaseShare(id: number, reason: string): Promise<unknown> {
  return post<unknown>(`/folders/${id}/release`, { reason });
}

/** Shares by code, share URL or link, or the SHA-256 of one of their files. */
export async function searchShares(query: string, signal?: AbortSignal): Promise<OperatorFolderSummary[]> {
  const body = await requestSignedIn<{ folders?: OperatorFolderSummary[] }>(
    `${BASE}/search?q=${encodeURIComponent(query.trim())}`,
    { signal },
  );
  return body.folders ?? [];
}

/** Text of SHA-256 lines (`#` comments allowed) added to the block list. */
export function importBlockList(hashes: string, note?: string): Promise<BlockListImport> {
  return post<BlockListImport>('/blocked-files', note ? { hashes, note } : { hashes });
}

/** The audit log, newest first; `before` an entry's id for the next page. */
export async function listAudit(before?: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const query = before === undefined ? '' : `&before=${before}`;
  const body = await requestSignedIn<{ entries?: AuditEntry[] }>(`${BASE}/audit?limit=${AUDIT_PAGE_SIZE}${query}`, {
    signal,
  });
  return body.entries ?? [];
}
