/**
 * The sender's side of direct transfer, while its page is open and holds a share's files: it answers each
 * recipient's offer (the page's one poll, ../host/, brings them and tells the API the page is there) with a peer
 * connection of its own, and serves the files over its channel. A recipient whose connection does not open gets the files from the
 * server; the page gives up on the connection after CONNECTION_MS. It keeps MAX_OPEN_PEERS connections open at
 * most, over every share it hosts, and refuses offers beyond (the recipient then takes the server's road).
 */
import { answerDirectOffer, type PendingOffer } from '../../../lib/api/direct';
import { serveFiles, type ServedObject } from './file-server';
import { answeringPeer } from './peer';
import { noteSendingDirectly } from './sending-status';

/** A share this page can send directly: its code, management key, and the objects it holds. */
export interface DirectShare {
  folderCode: string;
  manageKey?: string;
  /** Sent directly only: this page is its one road, and closing the page ends it. */
  directOnly?: boolean;
  objects: () => Promise<readonly ServedObject[]>;
}

/** A connection whose channel has not opened by then never will: the recipient went to the server long before. */
const CONNECTION_MS = 30_000;
/**
 * Peer connections this page keeps open at once: each costs the device memory, a DTLS session and reads of its
 * files, so a link holder's flood of offers must not be able to take the device over. A few recipients at once
 * still get the files directly; the others get them from the server.
 */
export const MAX_OPEN_PEERS = 4;

/** Peer connections open now (answered, and not yet closed), over every share this page hosts. */
let openPeers = 0;

/** Paths compare as the server stores them (NFC), whatever form the picked files' names came in. */
const samePath = (a: string, b: string) => a.normalize('NFC') === b.normalize('NFC');

/** Answers an offer with a peer connection of its own, which counts as open until closed (once) by any road. */
async function answerOffer(share: DirectShare, pending: PendingOffer, signal: AbortSignal): Promise<void> {
  const find = async (path: string) => (await share.objects()).find((object) => samePath(object.path, path));
  let opened = false;
  let closed = false;
  let peer: RTCPeerConnection | undefined;
  openPeers += 1;
  const close = () => {
    if (closed) return;
    closed = true;
    openPeers -= 1;
    clearTimeout(timer);
    signal.removeEventListener('abort', close);
    peer?.close();
  };
  const timer = setTimeout(() => !opened && close(), CONNECTION_MS);
  signal.addEventListener('abort', close, { once: true });
  try {
    const answered = await answeringPeer(pending, pending.offer, (channel) => {
      opened = true;
      serveFiles(channel, { find, onSending: (started) => noteSendingDirectly(share.folderCode, started) });
      channel.addEventListener('close', close);
    });
    peer = answered.peer;
    // Closed while the answer was being made (the page stopped hosting, say): this connection is not wanted.
    if (closed) return answered.peer.close();
    answered.peer.addEventListener('connectionstatechange', () => {
      if (['failed', 'closed'].includes(answered.peer.connectionState)) close();
    });
    await answerDirectOffer(share.folderCode, share.manageKey, pending.sessionId, { answer: answered.answer }, signal);
  } catch (error) {
    close();
    throw error;
  }
}

/** Declines an offer: the recipient is told at once, and takes the server's road. */
function refuseOffer(share: DirectShare, pending: PendingOffer): void {
  void answerDirectOffer(share.folderCode, share.manageKey, pending.sessionId, { refused: true }).catch(
    () => undefined,
  );
}

/**
 * Answers a recipient's offer for `share` (handed over by the page's one poll, ../host/) with a peer connection
 * beside the poll, so the next recipient does not wait for this one's connection; refused at once when
 * MAX_OPEN_PEERS are open already, or when the answer cannot be made (the recipient then takes the server's road).
 */
export function answerOrRefuse(share: DirectShare, offer: PendingOffer, signal: AbortSignal): void {
  if (openPeers >= MAX_OPEN_PEERS) return refuseOffer(share, offer);
  void answerOffer(share, offer, signal).catch(() => {
    if (!signal.aborted) refuseOffer(share, offer);
  });
}
