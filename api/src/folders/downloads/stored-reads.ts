import { Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { type ByteRange, StorageService, StoredObjectNotFoundError } from '../../storage/storage.service.js';
import { FolderGoneException } from '../endings/folder-gone.exception.js';
import type { FolderFile } from '../folder-file.entity.js';
import type { Folder } from '../folder.entity.js';
import { DownloadCutOff } from './delivery.js';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * Opening a share's stored files for a download, and saying why one was cut off: what file downloads and ZIPs
 * share. The log names the share's code and the storage key, never the link's key.
 */
@Injectable()
export class StoredReads {
  private readonly logger = new Logger(StoredReads.name);

  constructor(private readonly storage: StorageService) {}

  /** Opens a stored file before anything is sent: a missing one is a 410, storage down a 503. */
  async open(folder: Folder, file: Pick<FolderFile, 'storageKey'>, range?: ByteRange): Promise<Readable> {
    try {
      return await this.storage.read(file.storageKey, range);
    } catch (error) {
      if (!(error instanceof StoredObjectNotFoundError)) throw error;
      // Usually the share ended (every file downloaded) or was cleaned up between lookup and read.
      this.logger.warn(
        `Download of share ${folder.code} refused: stored file ${file.storageKey} is missing; answered 410`,
      );
      throw new FolderGoneException(folder.endedReason ?? 'expired', folder.removalCategory);
    }
  }

  /** Reads a range of a stored object once the download is under way (a ZIP's later entries). */
  read(key: string, range?: ByteRange): Promise<Readable> {
    return this.storage.read(key, range);
  }

  logCutOff(what: 'Download' | 'ZIP', folder: Folder, key: string, error: unknown): void {
    if (error instanceof DownloadCutOff) {
      this.logger.warn(`${what} of share ${folder.code} cut off: ${error.message}`);
      return;
    }
    this.logger.error(
      `${what} of share ${folder.code} cut off: stored file ${key} could not be read (${reasonOf(error)})`,
    );
  }
}
