import { expect } from '@jest/globals';
import type request from 'supertest';
import { DirectWaits } from '../../src/direct/direct-relay.js';
import type { LiveMessageDto, LiveMessageResponseDto } from '../../src/live/dto/live-message.dto.js';
import type { LiveRoad } from '../../src/live/live-roads.js';
import { RelayWaits } from '../../src/relay/relay-timing.js';
import type { ErrorBody } from '../../src/http/http-exception.filter.js';
import { bodyOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Http = () => request.Agent;

/**
 * Short waits for both roads (the live poll waits the shorter of the two): an empty poll ends in 2 s, so a test
 * may take several, yet a poll answered sooner surely did not wait. Presence (1.5 s, renewed every 750 ms)
 * outlasts the gap between two polls of a page.
 */
export const LIVE_EXCHANGE_WAITS: RelayWaits = { longPollMs: 2_000, checkEveryMs: 10, senderPresenceMs: 1_500 };
const LIVE_DIRECT_WAITS: DirectWaits = { ...LIVE_EXCHANGE_WAITS, answerMs: 2_000, sessionTtlMs: 4_000 };

/** A test app whose live poll waits LIVE_EXCHANGE_WAITS (both roads), with whatever else `env` sets. */
export function createLiveTestApp(env?: Record<string, string>): Promise<TestApp> {
  return createTestApp({
    env,
    overrides: [
      { token: RelayWaits, value: LIVE_EXCHANGE_WAITS },
      { token: DirectWaits, value: LIVE_DIRECT_WAITS },
    ],
  });
}

/** A guard against a hang, not a speed claim: how long a test's page polls for a message that must come. */
const HANG_GUARD_MS = 15_000;

/** A share as a sender's page names it in its poll. */
export interface HostedShare {
  code: string;
  manageKey?: string;
  roads: LiveRoad[];
}

export function hosting(share: { code: string; manageKey: string }, ...roads: LiveRoad[]): HostedShare {
  return { code: share.code, manageKey: share.manageKey, roads };
}

/** One live poll of a sender's page, from its own origin as a browser sends it. */
export function livePoll(http: Http, shares: readonly HostedShare[]) {
  return http().post('/api/live').set('Sec-Fetch-Site', 'same-origin').send({ shares });
}

export function liveOf(response: request.Response): LiveMessageDto {
  return bodyOf<LiveMessageResponseDto>(response).data;
}

/** A road the poll answers gone, as a test expects it: the status and error body its answer route would give. */
export function goneRoad(code: string, road: LiveRoad, status: number, reason?: string, kind = 'share') {
  const error = expect.objectContaining({ statusCode: status, message: expect.any(String), ...(reason && { reason }) });
  return { kind, code, road, status, error };
}

/**
 * A poll hosting one share on one road, answered with that road refused: the status and error body the road's
 * answer route would have given.
 */
export function refusedOf(response: request.Response): { status: number; error: ErrorBody } {
  expect(response.status).toBe(200);
  const { gone } = liveOf(response);
  expect(gone).toHaveLength(1);
  return { status: gone[0].status, error: gone[0].error as ErrorBody };
}

/**
 * A sender's page polling until something comes (one poll after another, as the page does): what it got. A poll
 * that ends empty (204) is followed by the next at once, so the shares never stop counting as present.
 */
export async function nextLive(http: Http, shares: readonly HostedShare[]): Promise<LiveMessageDto> {
  const deadline = Date.now() + HANG_GUARD_MS;
  for (;;) {
    const response = await livePoll(http, shares);
    if (response.status === 200) return liveOf(response);
    if (response.status !== 204) throw new Error(`The live poll answered ${response.status}: ${response.text}`);
    if (Date.now() > deadline) throw new Error(`Nothing came to the live poll in ${HANG_GUARD_MS} ms`);
  }
}

/**
 * A sender's page hosting `shares`, polling (one poll after another) until closed: closing abandons its poll, as
 * a closed tab does.
 */
export function openSenderPage(baseUrl: string, shares: readonly HostedShare[]) {
  const closing = new AbortController();
  const polls = (async () => {
    while (!closing.signal.aborted)
      await fetch(`${baseUrl}/api/live`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ shares }),
        signal: closing.signal,
      }).catch(() => undefined);
  })();
  return {
    close: async () => {
      closing.abort();
      await polls;
    },
  };
}
