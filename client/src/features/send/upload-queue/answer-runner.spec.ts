import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { FakeShareApi } from '../../../test/fake-share-api';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installWebStreams, patternBytes } from '../../../test/encryption-spec-support';
import { decryptManifest, openKeyring, parseShareKey, RECORD_PLAINTEXT_BYTES } from '../../encryption';
import type { QueuedAnswerTarget, QueuedUpload } from '../../../lib/platform/app-database';
import { ANSWER_ENDED_MESSAGE, runAnswerUpload } from './answer-runner';
import { sealSelection } from './sealed-upload';
import { bytesInMemory } from './upload-bytes';
import { classifyFailure, ShareEndedError } from './upload-runner';

// The sealing reads Blobs as browsers do; jsdom's cannot be read so, Node's can.
const originalBlobs = { Blob: globalThis.Blob, File: globalThis.File };
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile }));
afterAll(() => Object.assign(globalThis, originalBlobs));
installNodeWebCrypto();
installWebStreams();

const R = RECORD_PLAINTEXT_BYTES;
const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';
const TARGET: QueuedAnswerTarget = {
  kind: 'answer',
  requestLink: LINK,
  answerId: 'AAAAAAAAAAAAAAAAAAAAAA',
  wrappedKey: 'W'.repeat(108),
  uploadToken: 'BBBBBBBBBBBBBBBBBBBBBA',
};
const FILES = [
  { path: 'lease/signed.pdf', file: new NodeFile([patternBytes(5 * R + 3, 1)], 'signed.pdf') as File },
  { path: 'lease/notes.txt', file: new NodeFile([patternBytes(200, 2)], 'notes.txt') as File },
];

async function queuedAnswer(extra: Partial<QueuedUpload> = {}): Promise<QueuedUpload> {
  return {
    id: 'answer-1',
    createdAt: 0,
    retention: '2h',
    files: FILES.map(({ path, file }) => ({ path, size: file.size, type: file.type })),
    totalBytes: FILES.reduce((sum, { file }) => sum + file.size, 0),
    status: 'queued',
    encryption: await sealSelection(FILES),
    target: TARGET,
    ...extra,
  };
}

describe(runAnswerUpload.name, () => {
  let api: FakeShareApi;

  beforeEach(() => {
    // Chunks of 100 KiB: the answer goes in several.
    api = new FakeShareApi(100 * 1024).install();
  });
  afterEach(() => api.uninstall());

  it('announces the sealed objects to the request, with the answer id, wrapped key and upload token, and no share', async () => {
    const upload = await queuedAnswer();
    const sessions: Array<{ id: string; chunksSoFar: number }> = [];
    await runAnswerUpload(upload, bytesInMemory(FILES), {
      onSession: (id) => {
        sessions.push({ id, chunksSoFar: api.chunks.length });
        return Promise.resolve();
      },
    });
    expect(api.announcements).toEqual([]);
    expect(api.answerAnnouncements).toHaveLength(1);
    const [{ link, body }] = api.answerAnnouncements;
    expect(link).toBe(LINK);
    expect(body).toMatchObject({
      answerId: TARGET.answerId,
      wrappedKey: TARGET.wrappedKey,
      uploadToken: TARGET.uploadToken,
    });
    // As an encrypted share's: the manifest first, then each file under its id; no name is sent.
    expect(body.filePaths).toEqual(['manifest', ...upload.encryption!.fileIds]);
    expect(JSON.stringify(body)).not.toContain('lease');
    expect(sessions).toEqual([{ id: 'session-1', chunksSoFar: 0 }]);
    const session = api.sessions.get('session-1')!;
    expect(session.finished).toBe(true);
    expect(api.chunks.length).toBeGreaterThan(1);
    // What arrived opens with the answer's share key: its manifest names the files.
    const stored = api.bytesOf('session-1');
    const manifestBytes = (body.fileSizes as number[])[0];
    const keyring = await openKeyring(parseShareKey(upload.encryption!.shareKey));
    const manifest = await decryptManifest(keyring, stored.slice(0, manifestBytes));
    expect(manifest.files.map((file) => file.path)).toEqual(['lease/signed.pdf', 'lease/notes.txt']);
    expect(stored.length).toBe((body.fileSizes as number[]).reduce((sum, size) => sum + size, 0));
  });

  it('resumes its upload where the server stands, never announcing the answer twice', async () => {
    const upload = await queuedAnswer();
    let sessionId: string | undefined;
    const first = await runAnswerUpload(upload, bytesInMemory(FILES), {
      onSession: (id) => {
        sessionId = id;
        return Promise.resolve();
      },
      onProgress: ({ confirmed }) => {
        if ((confirmed ?? 0) >= 100 * 1024) api.offline = true;
      },
    }).catch((error: unknown) => error);
    expect(classifyFailure(first)).toBe('retry');
    api.offline = false;
    const acknowledged: number[] = [];
    await runAnswerUpload({ ...upload, sessionId }, bytesInMemory(FILES), {
      onAcknowledged: (offset) => acknowledged.push(offset),
    });
    expect(api.answerAnnouncements).toHaveLength(1);
    expect(api.sessions.get(sessionId!)!.finished).toBe(true);
    // The first chunk was not sent again, and what was acknowledged is told in the plaintext's offsets.
    expect(api.chunks.filter((chunk) => chunk.offset === 0)).toHaveLength(1);
    expect(acknowledged.at(-1)).toBe(upload.totalBytes);
  });

  it('ends, in words for an answer, when the request takes no more files', async () => {
    api.closedRequests.add(LINK);
    const failure = await runAnswerUpload(await queuedAnswer(), bytesInMemory(FILES)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShareEndedError);
    expect(failure).toMatchObject({ message: ANSWER_ENDED_MESSAGE, reason: 'closed' });
    expect(classifyFailure(failure)).toBe('ended');
    expect(api.chunks).toEqual([]);
  });

  it('ends, in words for an answer, when the request ended while its bytes went out', async () => {
    const failure = await runAnswerUpload(await queuedAnswer(), bytesInMemory(FILES), {
      onSession: (id) => {
        api.sessions.get(id)!.endedAs = 'ended';
        return Promise.resolve();
      },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: ANSWER_ENDED_MESSAGE, reason: 'ended' });
    expect(classifyFailure(failure)).toBe('ended');
  });

  it('ends rather than announce again when the server forgot its upload', async () => {
    const failure = await runAnswerUpload(await queuedAnswer({ sessionId: 'session-9' }), bytesInMemory(FILES)).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ message: ANSWER_ENDED_MESSAGE });
    expect(api.answerAnnouncements).toEqual([]);
  });

  it('stops before sending a byte when its session could not be kept', async () => {
    const failure = await runAnswerUpload(await queuedAnswer(), bytesInMemory(FILES), {
      onSession: () => Promise.reject(new DOMException('gone', 'AbortError')),
    }).catch((error: unknown) => error);
    expect(classifyFailure(failure)).toBe('cancelled');
    expect(api.chunks).toEqual([]);
  });
});
