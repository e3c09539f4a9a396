import { act, renderHook } from '@testing-library/react';
import type { FolderProgress, RetrievedFolder } from '../../lib/api/folders';
import { ApiError } from '../../lib/api/http';
import { watchArrival, type WatchOptions } from './arrival-watch';
import { useArrival } from './use-arrival';

jest.mock('./arrival-watch', () => ({ watchArrival: jest.fn() }));
const watch = jest.mocked(watchArrival);

const PROGRESS_URL = '/api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/progress?grant=g';
/** While files arrive, a share is dropped at this deadline unless its upload goes on. */
const ABANDONED_AT = '2030-01-01T13:00:00Z';
/** Once every file arrived, its retention runs from then: a later end. */
const RETAINED_UNTIL = '2030-01-01T15:00:00Z';

function folder(status: RetrievedFolder['status'], extra: Partial<RetrievedFolder> = {}): RetrievedFolder {
  const ready = status === 'ready';
  return {
    folderCode: '0427',
    folderUrl: 'https://example.test/s/0427-q8Xk0vY3m9TfR2cLw7hN1A',
    qrCode: 'data:image/png;base64,',
    zipUrl: '/z',
    expiresAt: ready ? RETAINED_UNTIL : ABANDONED_AT,
    retention: 'download',
    encrypted: false,
    progressUrl: PROGRESS_URL,
    status,
    totalBytes: 1010,
    receivedBytes: ready ? 1010 : 410,
    files: [
      {
        id: 1,
        filename: 'a',
        filepath: 'a',
        path: 'a',
        url: '/f/1',
        mimetype: 'text/plain',
        filesize: 10,
        status: 'ready',
        receivedBytes: 10,
      },
      {
        id: 2,
        filename: 'b',
        filepath: 'b',
        path: 'b',
        url: '/f/2',
        mimetype: 'text/plain',
        filesize: 1000,
        status: ready ? 'ready' : 'arriving',
        receivedBytes: ready ? 1000 : 400,
      },
    ],
    ...extra,
  };
}

function progress(status: FolderProgress['status'], extra: Partial<FolderProgress> = {}): FolderProgress {
  const ready = status === 'ready';
  return {
    status,
    receivedBytes: ready ? 1010 : 700,
    totalBytes: 1010,
    expiresAt: ready ? RETAINED_UNTIL : ABANDONED_AT,
    lastReceivedAt: ready ? null : '2030-01-01T12:00:00Z',
    files: ready ? [] : [{ id: 2, status: 'arriving', receivedBytes: 690 }],
    senderPresent: null,
    ...extra,
  };
}

/** The watches the hook started, latest last: what each asked for, and the hook's callbacks to answer it with. */
function watches(): Array<{ url: string; options: WatchOptions }> {
  return watch.mock.calls.map(([url, options]) => ({ url, options }));
}
const latest = () => watches()[watches().length - 1];
const ended = (reason: string) => new ApiError(410, 'This share has ended.', { statusCode: 410, reason });

/** Renders the hook for one folder, kept the same object across renders as a page would. */
function follow(shared: RetrievedFolder) {
  return renderHook(({ of }) => useArrival(of), { initialProps: { of: shared } });
}

describe('useArrival', () => {
  beforeEach(() => watch.mockClear());

  it('follows an arriving share until ready, then on for its ending, updating what the page shows', () => {
    const { result, unmount } = follow(folder('arriving'));
    // What the lookup said, before any change.
    expect(result.current.arrival).toMatchObject({ status: 'arriving', receivedBytes: 410 });
    expect(result.current.arrival.pending.has(2)).toBe(true);
    expect(watches()).toHaveLength(1);
    expect(latest().url).toBe(PROGRESS_URL);
    expect(latest().options.untilReady).toBe(true);

    act(() => latest().options.onProgress(progress('arriving', { lastReceivedAt: '2030-01-01T12:00:04Z' })));
    expect(result.current.arrival).toMatchObject({
      status: 'arriving',
      receivedBytes: 700,
      expiresAt: ABANDONED_AT,
      lastReceivedAt: '2030-01-01T12:00:04Z',
    });

    act(() => latest().options.onProgress(progress('ready')));
    // Ready: every file can be downloaded, and the share now ends with its retention, not the upload's deadline.
    expect(result.current.arrival).toMatchObject({ status: 'ready', receivedBytes: 1010, expiresAt: RETAINED_UNTIL });
    expect(result.current.arrival.pending.size).toBe(0);
    // Watched on for its ending: the first watch stopped, another follows past ready.
    expect(watches()[0].options.signal.aborted).toBe(true);
    expect(latest().options.untilReady).toBe(false);

    act(() => latest().options.onEnded(ended('downloaded')));
    expect(result.current.ended).toBeInstanceOf(ApiError);
    expect(result.current.ended?.body).toMatchObject({ reason: 'downloaded' });
    const count = watches().length;
    unmount();
    expect(watches()).toHaveLength(count);
    expect(latest().options.signal.aborted).toBe(true);
  });

  it("follows a share sent directly only past ready, with its sender's presence", () => {
    const { result, unmount } = follow(folder('ready', { directOnly: true, senderPresent: true }));
    // The lookup's word until the watch says otherwise.
    expect(result.current.senderPresent).toBe(true);
    expect(latest().options.untilReady).toBe(false);
    act(() => latest().options.onProgress(progress('ready', { senderPresent: false })));
    expect(result.current.senderPresent).toBe(false);
    act(() => latest().options.onProgress(progress('ready', { senderPresent: true })));
    expect(result.current.senderPresent).toBe(true);
    unmount();
  });

  it('says null for the sender of a share not sent directly only', () => {
    const { result, unmount } = follow(folder('arriving'));
    expect(result.current.senderPresent).toBeNull();
    unmount();
  });

  // A user-entered address's JSON shown as a folder may have no progressUrl, or an empty one.
  it.each([[''], [undefined]])('watches nothing for a share whose progressUrl is %p', (progressUrl) => {
    const { result, unmount } = follow({ ...folder('arriving'), progressUrl } as RetrievedFolder);
    expect(watches()).toHaveLength(0);
    expect(result.current.arrival.status).toBe('arriving');
    unmount();
  });
});
