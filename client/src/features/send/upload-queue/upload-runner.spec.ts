import { FakeShareApi } from '../../../test/fake-share-api';
import { ApiError } from '../../../lib/api/http';
import type { QueuedUpload } from '../../../lib/platform/app-database';
import { bytesInMemory, bytesOnDevice, MissingBytesError } from './upload-bytes';
import {
  classifyFailure,
  failureMessage,
  runUpload,
  SHARE_STOPPED_MESSAGE,
  ShareEndedError,
  type SenderShare,
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
async function interruptedSession(api: FakeShareApi, files: TestFile[], held: Uint8Array): Promise<SenderShare> {
  let made: SenderShare | undefined;
  await runUpload(queued(files), inMemory(files), {
    onShare: (_sessionId, share) => {
      made = share;
      api.offline = true;
      return Promise.resolve();
    },
  }).catch(() => undefined);
  api.offline = false;
  const session = api.sessions.get('session-1')!;
  session.received.push(held);
  session.offset = held.length;
  return made!;
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

  it('announces a share sent directly only and finishes it, sending none of its bytes', async () => {
    const progress: number[] = [];
    const result = await runUpload(queued(big, { directOnly: true }), inMemory(big), {
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(result).toMatchObject({ folderCode: '1000', directOnly: true, status: 'live' });
    expect(api.announcements[0].fields).toMatchObject({ directOnly: '1', fileSizes: `[${6 * MIB + 7},0,${5 * MIB}]` });
    expect(api.chunks).toEqual([]);
    expect(progress).toEqual([]);
    expect(api.sessions.get('session-1')).toMatchObject({ finished: true, received: [] });
  });

  it('announces every upload, however small, and hears of its share before any byte is sent', async () => {
    const files = [
      { path: 'trip/a.txt', data: bytes(97, 5) },
      { path: 'trip/notes/empty.txt', data: new Uint8Array(0) },
    ];
    const shares: Array<{ sessionId: string; code: string; status: string; chunksSoFar: number }> = [];
    const result = await runUpload(queued(files, { password: 'open sesame' }), inMemory(files), {
      onShare: (sessionId, share) => {
        shares.push({ sessionId, code: share.folderCode, status: share.status, chunksSoFar: api.chunks.length });
        return Promise.resolve();
      },
    });
    expect(shares).toEqual([{ sessionId: 'session-1', code: result.folderCode, status: 'arriving', chunksSoFar: 0 }]);
    expect(api.announcements[0].fields).toEqual({
      retention: '24h',
      password: 'open sesame',
      filePaths: '["trip/a.txt","trip/notes/empty.txt"]',
      fileSizes: '[97,0]',
    });
    // The finish step answers the same share, complete.
    expect(result.status).toBe('live');
    expect(api.chunks).toEqual([{ id: 'session-1', offset: 0, length: 97 }]);
  });

  it('stops an attempt whose share could not be kept (onShare rejects) before sending a byte', async () => {
    const failure = await runUpload(queued(big), inMemory(big), {
      onShare: () => Promise.reject(new DOMException('gone', 'AbortError')),
    }).catch((error: unknown) => error);
    expect(classifyFailure(failure)).toBe('cancelled');
    expect(api.chunks).toEqual([]);
  });

  it('sends a larger one as chunks of the files laid end to end, then finishes', async () => {
    const sessions: string[] = [];
    const progress: number[] = [];
    const confirmed = new Set<number>();
    const result = await runUpload(queued(big), inMemory(big), {
      onShare: (id) => {
        sessions.push(id);
        return Promise.resolve();
      },
      onProgress: ({ loaded, total, confirmed: held }) => {
        expect(total).toBe(11 * MIB + 7);
        progress.push(loaded);
        // What the server confirmed is a chunk's start while it is sent, and never ahead of what was sent.
        expect(held).toBeLessThanOrEqual(loaded);
        confirmed.add(held!);
      },
    });
    expect([...confirmed]).toEqual([0, 4 * MIB, 8 * MIB, 11 * MIB + 7]);
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

  it('resumes a session where the server says its bytes end, sending only the rest, to the same share', async () => {
    // The first attempt was cut off before any chunk; pretend 5 MiB + 3 arrived in an earlier attempt.
    const all = concat(big.map((file) => file.data));
    const share = await interruptedSession(api, big, all.subarray(0, 5 * MIB + 3));

    const onShare = jest.fn(() => Promise.resolve());
    const result = await runUpload(queued(big, { sessionId: 'session-1', share }), inMemory(big), { onShare });
    // No second announcement, so no second share.
    expect(onShare).not.toHaveBeenCalled();
    expect(api.announcements).toHaveLength(1);
    expect(result.folderCode).toBe(share.folderCode);
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

  it('announces again when the server discarded an upload whose share was never kept', async () => {
    const sessions: string[] = [];
    await runUpload(queued(big, { sessionId: 'session-gone' }), inMemory(big), {
      onShare: (id) => {
        sessions.push(id);
        return Promise.resolve();
      },
    });
    expect(sessions).toEqual(['session-1']);
    expect(api.chunks[0].offset).toBe(0);
  });

  it('never makes a second share: an upload whose share exists and whose session is gone has ended', async () => {
    const share = await interruptedSession(api, big, new Uint8Array(0));
    api.sessions.delete('session-1');
    const failure = await runUpload(queued(big, { sessionId: 'session-1', share }), inMemory(big)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ShareEndedError);
    expect((failure as Error).message).toBe(SHARE_STOPPED_MESSAGE);
    expect(classifyFailure(failure)).toBe('ended');
    expect(api.announcements).toHaveLength(1);
  });

  it('stops at the 410 of a chunk once its share ended, saying why', async () => {
    let sent = 0;
    const failure = await runUpload(queued(big), inMemory(big), {
      onAcknowledged: () => {
        // The sender pressed End now after the first chunk.
        if (++sent === 2) api.sessions.get('session-1')!.endedAs = 'ended';
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShareEndedError);
    expect(failure).toMatchObject({
      reason: 'ended',
      message: 'This share was ended, so the rest of its files were not sent.',
    });
    expect(classifyFailure(failure)).toBe('ended');
    expect(api.chunks).toHaveLength(1);
    expect(api.sessions.get('session-1')!.finished).toBe(false);
  });

  it("stops at a 422 (a file on the block list), in the server's words", async () => {
    const refusal = new Response(
      JSON.stringify({ statusCode: 422, message: '"trip/one.bin" is on the block list; the share was removed.' }),
      { status: 422, headers: { 'Content-Type': 'application/json' } },
    );
    // The first chunk completes a blocked file: the server refuses it.
    const failure = await runUpload(queued(big), inMemory(big), {
      onShare: () => {
        api.refuseNext = refusal;
        return Promise.resolve();
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShareEndedError);
    expect(failure).toMatchObject({
      reason: 'blocked',
      message: '"trip/one.bin" is on the block list; the share was removed.',
    });
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
    await runUpload(queued(big), bytesOnDevice(kept(0)), {
      onAcknowledged: (offset) => void acknowledged.push(offset),
    });
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
    expect(acknowledged).toEqual([0, 4 * MIB, 8 * MIB, all.length]);
  });

  it('resumes from them when they start at or before where the server stands', async () => {
    const share = await interruptedSession(api, big, all.subarray(0, 9 * MIB));

    await runUpload(queued(big, { sessionId: 'session-1', share }), bytesOnDevice(kept(8 * MIB)));
    expect(same(api.bytesOf('session-1'), all)).toBe(true);
  });

  it('refuses to go on when the server needs bytes before them, without starting a session', async () => {
    const missing = await runUpload(queued(big), bytesOnDevice(kept(4 * MIB))).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(MissingBytesError);
    expect(api.sessions.size).toBe(0);
  });
});

describe(classifyFailure.name, () => {
  it('retries network failures and temporary answers, gives up on refusals, and stops when cancelled or ended', () => {
    expect(classifyFailure(new DOMException('stop', 'AbortError'))).toBe('cancelled');
    expect(classifyFailure(new ShareEndedError('Ended.', 'ended'))).toBe('ended');
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
