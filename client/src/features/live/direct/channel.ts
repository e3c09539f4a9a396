/**
 * The part of RTCDataChannel that serving and receiving files use: an EventTarget with these fields. Kept this
 * small so the protocol, the chunking and the backpressure run in tests on a fake, with no WebRTC at all.
 */
export interface FileChannel extends EventTarget {
  readonly label: string;
  readonly readyState: RTCDataChannelState;
  readonly bufferedAmount: number;
  bufferedAmountLowThreshold: number;
  binaryType: BinaryType;
  send(data: string | Uint8Array<ArrayBuffer>): void;
  close(): void;
}

/**
 * The sender stops queueing bytes once this many wait in the channel's buffer, and goes on once it has drained to
 * LOW_WATER_BYTES: enough queued that the link never idles between two reads of the file, far below the ~16 MiB at
 * which Chromium closes a channel whose buffer overflows.
 */
export const HIGH_WATER_BYTES = 4 * 1024 * 1024;
export const LOW_WATER_BYTES = 1024 * 1024;

/** The channel closed (the other page left, or the connection broke). */
export class ChannelClosedError extends Error {
  constructor() {
    super('The direct connection closed.');
    this.name = 'ChannelClosedError';
  }
}

/** Resolves at once while the channel's buffer has room, else once it drained; rejects if it closes first. */
export function roomToSend(channel: FileChannel): Promise<void> {
  if (channel.readyState !== 'open') return Promise.reject(new ChannelClosedError());
  if (channel.bufferedAmount < HIGH_WATER_BYTES) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      channel.removeEventListener('bufferedamountlow', drained);
      channel.removeEventListener('close', closed);
    };
    const drained = () => (done(), resolve());
    const closed = () => (done(), reject(new ChannelClosedError()));
    channel.addEventListener('bufferedamountlow', drained);
    channel.addEventListener('close', closed);
  });
}

/** Resolves once the channel is open; rejects when it closes first or `ms` pass. */
export function channelOpen(channel: FileChannel, ms: number): Promise<void> {
  if (channel.readyState === 'open') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      channel.removeEventListener('open', opened);
      channel.removeEventListener('close', closed);
    };
    const opened = () => (done(), resolve());
    const closed = () => (done(), reject(new ChannelClosedError()));
    const timer = setTimeout(closed, ms);
    channel.addEventListener('open', opened);
    channel.addEventListener('close', closed);
  });
}
