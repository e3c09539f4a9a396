import { Injectable, Logger } from '@nestjs/common';
import { StorageService } from '../storage/storage.service.js';
import { ActiveDownloads } from './active-downloads.js';

/**
 * Deletions in flight at once: a share's MAX_FILES_PER_SHARE files are deleted in turns, rather than as that many
 * requests (each an S3 call with its own buffers) at the same time.
 */
const DELETES_AT_ONCE = 1000;

export interface BytesRemoval {
  /** Objects deleted now. */
  removed: number;
  /** Objects left for a later cleanup run: being downloaded, or their deletion failed. */
  kept: number;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * Deletes the stored objects of folders whose share ended. An object a download is still streaming is not deleted
 * under it: it is remembered and deleted by a later cleanup run, once that download is over; so is one whose
 * deletion failed (storage briefly away), rather than being left behind for good once its rows are gone.
 *
 * What is remembered lives in this process: after a restart, the orphan sweep finds those objects instead
 * (no row points at them any more).
 */
@Injectable()
export class StoredBytes {
  private readonly logger = new Logger(StoredBytes.name);
  /** Keys left for later, with the share they belonged to (when known), whose downloads they wait for. */
  private readonly pending = new Map<string, number | undefined>();

  constructor(
    private readonly storage: StorageService,
    private readonly downloads: ActiveDownloads,
  ) {}

  /**
   * Deletes these objects (of share `folderId`, when they belong to one) now, or later for those being
   * streamed here or, for a share, by any instance. Never rejects.
   */
  async remove(keys: readonly string[], folderId?: number): Promise<BytesRemoval> {
    if (folderId !== undefined && (await this.streamedAnywhere(folderId))) {
      for (const key of keys) this.pending.set(key, folderId);
      return { removed: 0, kept: keys.length };
    }
    let kept = 0;
    const deletable: string[] = [];
    for (const key of keys) {
      if (this.downloads.isKeyStreaming(key)) {
        this.pending.set(key, folderId);
        kept++;
      } else {
        deletable.push(key);
      }
    }
    const failed = await this.deleteAll(deletable, folderId);
    return { removed: deletable.length - failed, kept: kept + failed };
  }

  /** Deletes the objects left for later whose downloads have ended; resolves how many went. Never rejects. */
  async removePending(): Promise<number> {
    const due: Array<[string, number | undefined]> = [];
    for (const [key, folderId] of this.pending) {
      if (this.downloads.isKeyStreaming(key)) continue;
      if (folderId !== undefined && (await this.streamedAnywhere(folderId))) continue;
      due.push([key, folderId]);
    }
    for (const [key] of due) this.pending.delete(key);
    const failures = await Promise.all(due.map(([key, folderId]) => this.deleteAll([key], folderId)));
    return due.length - failures.reduce((sum, failed) => sum + failed, 0);
  }

  /** Whether another instance may be streaming the share; when that cannot be told (Redis away), assume so. */
  private async streamedAnywhere(folderId: number): Promise<boolean> {
    return this.downloads.isFolderStreamingAnywhere(folderId).catch(() => true);
  }

  /**
   * Deletes every key, DELETES_AT_ONCE at a time, remembering the ones that failed for the next run; resolves how
   * many failed.
   */
  private async deleteAll(keys: readonly string[], folderId: number | undefined): Promise<number> {
    let failed = 0;
    let reason = '';
    for (let start = 0; start < keys.length; start += DELETES_AT_ONCE) {
      const slice = keys.slice(start, start + DELETES_AT_ONCE);
      const results = await Promise.allSettled(slice.map((key) => this.storage.delete(key)));
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') return;
        this.pending.set(slice[index], folderId);
        failed++;
        reason = reasonOf(result.reason);
      });
    }
    if (failed > 0) {
      this.logger.warn(`Could not remove ${failed} stored file(s) (${reason}); the next cleanup run tries again`);
    }
    return failed;
  }
}
