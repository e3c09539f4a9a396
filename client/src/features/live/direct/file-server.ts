/**
 * The sender's side of the channel: answers each `get` with the object's size, its bytes from the offset asked
 * for with a mark after every block, and `end` with the whole object's list digest; one file at a time, in the
 * order asked. Each block is hashed as it is read for sending (its digest computed while its bytes go out), so the
 * first byte leaves without the whole file being read first; blocks before the offset asked for are read and
 * hashed only, as the list digest covers the whole object.
 */
import { ChannelClosedError, LOW_WATER_BYTES, roomToSend, type FileChannel } from './channel';
import { BLOCK_BYTES, blockDigest, hex, listDigestHex } from './hash-list';
import {
  MARK_BYTES,
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

/** Bytes read from the file at a time: one hashed block, so a block's digest is known once its read is sent. */
const READ_BYTES = BLOCK_BYTES;

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
  const digests: ArrayBuffer[] = [];
  const readBlock = async (start: number) =>
    new Uint8Array(await (await object.read(start, Math.min(size, start + READ_BYTES))).arrayBuffer());
  let next = readBlock(0);
  next.catch(() => undefined);
  for (let start = 0; start < size; start += READ_BYTES) {
    const end = Math.min(size, start + READ_BYTES);
    const bytes = await next;
    // The next block is read while this one goes out (a failure is reported when it is awaited).
    if (end < size) next = readBlock(end);
    next.catch(() => undefined);
    const digest = blockDigest(bytes);
    if (end > offset) {
      for (const chunk of chunksOf(bytes.subarray(Math.max(0, offset - start)))) {
        await roomToSend(channel);
        channel.send(chunk);
      }
    }
    digests.push(await digest);
    if (end > offset && end % MARK_BYTES === 0 && end < size)
      send(channel, { type: 'mark', fileId, offset: end, sha256: hex(digests[digests.length - 1]) });
  }
  send(channel, { type: 'end', fileId, sha256: await listDigestHex(digests) });
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
