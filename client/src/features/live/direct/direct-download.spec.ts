import { createHash } from 'node:crypto';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { jsonResponse, mockFetch, requestUrl } from '../../../test/mock-fetch';
import { receiveDirectly, type DirectFile, type DirectResult, type Road } from './direct-download';
import { PROBE_AGAIN_MS, PROBE_BYTES, PROBE_MS, type DirectProbe } from './direct-probe';
import { blobBytes, bytesBlob, channelPair, expectedDigests, patternBytes, type FakeChannel } from './fake-channel';
import { DirectTransferError } from './file-receiver';
import { fallbackAfter } from './fallback';
import { serveFiles } from './file-server';
import { CHUNK_BYTES, MARK_BYTES, encodeControlMessage } from './protocol';

installNodeWebCrypto();

// jsdom's Blob has no arrayBuffer(), which the check against the server's digest reads the received file with.
const jsdomBlob = Blob.prototype as Partial<Blob>;
beforeAll(() => {
  jsdomBlob.arrayBuffer ??= function (this: Blob) {
    return blobBytes(this).then((bytes) => Uint8Array.from(bytes).buffer);
  };
});

const URL = '/api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/files/7?grant=g';
const SESSION_ID = 'q8Xk0vY3m9TfR2cLw7hN1A';

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The file as the lookup lists it; `stored`: the bytes the server holds of it, ready (their digest listed). */
function fileOf(bytes: Uint8Array, stored?: Uint8Array): DirectFile {
  return { id: 7, path: 'film.bin', size: bytes.length, url: URL, sha256: stored && sha256Hex(stored) };
}

/** A connection to a sender page that serves `bytes` as film.bin, or that the spec drives by hand. */
function connectedTo(bytes: Uint8Array<ArrayBuffer> | null) {
  const { recipient, sender } = channelPair();
  if (bytes)
    serveFiles(sender, {
      find: (path) =>
        Promise.resolve(
          path === 'film.bin'
            ? {
                path,
                size: bytes.length,
                read: (start: number, end: number) => Promise.resolve(bytesBlob(bytes.slice(start, end))),
              }
            : undefined,
        ),
    });
  const closed = jest.fn();
  return {
    connect: () => Promise.resolve({ sessionId: SESSION_ID, channel: recipient, close: closed }),
    sender,
    closed,
  };
}

/**
 * Sends the header and the first `count` bytes of `bytes`, marked at `marked` (with `markDigest`, by default the
 * right one), then closes the connection.
 */
async function breakAfter(
  sender: FakeChannel,
  bytes: Uint8Array<ArrayBuffer>,
  { count, marked, markDigest }: { count: number; marked: number; markDigest?: string },
) {
  await new Promise((resolve) => sender.addEventListener('message', resolve, { once: true }));
  sender.send(encodeControlMessage({ type: 'file', fileId: 7, size: bytes.length }));
  for (let at = 0; at < count; at += CHUNK_BYTES) {
    sender.send(bytes.slice(at, Math.min(count, at + CHUNK_BYTES)));
    if (Math.min(count, at + CHUNK_BYTES) === marked) {
      const sha256 = markDigest ?? expectedDigests.block(bytes, marked);
      sender.send(encodeControlMessage({ type: 'mark', fileId: 7, offset: marked, sha256 }));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  sender.close();
}

/** The bytes of a result's file; null when it went to the server. */
const resultBytes = async (result: DirectResult) => (result.kind === 'file' ? blobBytes(result.file) : null);

describe('receiveDirectly', () => {
  it('takes the direct road when the sender page answers, and says so', async () => {
    const bytes = patternBytes(5 * CHUNK_BYTES + 3);
    const { connect, closed } = connectedTo(bytes);
    const roads: Road[] = [];
    const received = jest.fn();
    const result = await receiveDirectly(fileOf(bytes), {
      connect,
      onRoad: (road) => roads.push(road),
      onReceived: received,
    });
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(result.kind === 'file' && result.road).toBe('direct');
    expect(roads).toEqual(['direct']);
    expect(received).toHaveBeenCalledWith({ sessionId: SESSION_ID, fileId: 7, bytes: bytes.length });
    expect(closed).toHaveBeenCalled();
  });

  it('keeps direct bytes that are the copy the server holds, its digest checked', async () => {
    const bytes = patternBytes(3 * CHUNK_BYTES + 5);
    const received = jest.fn();
    const result = await receiveDirectly(fileOf(bytes, bytes), {
      connect: connectedTo(bytes).connect,
      onReceived: received,
    });
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(result.kind === 'file' && result.road).toBe('direct');
    expect(received).toHaveBeenCalledTimes(1);
  });

  it("goes to the server when the sender's page serves other bytes than the server holds, and reports nothing", async () => {
    const stored = patternBytes(3 * CHUNK_BYTES + 5);
    const served = stored.slice();
    served[CHUNK_BYTES] ^= 0xff;
    const received = jest.fn();
    // The sender's page vouches for what it serves (its hash list matches): only the server's digest tells.
    const result = await receiveDirectly(fileOf(stored, stored), {
      connect: connectedTo(served).connect,
      onReceived: received,
    });
    expect(result).toEqual({ kind: 'server' });
    expect(received).not.toHaveBeenCalled();
  });

  it('leaves the download to the server when no connection is made', async () => {
    const result = await receiveDirectly(fileOf(patternBytes(10)), { connect: () => Promise.resolve(null) });
    expect(result).toEqual({ kind: 'server' });
  });

  it('leaves the download to the server when the connection fails outright', async () => {
    const result = await receiveDirectly(fileOf(patternBytes(10)), { connect: () => Promise.reject(new Error('ICE')) });
    expect(result).toEqual({ kind: 'server' });
  });

  it('continues from the server after the last marked bytes when the connection breaks mid-file', async () => {
    const bytes = patternBytes(MARK_BYTES + 8 * CHUNK_BYTES);
    const { connect, sender } = connectedTo(null);
    const cut = MARK_BYTES;
    const fetch = mockFetch().mockResolvedValue(new Response(Buffer.from(bytes.slice(cut)), { status: 206 }));
    const roads: Road[] = [];
    const received = jest.fn();
    // The bytes after the mark came too, but nothing vouches for them: they come again from the server.
    void breakAfter(sender, bytes, { count: cut + 2 * CHUNK_BYTES, marked: cut });
    const result = await receiveDirectly(fileOf(bytes), {
      connect,
      onRoad: (road) => roads.push(road),
      onReceived: received,
    });
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(result.kind === 'file' && result.road).toBe('server');
    expect(roads).toEqual(['direct', 'server']);
    expect(requestUrl(fetch.mock.calls[0][0])).toBe(URL);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('Range')).toBe(`bytes=${cut}-`);
    // Finished from the server, which counted its part: not reported as received directly.
    expect(received).not.toHaveBeenCalled();
  });

  it("starts again from the server when direct bytes finished from the server are not the server's copy", async () => {
    const stored = patternBytes(MARK_BYTES + 2 * CHUNK_BYTES);
    const served = stored.slice();
    served[0] ^= 0xff;
    const { connect, sender } = connectedTo(null);
    mockFetch().mockResolvedValue(new Response(Buffer.from(stored.slice(MARK_BYTES)), { status: 206 }));
    void breakAfter(sender, served, { count: MARK_BYTES, marked: MARK_BYTES });
    expect(await receiveDirectly(fileOf(stored, stored), { connect })).toEqual({ kind: 'server' });
  });

  it('asks nothing of the server for a share sent directly only: a connection broken mid-file brings nothing', async () => {
    const bytes = patternBytes(8 * CHUNK_BYTES);
    const { connect, sender } = connectedTo(null);
    const fetch = mockFetch();
    const cut = 3 * CHUNK_BYTES;
    void breakAfter(sender, bytes, { count: cut, marked: cut });
    const result = await receiveDirectly(fileOf(bytes), { connect, serverFallback: false });
    expect(result).toEqual({ kind: 'server' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits while the file is still arriving on the server before continuing', async () => {
    const bytes = patternBytes(2 * MARK_BYTES);
    const { connect, sender } = connectedTo(null);
    const fetch = mockFetch()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ reason: 'arriving' }), { status: 409, headers: { 'Retry-After': '0' } }),
      )
      .mockResolvedValueOnce(new Response(Buffer.from(bytes.slice(MARK_BYTES)), { status: 206 }));
    void breakAfter(sender, bytes, { count: MARK_BYTES, marked: MARK_BYTES });
    const result = await receiveDirectly(fileOf(bytes), { connect });
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('starts again from the server when no mark vouched for the direct bytes', async () => {
    const bytes = patternBytes(2 * MARK_BYTES);
    const { connect, sender } = connectedTo(null);
    const fetch = mockFetch();
    void breakAfter(sender, bytes, { count: MARK_BYTES, marked: -1 });
    expect(await receiveDirectly(fileOf(bytes), { connect })).toEqual({ kind: 'server' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts again from the server when a mark does not match the direct bytes', async () => {
    const bytes = patternBytes(2 * MARK_BYTES);
    const { connect, sender } = connectedTo(null);
    void breakAfter(sender, bytes, { count: MARK_BYTES, marked: MARK_BYTES, markDigest: 'd'.repeat(64) });
    expect(await receiveDirectly(fileOf(bytes), { connect })).toEqual({ kind: 'server' });
  });

  it('starts again from the server when the server’s rest is not the size announced', async () => {
    const bytes = patternBytes(2 * MARK_BYTES);
    const { connect, sender } = connectedTo(null);
    mockFetch().mockResolvedValue(new Response(Buffer.alloc(3), { status: 206 }));
    void breakAfter(sender, bytes, { count: MARK_BYTES, marked: MARK_BYTES });
    expect(await receiveDirectly(fileOf(bytes), { connect })).toEqual({ kind: 'server' });
  });

  it('starts again from the server when continuing fails', async () => {
    const bytes = patternBytes(2 * MARK_BYTES);
    const { connect, sender } = connectedTo(null);
    mockFetch().mockResolvedValue(jsonResponse({ message: 'Gone' }, 410));
    void breakAfter(sender, bytes, { count: MARK_BYTES, marked: MARK_BYTES });
    expect(await receiveDirectly(fileOf(bytes), { connect })).toEqual({ kind: 'server' });
  });
});

describe('receiveDirectly: the direct road judged by its first bytes', () => {
  it('stops and leaves the file to the server when the first bytes say the direct road is not worth it', async () => {
    const bytes = patternBytes(PROBE_BYTES + 2 * MARK_BYTES);
    const { connect, closed } = connectedTo(bytes);
    const fetch = mockFetch();
    const probes: DirectProbe[] = [];
    const result = await receiveDirectly(fileOf(bytes), {
      connect,
      goOn: (probe) => (probes.push(probe), false),
    });
    expect(result).toEqual({ kind: 'server' });
    // Judged once, on its first 4 MiB (they came within the second); nothing fetched here: the caller's road.
    expect(probes).toHaveLength(1);
    expect(probes[0].bytes).toBeGreaterThanOrEqual(PROBE_BYTES);
    expect(probes[0].bytes).toBeLessThan(bytes.length);
    expect(fetch).not.toHaveBeenCalled();
    expect(closed).toHaveBeenCalled();
  });

  it('goes on to the whole file when they say it is', async () => {
    const bytes = patternBytes(PROBE_BYTES + 2 * MARK_BYTES);
    const goOn = jest.fn(() => true);
    const result = await receiveDirectly(fileOf(bytes), { connect: connectedTo(bytes).connect, goOn });
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(goOn).toHaveBeenCalledTimes(1);
  });

  it('judges a slow road after its first second, by the bytes that came in it', async () => {
    const bytes = patternBytes(4 * CHUNK_BYTES);
    const { connect, sender } = connectedTo(null);
    let now = 5_000;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);
    const goOn = jest.fn((probe: DirectProbe) => probe.bytes < 0);
    try {
      const receiving = receiveDirectly(fileOf(bytes), { connect, goOn });
      await new Promise((resolve) => sender.addEventListener('message', resolve, { once: true }));
      // The fake channel delivers a task after each send.
      const delivered = () => new Promise((resolve) => setTimeout(resolve));
      sender.send(encodeControlMessage({ type: 'file', fileId: 7, size: bytes.length }));
      sender.send(bytes.slice(0, CHUNK_BYTES));
      await delivered();
      now += PROBE_MS - 1;
      sender.send(bytes.slice(CHUNK_BYTES, 2 * CHUNK_BYTES));
      await delivered();
      expect(goOn).not.toHaveBeenCalled();
      now += 1;
      sender.send(bytes.slice(2 * CHUNK_BYTES, 3 * CHUNK_BYTES));
      expect(await receiving).toEqual({ kind: 'server' });
      expect(goOn).toHaveBeenCalledWith({ bytes: 3 * CHUNK_BYTES, ms: PROBE_MS, left: CHUNK_BYTES });
    } finally {
      clock.mockRestore();
    }
  });

  it('asks again while the answer is "cannot tell yet", the bytes going on meanwhile', async () => {
    const bytes = patternBytes(6 * CHUNK_BYTES);
    const { connect, sender } = connectedTo(null);
    let now = 5_000;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);
    const answers: Array<boolean | null> = [null, null, false];
    const goOn = jest.fn((probe: DirectProbe) => (probe.bytes > 0 && answers.length > 0 ? answers.shift()! : true));
    try {
      const receiving = receiveDirectly(fileOf(bytes), { connect, goOn });
      await new Promise((resolve) => sender.addEventListener('message', resolve, { once: true }));
      const delivered = () => new Promise((resolve) => setTimeout(resolve));
      sender.send(encodeControlMessage({ type: 'file', fileId: 7, size: bytes.length }));
      // Chunk by chunk: the first starts the clock, the second is a second later, then a chunk every 100 ms.
      const steps = [0, PROBE_MS, 100, 100, PROBE_AGAIN_MS - 200, PROBE_AGAIN_MS];
      for (const [index, step] of steps.entries()) {
        now += step;
        sender.send(bytes.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES));
        await delivered();
      }
      expect(await receiving).toEqual({ kind: 'server' });
      // Asked at the second chunk, not again until PROBE_AGAIN_MS later (the fifth), then at the sixth.
      expect(goOn.mock.calls.map(([probe]) => probe.bytes / CHUNK_BYTES)).toEqual([2, 5, 6]);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('receiveDirectly: what the server holds of an arriving file comes from the server', () => {
  const FOLLOW_URL = `${URL}&follow=1`;
  const part = (bytes: Uint8Array, held: number) =>
    new Response(Buffer.from(bytes.slice(0, held)), {
      status: 206,
      headers: { 'Content-Range': `bytes 0-${held - 1}/${bytes.length}` },
    });
  /** The offsets the sender's page was asked for. */
  function askedOffsets(sender: FakeChannel): number[] {
    const offsets: number[] = [];
    sender.addEventListener('message', (event) => {
      const data = (event as MessageEvent<unknown>).data;
      if (typeof data === 'string') offsets.push((JSON.parse(data) as { offset: number }).offset);
    });
    return offsets;
  }

  it('takes those bytes from the server, only the rest directly, and checks the whole against the sender', async () => {
    const bytes = patternBytes(2 * MARK_BYTES + 5 * CHUNK_BYTES + 7);
    const held = MARK_BYTES + 3 * CHUNK_BYTES + 1;
    const { connect, sender } = connectedTo(bytes);
    const offsets = askedOffsets(sender);
    const fetch = mockFetch().mockResolvedValue(part(bytes, held));
    const progress: number[] = [];
    const result = await receiveDirectly(
      { ...fileOf(bytes), followUrl: FOLLOW_URL },
      { connect, serverHolds: held, onProgress: (received) => progress.push(received) },
    );
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(result.kind === 'file' && result.road).toBe('direct');
    expect(requestUrl(fetch.mock.calls[0][0])).toBe(FOLLOW_URL);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('Range')).toBe(`bytes=0-${held - 1}`);
    expect(offsets).toEqual([held]);
    expect(progress[0]).toBe(held);
  });

  it("fails the check when the server's part is not the sender's file, and leaves the download to the server", async () => {
    const bytes = patternBytes(MARK_BYTES + 4 * CHUNK_BYTES);
    const other = bytes.slice();
    other[10] ^= 0xff;
    const held = 2 * CHUNK_BYTES;
    mockFetch().mockResolvedValue(part(other, held));
    const result = await receiveDirectly(
      { ...fileOf(bytes), followUrl: FOLLOW_URL },
      { connect: connectedTo(bytes).connect, serverHolds: held },
    );
    expect(result).toEqual({ kind: 'server' });
  });

  it('asks the sender for everything when the server does not give its part', async () => {
    const bytes = patternBytes(3 * CHUNK_BYTES);
    const { connect, sender } = connectedTo(bytes);
    const offsets = askedOffsets(sender);
    mockFetch().mockResolvedValue(jsonResponse({ message: 'This share has ended.' }, 410));
    const result = await receiveDirectly(
      { ...fileOf(bytes), followUrl: FOLLOW_URL },
      { connect, serverHolds: CHUNK_BYTES },
    );
    expect((await resultBytes(result))?.equals(bytes)).toBe(true);
    expect(offsets).toEqual([0]);
  });

  it('judges the direct road by its own bytes and what it has still to bring', async () => {
    const bytes = patternBytes(PROBE_BYTES + 2 * MARK_BYTES);
    const held = MARK_BYTES;
    mockFetch().mockResolvedValue(part(bytes, held));
    const probes: DirectProbe[] = [];
    await receiveDirectly(
      { ...fileOf(bytes), followUrl: FOLLOW_URL },
      { connect: connectedTo(bytes).connect, serverHolds: held, goOn: (probe) => (probes.push(probe), true) },
    );
    expect(probes).toHaveLength(1);
    expect(probes[0].bytes).toBeGreaterThanOrEqual(PROBE_BYTES);
    expect(probes[0].bytes + probes[0].left).toBe(bytes.length - held);
  });
});

describe('fallbackAfter', () => {
  it.each<[string, string, unknown]>([
    ['closed with checked bytes', 'resume', new DirectTransferError('closed', 10, 4)],
    ['stalled with checked bytes', 'resume', new DirectTransferError('stalled', 10, 4)],
    ['closed before any mark', 'restart', new DirectTransferError('closed', 10, 0)],
    ['closed before the announcement', 'restart', new DirectTransferError('closed', null, 0)],
    ['refused', 'restart', new DirectTransferError('refused', null, 0)],
    ['a mismatch', 'restart', new DirectTransferError('mismatch', 10, 4)],
    ['a protocol breach', 'restart', new DirectTransferError('malformed', 10, 4)],
    ['any other failure', 'restart', new Error('boom')],
  ])('after %s: %s', (_, kind, error) => {
    expect(fallbackAfter(error).kind).toBe(kind);
  });
});
