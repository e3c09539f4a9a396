import { FakeShareApi } from '../../test/fake-share-api';
import { readBlob } from '../../test/read-blob';
import { ApiError } from '../api/http';
import { SINGLE_REQUEST_MAX_BYTES } from '../api/resumable-uploads';
import type { QueuedUpload } from '../platform/app-database';
import { FORM_DATA_MAX_FILES } from './multipart-body';
import { bytesInMemory, bytesOnDevice, MissingBytesError } from './upload-bytes';
import {
  classifyFailure,
  failureMessage,
  ONE_REQUEST_BYTES_PER_FILE,
  runUpload,
  sendsInOneRequest,
} from './upload-runner';

const MIB = 1024 * 1024;

function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(length);
  for (let index = 0; index < length; index++) data[index] = (index * 31 + seed) % 251;
  return data;
}

interface TestFile {
  path: string;
  data: Uint8Array<ArrayBuffer>;
}

function queued(files: TestFile[], extra: Partial<QueuedUpload> = {}): QueuedUpload {
  return {
    id: 'upload-1',
    createdAt: 0,
    retention: '24h',
    files: files.map(({ path, data }) => ({ path, size: data.length, type: '' })),
    totalBytes: files.reduce((sum, file) => sum + file.data.length, 0),
    status: 'queued',
    ...extra,
  };
}

/** The files as the page holds them once picked. */
function inMemory(files: TestFile[]) {
  return bytesInMemory(files.map(({ path, data }) => ({ path, file: new File([data], path.split('/').pop()!) })));
}

/** Byte-for-byte equality (jest's deep equality takes seconds on megabytes). */
function same(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Starts a resumable upload of `files` whose connection drops before its first chunk, then has the server
 * hold `held` as if an earlier attempt had sent it: the session a later attempt resumes ('session-1').
 */
async function interruptedSession(api: FakeShareApi, files: TestFile[], held: Uint8Array): Promise<void> {
  await runUpload(queued(files), inMemory(files), {
    onSession: () => {
      api.offline = true;
      return Promise.resolve();
    },
  }).catch(() => undefined);
  api.offline = false;
  const session = api.sessions.get('session-1')!;
  session.received.push(held);
  session.offset = held.length;
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
    const files = [{ path: 'a/b.txt', data: bytes(SINGLE_REQUEST_MAX_BYTES, 3) }];
    const result = await runUpload(queued(files), inMemory(files));
    expect(api.singleUploads).toEqual([{ paths: ['a/b.txt'], retention: '24h', sizes: [SINGLE_REQUEST_MAX_BYTES] }]);
    expect(api.sessions.size).toBe(0);
    expect(result.folderCode).toMatch(/^\d{4}$/);
  });

  it("sends a one-request upload in its page's request shape: filePaths by default, the raw lists when asked", async () => {
    const files = [
      { path: 'trip/a.txt', data: bytes(97, 5) },
      { path: 'trip/notes/empty.txt', data: new Uint8Array(0) },
    ];
    await runUpload(queued(files), inMemory(files));
    await runUpload(queued(files, { shape: 'raw' }), inMemory(files));
    const [paths, raw] = api.singleUploadFields;
    expect(paths.fields).toEqual({ retention: '24h', filePaths: '["trip/a.txt","trip/notes/empty.txt"]' });
    expect(raw.fields).toEqual({
      retention: '24h',
      filenamesRaw: '["a.txt","empty.txt"]',
      filepathsRaw: '["trip/a.txt","trip/notes/empty.txt"]',
      filesizeRaw: '[97,0]',
    });
    // Either way each file's part is named by its path, and the server stores the same share.
    expect(raw.fileNames).toEqual(['trip/a.txt', 'trip/notes/empty.txt']);
    expect(api.singleUploads[1]).toEqual(api.singleUploads[0]);
  });

  it('sends a large selection as a resumable upload whatever its shape (that request has one shape only)', async () => {
    await runUpload(queued(big, { shape: 'raw' }), inMemory(big));
    expect(api.singleUploadFields).toEqual([]);
    expect([...api.sessions.values()][0].paths).toEqual(big.map((file) => file.path));
  });

  it("sends the share's password with a one-request upload and with a resumable one", async () => {
    const small = [{ path: 'a.txt', data: bytes(10, 4) }];
    await runUpload(queued(small, { password: 'open sesame' }), inMemory(small));
    expect(api.singleUploads[0].password).toBe('open sesame');

    await runUpload(queued(big, { password: 'open sesame' }), inMemory(big));
    expect([...api.sessions.values()][0].password).toBe('open sesame');

    await runUpload(queued(small), inMemory(small));
    expect(api.singleUploads[1].password).toBeUndefined();
  });

  it('sends more files than a FormData body may hold in one request all the same, as a multipart Blob', async () => {
    const handle = globalThis.fetch;
    const bodies: string[] = [];
    // The fake API reads FormData: hand it the Blob's parts as a server would parse them.
    globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const type = new Headers(init.headers).get('Content-Type') ?? '';
      if (!(init.body instanceof Blob) || !type.startsWith('multipart/form-data')) return handle(input, init);
      bodies.push(type);
      const bytes = await readBlob(init.body);
      return handle(input, {
        ...init,
        body: await new Response(bytes, { headers: { 'Content-Type': type } }).formData(),
      });
    };
    const many = Array.from({ length: FORM_DATA_MAX_FILES + 1 }, (_, index) => ({
      path: `many/f${index}.txt`,
      data: bytes(index % 7, index),
    }));
    await runUpload(queued(many), inMemory(many));
    expect(bodies).toHaveLength(1);
    expect(api.singleUploads).toEqual([
      { paths: many.map((file) => file.path), retention: '24h', sizes: many.map((file) => file.data.length) },
    ]);
    // Thousands of files through the fake API take seconds on a busy machine.
  }, 30_000);

  it('sends a larger one as chunks of the files laid end to end, then finishes', async () => {
    const sessions: string[] = [];
    const progress: number[] = [];
    const result = await runUpload(queued(big), inMemory(big), {
      onSession: (id) => {
        sessions.push(id);
        return Promise.resolve();
      },
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
    expect(api.sessions.get('session-1')).toMatchObject({
      paths: big.map((file) => file.path),
      sizes: [6 * MIB + 7, 0, 5 * MIB],
      finished: true,
    });
    expect(progress.at(-1)).toBe(11 * MIB + 7);
    expect(result.files.map((file) => file.filepath)).toEqual(big.map((file) => file.path));
  });

  it('resumes a session where the server says its bytes end, sending only the rest', async () => {
    // The first attempt was cut off before any chunk; pretend 5 MiB + 3 arrived in an earlier attempt.
    const all = concat(big.map((file) => file.data));
    await interruptedSession(api, big, all.subarray(0, 5 * MIB + 3));

    await runUpload(queued(big, { sessionId: 'session-1' }), inMemory(big));
    expect(api.sessions.size).toBe(1);
    expect(api.chunks[0]).toEqual({ id: 'session-1', offset: 5 * MIB + 3, length: 4 * MIB });
    const sent = api.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(sent).toBe(all.length - (5 * MIB + 3));
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
  });

  it('asks for the offset again when the server holds more than expected', async () => {
    const all = concat(big.map((file) => file.data));
    let moved = false;
    await runUpload(queued(big), inMemory(big), {
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
    await runUpload(queued(big, { sessionId: 'session-gone' }), inMemory(big), {
      onSession: (id) => {
        sessions.push(id);
        return Promise.resolve();
      },
    });
    expect(sessions).toEqual(['session-1']);
    expect(api.chunks[0].offset).toBe(0);
  });

  it('rejects with a TypeError when the connection drops, with the server keeping what arrived', async () => {
    let sent = 0;
    const failure = await runUpload(queued(big), inMemory(big), {
      onProgress: () => {
        if (++sent === 3) api.offline = true;
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(classifyFailure(failure)).toBe('retry');
    expect(api.sessions.get('session-1')!.offset).toBe(4 * MIB);
  });
});

describe('bytes kept on the device', () => {
  let api: FakeShareApi;
  const big = [
    { path: 'trip/one.bin', data: bytes(6 * MIB + 7, 1) },
    { path: 'trip/two.bin', data: bytes(5 * MIB, 2) },
  ];
  const all = concat(big.map((file) => file.data));
  /** What keep-bytes.ts leaves: pieces from `from` to the end. */
  const kept = (from: number, pieceBytes = 4 * MIB) => {
    const pieces: Blob[] = [];
    for (let start = from; start < all.length; start += pieceBytes)
      pieces.push(new Blob([all.slice(start, start + pieceBytes)]));
    return { from, pieces };
  };

  beforeEach(() => {
    api = new FakeShareApi(4 * MIB).install();
  });
  afterEach(() => api.uninstall());

  it('sends a resumable upload from them, reporting each offset the server acknowledges', async () => {
    const acknowledged: number[] = [];
    await runUpload(queued(big), bytesOnDevice(queued(big), kept(0)), {
      onAcknowledged: (offset) => void acknowledged.push(offset),
    });
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
    expect(acknowledged).toEqual([0, 4 * MIB, 8 * MIB, all.length]);
  });

  it('sends a one-request upload from them, each file whole under its path', async () => {
    const small = [
      { path: 'notes/a.txt', data: bytes(1000, 4) },
      { path: 'notes/b.txt', data: bytes(3, 5) },
    ];
    const upload = queued(small);
    await runUpload(
      upload,
      bytesOnDevice(upload, { from: 0, pieces: [new Blob([concat(small.map((file) => file.data))])] }),
    );
    expect(api.singleUploads).toEqual([{ paths: ['notes/a.txt', 'notes/b.txt'], retention: '24h', sizes: [1000, 3] }]);
  });

  it('resumes from them when they start at or before where the server stands', async () => {
    await interruptedSession(api, big, all.subarray(0, 9 * MIB));

    await runUpload(queued(big, { sessionId: 'session-1' }), bytesOnDevice(queued(big), kept(8 * MIB)));
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
  });

  it('refuses to go on when the server needs bytes before them, without starting a session', async () => {
    const missing = await runUpload(queued(big), bytesOnDevice(queued(big), kept(4 * MIB))).catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(MissingBytesError);
    expect(api.sessions.size).toBe(0);
    const small = [{ path: 'a.txt', data: bytes(10, 6) }];
    const notAll = await runUpload(queued(small), bytesOnDevice(queued(small), { from: 10, pieces: [] })).catch(
      (error: unknown) => error,
    );
    expect(notAll).toBeInstanceOf(MissingBytesError);
    expect(api.singleUploads).toEqual([]);
  });
});

describe(sendsInOneRequest.name, () => {
  const selection = (count: number, size: number) => ({
    files: Array.from({ length: count }, () => ({ path: 'f', size, type: '' })),
    totalBytes: count * size,
  });

  it('sends one chunk, or many small files, in one request, and anything larger as a resumable upload', () => {
    expect(sendsInOneRequest(selection(1, SINGLE_REQUEST_MAX_BYTES + ONE_REQUEST_BYTES_PER_FILE))).toBe(true);
    expect(sendsInOneRequest(selection(1, SINGLE_REQUEST_MAX_BYTES + ONE_REQUEST_BYTES_PER_FILE + 1))).toBe(false);
    // 5 000 files of 0.5–4 KB: their resumable upload would cost the server more than resending them.
    expect(sendsInOneRequest(selection(5_000, 2_400))).toBe(true);
    expect(sendsInOneRequest(selection(2, 6 * MIB))).toBe(false);
    // Never more than 64 MiB to resend, however many files.
    expect(sendsInOneRequest(selection(20_000, 3_000))).toBe(true);
    expect(sendsInOneRequest(selection(20_000, 4_000))).toBe(false);
  });
});

describe(classifyFailure.name, () => {
  it('retries network failures and temporary answers, gives up on refusals, and stops when cancelled', () => {
    expect(classifyFailure(new DOMException('stop', 'AbortError'))).toBe('cancelled');
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('retry');
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(classifyFailure(new ApiError(status, 'x'))).toBe('retry');
    for (const status of [400, 404, 409, 413, 415]) expect(classifyFailure(new ApiError(status, 'x'))).toBe('fatal');
    expect(classifyFailure(new Error('bug'))).toBe('fatal');
  });

  it("words a failure with the server's message when there is one", () => {
    expect(failureMessage(new ApiError(413, 'Request failed', { message: 'The upload is larger than 2 GiB.' }))).toBe(
      'The upload is larger than 2 GiB.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
