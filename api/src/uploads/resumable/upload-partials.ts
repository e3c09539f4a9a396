import type { StorageService } from '../../storage/storage.service.js';
import type { ResumableUploadsRepository } from './resumable-uploads.repository.js';

/**
 * Deletes the partial object of every file of upload `id`, reading its files `pageRows` at a time in byte-sequence
 * order, so that an upload of MAX_FILES_PER_SHARE files is never held whole. Never rejects on a deletion that
 * failed: such an object is left to the sweep of abandoned partial objects, once the upload's rows are gone.
 */
export async function deletePartialsInPages(
  repository: ResumableUploadsRepository,
  storage: StorageService,
  id: string,
  pageRows: number,
): Promise<void> {
  for (let afterPosition = -1; ;) {
    const files = await repository.findStorageKeysAfter(id, afterPosition, pageRows);
    await Promise.allSettled(files.map((file) => storage.deletePartial(file.storageKey)));
    if (files.length < pageRows) return;
    afterPosition = files[files.length - 1].position;
  }
}
