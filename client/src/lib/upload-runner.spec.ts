import { FakeShareApi } from '../test/fake-share-api';
import { ApiError } from './api/http';
import { SINGLE_REQUEST_MAX_BYTES } from './api/resumable-uploads';
import type { QueuedUpload } from './app-database';
import { classifyFailure, failureMessage, runUpload } from './upload-runner';

const MIB = 1024 * 1024;

function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(length);
  for (let index = 0; index < length; index++) data[index] = (index * 31 + seed) % 251;
  return data;
}

function queued(files: { path: string; data: Uint8Array<ArrayBuffer> }[], extra: Partial<QueuedUpload> = {}): QueuedUpload {
  return {
    id: 'upload-1',
    createdAt: 0,
    retention: '24h',
    files: files.map(({ path, data }) => ({ path, blob: new Blob([data]) })),
    totalBytes: files.reduce((sum, file) => sum + file.data.length, 0),
    status: 'queued',
    ...extra,
  };
}

/** Byte-for-byte equality (jest's deep equality takes seconds on megabytes). */
function same(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

describe(runUpload.name, () => {
  let api: FakeShareApi;
  const big = [
    { path: 'trip/one.bin', data: bytes(6 * MIB + 7, 1) },
    { path: 'trip/empty.txt', data: new Uint8Array(0) },
    { path: 'trip/two.bin', data: bytes(5 * MIB, 2) },
  ];

  beforeEach(() => {
    api = new FakeShareApi(4 * MIB).install();
  });
  afterEach(() => api.uninstall());

  it('sends a selection up to one chunk in a single multipart request', async () => {
    const result = await runUpload(queued([{ path: 'a/b.txt', data: bytes(SINGLE_REQUEST_MAX_BYTES, 3) }]));
    expect(api.singleUploads).toEqual([{ paths: ['a/b.txt'], retention: '24h', sizes: [SINGLE_REQUEST_MAX_BYTES] }]);
    expect(api.sessions.size).toBe(0);
    expect(result.folderCode).toMatch(/^\d{4}$/);
  });

  it('sends a larger one as chunks of the files laid end to end, then finishes', async () => {
    const sessions: string[] = [];
    const progress: number[] = [];
    const result = await runUpload(queued(big), {
      onSession: async (id) => void sessions.push(id),
      onProgress: ({ loaded, total }) => {
        expect(total).toBe(11 * MIB + 7);
        progress.push(loaded);
      },
    });
    expect(sessions).toEqual(['session-1']);
    expect(api.chunks.map((chunk) => [chunk.offset, chunk.length])).toEqual([
      [0, 4 * MIB],
      [4 * MIB, 4 * MIB],
      [8 * MIB, 3 * MIB + 7],
    ]);
    expect(same(api.bytesOf('session-1'), concat(big.map((file) => file.data)))).toBe(true);
    expect(api.sessions.get('session-1')).toMatchObject({ paths: big.map((file) => file.path), sizes: [6 * MIB + 7, 0, 5 * MIB], finished: true });
    expect(progress.at(-1)).toBe(11 * MIB + 7);
    expect(result.files.map((file) => file.filepath)).toEqual(big.map((file) => file.path));
  });

  it('resumes a session where the server says its bytes end, sending only the rest', async () => {
    await runUpload(queued(big), { onSession: async () => { api.offline = true; } }).catch(() => undefined);
    api.offline = false;
    // The first attempt was cut off before any chunk; pretend 5 MiB + 3 arrived in an earlier attempt.
    const session = api.sessions.get('session-1')!;
    const all = concat(big.map((file) => file.data));
    session.received.push(all.subarray(0, 5 * MIB + 3));
    session.offset = 5 * MIB + 3;

    await runUpload(queued(big, { sessionId: 'session-1' }));
    expect(api.sessions.size).toBe(1);
    expect(api.chunks[0]).toEqual({ id: 'session-1', offset: 5 * MIB + 3, length: 4 * MIB });
    const sent = api.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(sent).toBe(all.length - (5 * MIB + 3));
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
  });

  it('asks for the offset again when the server holds more than expected', async () => {
    const all = concat(big.map((file) => file.data));
    let moved = false;
    await runUpload(queued(big), {
      onProgress: ({ loaded }) => {
        // Another tab sent the second chunk meanwhile.
        if (loaded === 4 * MIB && !moved) {
          moved = true;
          const session = api.sessions.get('session-1')!;
          session.received.push(all.subarray(4 * MIB, 8 * MIB));
          session.offset = 8 * MIB;
        }
      },
    });
    expect(api.chunks.map((chunk) => chunk.offset)).toEqual([0, 8 * MIB]);
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
  });

  it('starts a new session when the server discarded the old one', async () => {
    const sessions: string[] = [];
    await runUpload(queued(big, { sessionId: 'session-gone' }), { onSession: async (id) => void sessions.push(id) });
    expect(sessions).toEqual(['session-1']);
    expect(api.chunks[0].offset).toBe(0);
  });

  it('rejects with a TypeError when the connection drops, with the server keeping what arrived', async () => {
    let sent = 0;
    const failure = await runUpload(queued(big), {
      onProgress: () => {
        if (++sent === 3) api.offline = true;
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(classifyFailure(failure)).toBe('retry');
    expect(api.sessions.get('session-1')!.offset).toBe(4 * MIB);
  });
});

describe(classifyFailure.name, () => {
  it('retries network failures and temporary answers, gives up on refusals, and stops when cancelled', () => {
    expect(classifyFailure(new DOMException('stop', 'AbortError'))).toBe('cancelled');
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('retry');
    for (const status of [408, 429, 500, 502, 503, 504]) expect(classifyFailure(new ApiError(status, 'x'))).toBe('retry');
    for (const status of [400, 404, 409, 413, 415]) expect(classifyFailure(new ApiError(status, 'x'))).toBe('fatal');
    expect(classifyFailure(new Error('bug'))).toBe('fatal');
  });

  it("words a failure with the server's message when there is one", () => {
    expect(failureMessage(new ApiError(413, 'Request failed', { message: 'The upload is larger than 2 GiB.' }))).toBe('The upload is larger than 2 GiB.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
