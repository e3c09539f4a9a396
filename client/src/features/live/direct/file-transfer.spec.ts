import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { HIGH_WATER_BYTES, LOW_WATER_BYTES } from './channel';
import { bytesBlob, channelPair, patternBytes, type FakeChannel } from './fake-channel';
import { DirectTransferError, receiveFile } from './file-receiver';
import { serveFiles, type ServedObject } from './file-server';
import { CHUNK_BYTES, encodeControlMessage, parseControlMessage, sha256Hex } from './protocol';

installNodeWebCrypto();

const STALL_MS = 5_000;

function objectOf(path: string, bytes: Uint8Array<ArrayBuffer>): ServedObject & { reads: number } {
  const object = {
    path,
    size: bytes.length,
    reads: 0,
    read: (start: number, end: number) => {
      object.reads++;
      return Promise.resolve(bytesBlob(bytes.slice(start, end)));
    },
  };
  return object;
}

function serving(objects: ServedObject[], sender: FakeChannel, onSending?: (sending: boolean) => void) {
  serveFiles(sender, {
    find: (path) => Promise.resolve(objects.find((object) => object.path === path)),
    onSending,
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: unknown) => error as DirectTransferError,
  );

describe('a file over the channel', () => {
  it('arrives byte for byte, announced with its size and digest, in chunks of CHUNK_BYTES', async () => {
    const bytes = patternBytes(3 * CHUNK_BYTES + 100);
    const { recipient, sender } = channelPair();
    const sendingStates: boolean[] = [];
    serving([objectOf('trip/a.bin', bytes)], sender, (state) => sendingStates.push(state));
    const progress: number[] = [];
    const received = await receiveFile(
      recipient,
      { fileId: 4, path: 'trip/a.bin', size: bytes.length },
      { stallMs: STALL_MS, onProgress: (count) => progress.push(count) },
    );
    expect(Buffer.from(received).equals(Buffer.from(bytes))).toBe(true);
    const [header, ...rest] = sender.sent;
    expect(parseControlMessage(header as string)).toEqual({
      type: 'file',
      fileId: 4,
      size: bytes.length,
      sha256: await sha256Hex(bytes),
    });
    expect(rest.slice(0, -1).map((chunk) => (chunk as Uint8Array).length)).toEqual([
      CHUNK_BYTES,
      CHUNK_BYTES,
      CHUNK_BYTES,
      100,
    ]);
    expect(parseControlMessage(rest.at(-1) as string)).toEqual({ type: 'end', fileId: 4 });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(sendingStates).toEqual([true, false]);
    expect(sender.bufferedAmountLowThreshold).toBe(LOW_WATER_BYTES);
  });

  it('computes each object’s digest once, however often it is asked for', async () => {
    const object = objectOf('a.bin', patternBytes(1000));
    const { recipient, sender } = channelPair();
    serving([object], sender);
    const request = { fileId: 1, path: 'a.bin', size: 1000 };
    await receiveFile(recipient, request, { stallMs: STALL_MS });
    await receiveFile(recipient, request, { stallMs: STALL_MS });
    // One read for the digest, then one per READ_BYTES of each sending.
    expect(object.reads).toBe(3);
  });

  it('stops queueing at HIGH_WATER_BYTES and goes on once the buffer drained', async () => {
    const bytes = patternBytes(HIGH_WATER_BYTES + 4 * CHUNK_BYTES);
    const { recipient, sender } = channelPair();
    sender.autoDrain = false;
    serving([objectOf('big.bin', bytes)], sender);
    const receiving = receiveFile(recipient, { fileId: 1, path: 'big.bin', size: bytes.length }, { stallMs: STALL_MS });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The header and exactly enough chunks to reach the high-water mark, then nothing until it drains.
    const chunks = sender.sent.length - 1;
    expect(chunks).toBe(HIGH_WATER_BYTES / CHUNK_BYTES);
    expect(sender.bufferedAmount).toBeGreaterThanOrEqual(HIGH_WATER_BYTES);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sender.sent.length - 1).toBe(chunks);
    sender.autoDrain = true;
    sender.drain();
    const received = await receiving;
    expect(Buffer.from(received).equals(Buffer.from(bytes))).toBe(true);
  });

  it('is refused for a path the sender does not hold', async () => {
    const { recipient, sender } = channelPair();
    serving([objectOf('a.bin', patternBytes(10))], sender);
    const error = await rejection(
      receiveFile(recipient, { fileId: 2, path: 'other.bin', size: 10 }, { stallMs: STALL_MS }),
    );
    expect(error.reason).toBe('refused');
    expect(error.received.length).toBe(0);
  });

  it('is refused when the sender announces another size than the share lists', async () => {
    const { recipient, sender } = channelPair();
    serving([objectOf('a.bin', patternBytes(10))], sender);
    const error = await rejection(
      receiveFile(recipient, { fileId: 2, path: 'a.bin', size: 11 }, { stallMs: STALL_MS }),
    );
    expect(error.reason).toBe('mismatch');
  });

  it('fails as a mismatch, keeping nothing, when the bytes do not match the announced digest', async () => {
    const { recipient, sender } = channelPair();
    const receiving = receiveFile(recipient, { fileId: 5, path: 'a.bin', size: 4 }, { stallMs: STALL_MS });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: 4, sha256: await sha256Hex(patternBytes(4)) }));
    sender.send(new Uint8Array([1, 2, 3, 4]));
    sender.send(encodeControlMessage({ type: 'end', fileId: 5 }));
    const error = await rejection(receiving);
    expect([error.reason, error.received.length]).toEqual(['mismatch', 0]);
  });

  it('fails as malformed when more bytes come than were announced', async () => {
    const { recipient, sender } = channelPair();
    const receiving = receiveFile(recipient, { fileId: 5, path: 'a.bin', size: 2 }, { stallMs: STALL_MS });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: 2, sha256: 'b'.repeat(64) }));
    sender.send(new Uint8Array([1, 2, 3]));
    expect((await rejection(receiving)).reason).toBe('malformed');
  });

  it('keeps what came, with what was announced, when the channel closes mid-file', async () => {
    const bytes = patternBytes(10 * CHUNK_BYTES);
    const { recipient, sender } = channelPair();
    const receiving = receiveFile(recipient, { fileId: 6, path: 'a.bin', size: bytes.length }, { stallMs: STALL_MS });
    sender.send(encodeControlMessage({ type: 'file', fileId: 6, size: bytes.length, sha256: await sha256Hex(bytes) }));
    sender.send(bytes.slice(0, CHUNK_BYTES));
    sender.send(bytes.slice(CHUNK_BYTES, 2 * CHUNK_BYTES));
    await new Promise((resolve) => setTimeout(resolve, 10));
    sender.close();
    const error = await rejection(receiving);
    expect(error.reason).toBe('closed');
    expect(error.announced).toEqual({ size: bytes.length, sha256: await sha256Hex(bytes) });
    expect(Buffer.from(error.received).equals(Buffer.from(bytes.subarray(0, 2 * CHUNK_BYTES)))).toBe(true);
  });

  it('counts a sender silent for stallMs as a broken connection', async () => {
    jest.useFakeTimers();
    try {
      const { recipient } = channelPair();
      const receiving = rejection(receiveFile(recipient, { fileId: 1, path: 'a', size: 1 }, { stallMs: 1_000 }));
      jest.advanceTimersByTime(1_001);
      expect((await receiving).reason).toBe('stalled');
    } finally {
      jest.useRealTimers();
    }
  });
});
