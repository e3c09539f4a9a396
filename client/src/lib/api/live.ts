/**
 * A page's one connection to the API for everything it hosts and shows: one long poll naming every share the page
 * answers for (the code exchange of an end-to-end encrypted share whose key it holds, direct transfer of a share
 * whose files it holds) and every share it shows. It brings the next recipient's message for a hosted share (each
 * is answered on its own road: code-exchange.ts, direct.ts), the shares the API no longer lets it host, and the
 * shown shares that changed (docs/live.md).
 */
import { requestJson } from './http';
import type { components } from './schema';

export type HostedShareRef = components['schemas']['HostedShareDto'];
export type LiveRoad = HostedShareRef['roads'][number];
export type LiveMessage = components['schemas']['LiveMessageDto'];
export type WatchedShareRef = components['schemas']['WatchedShareDto'];
export type ShareChange = components['schemas']['ShareChangeDto'];

/** What one poll names: the shares the page hosts, and those it shows. */
export interface LivePoll {
  shares: HostedShareRef[];
  watch: WatchedShareRef[];
}

/**
 * POST /api/live: the next message for a hosted share (or the roads gone among them), and the watched shares that
 * changed; null when nothing came in the wait.
 */
export async function nextLive({ shares, watch }: LivePoll, signal?: AbortSignal): Promise<LiveMessage | null> {
  const answer = await requestJson<components['schemas']['LiveMessageResponseDto'] | ''>('/api/live', {
    method: 'POST',
    body: JSON.stringify({ ...(shares.length > 0 ? { shares } : {}), ...(watch.length > 0 ? { watch } : {}) }),
    signal,
  });
  return answer === '' ? null : answer.data;
}
