import { FakeShareApi } from '../../test/fake-share-api';
import { installStructuredClone } from '../../test/install-structured-clone';
import type { UploadQueueEvent } from './events';
import { keepUploadBytes } from './keep-bytes';
import { BYTES_LOST_MESSAGE, processQueuedUpload } from './processor';
import { bytesInMemory } from './upload-bytes';
import {
  getQueuedUpload,
  listQueuedUploads,
  listRecentShares,
  updateQueuedUpload,
  type UploadSource,
} from './upload-queue';
import { enqueueUpload } from './enqueue-upload';
import { runUpload } from './upload-runner';
import { processQueuedUploads } from './worker';
import { freshDatabase } from '../../test/fresh-database';

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

/** A share pressed on a page that was closed once the server had `chunks` chunks (of 4 MiB). */
async function closedMidUpload(api: FakeShareApi, chunks: number) {
  const upload = await enqueueUpload(sources, { retention: '2h' });
  await runUpload(upload, bytesInMemory(sources), {
    onSession: async (sessionId) => void (await updateQueuedUpload(upload.id, { sessionId })),
    onAcknowledged: (offset) => {
      if (offset >= chunks * 4 * MIB) api.offline = true;
    },
  }).catch(() => undefined);
  api.offline = false;
  return upload;
}

describe('a share whose page was closed while sending it', () => {
  let api: FakeShareApi;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi(4 * MIB).install();
  });
  afterEach(() => api.uninstall());

  it('is finished by the service worker from the bytes kept on the device, resuming where the server stopped', async () => {
    const upload = await closedMidUpload(api, 2);
    // Kept from the end down to what the server acknowledged: 8 MiB onwards.
    expect(await keepUploadBytes(upload, bytesInMemory(sources), { acknowledged: () => 8 * MIB })).toBe('sent');
    await processQueuedUploads();
    expect(await listQueuedUploads()).toEqual([]);
    expect((await listRecentShares()).map((share) => share.id)).toEqual([upload.id]);
    expect(Buffer.from(api.bytesOf('session-1')).equals(all)).toBe(true);
    expect(api.chunks.map((chunk) => chunk.offset)).toEqual([0, 4 * MIB, 8 * MIB, 12 * MIB, 16 * MIB]);
    expect(api.sessions.size).toBe(1);
  });

  it('is shown as failed, with a way to start again, when it was closed before the bytes the server lacks were kept', async () => {
    const upload = await closedMidUpload(api, 1);
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
});

describe("a share queued with its page's request shape", () => {
  let api: FakeShareApi;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi(4 * MIB).install();
  });
  afterEach(() => api.uninstall());

  it('keeps the shape with the queued upload, so whoever sends it later (here the service worker) sends it so', async () => {
    const small: UploadSource[] = [
      { file: new File(['hello'], 'a.txt'), path: 'notes/a.txt' },
      { file: new File([], 'empty.txt'), path: 'empty.txt' },
    ];
    const upload = await enqueueUpload(small, { retention: '2h', shape: 'raw' });
    expect(await getQueuedUpload(upload.id)).toMatchObject({ shape: 'raw' });
    const plain = await enqueueUpload(small, { retention: '2h', shape: 'paths' });
    expect(await getQueuedUpload(plain.id)).not.toHaveProperty('shape');
    for (const queued of [upload, plain]) expect(await keepUploadBytes(queued, bytesInMemory(small))).toBe('kept');

    await processQueuedUploads();
    expect(await listQueuedUploads()).toEqual([]);
    expect(api.singleUploadFields.map((sent) => Object.keys(sent.fields).sort())).toEqual([
      ['filenamesRaw', 'filepathsRaw', 'filesizeRaw', 'retention'],
      ['filePaths', 'retention'],
    ]);
    expect(api.singleUploadFields[0].fields.filesizeRaw).toBe('[5,0]');
  });
});
