/**
 * The recipient's connection to the sender's page: asks the API whether the page is there, starts a session with
 * it (the TURN credentials come with it), offers a peer connection in that session, and waits a few seconds at
 * most for the channel to open.
 */
import {
  directAvailability,
  offerDirectSession,
  reportDirectReceipt,
  startDirectSession,
  type DirectReceipt,
} from '../../../lib/api/direct';
import { channelOpen } from './channel';
import type { Connect, DirectSession } from './direct-download';
import { hasWebRtc, offeringPeer } from './peer';

/** The sender's page is given this long to answer an offer (it is polling when the API says it is there). */
const ANSWER_MS = 8_000;
/** After the answer, the channel must open within this, or the download goes through the server. */
const OPEN_MS = 5_000;

/** Where a file's URL says its share's routes are: `/api/folders/{link}`, and the grant it carries. */
function shareRoutesOf(fileUrl: string): { base: string; grant: string | null } | null {
  const url = new URL(fileUrl, 'http://origin.invalid');
  const match = /^(\/api\/folders\/[^/]+)\/files\/\d+$/.exec(url.pathname);
  return match ? { base: match[1], grant: url.searchParams.get('grant') } : null;
}

/** Connects to the sender's page of the share whose file `fileUrl` is; null when it cannot be reached. */
export function directConnector(fileUrl: string): Connect | null {
  const routes = shareRoutesOf(fileUrl);
  if (!routes || !hasWebRtc()) return null;
  const { base, grant } = routes;
  return async (signal): Promise<DirectSession | null> => {
    const availability = await directAvailability(base, grant, signal);
    if (!availability.available) return null;
    const session = await startDirectSession(base, grant, signal);
    if (!session) return null;
    const peer = await offeringPeer(session);
    try {
      const answering = AbortSignal.timeout(ANSWER_MS);
      const answered = await offerDirectSession(
        base,
        grant,
        session.sessionId,
        peer.offer,
        signal ? AbortSignal.any([signal, answering]) : answering,
      );
      if (!answered) throw new Error('The sender is away');
      await peer.accept(answered.answer);
      await channelOpen(peer.channel, OPEN_MS);
      return { sessionId: session.sessionId, channel: peer.channel, close: () => peer.close() };
    } catch {
      peer.close();
      return null;
    }
  };
}

/** Tells the API a file of the share of `fileUrl` was received directly, in the session named, and checked. */
export function reportReceived(fileUrl: string, receipt: DirectReceipt): void {
  const routes = shareRoutesOf(fileUrl);
  if (routes) void reportDirectReceipt(routes.base, routes.grant, receipt).catch(() => undefined);
}
