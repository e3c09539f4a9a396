/**
 * How the pages of this browser tell each other that this device's file requests changed (one made, ended or
 * expired), so that each reads the list it hosts again (requests-to-host.ts). Apart from that list, which reads
 * the requests' database: every page listens from its start, and the database loads only when there is news.
 */

/** Every page hears on this channel that this device's requests changed. */
const HOSTED_REQUESTS_CHANNEL = 'sharecode-hosted-requests';

export function openHostedRequestsChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(HOSTED_REQUESTS_CHANNEL);
}

/** Tells every page of this browser that this device's requests changed. */
export function announceHostedRequestsChanged(): void {
  const channel = openHostedRequestsChannel();
  channel?.postMessage('changed');
  channel?.close();
}
