import { renderHook, waitFor } from '@testing-library/react';
import { installStructuredClone } from '../test/install-structured-clone';
import { freshDatabase } from '../test/fresh-database';
import { enqueueUpload } from '../lib/upload-queue/enqueue-upload';
import { useQueuedUploadsSender } from './use-queued-uploads-sender';

const start = jest.fn();
jest.mock('../lib/upload-queue/agent', () => ({
  uploadQueueAgent: {
    start: (): void => {
      start();
    },
  },
}));

installStructuredClone();

/** Lets IndexedDB reads and the agent's import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function queueOne(): Promise<void> {
  await enqueueUpload([{ file: new File(['a'], 'a.txt'), path: 'a.txt' }], { retention: '2h' });
}

describe(useQueuedUploadsSender.name, () => {
  beforeEach(async () => {
    await freshDatabase();
    start.mockClear();
  });

  it('leaves the agent unloaded on a page with nothing queued', async () => {
    renderHook(() => useQueuedUploadsSender());
    await settle();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the agent at once when uploads are queued on this device', async () => {
    await queueOne();
    renderHook(() => useQueuedUploadsSender());
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('starts it when the connection returns with an upload queued meanwhile', async () => {
    renderHook(() => useQueuedUploadsSender());
    await settle();
    await queueOne();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
