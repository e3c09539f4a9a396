/** An answer to a file request through the upload queue: queued, sent, resumed, ended, as a share is, and no share. */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { FakeShareApi } from '../../../test/fake-share-api';
import { freshDatabase } from '../../../test/fresh-database';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { installWebStreams, patternBytes } from '../../../test/encryption-spec-support';
import { RECORD_PLAINTEXT_BYTES } from '../../encryption';
import type { QueuedAnswerTarget } from '../../../lib/platform/app-database';
import { UploadQueueAgent } from './agent';
import { ANSWER_ENDED_MESSAGE } from './answer-runner';
import { enqueueAnswer } from './enqueue-upload';
import type { UploadQueueEvent } from './events';
import { HeldUploads } from './held-uploads';
import { keepUploadBytes } from './keep-bytes';
import { processQueuedUpload } from './processor';
import { sealSelection } from './sealed-upload';
import { bytesInMemory } from './upload-bytes';
import { getQueuedUpload, listQueuedUploads, listRecentShares, type UploadSource } from './upload-queue';
import { processQueuedUploads } from './worker';

const originalBlobs = { Blob: globalThis.Blob, File: globalThis.File };
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile }));
afterAll(() => Object.assign(globalThis, originalBlobs));
installNodeWebCrypto();
installWebStreams();
installStructuredClone();

const R = RECORD_PLAINTEXT_BYTES;
const CHUNK = 100 * 1024;
const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';
const TARGET: QueuedAnswerTarget = {
  kind: 'answer',
  requestLink: LINK,
  answerId: 'AAAAAAAAAAAAAAAAAAAAAA',
  wrappedKey: 'W'.repeat(108),
  uploadToken: 'BBBBBBBBBBBBBBBBBBBBBA',
};
const ENTRIES: UploadSource[] = [
  { path: 'scans/passport.pdf', file: new NodeFile([patternBytes(6 * R + 11, 3)], 'passport.pdf') },
];

/** Resolves once `events` holds an event matching `match`. */
async function until(events: UploadQueueEvent[], match: (event: UploadQueueEvent) => boolean) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = events.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no such event among ${JSON.stringify(events.map((event) => event.type))}`);
}

describe('an answer to a file request in the upload queue', () => {
  let api: FakeShareApi;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi(CHUNK).install();
  });
  afterEach(() => api.uninstall());

  it('is sent at once from the page, announced to its request, and leaves the queue with no share', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const agent = new UploadQueueAgent();
    const events: UploadQueueEvent[] = [];
    agent.subscribe((event) => events.push(event));
    try {
      const upload = await agent.answer(ENTRIES, await sealSelection(ENTRIES), TARGET);
      expect(upload).toMatchObject({ target: TARGET, status: 'queued' });
      await until(events, (event) => event.type === 'answered' && event.id === upload.id);
      expect(events.some((event) => event.type === 'shared' || event.type === 'completed')).toBe(false);
      expect(api.announcements).toEqual([]);
      expect(api.answerAnnouncements.map((sent) => sent.link)).toEqual([LINK]);
      expect(api.sessions.get('session-1')!.finished).toBe(true);
      expect(await listQueuedUploads()).toEqual([]);
      expect(await listRecentShares()).toEqual([]);
    } finally {
      agent.stop();
      online.mockRestore();
    }
  });

  it('keeps its upload once announced and is finished by the service worker from the kept bytes', async () => {
    const upload = await enqueueAnswer(ENTRIES, await sealSelection(ENTRIES), TARGET);
    const held = new HeldUploads().hold(upload, bytesInMemory(ENTRIES));
    const events: UploadQueueEvent[] = [];
    const outcome = await processQueuedUpload(upload.id, {
      held,
      emit: (event) => {
        events.push(event);
        if (event.type === 'progress' && (event.confirmed ?? 0) >= CHUNK) api.offline = true;
      },
    });
    api.offline = false;
    expect(outcome).toBe('retry');
    expect(await getQueuedUpload(upload.id)).toMatchObject({ status: 'queued', sessionId: 'session-1' });
    expect(await getQueuedUpload(upload.id)).not.toHaveProperty('share');
    expect(await listRecentShares()).toEqual([]);

    // The page closes: its bytes were kept from the end down to what the server acknowledged.
    const kept = await keepUploadBytes(upload, bytesInMemory(ENTRIES), { acknowledged: () => held.acknowledged });
    expect(kept).toBe('kept');
    await processQueuedUploads();
    expect(api.answerAnnouncements).toHaveLength(1);
    expect(api.sessions.get('session-1')!.finished).toBe(true);
    expect(api.chunks.filter((chunk) => chunk.offset === 0)).toHaveLength(1);
    expect(await listQueuedUploads()).toEqual([]);
    expect(await listRecentShares()).toEqual([]);
  });

  it('leaves the queue, saying why, when its request closed before it was announced', async () => {
    api.closedRequests.add(LINK);
    const upload = await enqueueAnswer(ENTRIES, await sealSelection(ENTRIES), TARGET);
    const events: UploadQueueEvent[] = [];
    const outcome = await processQueuedUpload(upload.id, {
      held: new HeldUploads().hold(upload, bytesInMemory(ENTRIES)),
      emit: (event) => events.push(event),
    });
    expect(outcome).toBe('ended');
    expect(events).toEqual([{ type: 'ended', id: upload.id, code: '', message: ANSWER_ENDED_MESSAGE }]);
    expect(await listQueuedUploads()).toEqual([]);
  });

  it('refuses a sealed selection made of other files', async () => {
    const sealed = await sealSelection(ENTRIES);
    await expect(enqueueAnswer([...ENTRIES, ...ENTRIES], sealed, TARGET)).rejects.toThrow(RangeError);
  });
});
