/**
 * An end-to-end encrypted share sent straight from the picked files (the pages that upload without the
 * queue): sealed and sent by the same runner as a queued upload, so it takes one request or a resumable
 * upload as its size calls for, and answers the link with its key.
 */
import type { UploadedFolder, UploadEntry, UploadOptions } from '../api/folders';
import { DEFAULT_RETENTION } from '../sharing/share-expiry';
import { bytesInMemory } from '../upload-queue/upload-bytes';
import { queuedUploadOf } from '../upload-queue/enqueue-upload';
import { runUpload } from '../upload-queue/upload-runner';

export async function uploadEncrypted(
  entries: readonly UploadEntry[],
  options: UploadOptions,
): Promise<UploadedFolder> {
  const sources = entries.map((entry) => ({ path: entry.path, file: entry.file }));
  const settings = { retention: options.retention ?? DEFAULT_RETENTION, password: options.password, encrypted: true };
  const upload = await queuedUploadOf(sources, settings);
  return runUpload(upload, bytesInMemory(sources), { signal: options.signal, onProgress: options.onProgress });
}
