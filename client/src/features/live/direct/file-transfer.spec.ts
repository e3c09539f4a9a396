import { waitFor } from '@testing-library/react';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { HIGH_WATER_BYTES, LOW_WATER_BYTES } from './channel';
import { blobBytes, bytesBlob, channelPair, expectedDigests, patternBytes, type FakeChannel } from './fake-channel';
import { DirectTransferError, receiveFile, type ReceiveRequest } from './file-receiver';
import { serveFiles, type ServedObject } from './file-server';
import { CHUNK_BYTES, MARK_BYTES, encodeControlMessage, parseControlMessage } from './protocol';
import { openReceivedFile, type ReceivedFile } from './received-file';

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

/** Receives `request` into a new received file (in memory: jsdom has no OPFS); resolves that file. */
async function receive(
  recipient: FakeChannel,
  request: ReceiveRequest,
  onProgress?: (received: number) => void,
): Promise<ReceivedFile> {
  const into = await openReceivedFile();
  await receiveFile(recipient, request, { into, stallMs: STALL_MS, onProgress });
  return into;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: unknown) => error as DirectTransferError,
  );

const control = (message: string | Uint8Array) => parseControlMessage(message as string);

describe('a file over the channel', () => {
  it('arrives byte for byte in chunks of CHUNK_BYTES, announced with its size and ended with its digest', async () => {
    const bytes = patternBytes(3 * CHUNK_BYTES + 100);
    const { recipient, sender } = channelPair();
    const sendingStates: boolean[] = [];
    serving([objectOf('trip/a.bin', bytes)], sender, (state) => sendingStates.push(state));
    const progress: number[] = [];
    const into = await receive(recipient, { fileId: 4, path: 'trip/a.bin', size: bytes.length }, (count) =>
      progress.push(count),
    );
    expect((await blobBytes(await into.blob())).equals(Buffer.from(bytes))).toBe(true);
    const [header, ...rest] = sender.sent;
    expect(control(header)).toEqual({ type: 'file', fileId: 4, size: bytes.length });
    expect(rest.slice(0, -1).map((chunk) => (chunk as Uint8Array).length)).toEqual([
      CHUNK_BYTES,
      CHUNK_BYTES,
      CHUNK_BYTES,
      100,
    ]);
    expect(control(rest.at(-1)!)).toEqual({ type: 'end', fileId: 4, sha256: expectedDigests.list(bytes) });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(sendingStates).toEqual([true, false]);
    expect(sender.bufferedAmountLowThreshold).toBe(LOW_WATER_BYTES);
  });

  it('reads the object once per sending, hashing the bytes as they go out', async () => {
    const object = objectOf('a.bin', patternBytes(1000));
    const { recipient, sender } = channelPair();
    serving([object], sender);
    const request = { fileId: 1, path: 'a.bin', size: 1000 };
    await receive(recipient, request);
    await receive(recipient, request);
    expect(object.reads).toBe(2);
  });

  it('marks how each MARK_BYTES block hashes, and ends with the digest of the list of block digests', async () => {
    const bytes = patternBytes(2 * MARK_BYTES + 5);
    const { recipient, sender } = channelPair();
    serving([objectOf('big.bin', bytes)], sender);
    await receive(recipient, { fileId: 2, path: 'big.bin', size: bytes.length });
    const marks = sender.sent.filter((data) => typeof data === 'string').map(control);
    expect(marks).toEqual([
      { type: 'file', fileId: 2, size: bytes.length },
      { type: 'mark', fileId: 2, offset: MARK_BYTES, sha256: expectedDigests.block(bytes, MARK_BYTES) },
      { type: 'mark', fileId: 2, offset: 2 * MARK_BYTES, sha256: expectedDigests.block(bytes, 2 * MARK_BYTES) },
      { type: 'end', fileId: 2, sha256: expectedDigests.list(bytes) },
    ]);
  });

  it('sends from the offset asked for, its end still naming the whole object’s digest', async () => {
    const bytes = patternBytes(2 * CHUNK_BYTES + 7);
    const { recipient, sender } = channelPair();
    serving([objectOf('a.bin', bytes)], sender);
    const offset = CHUNK_BYTES + 3;
    recipient.send(encodeControlMessage({ type: 'get', fileId: 3, path: 'a.bin', offset }));
    await waitFor(() => expect(control(sender.sent.at(-1)!)).toMatchObject({ type: 'end' }));
    const [header, ...rest] = sender.sent;
    expect(control(header)).toEqual({ type: 'file', fileId: 3, size: bytes.length });
    const sent = Buffer.concat(rest.slice(0, -1).map((chunk) => chunk as Uint8Array));
    expect(sent.equals(Buffer.from(bytes.subarray(offset)))).toBe(true);
    expect(control(rest.at(-1)!)).toEqual({ type: 'end', fileId: 3, sha256: expectedDigests.list(bytes) });
  });

  it('stops queueing at HIGH_WATER_BYTES and goes on once the buffer drained', async () => {
    const bytes = patternBytes(HIGH_WATER_BYTES + 4 * CHUNK_BYTES);
    const { recipient, sender } = channelPair();
    sender.autoDrain = false;
    serving([objectOf('big.bin', bytes)], sender);
    const receiving = receive(recipient, { fileId: 1, path: 'big.bin', size: bytes.length });
    // The blocks are read and hashed first, which takes a while on a busy machine.
    await waitFor(() => expect(sender.bufferedAmount).toBeGreaterThanOrEqual(HIGH_WATER_BYTES), { timeout: 5_000 });
    // Exactly enough chunks to reach the high-water mark (beside the header and marks), then nothing until it drains.
    const chunksSent = () => sender.sent.filter((data) => typeof data !== 'string').length;
    const chunks = chunksSent();
    expect(chunks).toBe(HIGH_WATER_BYTES / CHUNK_BYTES);
    expect(sender.bufferedAmount).toBeGreaterThanOrEqual(HIGH_WATER_BYTES);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunksSent()).toBe(chunks);
    sender.autoDrain = true;
    sender.drain();
    const into = await receiving;
    expect((await blobBytes(await into.blob())).equals(Buffer.from(bytes))).toBe(true);
  });

  it('is refused for a path the sender does not hold', async () => {
    const { recipient, sender } = channelPair();
    serving([objectOf('a.bin', patternBytes(10))], sender);
    const error = await rejection(receive(recipient, { fileId: 2, path: 'other.bin', size: 10 }));
    expect([error.reason, error.checked]).toEqual(['refused', 0]);
  });

  it('is refused when the sender announces another size than the share lists', async () => {
    const { recipient, sender } = channelPair();
    serving([objectOf('a.bin', patternBytes(10))], sender);
    const error = await rejection(receive(recipient, { fileId: 2, path: 'a.bin', size: 11 }));
    expect(error.reason).toBe('mismatch');
  });

  it('fails as a mismatch when the bytes do not match the digest announced at the end', async () => {
    const { recipient, sender } = channelPair();
    const receiving = receive(recipient, { fileId: 5, path: 'a.bin', size: 4 });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: 4 }));
    sender.send(new Uint8Array([1, 2, 3, 4]));
    sender.send(encodeControlMessage({ type: 'end', fileId: 5, sha256: expectedDigests.list(patternBytes(4)) }));
    const error = await rejection(receiving);
    expect([error.reason, error.checked]).toEqual(['mismatch', 0]);
  });

  it('fails as a mismatch, keeping nothing, at a mark that does not match the bytes so far', async () => {
    const bytes = patternBytes(4 * CHUNK_BYTES);
    const { recipient, sender } = channelPair();
    const receiving = receive(recipient, { fileId: 5, path: 'a.bin', size: bytes.length });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: bytes.length }));
    sender.send(bytes.slice(0, CHUNK_BYTES));
    sender.send(encodeControlMessage({ type: 'mark', fileId: 5, offset: CHUNK_BYTES, sha256: 'c'.repeat(64) }));
    const error = await rejection(receiving);
    expect([error.reason, error.checked]).toEqual(['mismatch', 0]);
  });

  it('fails as a mismatch, keeping nothing, at a block mark that carries the digest of all the bytes so far', async () => {
    const bytes = patternBytes(2 * MARK_BYTES + 1);
    const { recipient, sender } = channelPair();
    const receiving = receive(recipient, { fileId: 5, path: 'a.bin', size: bytes.length });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: bytes.length }));
    for (let at = 0; at < 2 * MARK_BYTES; at += CHUNK_BYTES) {
      sender.send(bytes.slice(at, at + CHUNK_BYTES));
      if (at + CHUNK_BYTES === MARK_BYTES)
        sender.send(
          encodeControlMessage({
            type: 'mark',
            fileId: 5,
            offset: MARK_BYTES,
            sha256: expectedDigests.block(bytes, MARK_BYTES),
          }),
        );
    }
    // The second mark must name the second block alone: a digest of everything so far is another object's.
    const wholeSoFar = expectedDigests.list(bytes.subarray(0, 2 * MARK_BYTES));
    sender.send(encodeControlMessage({ type: 'mark', fileId: 5, offset: 2 * MARK_BYTES, sha256: wholeSoFar }));
    const error = await rejection(receiving);
    expect([error.reason, error.checked]).toEqual(['mismatch', 0]);
  });

  it('fails as malformed when more bytes come than were announced', async () => {
    const { recipient, sender } = channelPair();
    const receiving = receive(recipient, { fileId: 5, path: 'a.bin', size: 2 });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: 2 }));
    sender.send(new Uint8Array([1, 2, 3]));
    expect((await rejection(receiving)).reason).toBe('malformed');
  });

  it('fails as malformed at a mark where the bytes so far do not end', async () => {
    const { recipient, sender } = channelPair();
    const receiving = receive(recipient, { fileId: 5, path: 'a.bin', size: 8 });
    sender.send(encodeControlMessage({ type: 'file', fileId: 5, size: 8 }));
    sender.send(new Uint8Array([1, 2, 3]));
    sender.send(encodeControlMessage({ type: 'mark', fileId: 5, offset: 4, sha256: 'c'.repeat(64) }));
    expect((await rejection(receiving)).reason).toBe('malformed');
  });

  it('vouches for the bytes up to the last matching mark when the channel closes mid-file', async () => {
    const bytes = patternBytes(MARK_BYTES + 10 * CHUNK_BYTES);
    const { recipient, sender } = channelPair();
    const into = await openReceivedFile();
    const receiving = receiveFile(
      recipient,
      { fileId: 6, path: 'a.bin', size: bytes.length },
      { into, stallMs: STALL_MS },
    );
    const marked = MARK_BYTES;
    sender.send(encodeControlMessage({ type: 'file', fileId: 6, size: bytes.length }));
    for (let at = 0; at < marked; at += CHUNK_BYTES) sender.send(bytes.slice(at, at + CHUNK_BYTES));
    sender.send(
      encodeControlMessage({ type: 'mark', fileId: 6, offset: marked, sha256: expectedDigests.block(bytes, marked) }),
    );
    sender.send(bytes.slice(marked, marked + CHUNK_BYTES));
    await new Promise((resolve) => setTimeout(resolve, 10));
    sender.close();
    const error = await rejection(receiving);
    expect([error.reason, error.size, error.checked]).toEqual(['closed', bytes.length, marked]);
    // Everything that came is where it went; the caller keeps only the checked part.
    expect((await blobBytes(await into.blob())).equals(Buffer.from(bytes.subarray(0, marked + CHUNK_BYTES)))).toBe(
      true,
    );
  });

  it('counts a sender silent for stallMs as a broken connection', async () => {
    const into = await openReceivedFile();
    jest.useFakeTimers();
    try {
      const { recipient } = channelPair();
      const receiving = rejection(receiveFile(recipient, { fileId: 1, path: 'a', size: 1 }, { into, stallMs: 1_000 }));
      jest.advanceTimersByTime(1_001);
      expect((await receiving).reason).toBe('stalled');
    } finally {
      jest.useRealTimers();
    }
  });
});
