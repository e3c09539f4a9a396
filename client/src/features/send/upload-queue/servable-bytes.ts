/**
 * The bytes of the shares this page made from picked files, for as long as the page stays open, so that a
 * recipient's device can get them straight from this one (features/live/direct). The picked Files are references
 * to the files on disk, so holding them past the upload costs no memory. Every object is offered exactly as the
 * server stores it: a plain file as picked, an end-to-end encrypted one as the ciphertext the upload sent (its
 * records re-encrypt deterministically, sealed-upload.ts), and its sealed manifest. A reload forgets them all.
 */
import type { QueuedUpload } from '../../../lib/platform/app-database';
import { bytesInMemory } from './upload-bytes';
import type { UploadSource } from './upload-queue';

/** One stored object of a share, readable from this page. */
export interface ServableObject {
  /** Its path in the share as the server lists it (an encrypted share's: the file id, or `manifest`). */
  path: string;
  size: number;
  /** Bytes `start` to `end` (exclusive) of the object. */
  read(start: number, end: number): Promise<Blob>;
}

interface Held {
  upload: QueuedUpload;
  entries: readonly UploadSource[];
  objects?: Promise<ServableObject[]>;
}

const held = new Map<string, Held>();

/** Remembers the picked files of `upload` (their order is the upload's). */
export function holdServableBytes(upload: QueuedUpload, entries: readonly UploadSource[]): void {
  held.set(upload.id, { upload, entries });
}

/** Forgets an upload's files (it was cancelled or dismissed: its share ended). */
export function releaseServableBytes(uploadId: string): void {
  held.delete(uploadId);
}

/** The objects laid end to end in `bytes`, as `files` lists them. */
function objectsOf(
  files: readonly { path: string; size: number }[],
  read: (start: number, end: number) => Blob | Promise<Blob>,
): ServableObject[] {
  let offset = 0;
  return files.map((file) => {
    const start = offset;
    offset += file.size;
    return { path: file.path, size: file.size, read: async (from, to) => read(start + from, start + to) };
  });
}

async function servableObjects({ upload, entries }: Held): Promise<ServableObject[]> {
  const plain = bytesInMemory(entries);
  if (!upload.encryption) return objectsOf(upload.files, (start, end) => plain.slice(start, end));
  // The cryptography loads only for an encrypted share, as the upload itself loads it.
  const { sealedUpload } = await import('./sealed-upload');
  const sealed = await sealedUpload(upload, plain);
  return objectsOf(sealed.upload.files, (start, end) => sealed.bytes.slice(start, end));
}

/** The stored objects of the share made by upload `uploadId`, when this page still holds its files. */
export function servableObjectsOf(uploadId: string): Promise<ServableObject[]> | undefined {
  const entry = held.get(uploadId);
  if (!entry) return undefined;
  entry.objects ??= servableObjects(entry);
  return entry.objects;
}
