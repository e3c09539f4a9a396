/**
 * The recipient's side of the channel: asks for one file, hashes its bytes as they come (hash-list.ts) and appends
 * them to where they are kept (received-file.ts), and resolves only once they are whole and match the list digest
 * the sender announced at the end (and the size the share lists), so nothing is offered to the person before. The
 * sender's marks say how each block hashes: the blocks that match are the part worth keeping should the connection
 * break.
 */
import type { FileChannel } from './channel';
import { HashList } from './hash-list';
import { encodeControlMessage, parseControlMessage } from './protocol';
import type { ReceivedFile } from './received-file';

/** Why a direct transfer stopped, and how much of it was checked by then. */
export class DirectTransferError extends Error {
  constructor(
    readonly reason: 'refused' | 'closed' | 'stalled' | 'mismatch' | 'malformed',
    /** The object's size as the sender announced it; null before it did. */
    readonly size: number | null,
    /** Bytes from the start that match the sender's last mark (kept where they were appended). */
    readonly checked: number,
  ) {
    super(`The direct transfer stopped (${reason}).`);
    this.name = 'DirectTransferError';
  }
}

export interface ReceiveRequest {
  fileId: number;
  path: string;
  /** The size the share lists for the object: an announcement of another size is refused at once. */
  size: number;
}

export interface ReceiveOptions {
  /** Where the bytes go, from its start. */
  into: ReceivedFile;
  /**
   * The bytes `into` holds already (taken from the server), and the hash list they went through: the sender is
   * asked for the rest, and its list digest at the end covers them too, so a server's part that differs from the
   * sender's file fails the check as a sender's would.
   */
  already?: { bytes: number; hashes: HashList };
  /** No message for this long counts as a broken connection. */
  stallMs: number;
  /**
   * Called once the sender has announced the file (the bytes now take the direct road), then as bytes come: the
   * bytes held so far, those `already` held included.
   */
  onProgress?: (received: number, size: number) => void;
  signal?: AbortSignal;
}

/** Receives `request` over `channel` into `into`; resolves once the bytes are whole and match what was announced. */
export function receiveFile(
  channel: FileChannel,
  request: ReceiveRequest,
  { into, already, stallMs, onProgress, signal }: ReceiveOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const offset = already?.bytes ?? 0;
    let size: number | null = null;
    let received = offset;
    let checked = offset;
    const hashes = already?.hashes ?? new HashList();
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastMessageAt = Date.now();
    let markChecked: Promise<void> = Promise.resolve();
    const cleanup = () => {
      settled = true;
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      channel.removeEventListener('close', onClose);
      signal?.removeEventListener('abort', onClose);
    };
    const fail = (reason: DirectTransferError['reason']) => {
      if (settled) return;
      cleanup();
      // Bytes that failed a check are not worth keeping, not even those before the last mark.
      reject(new DirectTransferError(reason, size, reason === 'mismatch' || reason === 'malformed' ? 0 : checked));
    };
    // One timer that looks back at the last message, rather than one set and cleared for every chunk.
    const watch = (ms: number) => {
      timer = setTimeout(() => {
        const silent = Date.now() - lastMessageAt;
        if (silent >= stallMs) fail('stalled');
        else watch(stallMs - silent);
      }, ms);
    };
    function onMessage(event: Event) {
      lastMessageAt = Date.now();
      const data = (event as MessageEvent<unknown>).data;
      if (data instanceof ArrayBuffer) {
        if (size === null || received + data.byteLength > size) return fail('malformed');
        const bytes = new Uint8Array(data);
        hashes.update(bytes);
        into.append(bytes);
        received += bytes.length;
        onProgress?.(received, size);
        return;
      }
      const message = typeof data === 'string' ? parseControlMessage(data) : null;
      if (!message || message.fileId !== request.fileId) return fail('malformed');
      if (message.type === 'error') return fail('refused');
      if (message.type === 'file' && size === null) {
        // A size other than the share's means another object: nothing of it is worth keeping.
        if (message.size !== request.size) return fail('mismatch');
        size = message.size;
        onProgress?.(received, size);
        return;
      }
      if (size === null) return fail('malformed');
      if (message.type === 'mark' && message.offset === received) {
        // Checked once the block's digest is ready, while the next block arrives.
        markChecked = hashes.blockHexAt(received).then((blockHex) => {
          if (blockHex !== message.sha256) fail('mismatch');
          else checked = Math.max(checked, message.offset);
        });
        return;
      }
      if (message.type === 'end') {
        if (received !== size) return fail('mismatch');
        void hashes.finish().then((listHex) => {
          if (settled) return;
          if (listHex !== message.sha256) return fail('mismatch');
          cleanup();
          resolve();
        });
        return;
      }
      fail('malformed');
    }
    function onClose() {
      // A mark still being checked when the connection ends is waited for: the block it vouches for is kept.
      const closed = () => fail('closed');
      void markChecked.then(closed, closed);
    }
    if (signal?.aborted || channel.readyState !== 'open') return fail('closed');
    channel.addEventListener('message', onMessage);
    channel.addEventListener('close', onClose);
    signal?.addEventListener('abort', onClose);
    watch(stallMs);
    channel.send(encodeControlMessage({ type: 'get', fileId: request.fileId, path: request.path, offset }));
  });
}
