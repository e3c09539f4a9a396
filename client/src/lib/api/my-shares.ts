/** The signed-in account's own shares (GET/DELETE /api/my/shares), for the nav search and the My shares page. */
import type { components } from './schema';
import { requestSignedIn } from './http';

/** One of the signed-in account's live shares, as GET /api/my/shares lists it. */
export type MyShare = components['schemas']['MyShareDto'];

/** Live shares, newest first; with `query`, those whose code or a file's name or path contains it. */
export async function listMyShares(query = '', signal?: AbortSignal): Promise<MyShare[]> {
  const q = query.trim();
  const path = q ? `/api/my/shares?q=${encodeURIComponent(q)}` : '/api/my/shares';
  const body = await requestSignedIn<Partial<components['schemas']['MySharesResponseDto']> | undefined>(path, {
    signal,
  });
  return Array.isArray(body?.shares) ? body.shares : [];
}

/** Ends one of the account's shares now: the code stops working and its files are deleted. */
export async function endMyShare(code: string): Promise<void> {
  await requestSignedIn<unknown>(`/api/my/shares/${encodeURIComponent(code)}`, { method: 'DELETE' });
}
