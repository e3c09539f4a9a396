/**
 * What a thumbnail's address says when an <img> could not show it (docs/gallery.md): still being made or its file
 * still arriving (409 with Retry-After: ask again then), none will ever be made (404: the file's icon stands in),
 * or it is there after all (made in between: load it again).
 */

export type ThumbnailAnswer = { kind: 'ready' } | { kind: 'pending'; retryAfterMs: number } | { kind: 'none' };

/** When a 409 or a failed request gives no usable Retry-After. */
export const DEFAULT_RETRY_MS = 2_000;
/** A Retry-After far off is asked again sooner: the grid should show the photo the moment it exists. */
const LONGEST_RETRY_MS = 30_000;

/** Retry-After (seconds, as the API sends it, or an HTTP date) as a wait in ms, within reason. */
export function retryDelayMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_RETRY_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_MS;
  return Math.min(LONGEST_RETRY_MS, Math.max(0, ms));
}

/**
 * Asks the thumbnail's address why it did not load. A network failure counts as pending: the grid tries again
 * once the connection is back, as it would for a thumbnail not made yet.
 */
export async function askThumbnail(url: string, signal?: AbortSignal): Promise<ThumbnailAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { signal, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'pending', retryAfterMs: DEFAULT_RETRY_MS };
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.ok) return { kind: 'ready' };
  if (response.status === 409 || response.status === 429 || response.status >= 500)
    return { kind: 'pending', retryAfterMs: retryDelayMs(response.headers.get('Retry-After')) };
  return { kind: 'none' };
}
