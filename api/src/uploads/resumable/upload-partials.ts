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
