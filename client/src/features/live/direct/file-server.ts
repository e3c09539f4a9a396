/**
 * The sender's side of the channel: answers each `get` with the object's size, its bytes from the offset asked
 * for with a mark every MARK_BYTES, and `end` with the whole object's digest; one file at a time, in the order
 * asked. The bytes are hashed as they are read for sending, so the first byte leaves without the whole file being
 * read first; bytes before the offset asked for are read and hashed only, as the digest covers the whole object.
 */
import { ChannelClosedError, LOW_WATER_BYTES, roomToSend, type FileChannel } from './channel';
import {
  MARK_BYTES,
  RunningDigest,
  chunksOf,
  encodeControlMessage,
  parseControlMessage,
  type ControlMessage,
  type GetMessage,
} from './protocol';

/** A stored object the sender's page can read: what features/send offers (ServableObject). */
export interface ServedObject {
  path: string;
  size: number;
  read(start: number, end: number): Promise<Blob>;
}

/**
 * Bytes read from the file at a time: a read has a fixed cost, and the channel takes them 16 KiB at a time. A
 * divisor of MARK_BYTES, so marks fall on the end of a read.
 */
const READ_BYTES = 1024 * 1024;

export interface ServeOptions {
  /** The object at `path`, when this page holds it. */
  find: (path: string) => Promise<ServedObject | undefined>;
  /** A file started (true) or stopped (false) going out, for the sender's status. */
  onSending?: (sending: boolean) => void;
}

function send(channel: FileChannel, message: ControlMessage): void {
  if (channel.readyState !== 'open') throw new ChannelClosedError();
  channel.send(encodeControlMessage(message));
}

async function serveOne(channel: FileChannel, request: GetMessage, find: ServeOptions['find']): Promise<void> {
  const { fileId, offset } = request;
  const object = await find(request.path);
  if (!object || offset > object.size) return send(channel, { type: 'error', fileId });
  const { size } = object;
  send(channel, { type: 'file', fileId, size });
  const digest = new RunningDigest();
  for (let start = 0; start < size; start += READ_BYTES) {
    const end = Math.min(size, start + READ_BYTES);
    const bytes = new Uint8Array(await (await object.read(start, end)).arrayBuffer());
    digest.update(bytes);
    if (end <= offset) continue;
    for (const chunk of chunksOf(bytes.subarray(Math.max(0, offset - start)))) {
      await roomToSend(channel);
      channel.send(chunk);
    }
    if (end % MARK_BYTES === 0 && end < size)
      send(channel, { type: 'mark', fileId, offset: end, sha256: digest.hexSoFar() });
  }
  send(channel, { type: 'end', fileId, sha256: digest.hexSoFar() });
}

/** Serves `channel` until it closes. */
export function serveFiles(channel: FileChannel, { find, onSending }: ServeOptions): void {
  channel.binaryType = 'arraybuffer';
  channel.bufferedAmountLowThreshold = LOW_WATER_BYTES;
  let queue = Promise.resolve();
  channel.addEventListener('message', (event) => {
    const data = (event as MessageEvent<unknown>).data;
    const request = typeof data === 'string' ? parseControlMessage(data) : null;
    // Only requests come this way; anything else is ignored rather than trusted.
    if (request?.type !== 'get') return;
    queue = queue.then(async () => {
      onSending?.(true);
      try {
        await serveOne(channel, request, find);
      } catch {
        // The channel closed, or the file could not be read mid-way: the recipient goes on from the server.
        if (channel.readyState === 'open') channel.close();
      } finally {
        onSending?.(false);
      }
    });
  });
}
