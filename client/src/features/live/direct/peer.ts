/**
 * The WebRTC part: peer connections set up with the ICE servers and transport policy the API handed out, their
 * descriptions exchanged whole (every candidate gathered before the description is sent: the API relays one offer
 * and one answer, no trickling). Everything else in this folder sees only a FileChannel.
 */
import type { DirectSetup } from '../../../lib/api/direct';
import type { FileChannel } from './channel';
import { CHANNEL_LABEL } from './protocol';

/**
 * Gathering stops waiting after this: host candidates come at once, a STUN or TURN server that does not answer
 * would otherwise hold the offer back for its whole timeout, and what was gathered by then usually suffices.
 */
const GATHERING_MS = 3_000;

export { hasWebRtc } from '../../../lib/platform/web-rtc';

function peerOf(setup: DirectSetup): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: setup.iceServers, iceTransportPolicy: setup.iceTransportPolicy });
}

/** The local description once candidates are gathered (or GATHERING_MS passed), as SDP. */
async function gatheredDescription(peer: RTCPeerConnection): Promise<string> {
  await peer.setLocalDescription();
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      peer.removeEventListener('icegatheringstatechange', changed);
      resolve();
    };
    const changed = () => peer.iceGatheringState === 'complete' && done();
    const timer = setTimeout(done, GATHERING_MS);
    peer.addEventListener('icegatheringstatechange', changed);
    changed();
  });
  return peer.localDescription!.sdp;
}

/** The recipient's side: a connection offering the file channel. */
export interface OfferingPeer {
  offer: string;
  channel: FileChannel;
  /** Applies the sender's answer; the channel opens once the connection is made. */
  accept(answer: string): Promise<void>;
  close(): void;
}

export async function offeringPeer(setup: DirectSetup): Promise<OfferingPeer> {
  const peer = peerOf(setup);
  const channel = peer.createDataChannel(CHANNEL_LABEL, { ordered: true });
  channel.binaryType = 'arraybuffer';
  try {
    const offer = await gatheredDescription(peer);
    return {
      offer,
      channel,
      accept: (answer) => peer.setRemoteDescription({ type: 'answer', sdp: answer }),
      close: () => peer.close(),
    };
  } catch (error) {
    peer.close();
    throw error;
  }
}

/** The sender's side: answers `offer`; `onChannel` gets the recipient's file channel once it arrives. */
export async function answeringPeer(
  setup: DirectSetup,
  offer: string,
  onChannel: (channel: FileChannel) => void,
): Promise<{ answer: string; peer: RTCPeerConnection }> {
  const peer = peerOf(setup);
  peer.addEventListener('datachannel', (event) => {
    if (event.channel.label === CHANNEL_LABEL) onChannel(event.channel);
    else event.channel.close();
  });
  try {
    await peer.setRemoteDescription({ type: 'offer', sdp: offer });
    return { answer: await gatheredDescription(peer), peer };
  } catch (error) {
    peer.close();
    throw error;
  }
}
