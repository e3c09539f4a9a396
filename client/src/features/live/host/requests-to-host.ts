/**
 * The port through which the live host learns this device's open file requests, so that any open page of
 * Sharecode answers their code exchanges (an uploader who types a request's code gets its key K from here), as
 * shares-to-host.ts does for shares. The requester's key store (lib/platform/requests-database.ts: the IndexedDB
 * record of each request, with its code, requester key and K) is what fills it; `requestsToHost` is the one place
 * here that reads it. A page that creates or ends a request says so (hosted-requests-channel.ts), and every open
 * page reads the list again.
 */
import { listRequests } from '../../../lib/platform/requests-database';
import type { ExchangeRequest } from '../code-exchange/exchange-answerer';

/** A file request this device made and hosts for the code exchange: its code, requester key and K. */
export type HostedRequest = ExchangeRequest;

/**
 * This device's file requests still open, with their keys, in code order (so an unchanged list compares equal).
 * One its requester ended early is still listed: the API answers its road gone, and the poll drops it.
 */
export async function requestsToHost(now = Date.now()): Promise<readonly HostedRequest[]> {
  const stored = await listRequests();
  return stored
    .filter((request) => Date.parse(request.closesAt) > now)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map(({ code, requesterKey, requestKey }) => ({ code, requesterKey, requestKey }));
}

/** Whether this device has file requests to host. */
export async function hasRequestsToHost(): Promise<boolean> {
  return (await requestsToHost()).length > 0;
}

/** Whether two lists host the same requests, so that an unchanged list does not restart the poll. */
export function sameHostedRequests(a: readonly HostedRequest[], b: readonly HostedRequest[]): boolean {
  return a.length === b.length && a.every((request, index) => request.code === b[index].code);
}
