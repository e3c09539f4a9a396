/**
 * What the two pages say to each other over the data channel. The recipient asks for one file at a time
 * (`get`); the sender announces it (`file`: its size), sends its bytes from the offset asked for as binary
 * messages, says after every MARK_BYTES block how that block hashes (`mark`), and ends it with the digest of the
 * list of block digests (`end`, hash-list.ts), or refuses (`error`). The digests come after the bytes so that
 * neither side reads the file twice: both hash the bytes as they pass. Control messages are JSON text, bytes are
 * binary, so the two never need telling apart by content.
 */
import { BLOCK_BYTES } from './hash-list';

/**
 * Bytes per binary message. Each message costs both pages a task and an event however small it is, so fewer and
 * larger ones leave more of two busy renderers for the bytes; 64 KiB is the most any peer takes without saying so
 * (the SDP's max-message-size when it announces none, RFC 8841), where browsers announce 256 KiB or more.
 */
export const CHUNK_BYTES = 64 * 1024;

/**
 * The data channel's label, with the protocol's version: both sides name it, so a stray channel of another purpose,
 * or a page of another version, is never served (the recipient then takes the server's road).
 */
export const CHANNEL_LABEL = 'sharecode-files/2';

/** The recipient asks for a stored object by its id in the share's lookup and its path there. */
export interface GetMessage {
  type: 'get';
  fileId: number;
  /** The object's path as the lookup lists it: how the sender's page finds it among what it holds. */
  path: string;
  offset: number;
}

/**
 * The sender marks its bytes after every hashed block: a connection that breaks mid-file keeps the direct bytes up
 * to the last mark (checked against what the sender said of them) and continues from the server there. A mark
 * costs one small message, so marking often loses little on a break at almost no cost.
 */
export const MARK_BYTES = BLOCK_BYTES;

/** The sender is about to send `fileId`, `size` bytes in all. */
interface FileMessage {
  type: 'file';
  fileId: number;
  size: number;
}

/** `sha256`: the hex digest of the block ending at `offset`, all of whose bytes were sent before this. */
interface MarkMessage {
  type: 'mark';
  fileId: number;
  offset: number;
  sha256: string;
}

/** All of `fileId` was sent; `sha256` is the hex list digest of the whole stored object (hash-list.ts). */
interface EndMessage {
  type: 'end';
  fileId: number;
  sha256: string;
}

/** The sender cannot send `fileId` (it no longer has its bytes, or reading them failed). */
interface ErrorMessage {
  type: 'error';
  fileId: number;
}

export type ControlMessage = GetMessage | FileMessage | MarkMessage | EndMessage | ErrorMessage;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isDigest = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/** Reads a control message; null for anything that is not exactly one (a peer is never trusted to be well-formed). */
export function parseControlMessage(text: string): ControlMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const message = value as Record<string, unknown>;
  if (!isCount(message.fileId)) return null;
  const fileId = message.fileId;
  switch (message.type) {
    case 'get':
      return typeof message.path === 'string' && isCount(message.offset)
        ? { type: 'get', fileId, path: message.path, offset: message.offset }
        : null;
    case 'file':
      return isCount(message.size) ? { type: 'file', fileId, size: message.size } : null;
    case 'mark':
      return isCount(message.offset) && isDigest(message.sha256)
        ? { type: 'mark', fileId, offset: message.offset, sha256: message.sha256 }
        : null;
    case 'end':
      return isDigest(message.sha256) ? { type: 'end', fileId, sha256: message.sha256 } : null;
    case 'error':
      return { type: 'error', fileId };
    default:
      return null;
  }
}

export function encodeControlMessage(message: ControlMessage): string {
  return JSON.stringify(message);
}

/** The pieces of `bytes` as they go on the channel, each at most CHUNK_BYTES, none copied. */
export function* chunksOf(bytes: Uint8Array<ArrayBuffer>): Generator<Uint8Array<ArrayBuffer>> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
}
