/**
 * A page's one connection to the API for everything it hosts and shows: one long poll naming every share the page
 * answers for (the code exchange of an end-to-end encrypted share whose key it holds, direct transfer of a share
 * whose files it holds), every file request of this device whose code exchange it answers, every share it shows a
 * recipient, and every share whose state it shows its sender. It brings the next recipient's (or uploader's)
 * message for a hosted share or request (each is answered on its own road: code-exchange.ts, direct.ts), the
 * shares and requests the API no longer lets it host, and the shown shares that changed (docs/live.md).
 */
import { requestJson } from './http';
import type { components } from './schema';

export type HostedShareRef = components['schemas']['HostedShareDto'];
export type LiveRoad = HostedShareRef['roads'][number];
export type HostedRequestRef = components['schemas']['HostedRequestDto'];
export type LiveMessage = components['schemas']['LiveMessageDto'];
export type WatchedShareRef = components['schemas']['WatchedShareDto'];
export type ShareChange = components['schemas']['ShareChangeDto'];
export type ManagedShareRef = components['schemas']['ManagedShareDto'];
export type ShareStateChange = components['schemas']['ShareStateChangeDto'];

/**
 * What one poll names: the shares and file requests the page hosts, the shares it shows a recipient, and those it
 * shows their sender.
 */
export interface LivePoll {
  shares: HostedShareRef[];
  requests: HostedRequestRef[];
  watch: WatchedShareRef[];
  managed: ManagedShareRef[];
  /** How long the API keeps changes of watched and managed shares back (ms): a breather after drawing some. */
  quietMs: number;
}

/**
 * POST /api/live: the next message for a hosted share (or the roads gone among them), and the watched and managed
 * shares that changed; null when nothing came in the wait.
 */
export async function nextLive(poll: LivePoll, signal?: AbortSignal): Promise<LiveMessage | null> {
  const { quietMs, ...lists } = poll;
  const named = Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
  const body: components['schemas']['LivePollDto'] = { ...named, ...(quietMs > 0 ? { quietMs } : {}) };
  const answer = await requestJson<components['schemas']['LiveMessageResponseDto'] | ''>('/api/live', {
    method: 'POST',
    body: JSON.stringify(body),
    signal,
  });
  return answer === '' ? null : answer.data;
}
