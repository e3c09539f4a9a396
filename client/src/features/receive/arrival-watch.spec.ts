import type { FolderProgress } from '../../lib/api/folders';
import { ApiError } from '../../lib/api/http';
import type { ShareChange, WatchedShareRef } from '../../lib/api/live';
import type { LiveConnection } from '../../lib/live/live-connection';
import { watchArrival, watchedShareOf } from './arrival-watch';

const LINK = '0427-q8Xk0vY3m9TfR2cLw7hN1A';
const URL = `/api/folders/${LINK}/progress?grant=g`;

function progress(status: FolderProgress['status']): FolderProgress {
  return {
    status,
    receivedBytes: 5,
    totalBytes: 10,
    expiresAt: '2030-01-01T00:00:00Z',
    lastReceivedAt: null,
    files: [],
    senderPresent: null,
  };
}

/** A live connection that records each watch, and whether it is still on. */
function fakeConnection() {
  const watches: Array<{ ref: WatchedShareRef; change: (change: ShareChange) => void; on: boolean }> = [];
  const connection = {
    watch: (ref: WatchedShareRef, change: (change: ShareChange) => void) => {
      const watch = { ref, change, on: true };
      watches.push(watch);
      return () => (watch.on = false);
    },
  } as unknown as LiveConnection;
  return { connection, watches, latest: () => watches[watches.length - 1] };
}

describe(watchArrival.name, () => {
  let visibility: jest.SpyInstance<DocumentVisibilityState, []>;
  let controller: AbortController;

  beforeEach(() => {
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    visibility.mockRestore();
  });

  it('reads the link and grant of a progress address', () => {
    expect(watchedShareOf(URL)).toEqual({ link: LINK, grant: 'g' });
    expect(watchedShareOf(`/api/folders/${LINK}/progress`)).toEqual({ link: LINK });
  });

  it('watches the share, hands on each progress, and stops once it is ready', () => {
    const fake = fakeConnection();
    const seen: FolderProgress[] = [];
    watchArrival(URL, {
      signal: controller.signal,
      onProgress: (each) => seen.push(each),
      onEnded: () => undefined,
      connection: fake.connection,
    });
    expect(fake.latest().ref).toEqual({ link: LINK, grant: 'g' });
    fake.latest().change({ link: LINK, etag: 'W/"7.1"', progress: progress('arriving') });
    fake.latest().change({ link: LINK, etag: 'W/"7.2"', progress: progress('ready') });
    expect(seen.map(({ status }) => status)).toEqual(['arriving', 'ready']);
    expect(fake.latest().on).toBe(false);
  });

  it('tells of an ending with its 410 as an ApiError, and stops', () => {
    const fake = fakeConnection();
    const ends: ApiError[] = [];
    watchArrival(URL, {
      signal: controller.signal,
      onProgress: () => undefined,
      onEnded: (error) => ends.push(error),
      untilReady: false,
      connection: fake.connection,
    });
    fake.latest().change({ link: LINK, status: 410, error: { statusCode: 410, message: 'Ended.', reason: 'ended' } });
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ status: 410, message: 'Ended.', body: { reason: 'ended' } });
    expect(fake.latest().on).toBe(false);
  });

  it('lets go while the page is hidden, and watches again from the last ETag when it shows', () => {
    const fake = fakeConnection();
    watchArrival(URL, {
      signal: controller.signal,
      onProgress: () => undefined,
      onEnded: () => undefined,
      untilReady: false,
      connection: fake.connection,
    });
    fake.latest().change({ link: LINK, etag: 'W/"7.3"', progress: progress('ready') });
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fake.latest().on).toBe(false);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fake.watches).toHaveLength(2);
    expect(fake.latest()).toMatchObject({ on: true, ref: { link: LINK, grant: 'g', etag: 'W/"7.3"' } });

    controller.abort();
    expect(fake.latest().on).toBe(false);
  });
});
