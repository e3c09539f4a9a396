/**
 * One file for the recipient, by the direct road when it can be had: connect to the sender's page, receive the
 * stored object and check it; when the connection cannot be made in time the caller downloads from the server as
 * usual, and when it breaks mid-file the rest comes from the server here, joined and checked as a whole.
 */
import type { FileChannel } from './channel';
import { fallbackAfter, fetchRest, joined } from './fallback';
import { receiveFile } from './file-receiver';
import { sha256Hex } from './protocol';

/** Which road a download's bytes take: straight from the sender's device, or through the server. */
export type Road = 'direct' | 'server';

/** A stored object as the share's lookup lists it. */
export interface DirectFile {
  id: number;
  /** Its path in the lookup (an encrypted share's: the file id). */
  path: string;
  /** Its stored size (an encrypted share's: the ciphertext's). */
  size: number;
  /** Where the server serves it (with the share's grant). */
  url: string;
}

/** A connection to the sender's page, once its channel is open. */
export interface DirectSession {
  channel: FileChannel;
  close(): void;
}

export type Connect = (signal?: AbortSignal) => Promise<DirectSession | null>;

/** bytes: the whole object, checked; server: nothing usable came directly, download it from the server. */
export type DirectResult = { kind: 'bytes'; bytes: Uint8Array<ArrayBuffer>; road: Road } | { kind: 'server' };

/**
 * Files above this go through the server: a direct file is held in memory until it is whole and checked, and a
 * phone's tab is stopped well before a gigabyte.
 */
const DIRECT_MAX_BYTES = 512 * 1024 * 1024;
/** No bytes from the sender for this long counts as a broken connection. */
const STALL_MS = 10_000;

export interface ReceiveDirectlyOptions {
  connect: Connect;
  /** The road the bytes take, once it is known, and whenever it changes. */
  onRoad?: (road: Road) => void;
  onProgress?: (received: number, size: number) => void;
  /**
   * A file received wholly directly and checked (`bytes`: its size). One finished from the server is not: the
   * server counted its own part.
   */
  onReceived?: (fileId: number, bytes: number) => void;
  signal?: AbortSignal;
}

export async function receiveDirectly(file: DirectFile, options: ReceiveDirectlyOptions): Promise<DirectResult> {
  const { connect, onRoad, onProgress, onReceived, signal } = options;
  if (file.size > DIRECT_MAX_BYTES) return { kind: 'server' };
  const session = await connect(signal).catch(() => null);
  if (!session) return { kind: 'server' };
  try {
    const bytes = await receiveFile(
      session.channel,
      { fileId: file.id, path: file.path, size: file.size },
      {
        stallMs: STALL_MS,
        signal,
        onProgress: (received, size) => {
          if (received === 0) onRoad?.('direct');
          onProgress?.(received, size);
        },
      },
    );
    onReceived?.(file.id, bytes.length);
    return { kind: 'bytes', bytes, road: 'direct' };
  } catch (error) {
    const plan = fallbackAfter(error);
    if (plan.kind === 'restart' || signal?.aborted) return { kind: 'server' };
    onRoad?.('server');
    try {
      const whole = joined(plan.received, await fetchRest(file.url, plan.received.length, signal));
      if (whole.length !== plan.announced.size || (await sha256Hex(whole)) !== plan.announced.sha256)
        return { kind: 'server' };
      return { kind: 'bytes', bytes: whole, road: 'server' };
    } catch {
      return { kind: 'server' };
    }
  } finally {
    session.close();
  }
}
