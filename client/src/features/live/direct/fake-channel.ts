/**
 * Two ends of a data channel in memory, for the specs (jsdom has no WebRTC). What one end sends, the other receives
 * a task later, in order. The buffer is drained by hand (`drain`), so a spec decides when the link has room and
 * sees backpressure at work; `autoDrain` drains after every send instead.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { FileChannel } from './channel';
import { BLOCK_BYTES } from './hash-list';

export class FakeChannel extends EventTarget implements FileChannel {
  readonly label = 'sharecode-files/2';
  readyState: RTCDataChannelState = 'open';
  bufferedAmount = 0;
  bufferedAmountLowThreshold = 0;
  binaryType: BinaryType = 'blob';
  peer: FakeChannel | undefined;
  autoDrain = true;
  /** Everything sent from this end, as it was sent. */
  readonly sent: Array<string | Uint8Array<ArrayBuffer>> = [];
  private waiting: Array<string | ArrayBuffer> = [];

  send(data: string | Uint8Array<ArrayBuffer>): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError: the channel is not open');
    this.sent.push(data);
    const copy = typeof data === 'string' ? data : data.slice().buffer;
    this.waiting.push(copy);
    this.bufferedAmount += typeof data === 'string' ? data.length : data.byteLength;
    if (this.autoDrain) this.drain();
  }

  /** Delivers everything buffered to the other end (a task later) and empties the buffer. */
  drain(): void {
    const batch = this.waiting;
    this.waiting = [];
    const crossedLow = this.bufferedAmount > this.bufferedAmountLowThreshold;
    this.bufferedAmount = 0;
    const peer = this.peer;
    setTimeout(() => {
      for (const data of batch) peer?.dispatchEvent(new MessageEvent('message', { data }));
    });
    if (crossedLow) this.dispatchEvent(new Event('bufferedamountlow'));
  }

  close(): void {
    for (const end of [this, this.peer]) {
      if (!end || end.readyState === 'closed') continue;
      end.readyState = 'closed';
      end.dispatchEvent(new Event('close'));
    }
  }
}

/** A connected pair: the recipient's end and the sender's end. */
export function channelPair(): { recipient: FakeChannel; sender: FakeChannel } {
  const recipient = new FakeChannel();
  const sender = new FakeChannel();
  recipient.peer = sender;
  sender.peer = recipient;
  return { recipient, sender };
}

/** A Blob-like object holding `bytes` (jsdom's Blob cannot be read as an ArrayBuffer). */
export function bytesBlob(bytes: Uint8Array<ArrayBuffer>): Blob {
  return { size: bytes.length, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) } as unknown as Blob;
}

/** The bytes of `blob` (jsdom's Blob has no arrayBuffer(), but its FileReader reads one). */
export function blobBytes(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Random-looking bytes, the same on every run. */
export function patternBytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let index = 0; index < size; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/**
 * What a sender says of `bytes`, worked out independently of hash-list.ts (a JavaScript SHA-256, not WebCrypto's):
 * the mark's digest of the block ending at `end`, and the end's list digest.
 */
export const expectedDigests = {
  block: (bytes: Uint8Array, end: number) => bytesToHex(sha256(bytes.subarray(end - BLOCK_BYTES, end))),
  list(bytes: Uint8Array): string {
    const digests: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += BLOCK_BYTES) digests.push(sha256(bytes.subarray(at, at + BLOCK_BYTES)));
    const list = new Uint8Array(digests.length * 32);
    digests.forEach((digest, index) => list.set(digest, index * 32));
    return bytesToHex(sha256(list));
  },
};
