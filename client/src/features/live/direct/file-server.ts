/**
 * The sender's side of the channel: answers each `get` with the object's size and digest, its bytes from the offset
 * asked for, and `end`; one file at a time, in the order asked. The digest covers the whole stored object and is
 * computed once per object, whoever asks.
 */
import { ChannelClosedError, LOW_WATER_BYTES, roomToSend, type FileChannel } from './channel';
import {
  chunksOf,
  encodeControlMessage,
  parseControlMessage,
  sha256Hex,
  type ControlMessage,
  type GetMessage,
} from './protocol';

/** A stored object the sender's page can read: what features/send offers (ServableObject). */
export interface ServedObject {
  path: string;
  size: number;
  read(start: number, end: number): Promise<Blob>;
}

/** Bytes read from the file at a time: a read has a fixed cost, and the channel takes them 16 KiB at a time. */
const READ_BYTES = 1024 * 1024;

const digests = new WeakMap<ServedObject, Promise<string>>();

/** The object's SHA-256, computed once (its bytes never change while the page holds them). */
function digestOf(object: ServedObject): Promise<string> {
  let digest = digests.get(object);
  if (!digest) {
    digest = object
      .read(0, object.size)
      .then((blob) => blob.arrayBuffer())
      .then(sha256Hex);
    // A failed read (the file changed on disk) may succeed later: it is not remembered.
    digest.catch(() => digests.delete(object));
    digests.set(object, digest);
  }
  return digest;
}

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
  let sha256: string;
  try {
    sha256 = await digestOf(object);
  } catch {
    return send(channel, { type: 'error', fileId });
  }
  send(channel, { type: 'file', fileId, size: object.size, sha256 });
  for (let start = offset; start < object.size; start += READ_BYTES) {
    const blob = await object.read(start, Math.min(object.size, start + READ_BYTES));
    for (const chunk of chunksOf(new Uint8Array(await blob.arrayBuffer()))) {
      await roomToSend(channel);
      channel.send(chunk);
    }
  }
  send(channel, { type: 'end', fileId });
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
