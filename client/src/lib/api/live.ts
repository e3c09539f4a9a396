/**
 * A sender page's one connection to the API for everything it hosts: one long poll naming every share the page
 * answers for (the code exchange of an end-to-end encrypted share whose key it holds, direct transfer of a share
 * whose files it holds). It brings the next recipient's message for any of them, or the shares the API no longer
 * lets it host; each message is answered on its own road (code-exchange.ts, direct.ts).
 */
import { requestJson } from './http';
import type { components } from './schema';

export type HostedShareRef = components['schemas']['HostedShareDto'];
export type LiveRoad = HostedShareRef['roads'][number];
export type LiveMessage = components['schemas']['LiveMessageDto'];

/** POST /api/live/sender: the next message for any of `shares`, or the roads gone among them; null when none came. */
export async function nextLiveMessage(shares: HostedShareRef[], signal?: AbortSignal): Promise<LiveMessage | null> {
  const answer = await requestJson<components['schemas']['LiveMessageResponseDto'] | ''>('/api/live/sender', {
    method: 'POST',
    body: JSON.stringify({ shares }),
    signal,
  });
  return answer === '' ? null : answer.data;
}
