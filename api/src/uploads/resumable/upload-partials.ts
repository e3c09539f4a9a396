import type { JobPages } from '../../jobs/job-pages.js';
import type { StorageService } from '../../storage/storage.service.js';
import type { ResumableUploadsRepository } from './resumable-uploads.repository.js';

/**
 * Deletes the partial object of every file of upload `id`, reading its files a page at a time (JobPages) in
 * byte-sequence order, so that an upload of MAX_FILES_PER_SHARE files is never held whole. Never rejects on a
 * deletion that failed: such an object is left to the sweep of abandoned partial objects, once the upload's rows
 * are gone.
 */
export async function deletePartialsInPages(
  repository: ResumableUploadsRepository,
  storage: StorageService,
  pages: JobPages,
  id: string,
): Promise<void> {
  const files = pages.pages(
    -1,
    (afterPosition, limit) => repository.findStorageKeysAfter(id, afterPosition, limit),
    (file) => file.position,
  );
  for await (const page of files) await Promise.allSettled(page.map((file) => storage.deletePartial(file.storageKey)));
}

/**
 * Deletes the partial objects of the upload's files once its target ended under a chunk: bytes it wrote after the
 * target's own removal deleted them would otherwise stay until the upload is forgotten. The files the upload's
 * bytes reached from its recorded offset `from` (files before it are stored objects) to `reached`, where the chunk
 * stopped (a file has a partial object only once bytes reached it), a page at a time.
 */
export async function discardWrittenPartials(
  repository: ResumableUploadsRepository,
  storage: StorageService,
  pages: JobPages,
  upload: { id: string; from: number; reached: number },
): Promise<void> {
  const files = pages.pages(
    -1,
    (afterPosition, limit) => repository.findPlacedEndingAfter(upload.id, upload.from, afterPosition, limit),
    (file) => file.position,
  );
  for await (const page of files) {
    const written = page.filter((file) => file.start < upload.reached);
    await Promise.allSettled(written.map((file) => storage.deletePartial(file.storageKey)));
    if (written.length < page.length) return;
  }
}
