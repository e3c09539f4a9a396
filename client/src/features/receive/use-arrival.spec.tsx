import { act, renderHook } from '@testing-library/react';
import type { FolderProgress, RetrievedFolder } from '../../lib/api/folders';
import { ApiError } from '../../lib/api/http';
import { serveProgress, type ProgressAnswer } from '../../test/progress-server';
import { DIRECT_ONLY_POLL_MS, PROGRESS_POLL_MS, READY_POLL_MS } from './progress-poll';
import { useArrival } from './use-arrival';

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

const serve = (answers: ProgressAnswer[]) => serveProgress(answers).urls;

/** Moves the fake clock on by `ms` and lets the polls it started, and what they set, settle. */
async function tick(ms = PROGRESS_POLL_MS): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** Renders the hook for one folder, kept the same object across renders as a page would. */
function follow(shared: RetrievedFolder) {
  return renderHook(({ of }) => useArrival(of), { initialProps: { of: shared } });
}

describe('useArrival', () => {
  let visibility: jest.SpyInstance<DocumentVisibilityState, []>;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(Date.parse('2030-01-01T12:00:05Z'));
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    visibility.mockRestore();
    jest.useRealTimers();
  });

  it('polls an arriving share every second, then ready with its retention, every READY_POLL_MS until it ends', async () => {
    const asked = serve([
      progress('arriving'),
      304,
      progress('arriving', { lastReceivedAt: '2030-01-01T12:00:04Z' }),
      progress('ready'),
      304,
      { status: 410, reason: 'downloaded' },
    ]);
    const { result, unmount } = follow(folder('arriving'));
    // What the lookup said, before any poll.
    expect(result.current.arrival).toMatchObject({ status: 'arriving', receivedBytes: 410 });
    expect(result.current.arrival.pending.has(2)).toBe(true);
    expect(asked).toHaveLength(0);

    await tick();
    expect(asked).toEqual([PROGRESS_URL]);
    expect(result.current.arrival).toMatchObject({
      status: 'arriving',
      receivedBytes: 700,
      expiresAt: ABANDONED_AT,
      lastReceivedAt: '2030-01-01T12:00:00Z',
    });
    await tick();
    await tick();
    expect(asked).toHaveLength(3);
    expect(result.current.arrival.lastReceivedAt).toBe('2030-01-01T12:00:04Z');

    await tick();
    expect(asked).toHaveLength(4);
    // Ready: every file can be downloaded, and the share now ends with its retention, not the upload's deadline.
    expect(result.current.arrival).toMatchObject({ status: 'ready', receivedBytes: 1010, expiresAt: RETAINED_UNTIL });
    expect(result.current.arrival.pending.size).toBe(0);
    expect(result.current.ended).toBeNull();

    // Still asked whether it ended, but only every READY_POLL_MS.
    await tick(READY_POLL_MS - PROGRESS_POLL_MS);
    expect(asked).toHaveLength(4);
    await tick(PROGRESS_POLL_MS);
    expect(asked).toHaveLength(5);
    await tick(READY_POLL_MS - PROGRESS_POLL_MS);
    expect(asked).toHaveLength(5);
    await tick(PROGRESS_POLL_MS);
    expect(asked).toHaveLength(6);

    // Downloaded: the page says so, and asks nothing more.
    expect(result.current.ended).toBeInstanceOf(ApiError);
    expect(result.current.ended?.status).toBe(410);
    expect(result.current.ended?.body).toMatchObject({ reason: 'downloaded' });
    await tick(5 * READY_POLL_MS);
    expect(asked).toHaveLength(6);
    unmount();
  });

  it('asks a share that opens ready only every READY_POLL_MS', async () => {
    const asked = serve([304, { status: 410, reason: 'expired' }]);
    const { result, unmount } = follow(folder('ready'));
    expect(result.current.arrival).toMatchObject({ status: 'ready', receivedBytes: 1010 });
    await tick(READY_POLL_MS - PROGRESS_POLL_MS);
    expect(asked).toHaveLength(0);
    await tick(PROGRESS_POLL_MS);
    expect(asked).toEqual([PROGRESS_URL]);
    expect(result.current.ended).toBeNull();
    await tick(READY_POLL_MS);
    expect(asked).toHaveLength(2);
    expect(result.current.ended?.status).toBe(410);
    unmount();
  });

  it("asks a share sent directly only every DIRECT_ONLY_POLL_MS, following its sender's presence", async () => {
    const asked = serve([progress('ready', { senderPresent: false }), 304, progress('ready', { senderPresent: true })]);
    const { result, unmount } = follow(folder('ready', { directOnly: true, senderPresent: true }));
    // The lookup's word until a poll says otherwise.
    expect(result.current.senderPresent).toBe(true);
    await tick(DIRECT_ONLY_POLL_MS - PROGRESS_POLL_MS);
    expect(asked).toHaveLength(0);
    await tick(PROGRESS_POLL_MS);
    expect(asked).toHaveLength(1);
    expect(result.current.senderPresent).toBe(false);
    // A 304: nothing changed, so the sender is still away.
    await tick(DIRECT_ONLY_POLL_MS);
    expect(asked).toHaveLength(2);
    expect(result.current.senderPresent).toBe(false);
    await tick(DIRECT_ONLY_POLL_MS);
    expect(asked).toHaveLength(3);
    expect(result.current.senderPresent).toBe(true);
    // Ready all along, yet still followed: its sender's page may go again.
    await tick(DIRECT_ONLY_POLL_MS);
    expect(asked).toHaveLength(4);
    unmount();
  });

  it('says null for the sender of a share not sent directly only', () => {
    serve([]);
    const { result, unmount } = follow(folder('arriving'));
    expect(result.current.senderPresent).toBeNull();
    unmount();
  });

  // A user-entered address's JSON shown as a folder may have no progressUrl, or an empty one.
  it.each([[''], [undefined]])('asks nothing about a share whose progressUrl is %p', async (progressUrl) => {
    const asked = serve([]);
    const { result, unmount } = follow({ ...folder('arriving'), progressUrl } as RetrievedFolder);
    await tick(5 * READY_POLL_MS);
    expect(asked).toHaveLength(0);
    expect(result.current.arrival.status).toBe('arriving');
    unmount();
  });

  it('stops asking once its page goes', async () => {
    const asked = serve([progress('arriving')]);
    const { unmount } = follow(folder('arriving'));
    await tick();
    expect(asked).toHaveLength(1);
    unmount();
    await tick(5 * READY_POLL_MS);
    expect(asked).toHaveLength(1);
  });
});
