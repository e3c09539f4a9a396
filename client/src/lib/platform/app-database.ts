/**
 * The app's IndexedDB database, shared by the pages and the service worker: uploads waiting to be sent and
 * the bytes kept for them, the shares made from this device, and files handed over by the share sheet.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { UploadedFolder } from '../api/folders';
import type { Retention } from '../sharing/share-expiry';

export const DATABASE_NAME = 'sharecode';
const DATABASE_VERSION = 2;

/** One file of a queued upload: where it goes in the share, and what it holds. */
interface QueuedFile {
  path: string;
  size: number;
  /** The media type it was picked with (a multipart part carries it). */
  type: string;
}

/**
 * A share pressed on this device whose files have not all been sent yet: everything needed to send them again,
 * even after a restart. Its bytes are kept apart, in `upload-bytes`.
 */
export interface QueuedUpload {
  id: string;
  createdAt: number;
  retention: Retention;
  /**
   * The share's password, if the sender chose one: needed until the server has it (it keeps only a hash),
   * and dropped from this record once the upload is announced (the share then exists, password and all).
   */
  password?: string;
  files: QueuedFile[];
  totalBytes: number;
  /** `failed`: the server refused it for good (`error` says why); it waits for the person to remove it. */
  status: 'queued' | 'failed';
  error?: string;
  /** The resumable upload on the server, once started: resuming asks it how far the bytes got. */
  sessionId?: string;
  /** Set for an end-to-end encrypted share: `files` stay the plaintext, sealed as they are sent. */
  encryption?: QueuedEncryption;
  /**
   * Sent directly only: the server takes none of its bytes, so they are never kept on the device either; only the
   * page that picked the files can announce it, and then serve them (features/live/direct).
   */
  directOnly?: true;
  /**
   * The share the server made when the upload was announced (its code, link, QR and management key, as the
   * sender sees it): it exists from then on, and every later attempt sends its bytes to it; none makes another.
   */
  share?: UploadedFolder & { encrypted?: boolean };
  /**
   * Set for an answer to a file request: announced to the request (POST /api/file-requests/{link}/answers) rather
   * than as a share, so it makes no share and joins no recent shares; always end-to-end encrypted (`encryption`).
   * Its bytes then go as a share's do. `retention` is unused: the request's own decides how long answers stay.
   */
  target?: QueuedAnswerTarget;
}

/** Where an answer to a file request goes, and what lets it in (docs/design/file-requests.md §1.4). */
export interface QueuedAnswerTarget {
  kind: 'answer';
  /** The request's link reference, `{code}-{linkKey}` (no key: that stays in the uploader's page). */
  requestLink: string;
  /** The answer's id, 22 base64url characters, bound into `wrappedKey`. */
  answerId: string;
  /** The answer's share key wrapped to the requester, base64url (81 bytes). */
  wrappedKey: string;
  /** The request's upload token, base64url (16 bytes). */
  uploadToken: string;
}

/** What an end-to-end encrypted upload needs to send the same ciphertext on every attempt (docs/encryption.md). */
export interface QueuedEncryption {
  /** The share key as the link spells it after `#`; it leaves this device only in the link. */
  shareKey: string;
  /** Each file's id in the manifest, in the order of `files`: its object's name on the server. */
  fileIds: string[];
  /** The sealed manifest; its nonce is random, so it is sealed once and kept. */
  manifest: Blob;
  /** The thumbnail pack the manifest announces, sent after the files (features/send/upload-queue/thumbnail-pack.ts). */
  thumbnails?: QueuedThumbnails;
}

/** An encrypted upload's thumbnail pack: its id and layout, and its plaintext once made. */
export interface QueuedThumbnails {
  /** The pack's file id in the manifest (its key is derived from it); stored as the object `thumbnails`. */
  id: string;
  slot: number;
  /** The positions in `files` of the files whose thumbnails the slots hold, in slot order. */
  files: number[];
  /**
   * The pack's plaintext, kept once made and never changed afterwards: a file id must never encrypt two
   * different plaintexts, and an attempt that resumes re-encrypts records of it.
   */
  pack?: Blob;
}

/**
 * A run of a queued upload's bytes: from `start` of its files laid end to end, as many bytes as `blob` holds.
 * Pieces are kept from the end of the upload backwards (see upload-queue/keep-bytes.ts).
 */
interface KeptPiece {
  uploadId: string;
  start: number;
  blob: Blob;
}

/**
 * A share made from this device, kept for the "Recent shares" list from the moment the server made it (its
 * upload announced); while its files are still being sent, its queued upload (same `id`) is in `uploads` too.
 */
export interface RecentShare extends UploadedFolder {
  id: string;
  sharedAt: number;
  /** false until a page has shown its result (it may complete in the service worker, with no page open). */
  announced: boolean;
  /** End-to-end encrypted: `folderUrl` carries the key after `#`, and `files` the names only this device knows. */
  encrypted?: boolean;
}

/** Files another app shared into Sharecode (the manifest's share_target), waiting for the upload page. */
interface SharedFiles {
  id: string;
  receivedAt: number;
  files: File[];
}

interface AppSchema extends DBSchema {
  uploads: { key: string; value: QueuedUpload };
  'upload-bytes': { key: [string, number]; value: KeptPiece };
  'recent-shares': { key: string; value: RecentShare };
  'shared-files': { key: string; value: SharedFiles };
}

export type AppDatabase = IDBPDatabase<AppSchema>;

/** Version 1 kept each file's Blob inside its queued upload. */
interface LegacyQueuedUpload extends Omit<QueuedUpload, 'files'> {
  files: { path: string; blob: Blob }[];
}

/** Moves version 1's queued uploads to the current shape: their Blobs become one piece of bytes. */
async function upgradeQueuedUploads(
  transaction: IDBPTransaction<AppSchema, StoreNames<AppSchema>[], 'versionchange'>,
): Promise<void> {
  const uploads = transaction.objectStore('uploads');
  const pieces = transaction.objectStore('upload-bytes');
  for (const old of (await uploads.getAll()) as unknown as LegacyQueuedUpload[]) {
    const blobs = old.files.map((file) => file.blob);
    const files = old.files.map((file) => ({ path: file.path, size: file.blob.size, type: file.blob.type }));
    await uploads.put({ ...old, files });
    await pieces.put({ uploadId: old.id, start: 0, blob: new Blob(blobs) });
  }
}

let opening: Promise<AppDatabase> | undefined;

/** The database, opened once per page or worker. */
export function openAppDatabase(): Promise<AppDatabase> {
  opening ??= openDB<AppSchema>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore('uploads', { keyPath: 'id' });
        database.createObjectStore('recent-shares', { keyPath: 'id' });
        database.createObjectStore('shared-files', { keyPath: 'id' });
      }
      if (oldVersion < 2) {
        database.createObjectStore('upload-bytes', { keyPath: ['uploadId', 'start'] });
        // Its requests keep the upgrade transaction open until they are done; a failed one aborts it.
        if (oldVersion >= 1) void upgradeQueuedUploads(transaction);
      }
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
