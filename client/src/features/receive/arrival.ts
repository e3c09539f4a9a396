/**
 * A share whose files are still arriving, as its recipient's page holds it (docs/instant-share.md): the lookup
 * gives the whole tree with each file's state, and every poll of its progress says which files are not ready
 * yet; a file a poll no longer lists is ready. Pure: the polling is progress-poll.ts, the React side use-arrival.ts.
 */
import type { FolderProgress, RetrievedFile, RetrievedFolder } from '../../lib/api/folders';

/** `arriving`: bytes still coming; `checking`: all here, being checked; `ready`: it can be downloaded. */
type ArrivalStatus = 'arriving' | 'checking' | 'ready';

export interface FileArrival {
  status: ArrivalStatus;
  /** Bytes of it that have arrived (its size once arrived). */
  receivedBytes: number;
}

export interface Arrival {
  /** The share as a whole: `ready` once every file can be downloaded, and nothing changes any more. */
  status: ArrivalStatus;
  receivedBytes: number;
  totalBytes: number;
  /** The files that are not ready yet, by id; any other file is ready. */
  pending: ReadonlyMap<number, FileArrival>;
  /** When the share ends, as the last poll said (none before the first: the lookup's holds); it moves on arrival. */
  expiresAt?: string;
  /** While arriving: when bytes last came, as the last poll said; unknown before the first. */
  lastReceivedAt?: string | null;
}

/** A file of the tree: its id and size are all the arrival needs of it. */
export type ArrivingFile = Pick<RetrievedFile, 'id' | 'filesize'>;

const READY: Omit<Arrival, 'receivedBytes' | 'totalBytes'> = { status: 'ready', pending: new Map() };

/**
 * The arrival a lookup answered. A folder without arrival fields (a user-entered address's JSON, a share from an
 * API before instant shares) is ready.
 */
export function arrivalOf(folder: Pick<RetrievedFolder, 'files'> & Partial<RetrievedFolder>): Arrival {
  const totalBytes = folder.totalBytes ?? folder.files.reduce((sum, file) => sum + (file.filesize ?? 0), 0);
  if (!folder.status || folder.status === 'ready') return { ...READY, receivedBytes: totalBytes, totalBytes };
  const pending = new Map<number, FileArrival>();
  for (const file of folder.files) {
    if (file.status && file.status !== 'ready')
      pending.set(file.id, { status: file.status, receivedBytes: file.receivedBytes ?? 0 });
  }
  return { status: folder.status, receivedBytes: folder.receivedBytes ?? 0, totalBytes, pending };
}

/** The arrival after a poll's answer: its list of files not ready replaces the last one. */
export function withProgress(arrival: Arrival, progress: FolderProgress): Arrival {
  const pending = new Map<number, FileArrival>();
  for (const file of progress.files) pending.set(file.id, { status: file.status, receivedBytes: file.receivedBytes });
  return {
    status: progress.status,
    receivedBytes: progress.receivedBytes,
    totalBytes: progress.totalBytes || arrival.totalBytes,
    pending: progress.status === 'ready' ? new Map() : pending,
    expiresAt: progress.expiresAt,
    lastReceivedAt: progress.lastReceivedAt,
  };
}

/** How one file of the share stands. */
export function fileArrival(arrival: Arrival, file: ArrivingFile): FileArrival {
  return arrival.pending.get(file.id) ?? { status: 'ready', receivedBytes: file.filesize };
}

export function isReady(arrival: Arrival, file: ArrivingFile): boolean {
  return !arrival.pending.has(file.id);
}

/** The files among `files` that cannot be downloaded yet, in their order. */
export function notReady<T extends ArrivingFile>(arrival: Arrival, files: readonly T[]): T[] {
  return arrival.pending.size === 0 ? [] : files.filter((file) => arrival.pending.has(file.id));
}

/** How many of `files` can be downloaded now. */
export function readyCount(arrival: Arrival, files: readonly ArrivingFile[]): number {
  return files.length - notReady(arrival, files).length;
}
