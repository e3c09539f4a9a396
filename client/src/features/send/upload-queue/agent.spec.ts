import { installStructuredClone } from '../../../test/install-structured-clone';
import { FakeShareApi } from '../../../test/fake-share-api';
import { FakeWakeLock, setPageVisibility } from '../../../test/fake-wake-lock';
import { getQueuedUpload, listQueuedUploads, listRecentShares, keptBytesOf } from './upload-queue';
import { BUSY_RECHECK_MS, KEEP_AFTER_MS, RETRY_DELAYS_MS, UploadQueueAgent } from './agent';
import type { UploadQueueEvent } from './events';
import { processQueuedUploads } from './worker';
import { freshDatabase } from '../../../test/fresh-database';

installStructuredClone();

const MIB = 1024 * 1024;

function files(...sizes: number[]) {
  return sizes.map((size, index) => ({
    file: new File([new Uint8Array(size)], `f${index}.bin`),
    path: `trip/f${index}.bin`,
  }));
}

/** Resolves once `events` holds an event matching `match` (the agent works asynchronously). */
async function until(
  events: UploadQueueEvent[],
  match: (event: UploadQueueEvent) => boolean,
): Promise<UploadQueueEvent> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = events.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no such event among ${JSON.stringify(events.map((event) => event.type))}`);
}

describe(UploadQueueAgent.name, () => {
  let api: FakeShareApi;
  let agent: UploadQueueAgent;
  let events: UploadQueueEvent[];
  let online: jest.SpyInstance<boolean, []>;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi(4 * MIB).install();
    online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    agent = new UploadQueueAgent();
    events = [];
    agent.subscribe((event) => events.push(event));
    agent.start();
  });

  afterEach(() => {
    agent.stop();
    api.uninstall();
    online.mockRestore();
  });

  it('sends a share at once when online: its share first, then its bytes; it leaves the queue and stays shared', async () => {
    const upload = await agent.share(files(3, 4), { retention: '24h' });
    const completed = await until(events, (event) => event.type === 'completed');
    const shared = events.find((event) => event.type === 'shared');
    expect(shared).toMatchObject({ id: upload.id, share: { id: upload.id, folderCode: '1000', status: 'arriving' } });
    expect(events.indexOf(shared!)).toBeLessThan(
      events.findIndex((event) => event.type === 'progress' && event.loaded > 0),
    );
    expect(completed).toMatchObject({ id: upload.id, share: { id: upload.id, folderCode: '1000', status: 'live' } });
    expect(api.announcements.map((sent) => sent.fields.filePaths)).toEqual(['["trip/f0.bin","trip/f1.bin"]']);
    expect(await listQueuedUploads()).toEqual([]);
    expect((await listRecentShares()).map((share) => share.id)).toEqual([upload.id]);
  });

  it('keeps a share pressed offline and sends it when the connection returns', async () => {
    online.mockReturnValue(false);
    const upload = await agent.share(files(5), { retention: '2h' });
    await until(events, (event) => event.type === 'waiting' && event.reason === 'offline');
    expect(api.announcements).toEqual([]);
    expect((await getQueuedUpload(upload.id))?.status).toBe('queued');

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await until(events, (event) => event.type === 'completed' && event.id === upload.id);
    expect(api.announcements).toHaveLength(1);
  });

  it('records the share at once and sends it without waiting for its bytes to be kept, which follow later', async () => {
    const timers = jest.spyOn(globalThis, 'setTimeout');
    api.stallAfterChunks = 2;
    const upload = await agent.share(files(6 * MIB, 5 * MIB, 0), { retention: '2h' });
    // Smallest first: each file opens for recipients as it arrives, so small ones do not wait behind a large one.
    expect(await getQueuedUpload(upload.id)).toMatchObject({
      files: [
        { path: 'trip/f2.bin', size: 0 },
        { path: 'trip/f1.bin', size: 5 * MIB },
        { path: 'trip/f0.bin', size: 6 * MIB },
      ],
    });
    await until(events, (event) => event.type === 'progress' && event.loaded >= 8 * MIB);
    expect((await keptBytesOf(upload)).from).toBe(upload.totalBytes);

    // Keeping starts a while after sending did, from the end, and stops at what the server acknowledged.
    const keep = timers.mock.calls.find(([, delay]) => delay === KEEP_AFTER_MS);
    timers.mockRestore();
    keep![0]();
    for (let attempt = 0; attempt < 100 && (await keptBytesOf(upload)).from > 8 * MIB; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await keptBytesOf(upload)).from).toBe(8 * MIB);
    await agent.cancel(upload.id);
  });

  it('resumes after a dropped connection from the picked files, with none of their bytes kept', async () => {
    const timers = jest.spyOn(globalThis, 'setTimeout');
    // No room to keep anything: the page sends from the files it holds.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called below with the store as `this`
    const put = IDBObjectStore.prototype.put;
    const full = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.name === 'upload-bytes') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    try {
      const drop = agent.subscribe((event) => {
        if (event.type === 'progress' && event.loaded >= 4 * MIB) api.offline = true;
      });
      const upload = await agent.share(files(6 * MIB, 5 * MIB), { retention: '2h' });
      await until(events, (event) => event.type === 'waiting' && event.reason === 'connection');
      expect((await keptBytesOf(upload)).pieces).toEqual([]);
      const retry = [...timers.mock.calls].reverse().find(([, delay]) => delay === RETRY_DELAYS_MS[0]);
      timers.mockRestore();
      drop();
      api.offline = false;
      retry![0]();
      await until(events, (event) => event.type === 'completed');
      expect(api.chunks.map((chunk) => chunk.offset)).toEqual([0, 4 * MIB, 8 * MIB]);
      expect(api.sessions.get('session-1')!.offset).toBe(11 * MIB);
    } finally {
      full.mockRestore();
      timers.mockRestore();
    }
  });

  it('tries again soon an upload another context was sending, so it goes on once their attempt gave up', async () => {
    // The service worker holds the upload's sending lock (its background sync is trying it), then lets go.
    let heldElsewhere = true;
    type Work = (lock: object | null) => unknown;
    const locks = {
      request: (name: string, options: unknown, work?: Work) => {
        const run = work ?? (options as Work);
        const elsewhere = heldElsewhere && name.startsWith('sharecode-upload:');
        return Promise.resolve(run(elsewhere ? null : { name }));
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const timers = jest.spyOn(globalThis, 'setTimeout');
    try {
      await agent.share(files(3, 4), { retention: '2h' });
      const recheckPlanned = () => [...timers.mock.calls].reverse().find(([, delay]) => delay === BUSY_RECHECK_MS);
      for (let attempt = 0; attempt < 500 && !recheckPlanned(); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const recheck = recheckPlanned();
      expect(recheck).toBeDefined();
      expect(api.announcements).toHaveLength(0);
      timers.mockRestore();

      heldElsewhere = false;
      recheck![0]();
      await until(events, (event) => event.type === 'completed');
      expect(api.announcements).toHaveLength(1);
    } finally {
      timers.mockRestore();
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('retries after a dropped connection, resuming the resumable upload where the server stopped', async () => {
    const timers = jest.spyOn(globalThis, 'setTimeout');
    // The connection drops after the first chunk.
    const drop = agent.subscribe((event) => {
      if (event.type === 'progress' && event.loaded >= 4 * MIB) api.offline = true;
    });
    const upload = await agent.share(files(6 * MIB, 5 * MIB), { retention: '2h' });
    await until(events, (event) => event.type === 'waiting' && event.reason === 'connection');
    expect((await getQueuedUpload(upload.id))?.sessionId).toBe('session-1');
    const retry = [...timers.mock.calls].reverse().find(([, delay]) => delay === RETRY_DELAYS_MS[0]);
    expect(retry).toBeDefined();
    timers.mockRestore();

    drop();
    api.offline = false;
    retry![0]();
    await until(events, (event) => event.type === 'completed');
    // One announcement, so one share: the retry went on with it.
    expect(api.announcements).toHaveLength(1);
    expect(events.filter((event) => event.type === 'shared')).toHaveLength(1);
    expect(api.sessions.size).toBe(1);
    const offsets = api.chunks.map((chunk) => chunk.offset);
    expect(offsets).toEqual([...new Set(offsets)]);
    expect(api.sessions.get('session-1')!.offset).toBe(11 * MIB);
  });

  it('marks a share the server refuses as failed, with its message, until dismissed', async () => {
    api.refuseNext = new Response(JSON.stringify({ statusCode: 413, message: 'Too large for a share.' }), {
      status: 413,
      headers: { 'Content-Type': 'application/json' },
    });
    const upload = await agent.share(files(1), { retention: '2h' });
    expect(await until(events, (event) => event.type === 'failed')).toEqual({
      type: 'failed',
      id: upload.id,
      message: 'Too large for a share.',
    });
    expect(await getQueuedUpload(upload.id)).toMatchObject({ status: 'failed', error: 'Too large for a share.' });
    await agent.dismiss(upload.id);
    expect(await listQueuedUploads()).toEqual([]);
  });

  it('cancels a queued share: gone from the queue, its server upload dropped (which ends its share) before it resolves', async () => {
    api.stallAfterChunks = 1;
    const upload = await agent.share(files(6 * MIB, 5 * MIB), { retention: '2h' });
    await until(events, (event) => event.type === 'progress' && event.loaded > 0);
    await agent.cancel(upload.id);
    expect(events).toContainEqual({ type: 'cancelled', id: upload.id });
    expect(await listQueuedUploads()).toEqual([]);
    expect(api.cancelled).toEqual(['session-1']);
    expect(events.some((event) => event.type === 'completed')).toBe(false);
    // The share stays listed: its state says it was stopped.
    expect((await listRecentShares()).map((share) => share.folderCode)).toEqual(['1000']);
  });

  it('stops sending once its share ended (End now elsewhere: 410), and takes the upload off the queue', async () => {
    const ending = agent.subscribe((event) => {
      if (event.type === 'progress' && event.loaded >= 4 * MIB) api.sessions.get('session-1')!.endedAs = 'ended';
    });
    const upload = await agent.share(files(6 * MIB, 5 * MIB), { retention: '2h' });
    expect(await until(events, (event) => event.type === 'ended')).toEqual({
      type: 'ended',
      id: upload.id,
      code: '1000',
      message: 'This share was ended, so the rest of its files were not sent.',
    });
    ending();
    expect(await listQueuedUploads()).toEqual([]);
    expect(api.chunks.map((chunk) => chunk.offset)).toEqual([0]);
  });

  describe('screen wake lock', () => {
    let wakeLock: FakeWakeLock;

    beforeEach(() => {
      wakeLock = new FakeWakeLock().install();
      setPageVisibility('visible');
    });
    afterEach(() => wakeLock.uninstall());

    async function released(): Promise<void> {
      for (let attempt = 0; attempt < 100 && wakeLock.active.length > 0; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(wakeLock.active).toHaveLength(0);
    }

    it('keeps the screen on while sending and lets go once the share is made', async () => {
      await agent.share(files(3), { retention: '2h' });
      await until(events, (event) => event.type === 'completed');
      expect(wakeLock.requests).toBe(1);
      await released();
    });

    it('lets go when the upload is cancelled', async () => {
      api.stallAfterChunks = 1;
      const upload = await agent.share(files(6 * MIB, 5 * MIB), { retention: '2h' });
      await until(events, (event) => event.type === 'progress' && event.loaded > 0);
      expect(wakeLock.active).toHaveLength(1);
      await agent.cancel(upload.id);
      await released();
    });

    it('lets go when the server refuses the share', async () => {
      api.refuseNext = new Response(JSON.stringify({ statusCode: 413, message: 'Too large for a share.' }), {
        status: 413,
        headers: { 'Content-Type': 'application/json' },
      });
      await agent.share(files(1), { retention: '2h' });
      await until(events, (event) => event.type === 'failed');
      expect(wakeLock.requests).toBe(1);
      await released();
    });
  });
});

describe(processQueuedUploads.name, () => {
  let api: FakeShareApi;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi().install();
  });
  afterEach(() => api.uninstall());

  it('sends every queued share (the service worker on Background Sync), and fails the sync to be woken again while offline', async () => {
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const agent = new UploadQueueAgent();
    await agent.share(files(2), { retention: '2h' });
    await agent.share(files(3), { retention: '24h' });
    offline.mockRestore();

    api.offline = true;
    await expect(processQueuedUploads()).rejects.toThrow(/sync again/);
    await expect(processQueuedUploads(true)).resolves.toBeUndefined();
    expect(await listQueuedUploads()).toHaveLength(2);

    api.offline = false;
    await processQueuedUploads();
    expect(await listQueuedUploads()).toEqual([]);
    expect((await listRecentShares()).map((share) => share.retention).sort()).toEqual(['24h', '2h']);
  });
});
