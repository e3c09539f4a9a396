/** The signed-in account's own shares (GET/DELETE /api/my/shares), for the nav search and the My shares page. */
import type { components } from './schema';
import { requestSignedIn } from './http';

/** One of the signed-in account's live shares, as GET /api/my/shares lists it. */
export type MyShare = components['schemas']['MyShareDto'];

/**
 * One of the account's shares that Sharecode's operators removed (or that was removed for malware): no longer
 * opens, listed for a week with the statement of reasons.
 */
export type RemovedShare = components['schemas']['RemovedShareDto'];

export interface MySharesList {
  /** Live shares, newest first (with a query, those that match it). */
  shares: MyShare[];
  /** Removed shares, newest removal first (never filtered by the query). */
  removed: RemovedShare[];
}

/** Live shares, newest first; with `query`, those whose code or a file's name or path contains it. */
export async function listMyShares(query = '', signal?: AbortSignal): Promise<MySharesList> {
  const q = query.trim();
  const path = q ? `/api/my/shares?q=${encodeURIComponent(q)}` : '/api/my/shares';
  const body = await requestSignedIn<Partial<components['schemas']['MySharesResponseDto']> | undefined>(path, {
    signal,
  });
  return {
    shares: Array.isArray(body?.shares) ? body.shares : [],
    removed: Array.isArray(body?.removed) ? body.removed : [],
  };
}

/** Ends one of the account's shares now: the code stops working and its files are deleted. */
export async function endMyShare(code: string): Promise<void> {
  await requestSignedIn<unknown>(`/api/my/shares/${encodeURIComponent(code)}`, { method: 'DELETE' });
}
