/**
 * One file for the recipient, by the direct road when it can be had: connect to the sender's page, receive the
 * stored object into a file of its own (received-file.ts) and check it, against the sender's hash list and, when
 * the server holds a ready copy, against the server's digest; when the connection cannot be made in time, or the
 * bytes are not the server's, the caller downloads from the server as usual, and when it breaks mid-file the rest
 * comes from the server here, appended after the direct bytes the sender's marks vouch for.
 */
import type { FileChannel } from './channel';
import { probeOf, type GoOn } from './direct-probe';
import { fallbackAfter, fetchRest } from './fallback';
import { receiveFile } from './file-receiver';
import { openReceivedFile } from './received-file';
import { matchesServer } from './server-digest';
import { takeFromServer } from './server-first';

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
  /**
   * The SHA-256 (hex) of the copy the server holds, once ready there (the lookup's `sha256`): what comes directly
   * must be those bytes. Null or absent while the file is still arriving, and for a share sent directly only.
   */
  sha256?: string | null;
  /** Where the server streams it as it arrives (a plain share's file); absent where it cannot. */
  followUrl?: string;
}

/** A connection to the sender's page, once its channel is open. */
export interface DirectSession {
  /** The API's name for it: what a report of a file received through it gives. */
  sessionId: string;
  channel: FileChannel;
  close(): void;
}

export type Connect = (signal?: AbortSignal) => Promise<DirectSession | null>;

/**
 * file: the whole object, checked, to save, and `discard` to delete it once the browser no longer needs it;
 * server: nothing usable came directly, download it from the server.
 */
export type DirectResult = { kind: 'file'; file: Blob; road: Road; discard: () => Promise<void> } | { kind: 'server' };

/** No bytes from the sender for this long counts as a broken connection. */
const STALL_MS = 10_000;

export interface ReceiveDirectlyOptions {
  connect: Connect;
  /** The road the bytes take, once it is known, and whenever it changes. */
  onRoad?: (road: Road) => void;
  onProgress?: (received: number, size: number) => void;
  /**
   * A file received wholly directly and checked (`bytes`: its size), in the session named. One finished from the
   * server is not: the server counted its own part.
   */
  onReceived?: (receipt: { sessionId: string; fileId: number; bytes: number }) => void;
  /**
   * False for a share sent directly only: the server holds none of it, so a connection that breaks mid-file leaves
   * nothing to finish from there (the result is `server`: nothing usable came).
   */
  serverFallback?: boolean;
  /**
   * Asked, once the direct road's first PROBE_MS of bytes (or PROBE_BYTES) have come, whether to go on with it:
   * false stops it, and the result is `server` (the caller takes the server's road, which may be faster); null
   * (cannot tell yet) asks again every PROBE_AGAIN_MS, the bytes going on meanwhile.
   */
  goOn?: GoOn;
  /**
   * Bytes of a file still arriving that the server holds already: taken from there first (`followUrl`), at the
   * recipient's speed, and only the rest from the sender, so no byte comes both ways.
   */
  serverHolds?: number;
  signal?: AbortSignal;
}

export async function receiveDirectly(file: DirectFile, options: ReceiveDirectlyOptions): Promise<DirectResult> {
  const { connect, onRoad, onProgress, onReceived, goOn, serverHolds = 0, serverFallback = true } = options;
  const outer = options.signal;
  // No cap on the size: the bytes go to disk as they come, not to memory (received-file.ts).
  const session = await connect(outer).catch(() => null);
  if (!session) return { kind: 'server' };
  const into = await openReceivedFile().catch(() => null);
  if (!into) {
    session.close();
    return { kind: 'server' };
  }
  let kept = false;
  const stopped = new AbortController();
  outer?.addEventListener('abort', () => stopped.abort(), { once: true });
  const signal = stopped.signal;
  let outrun = false;
  const probe = probeOf(goOn, () => {
    outrun = true;
    stopped.abort();
  });
  const keep = (blob: Blob, road: Road): DirectResult => {
    kept = true;
    return { kind: 'file', file: blob, road, discard: () => into.discard() };
  };
  try {
    const already = await takeFromServer(file.followUrl, serverHolds, into, signal);
    const fromServer = already?.bytes ?? 0;
    let announced = false;
    await receiveFile(
      session.channel,
      { fileId: file.id, path: file.path, size: file.size },
      {
        into,
        already,
        stallMs: STALL_MS,
        signal,
        onProgress: (received, size) => {
          if (!announced) {
            announced = true;
            onRoad?.('direct');
          }
          onProgress?.(received, size);
          probe(received - fromServer, size - received);
        },
      },
    );
    const blob = await into.blob();
    // Not the server's copy: whatever the sender's page vouched for, the server's road brings the checked bytes.
    if (!(await matchesServer(blob, file.sha256))) return { kind: 'server' };
    onReceived?.({ sessionId: session.sessionId, fileId: file.id, bytes: blob.size });
    return keep(blob, 'direct');
  } catch (error) {
    const plan = fallbackAfter(error);
    if (plan.kind === 'restart' || outrun || signal.aborted || !serverFallback) return { kind: 'server' };
    onRoad?.('server');
    try {
      await into.truncate(plan.checked);
      await fetchRest(file.url, plan.checked, into, signal);
      if (into.length !== plan.size) return { kind: 'server' };
      const blob = await into.blob();
      return (await matchesServer(blob, file.sha256)) ? keep(blob, 'server') : { kind: 'server' };
    } catch {
      return { kind: 'server' };
    }
  } finally {
    session.close();
    if (!kept) void into.discard();
  }
}
