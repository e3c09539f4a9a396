/**
 * What the two pages say to each other over the data channel. The recipient asks for one file at a time
 * (`get`); the sender announces it (`file`: its size and the SHA-256 of the whole stored object), sends its bytes
 * from the offset asked for as binary messages, and ends it (`end`), or refuses (`error`). Control messages are
 * JSON text, bytes are binary, so the two never need telling apart by content.
 */

/** Bytes per binary message: what every browser's SCTP stack passes without splitting or refusing it. */
export const CHUNK_BYTES = 16 * 1024;

/** The data channel's label; both sides name it, so a stray channel of another purpose is never served. */
export const CHANNEL_LABEL = 'sharecode-files';

/** The recipient asks for a stored object by its id in the share's lookup and its path there. */
export interface GetMessage {
  type: 'get';
  fileId: number;
  /** The object's path as the lookup lists it: how the sender's page finds it among what it holds. */
  path: string;
  offset: number;
}

/** The sender is about to send `fileId`; `sha256` is the hex digest of the whole stored object. */
interface FileMessage {
  type: 'file';
  fileId: number;
  size: number;
  sha256: string;
}

interface EndMessage {
  type: 'end';
  fileId: number;
}

/** The sender cannot send `fileId` (it no longer has its bytes, or reading them failed). */
interface ErrorMessage {
  type: 'error';
  fileId: number;
}

export type ControlMessage = GetMessage | FileMessage | EndMessage | ErrorMessage;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

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
      return isCount(message.size) && typeof message.sha256 === 'string' && /^[0-9a-f]{64}$/.test(message.sha256)
        ? { type: 'file', fileId, size: message.size, sha256: message.sha256 }
        : null;
    case 'end':
    case 'error':
      return { type: message.type, fileId };
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

/** Hex SHA-256 of `bytes`. */
export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
