import { act } from '@testing-library/react';
import type { FolderProgress } from '../../lib/api/folders';
import { ApiError } from '../../lib/api/http';
import { serveProgress, type ProgressAnswer } from '../../test/progress-server';
import { followArrival, PROGRESS_POLL_MS } from './progress-poll';

const URL = '/api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/progress?grant=g';

function progress(status: FolderProgress['status'], pending: number[] = []): FolderProgress {
  return {
    status,
    receivedBytes: 5,
    totalBytes: 10,
    expiresAt: '2030-01-01T00:00:00Z',
    lastReceivedAt: null,
    files: pending.map((id) => ({ id, status: 'arriving' as const, receivedBytes: 1 })),
    senderPresent: null,
  };
}

const serve = (answers: ProgressAnswer[]) => serveProgress(answers).asked;

/** Moves the fake clock on by `ms` and lets the polls it started settle. */
async function tick(ms = PROGRESS_POLL_MS): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe(followArrival.name, () => {
  let visibility: jest.SpyInstance<DocumentVisibilityState, []>;
  let controller: AbortController;

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    visibility.mockRestore();
    jest.useRealTimers();
  });

  it('asks about once a second with the last ETag, hears only changes, and stops once the share is ready', async () => {
    const asked = serve([progress('arriving', [2, 3]), 304, 304, progress('arriving', [3]), progress('ready')]);
    const heard: FolderProgress[] = [];
    followArrival(URL, { signal: controller.signal, onProgress: (next) => heard.push(next), onEnded: jest.fn() });
    expect(asked).toHaveLength(0);
    await tick();
    expect(asked[0]).toEqual({ url: URL, ifNoneMatch: null, cache: 'no-store' });
    await tick();
    await tick();
    expect(asked.map((each) => each.ifNoneMatch)).toEqual([null, 'W/"7.1"', 'W/"7.1"']);
    // A 304 changes nothing.
    expect(heard).toHaveLength(1);
    await tick();
    await tick();
    expect(heard.map((each) => each.status)).toEqual(['arriving', 'arriving', 'ready']);
    expect(asked.map((each) => each.ifNoneMatch).slice(3)).toEqual(['W/"7.1"', 'W/"7.2"']);
    // Ready: nothing more is asked, however long the page stays open.
    await tick(60_000);
    expect(asked).toHaveLength(5);
  });

  it('asks nothing while the page is hidden, and asks at once when it shows again', async () => {
    const asked = serve([progress('arriving', [2]), progress('arriving', [2])]);
    followArrival(URL, { signal: controller.signal, onProgress: jest.fn(), onEnded: jest.fn() });
    await tick();
    expect(asked).toHaveLength(1);
    visibility.mockReturnValue('hidden');
    await tick(60_000);
    expect(asked).toHaveLength(1);
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    expect(asked).toHaveLength(2);
    await tick();
    expect(asked).toHaveLength(3);
  });

  it('stops and says why once the share ended (410), and stops when its page goes', async () => {
    const asked = serve([progress('arriving', [2]), 410]);
    const onEnded = jest.fn<void, [ApiError]>();
    followArrival(URL, { signal: controller.signal, onProgress: jest.fn(), onEnded });
    await tick();
    await tick();
    expect(onEnded).toHaveBeenCalledTimes(1);
    const error = onEnded.mock.calls[0][0];
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(410);
    expect(error.body).toMatchObject({ reason: 'stopped' });
    await tick(60_000);
    expect(asked).toHaveLength(2);

    const again = serve([]);
    const second = new AbortController();
    followArrival(URL, { signal: second.signal, onProgress: jest.fn(), onEnded: jest.fn() });
    second.abort();
    await tick(60_000);
    expect(again).toHaveLength(0);
  });

  it('keeps asking, less often, while the connection fails', async () => {
    const asked = serve(['offline', 'offline', progress('arriving', [2])]);
    const onProgress = jest.fn();
    followArrival(URL, { signal: controller.signal, onProgress, onEnded: jest.fn() });
    await tick();
    expect(asked).toHaveLength(1);
    // The second ask waits twice as long, the third four times.
    await tick(PROGRESS_POLL_MS);
    expect(asked).toHaveLength(1);
    await tick(PROGRESS_POLL_MS);
    expect(asked).toHaveLength(2);
    await tick(4 * PROGRESS_POLL_MS);
    expect(asked).toHaveLength(3);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });
});
