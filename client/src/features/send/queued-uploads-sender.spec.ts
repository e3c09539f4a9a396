import { renderHook, waitFor } from '@testing-library/react';
import { installStructuredClone } from '../../test/install-structured-clone';
import { freshDatabase } from '../../test/fresh-database';
import { enqueueUpload } from './upload-queue/enqueue-upload';
import { listQueuedUploads } from './upload-queue/upload-queue';
import { useQueuedUploadsSender } from './queued-uploads-sender';

const start = jest.fn();
jest.mock('./upload-queue/agent', () => ({
  uploadQueueAgent: {
    start: (): void => {
      start();
    },
  },
}));

// The hook's reads of the queue, watched: each is the moment it decides whether to start the agent.
jest.mock('./upload-queue/upload-queue', () => {
  const actual = jest.requireActual<typeof import('./upload-queue/upload-queue')>('./upload-queue/upload-queue');
  return { ...actual, listQueuedUploads: jest.fn(actual.listQueuedUploads) };
});
const reads = jest.mocked(listQueuedUploads);

installStructuredClone();

/**
 * Resolves once the hook has read the queue `times` times and acted on the last read: it has answered, and
 * what the hook then does (importing the agent and starting it, a chain of promises) has run to its end by the
 * next task. The decision itself is awaited, not a pause that a slow read would outlast.
 */
async function decided(times: number): Promise<void> {
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(times));
  await reads.mock.results[times - 1].value;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function queueOne(): Promise<void> {
  await enqueueUpload([{ file: new File(['a'], 'a.txt'), path: 'a.txt' }], { retention: '2h' });
}

describe(useQueuedUploadsSender.name, () => {
  beforeEach(async () => {
    await freshDatabase();
    start.mockClear();
    reads.mockClear();
  });

  it('leaves the agent unloaded on a page with nothing queued', async () => {
    renderHook(() => useQueuedUploadsSender());
    await decided(1);
    expect(await reads.mock.results[0].value).toEqual([]);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the agent at once when uploads are queued on this device', async () => {
    await queueOne();
    renderHook(() => useQueuedUploadsSender());
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('starts it when the connection returns with an upload queued meanwhile', async () => {
    renderHook(() => useQueuedUploadsSender());
    await decided(1);
    await queueOne();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(reads).toHaveBeenCalledTimes(2);
    // Started already: the next return of the connection does not even read the queue again.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
