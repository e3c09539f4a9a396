/**
 * The recipient's side of the channel: asks for one file and gathers its bytes in memory, then checks them against
 * the size and digest the sender announced (and the size the share lists) before anything is offered to the person.
 * Held in memory because the bytes must be whole to be checked before they are saved; a file far beyond a phone's
 * memory is better left to the server's road (the caller decides, DIRECT_MAX_BYTES).
 */
import type { FileChannel } from './channel';
import { encodeControlMessage, parseControlMessage, sha256Hex } from './protocol';

/** What the sender announced for a file: its whole object's size and digest. */
export interface Announced {
  size: number;
  sha256: string;
}

/** Why a direct transfer stopped, with what had come by then (bytes not yet checked against anything). */
export class DirectTransferError extends Error {
  constructor(
    readonly reason: 'refused' | 'closed' | 'stalled' | 'mismatch' | 'malformed',
    readonly announced: Announced | null,
    readonly received: Uint8Array<ArrayBuffer>,
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
  /** No message for this long counts as a broken connection. */
  stallMs: number;
  /** Called once the sender has announced the file (the bytes now take the direct road), then as bytes come. */
  onProgress?: (received: number, size: number) => void;
  signal?: AbortSignal;
}

/** Receives `request` over `channel`; resolves its bytes once they are whole and match what was announced. */
export function receiveFile(
  channel: FileChannel,
  request: ReceiveRequest,
  { stallMs, onProgress, signal }: ReceiveOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    let announced: Announced | null = null;
    let bytes = new Uint8Array(0);
    let received = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cleanup = () => {
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      channel.removeEventListener('close', onClose);
      signal?.removeEventListener('abort', onClose);
    };
    const fail = (reason: DirectTransferError['reason']) => {
      cleanup();
      reject(new DirectTransferError(reason, announced, bytes.subarray(0, received)));
    };
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail('stalled'), stallMs);
    };
    const finish = async () => {
      cleanup();
      const whole = bytes.subarray(0, received);
      if (received !== announced!.size || (await sha256Hex(whole)) !== announced!.sha256)
        return reject(new DirectTransferError('mismatch', null, new Uint8Array(0)));
      resolve(whole);
    };
    function onMessage(event: Event) {
      rearm();
      const data = (event as MessageEvent<unknown>).data;
      if (data instanceof ArrayBuffer) {
        if (!announced || received + data.byteLength > announced.size) return fail('malformed');
        bytes.set(new Uint8Array(data), received);
        received += data.byteLength;
        onProgress?.(received, announced.size);
        return;
      }
      const message = typeof data === 'string' ? parseControlMessage(data) : null;
      if (!message || message.fileId !== request.fileId) return fail('malformed');
      if (message.type === 'error') return fail('refused');
      if (message.type === 'file' && !announced) {
        // A size other than the share's means another object: nothing of it is worth keeping.
        if (message.size !== request.size) return fail('mismatch');
        announced = { size: message.size, sha256: message.sha256 };
        bytes = new Uint8Array(message.size);
        onProgress?.(0, message.size);
        return;
      }
      if (message.type === 'end' && announced) return void finish();
      fail('malformed');
    }
    function onClose() {
      fail('closed');
    }
    if (signal?.aborted || channel.readyState !== 'open') return fail('closed');
    channel.addEventListener('message', onMessage);
    channel.addEventListener('close', onClose);
    signal?.addEventListener('abort', onClose);
    rearm();
    channel.send(encodeControlMessage({ type: 'get', fileId: request.fileId, path: request.path, offset: 0 }));
  });
}
