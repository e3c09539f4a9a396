import type { LiveMessage, LivePoll } from '../api/live';
import { CHANGES_AT_MOST_EVERY_MS, LiveConnection, STATES_AT_MOST_EVERY_MS } from './live-connection';

/** The error body a road's route answers once its share ended, as the poll passes it on. */
const ENDED = { statusCode: 410, message: 'This share has ended.', reason: 'ended' };

const LINK = '0427-q8Xk0vY3m9TfR2cLw7hN1A';
const OTHER_LINK = '0428-q8Xk0vY3m9TfR2cLw7hN1B';
const PROGRESS = {
  status: 'arriving' as const,
  receivedBytes: 1,
  totalBytes: 2,
  expiresAt: '2030-01-01T00:00:00Z',
  lastReceivedAt: null,
  files: [],
  senderPresent: null,
};
const STATE = {
  folderCode: '0427',
  status: 'live' as const,
  removal: null,
  opens: 2,
  lastOpenedAt: null,
  zipDownloads: 0,
  files: [],
  expiresAt: '2030-01-01T00:00:00Z',
  arrivedAt: null,
  receivedBytes: 0,
  totalBytes: 0,
  retention: '2h' as const,
  passwordProtected: false,
  scan: null,
  directOnly: false,
  senderPresent: null,
};
const OFFER = {
  code: '0427',
  sessionId: 'q8Xk0vY3m9TfR2cLw7hN1A',
  offer: 'v=0',
  iceServers: [],
  iceTransportPolicy: 'all' as const,
};

/** The API as the connection's polls meet it: each poll waits until the spec answers it or it is aborted. */
function fakeApi() {
  const polls: Array<{ poll: LivePoll; answer: (message: LiveMessage | null) => void; aborted: () => boolean }> = [];
  const next = jest.fn(
    (poll: LivePoll, signal: AbortSignal) =>
      new Promise<LiveMessage | null>((resolve, reject) => {
        polls.push({
          poll: JSON.parse(JSON.stringify(poll)) as LivePoll,
          answer: resolve,
          aborted: () => signal.aborted,
        });
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
      }),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { next, polls, settle, last: () => polls[polls.length - 1] };
}

describe(LiveConnection.name, () => {
  it('asks nothing while nothing is hosted or watched', async () => {
    const api = fakeApi();
    new LiveConnection(api.next);
    await api.settle();
    expect(api.next).not.toHaveBeenCalled();
  });

  it('names hosted and watched shares in one request, and starts another when a list changes', async () => {
    const api = fakeApi();
    const connection = new LiveConnection(api.next);
    const unhost = connection.host({
      shares: () => [{ code: '0427', manageKey: 'k', roads: ['direct'] }],
      onMessage: () => Promise.resolve(),
    });
    await api.settle();
    expect(api.polls).toHaveLength(1);
    expect(api.last().poll).toEqual({
      shares: [{ code: '0427', manageKey: 'k', roads: ['direct'] }],
      requests: [],
      watch: [],
      managed: [],
      quietMs: 0,
    });

    const unwatch = connection.watch({ link: LINK }, () => undefined);
    await api.settle();
    expect(api.polls[0].aborted()).toBe(true);
    expect(api.polls).toHaveLength(2);
    expect(api.last().poll.watch).toEqual([{ link: LINK }]);

    // Nothing left to name: the poll under way ends, and none follows.
    unhost();
    unwatch();
    await api.settle();
    expect(api.last().aborted()).toBe(true);
    expect(api.polls).toHaveLength(2);
  });

  it('hands each change to its watcher and watches on with the new ETag; messages go to the hosting', async () => {
    const api = fakeApi();
    const connection = new LiveConnection(api.next);
    const changes: string[] = [];
    const messages: LiveMessage[] = [];
    connection.watch({ link: LINK }, (change) => changes.push(`${change.link} ${change.etag}`));
    connection.watch({ link: OTHER_LINK, etag: 'W/"9.1"' }, (change) =>
      changes.push(`${change.link} ${change.status}`),
    );
    connection.host({
      shares: () => [{ code: '0427', roads: ['direct'] }],
      onMessage: (message) => (messages.push(message), Promise.resolve()),
    });
    await api.settle();
    api.last().answer({
      gone: [{ kind: 'share', code: '0427', road: 'direct', status: 410, error: ENDED }],
      changes: [
        { link: LINK, etag: 'W/"7.2"', progress: PROGRESS },
        { link: OTHER_LINK, status: 410, error: { statusCode: 410, message: 'Ended.' } },
      ],
    });
    await api.settle();
    expect(changes).toEqual([`${LINK} W/"7.2"`, `${OTHER_LINK} 410`]);
    expect(messages).toHaveLength(1);
    expect(api.last().poll.watch).toEqual([
      { link: LINK, etag: 'W/"7.2"' },
      { link: OTHER_LINK, etag: 'W/"9.1"' },
    ]);
  });

  it('follows managed shares in the same request, hands each state to its follower and follows on with its ETag', async () => {
    const api = fakeApi();
    const connection = new LiveConnection(api.next);
    const heard: string[] = [];
    connection.watch({ link: LINK }, () => undefined);
    const unfollow = connection.follow({ code: '0427', manageKey: 'k' }, (change) =>
      heard.push(`${change.code} ${change.state?.opens}`),
    );
    await api.settle();
    expect(api.last().poll).toMatchObject({ watch: [{ link: LINK }], managed: [{ code: '0427', manageKey: 'k' }] });
    api.last().answer({ gone: [], states: [{ code: '0427', etag: 'W/"s1"', state: STATE }] });
    await api.settle();
    expect(heard).toEqual(['0427 2']);
    expect(api.last().poll.managed).toEqual([{ code: '0427', manageKey: 'k', etag: 'W/"s1"' }]);

    unfollow();
    await api.settle();
    expect(api.last().poll.managed).toEqual([]);
  });

  it('does not spin on polls that come back at once with nothing for anyone', async () => {
    const api = fakeApi();
    const connection = new LiveConnection(api.next);
    const stop = connection.watch({ link: LINK }, () => undefined);
    await api.settle();
    api.last().answer(null);
    await api.settle();
    expect(api.polls).toHaveLength(1);

    // A change of the lists is not held up by the pause.
    stop();
    connection.watch({ link: OTHER_LINK }, () => undefined);
    await api.settle();
    expect(api.polls).toHaveLength(2);
    api.last().answer({ gone: [], changes: [{ link: LINK, status: 404, error: {} }] });
    await api.settle();
    expect(api.polls).toHaveLength(2);
  });

  it('asks the API to keep the next changes back for a second after a change (5 s after a state), polling on at once', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi();
      const connection = new LiveConnection(api.next);
      const heard: string[] = [];
      connection.watch({ link: LINK, etag: 'W/"0"' }, (change) => heard.push(change.etag ?? ''));
      connection.host({ shares: () => [{ code: '0427', roads: ['direct'] }], onMessage: () => Promise.resolve() });
      await jest.advanceTimersByTimeAsync(0);
      expect(api.last().poll.quietMs).toBe(0);

      // A change: the next poll starts at once (the page stays present for what it hosts), asking for a second's quiet.
      api.last().answer({ gone: [], changes: [{ link: LINK, etag: 'W/"1"', progress: PROGRESS }] });
      await jest.advanceTimersByTimeAsync(0);
      expect(heard).toEqual(['W/"1"']);
      expect(api.last().poll.quietMs).toBe(CHANGES_AT_MOST_EVERY_MS);

      // A recipient's offer 400 ms on: the poll after it asks for the rest of that second.
      await jest.advanceTimersByTimeAsync(400);
      api.last().answer({ gone: [], offer: OFFER });
      await jest.advanceTimersByTimeAsync(0);
      expect(api.last().poll.quietMs).toBe(CHANGES_AT_MOST_EVERY_MS - 400);

      // A share followed from now: its first look asks for no quiet.
      await jest.advanceTimersByTimeAsync(CHANGES_AT_MOST_EVERY_MS);
      connection.follow({ code: '0427', manageKey: 'k' }, () => undefined);
      await jest.advanceTimersByTimeAsync(0);
      expect(api.last().poll.quietMs).toBe(0);
      api.last().answer({ gone: [], states: [{ code: '0427', etag: 'W/"s1"', state: STATE }] });
      await jest.advanceTimersByTimeAsync(0);
      expect(api.last().poll.quietMs).toBe(0);

      // A change of its state (a row per file): the next poll asks for the longer quiet.
      api.last().answer({ gone: [], states: [{ code: '0427', etag: 'W/"s2"', state: STATE }] });
      await jest.advanceTimersByTimeAsync(0);
      expect(api.last().poll.quietMs).toBe(STATES_AT_MOST_EVERY_MS);
    } finally {
      jest.useRealTimers();
    }
  });
});
