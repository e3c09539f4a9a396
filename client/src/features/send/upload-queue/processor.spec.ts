import { FakeShareApi } from '../../../test/fake-share-api';
import { installStructuredClone } from '../../../test/install-structured-clone';
import type { UploadQueueEvent } from './events';
import { keepUploadBytes } from './keep-bytes';
import { BYTES_LOST_MESSAGE, DIRECT_ONLY_PAGE_GONE_MESSAGE, processQueuedUpload } from './processor';
import { HeldUploads } from './held-uploads';
import { bytesInMemory } from './upload-bytes';
import { getQueuedUpload, listQueuedUploads, listRecentShares, type UploadSource } from './upload-queue';
import { enqueueUpload } from './enqueue-upload';
import { processQueuedUploads } from './worker';
import { freshDatabase } from '../../../test/fresh-database';

installStructuredClone();

const MIB = 1024 * 1024;

function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(length);
  for (let index = 0; index < length; index++) data[index] = (index * 13 + seed) % 241;
  return data;
}

const data = [bytes(10 * MIB, 1), bytes(9 * MIB + 3, 2)];
const sources: UploadSource[] = data.map((part, index) => ({
  file: new File([part], `v${index}.mp4`),
  path: `videos/v${index}.mp4`,
}));
const all = Buffer.concat(data);

/**
 * A share pressed on a page (which held its files) that was closed once the server had `chunks` chunks (of 4 MiB):
 * what the page's processor heard meanwhile.
 */
async function closedMidUpload(api: FakeShareApi, chunks: number, password?: string) {
  const upload = await enqueueUpload(sources, { retention: '2h', password });
  const held = new HeldUploads().hold(upload, bytesInMemory(sources));
  const events: UploadQueueEvent[] = [];
  const outcome = await processQueuedUpload(upload.id, {
    held,
    emit: (event) => {
      events.push(event);
      if (event.type === 'progress' && event.loaded >= chunks * 4 * MIB) api.offline = true;
    },
  });
  api.offline = false;
  return { upload, events, outcome };
}

describe('a share whose page was closed while sending it', () => {
  let api: FakeShareApi;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi(4 * MIB).install();
  });
  afterEach(() => api.uninstall());

  it('keeps its share, made when its upload was announced, with the queued upload and in the recent shares', async () => {
    const { upload, events, outcome } = await closedMidUpload(api, 1, 'open sesame');
    expect(outcome).toBe('retry');
    // The share came first, before any byte.
    expect(events[0]).toMatchObject({
      type: 'shared',
      id: upload.id,
      share: { folderCode: '1000', status: 'arriving' },
    });
    expect(events.at(-1)).toEqual({ type: 'waiting', id: upload.id, reason: 'connection' });
    const kept = await getQueuedUpload(upload.id);
    expect(kept).toMatchObject({ status: 'queued', sessionId: 'session-1', share: { folderCode: '1000' } });
    // The server has the password now: the device no longer keeps it.
    expect(kept).not.toHaveProperty('password');
    expect(await listRecentShares()).toEqual([
      expect.objectContaining({ id: upload.id, folderCode: '1000', status: 'arriving', announced: false }),
    ]);
  });

  it('is finished by the service worker from the bytes kept on the device, resuming where the server stopped', async () => {
    const { upload } = await closedMidUpload(api, 2);
    // Kept from the end down to what the server acknowledged: 8 MiB onwards.
    expect(await keepUploadBytes(upload, bytesInMemory(sources), { acknowledged: () => 8 * MIB })).toBe('sent');
    await processQueuedUploads();
    expect(await listQueuedUploads()).toEqual([]);
    // The same share, complete now: resuming made no second one.
    expect(await listRecentShares()).toEqual([
      expect.objectContaining({ id: upload.id, folderCode: '1000', status: 'live' }),
    ]);
    expect(api.announcements).toHaveLength(1);
    expect(Buffer.from(api.bytesOf('session-1')).equals(all)).toBe(true);
    expect(api.chunks.map((chunk) => chunk.offset)).toEqual([0, 4 * MIB, 8 * MIB, 12 * MIB, 16 * MIB]);
    expect(api.sessions.size).toBe(1);
  });

  it('stops for good once its share ended (410): it leaves the queue, and its share stays listed', async () => {
    const { upload } = await closedMidUpload(api, 2);
    await keepUploadBytes(upload, bytesInMemory(sources), { acknowledged: () => 8 * MIB });
    // Its sender cancelled it elsewhere, or nothing arrived for a day: the server stopped it.
    api.sessions.get('session-1')!.endedAs = 'stopped';
    const events: UploadQueueEvent[] = [];
    expect(await processQueuedUpload(upload.id, { emit: (event) => events.push(event) })).toBe('ended');
    expect(events).toEqual([
      {
        type: 'ended',
        id: upload.id,
        code: '1000',
        message: expect.stringContaining('This share ended before all of its files were sent') as unknown,
      },
    ]);
    expect(await listQueuedUploads()).toEqual([]);
    expect((await listRecentShares()).map((share) => share.folderCode)).toEqual(['1000']);
    expect(api.chunks.map((chunk) => chunk.offset)).toEqual([0, 4 * MIB]);
  });

  it('is shown as failed, with a way to start again, when it was closed before the bytes the server lacks were kept', async () => {
    const { upload } = await closedMidUpload(api, 1);
    // Only the last piece was kept: the server lacks 4 to 16 MiB, which nothing holds any more.
    const controller = new AbortController();
    await keepUploadBytes(upload, bytesInMemory(sources), {
      acknowledged: () => (controller.abort(), 0),
      signal: controller.signal,
    });
    const events: UploadQueueEvent[] = [];
    expect(await processQueuedUpload(upload.id, { emit: (event) => events.push(event) })).toBe('failed');
    expect(events).toEqual([{ type: 'failed', id: upload.id, message: BYTES_LOST_MESSAGE }]);
    expect(await getQueuedUpload(upload.id)).toMatchObject({ status: 'failed', error: BYTES_LOST_MESSAGE });
    // Its bytes on the server are dropped too.
    for (let attempt = 0; attempt < 100 && api.sessions.size > 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(api.sessions.size).toBe(0);
  });

  it('is left to the page that still holds its files', async () => {
    const upload = await enqueueUpload(sources, { retention: '2h' });
    // The page that picked the files holds their lock (held-uploads.ts).
    const locks = {
      request: (_name: string, _options: unknown, work: (lock: unknown) => unknown) => Promise.resolve(work({})),
      query: () => Promise.resolve({ held: [{ name: `sharecode-upload-bytes:${upload.id}` }], pending: [] }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      expect(await processQueuedUpload(upload.id, { emit: () => undefined })).toBe('busy');
      expect(await getQueuedUpload(upload.id)).toMatchObject({ status: 'queued' });
      expect(api.sessions.size).toBe(0);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('is shown as failed, never announced, when it was to be sent directly only from a page that closed', async () => {
    const upload = await enqueueUpload(sources, { retention: '2h', directOnly: true });
    const events: UploadQueueEvent[] = [];
    expect(await processQueuedUpload(upload.id, { emit: (event) => events.push(event) })).toBe('failed');
    expect(events).toEqual([{ type: 'failed', id: upload.id, message: DIRECT_ONLY_PAGE_GONE_MESSAGE }]);
    expect(await getQueuedUpload(upload.id)).toMatchObject({ status: 'failed', error: DIRECT_ONLY_PAGE_GONE_MESSAGE });
    expect(api.announcements).toEqual([]);
  });
});
