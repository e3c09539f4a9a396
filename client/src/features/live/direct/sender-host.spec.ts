import { answerDirectOffer, nextDirectOffer, type PendingOffer } from '../../../lib/api/direct';
import { answeringPeer } from './peer';
import { hostDirectTransfers, MAX_OPEN_PEERS } from './sender-host';

jest.mock('../../../lib/api/direct', () => ({ nextDirectOffer: jest.fn(), answerDirectOffer: jest.fn() }));
jest.mock('./peer', () => ({ hasWebRtc: () => true, answeringPeer: jest.fn() }));

const nextOffer = jest.mocked(nextDirectOffer);
const answer = jest.mocked(answerDirectOffer);
const answering = jest.mocked(answeringPeer);

/** A peer connection as the host sees it: one that a spec can make fail, and that says whether it was closed. */
class FakePeer extends EventTarget {
  connectionState: RTCPeerConnectionState = 'connecting';
  readonly close = jest.fn(() => {
    this.connectionState = 'closed';
  });

  fail(): void {
    this.connectionState = 'failed';
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

const offerOf = (index: number): PendingOffer => ({
  sessionId: `session-${index}`.padEnd(22, 'x'),
  offer: 'v=0\r\n',
  iceServers: [],
  iceTransportPolicy: 'all',
});

/** The offers the API hands the page's polls, one per poll as they come; a poll waits while none is there. */
function offerQueue(): { push: (...offers: PendingOffer[]) => void } {
  const queued: PendingOffer[] = [];
  let wake = () => undefined as void;
  nextOffer.mockImplementation(async (_code, _key, signal) => {
    while (queued.length === 0) {
      if (signal?.aborted) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
    }
    return queued.shift()!;
  });
  return {
    push: (...offers) => {
      queued.push(...offers);
      wake();
    },
  };
}

const offersOf = (from: number, count: number) => Array.from({ length: count }, (_, index) => offerOf(from + index));

const refusals = () => answer.mock.calls.filter(([, , , body]) => 'refused' in body).map(([, , id]) => id);

describe('hostDirectTransfers', () => {
  let peers: FakePeer[];
  let stop: AbortController;

  beforeEach(() => {
    peers = [];
    stop = new AbortController();
    answer.mockReset().mockResolvedValue(undefined);
    answering.mockReset().mockImplementation(() => {
      const peer = new FakePeer();
      peers.push(peer);
      return Promise.resolve({ answer: 'v=0\r\n', peer: peer as unknown as RTCPeerConnection });
    });
  });

  afterEach(() => stop.abort());

  const host = () =>
    void hostDirectTransfers(
      [{ folderCode: '0427', manageKey: 'key', objects: () => Promise.resolve([]) }],
      stop.signal,
    );

  it('keeps a few peer connections open at once, refusing the offers beyond, until one fails', async () => {
    const flood = MAX_OPEN_PEERS + 3;
    const offers = offerQueue();
    host();
    offers.push(...offersOf(0, flood));
    await waitUntil(() => answer.mock.calls.length === flood);
    expect(answering).toHaveBeenCalledTimes(MAX_OPEN_PEERS);
    expect(refusals()).toEqual(
      [MAX_OPEN_PEERS, MAX_OPEN_PEERS + 1, MAX_OPEN_PEERS + 2].map((i) => offerOf(i).sessionId),
    );

    // One connection fails: its place is free for the next recipient.
    peers[0].fail();
    expect(peers[0].close).toHaveBeenCalled();
    offers.push(offerOf(flood));
    await waitUntil(() => answering.mock.calls.length === MAX_OPEN_PEERS + 1);
  });

  it('frees every place once the page stops hosting', async () => {
    offerQueue().push(...offersOf(0, MAX_OPEN_PEERS));
    host();
    await waitUntil(() => answering.mock.calls.length === MAX_OPEN_PEERS);
    stop.abort();
    for (const peer of peers) expect(peer.close).toHaveBeenCalled();

    stop = new AbortController();
    offerQueue().push(...offersOf(MAX_OPEN_PEERS, MAX_OPEN_PEERS));
    host();
    await waitUntil(() => answering.mock.calls.length === 2 * MAX_OPEN_PEERS);
    expect(refusals()).toEqual([]);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
