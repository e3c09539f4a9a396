/** The signed-in account's own shares (GET/DELETE /api/my/shares), for the nav search and the My shares page. */
import type { Retention } from '../share-expiry';
import { requestSignedIn } from './http';

export interface MyShare {
  code: string;
  folderUrl: string;
  createdAt: string;
  expiresAt: string;
  retention: Retention;
  fileCount: number;
  totalBytes: number;
  /** The first few relative paths, in path order. */
  firstFiles: string[];
  /** With a search: the first few paths that contain it (empty when only the code matched). */
  matchingFiles?: string[];
}

/** Live shares, newest first; with `query`, those whose code or a file's name or path contains it. */
export async function listMyShares(query = '', signal?: AbortSignal): Promise<MyShare[]> {
  const q = query.trim();
  const path = q ? `/api/my/shares?q=${encodeURIComponent(q)}` : '/api/my/shares';
  const body = await requestSignedIn<{ shares?: MyShare[] }>(path, { signal });
  return Array.isArray(body?.shares) ? body.shares : [];
}

/** Ends one of the account's shares now: the code stops working and its files are deleted. */
export async function endMyShare(code: string): Promise<void> {
  await requestSignedIn<unknown>(`/api/my/shares/${encodeURIComponent(code)}`, { method: 'DELETE' });
}
