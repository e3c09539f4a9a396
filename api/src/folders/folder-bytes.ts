import { Injectable, Logger } from '@nestjs/common';
import { type BytesRemoval, StoredBytes } from '../active-downloads/stored-bytes.js';
import { JobPages } from '../jobs/job-pages.js';
import { StorageService } from '../storage/storage.service.js';
import { NO_STORED_OBJECT } from './direct-only/direct-only.js';
import type { FolderFile } from './folder-file.entity.js';
import { FolderSweepsRepository } from './folder-sweeps.repository.js';

/**
 * Objects another module stores for a share's files under keys of their own (their thumbnails): they go with the
 * share's bytes, and the orphan sweep leaves them be while they are named.
 */
export interface CompanionObjects {
  /** The keys of the objects stored for share `folderId`. */
  keysOf(folderId: number): Promise<string[]>;
  /** The keys of every such object of every share. */
  allKeys(): Promise<Set<string>>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Removes the bytes of a share that ended: its stored files (those a download is streaming later, see
 * StoredBytes), the objects stored beside them (CompanionObjects) and, for a share whose upload had not finished,
 * the partial objects of files still arriving.
 */
@Injectable()
export class FolderBytes {
  private readonly logger = new Logger(FolderBytes.name);
  private readonly companions: CompanionObjects[] = [];

  constructor(
    private readonly bytes: StoredBytes,
    private readonly storage: StorageService,
    private readonly repository: FolderSweepsRepository,
    private readonly pages: JobPages,
  ) {}

  /** Called by the module that stores such objects, as it starts. */
  addCompanions(companions: CompanionObjects): void {
    this.companions.push(companions);
  }

  /**
   * The keys of the objects stored beside share `folderId`'s files. Read before the share's rows are deleted: the
   * companions' rows go with them. Never rejects: objects it could not name are left to the orphan sweep.
   */
  async companionKeysOf(folderId: number): Promise<string[]> {
    const keys = await Promise.all(
      this.companions.map((companions) =>
        companions.keysOf(folderId).catch((error: unknown) => {
          this.logger.warn(
            `Objects stored beside share #${folderId}'s files are left to the orphan sweep: ${reasonOf(error)}`,
          );
          return [];
        }),
      ),
    );
    return keys.flat();
  }

  /**
   * Never rejects. A partial object that could not be deleted is left to the sweep of abandoned partial objects
   * (once its upload's record is gone); nothing can download one, so none waits for a download. `companionKeys`:
   * those read before the share's rows were deleted; otherwise they are read now. A share sent directly only has
   * nothing stored: its files name no object.
   */
  async remove(
    folderId: number,
    shared: ReadonlyArray<Pick<FolderFile, 'storageKey' | 'state'>>,
    companionKeys?: readonly string[],
  ): Promise<BytesRemoval> {
    const files = shared.filter((file) => file.storageKey !== NO_STORED_OBJECT);
    const partials = files.filter((file) => file.state === 'arriving').map((file) => file.storageKey);
    // A page at a time: a share announced with MAX_FILES_PER_SHARE files and left has that many.
    for (let start = 0; start < partials.length; start += this.pages.rows) {
      const page = partials.slice(start, start + this.pages.rows);
      await Promise.allSettled(page.map((key) => this.storage.deletePartial(key)));
    }
    return this.bytes.remove(
      [...files.map((file) => file.storageKey), ...(companionKeys ?? (await this.companionKeysOf(folderId)))],
      folderId,
    );
  }

  /**
   * Removes the bytes of share `folderId`'s files as remove() does, reading its files a page at a time (JobPages),
   * whatever it holds; not the objects stored beside them. Never rejects.
   */
  async removeFiles(folderId: number): Promise<BytesRemoval> {
    const total: BytesRemoval = { removed: 0, kept: 0 };
    const pages = this.pages.pages(
      '',
      (afterPath, limit) => this.repository.findStoredAfter(folderId, afterPath, limit),
      (file) => file.filepath,
    );
    for await (const files of pages) {
      const { removed, kept } = await this.remove(folderId, files, []);
      total.removed += removed;
      total.kept += kept;
    }
    return total;
  }

  /** Every key a share's rows name, its files' and their companions': what the orphan sweep must leave. */
  async referencedKeys(): Promise<Set<string>> {
    const referenced = await this.repository.findAllStorageKeys(this.pages.rows);
    for (const companions of this.companions) {
      for (const key of await companions.allKeys()) referenced.add(key);
    }
    return referenced;
  }
}
