/**
 * The app's IndexedDB database, shared by the pages and the service worker: uploads waiting to be sent,
 * the shares made from this device, and files handed over by the share sheet.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ShareResult } from './api/shares';
import type { Retention } from './share-expiry';

export const DATABASE_NAME = 'sharecode';
const DATABASE_VERSION = 1;

/** One file of a queued upload: its bytes as a Blob (a File when picked), under its relative path. */
export interface QueuedFile {
  path: string;
  blob: Blob;
}

/** A share pressed while offline, or cut off: everything needed to send it again, even after a restart. */
export interface QueuedUpload {
  id: string;
  createdAt: number;
  retention: Retention;
  files: QueuedFile[];
  totalBytes: number;
  /** `failed`: the server refused it for good (`error` says why); it waits for the person to remove it. */
  status: 'queued' | 'failed';
  error?: string;
  /** The resumable upload on the server, once started: resuming asks it how far the bytes got. */
  sessionId?: string;
}

/** A share made from this device, kept for the "Recent shares" list. */
export interface RecentShare extends ShareResult {
  id: string;
  sharedAt: number;
  /** false until a page has shown its result (it may complete in the service worker, with no page open). */
  announced: boolean;
}

/** Files another app shared into Sharecode (the manifest's share_target), waiting for the upload page. */
export interface SharedFiles {
  id: string;
  receivedAt: number;
  files: File[];
}

interface AppSchema extends DBSchema {
  uploads: { key: string; value: QueuedUpload };
  'recent-shares': { key: string; value: RecentShare };
  'shared-files': { key: string; value: SharedFiles };
}

export type AppDatabase = IDBPDatabase<AppSchema>;

let opening: Promise<AppDatabase> | undefined;

/** The database, opened once per page or worker. */
export function openAppDatabase(): Promise<AppDatabase> {
  opening ??= openDB<AppSchema>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database) {
      database.createObjectStore('uploads', { keyPath: 'id' });
      database.createObjectStore('recent-shares', { keyPath: 'id' });
      database.createObjectStore('shared-files', { keyPath: 'id' });
    },
    // Another tab upgraded the schema: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  });
  opening.catch(() => (opening = undefined));
  return opening;
}

/** Drops the cached connection (tests delete the database between cases). */
export async function closeAppDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) (await current.catch(() => undefined))?.close();
}
