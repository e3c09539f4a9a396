import { answerDirectOffer, type PendingOffer } from '../../../lib/api/direct';
import { nextLive, type HostedShareRef, type LiveMessage } from '../../../lib/api/live';
import { answeringPeer } from '../direct/peer';
import { MAX_OPEN_PEERS } from '../direct/offer-answerer';
import { hostShares } from './live-host';

/** The error body a road's route answers once its share ended, as the poll passes it on. */
const ENDED = { statusCode: 410, message: 'This share has ended.', reason: 'ended' };

jest.mock('../../../lib/api/direct', () => ({ answerDirectOffer: jest.fn() }));
jest.mock('../../../lib/api/live', () => ({ nextLive: jest.fn() }));
jest.mock('../direct/peer', () => ({ answeringPeer: jest.fn() }));

const nextMessage = jest.mocked(nextLive);
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

const CODE = '0427';

/** The messages the API hands the page's polls, one per poll as they come; a poll waits while none is there. */
function messageQueue(): { push: (...messages: LiveMessage[]) => void; polls: HostedShareRef[][] } {
  const queued: LiveMessage[] = [];
  const polls: HostedShareRef[][] = [];
  let wake = () => undefined as void;
  nextMessage.mockImplementation(async ({ shares }, signal) => {
    polls.push(shares);
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
    polls,
    push: (...messages) => {
      queued.push(...messages);
      wake();
    },
  };
}

/** The offers the API hands the page's polls, one per poll as they come. */
function offerQueue(): { push: (...offers: PendingOffer[]) => void } {
  const messages = messageQueue();
  return {
    push: (...offers) => messages.push(...offers.map((offer) => ({ gone: [], offer: { code: CODE, ...offer } }))),
  };
}

const offersOf = (from: number, count: number) => Array.from({ length: count }, (_, index) => offerOf(from + index));

const refusals = () => answer.mock.calls.filter(([, , , body]) => 'refused' in body).map(([, , id]) => id);

describe('hostShares: direct offers', () => {
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
    void hostShares([{ folderCode: CODE, manageKey: 'key', objects: () => Promise.resolve([]) }], {
      signal: stop.signal,
      may: { exchange: true, direct: true },
      onOpened: () => undefined,
      onGone: () => undefined,
    });

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

  it('keeps the transfers under way when only the poll stops (the list of shares changed)', async () => {
    const poll = new AbortController();
    offerQueue().push(offerOf(0));
    void hostShares([{ folderCode: CODE, manageKey: 'key', objects: () => Promise.resolve([]) }], {
      signal: poll.signal,
      answersSignal: stop.signal,
      may: { exchange: true, direct: true },
      onOpened: () => undefined,
      onGone: () => undefined,
    });
    await waitUntil(() => answer.mock.calls.length === 1);
    poll.abort();
    expect(peers[0].close).not.toHaveBeenCalled();
    stop.abort();
    expect(peers[0].close).toHaveBeenCalled();
  });
});

describe('hostShares: one poll', () => {
  const KEY = 'A'.repeat(43);
  let stop: AbortController;

  beforeEach(() => {
    stop = new AbortController();
    nextMessage.mockClear();
  });

  afterEach(() => stop.abort());

  it('names every share once, with each road this page may answer it on', async () => {
    const { polls } = messageQueue();
    const objects = () => Promise.resolve([]);
    void hostShares(
      [
        { folderCode: '1111', manageKey: 'key1', shareKey: KEY, objects },
        { folderCode: '2222', manageKey: 'key2', objects },
        { folderCode: '3333', manageKey: 'key3', shareKey: KEY },
      ],
      {
        signal: stop.signal,
        may: { exchange: false, direct: true },
        onOpened: () => undefined,
        onGone: () => undefined,
      },
    );
    await waitUntil(() => polls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One request waits for them all: none per share, none per road.
    expect(nextMessage).toHaveBeenCalledTimes(1);
    expect(polls[0]).toEqual([
      { code: '1111', manageKey: 'key1', roads: ['direct'] },
      { code: '2222', manageKey: 'key2', roads: ['direct'] },
    ]);
  });

  it('stops hosting a road the API says is gone, and stops when nothing is left', async () => {
    const { polls, push } = messageQueue();
    const gone: string[] = [];
    const done = hostShares(
      [
        { folderCode: '1111', manageKey: 'key1', shareKey: KEY, objects: () => Promise.resolve([]) },
        { folderCode: '2222', manageKey: 'key2', shareKey: KEY },
      ],
      {
        signal: stop.signal,
        may: { exchange: true, direct: true },
        onOpened: () => undefined,
        onGone: (code) => gone.push(code),
      },
    );
    push({
      gone: [
        { kind: 'share', code: '1111', road: 'direct', status: 410, error: ENDED },
        { kind: 'share', code: '2222', road: 'code-exchange', status: 410, error: ENDED },
      ],
    });
    await waitUntil(() => polls.length === 2);
    expect(polls[1]).toEqual([{ code: '1111', manageKey: 'key1', roads: ['code-exchange'] }]);
    expect(gone).toEqual(['1111']);
    push({ gone: [{ kind: 'share', code: '1111', road: 'code-exchange', status: 410, error: ENDED }] });
    await done;
    expect(polls).toHaveLength(2);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
