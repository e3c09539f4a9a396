import { Injectable } from '@nestjs/common';
import { type BytesRemoval, StoredBytes } from '../active-downloads/stored-bytes.js';
import { StorageService } from '../storage/storage.service.js';
import type { FolderFile } from './folder-file.entity.js';

/**
 * Removes the bytes of a share that ended: its stored files (those a download is streaming later, see
 * StoredBytes) and, for a share whose upload had not finished, the partial objects of files still arriving.
 */
@Injectable()
export class FolderBytes {
  constructor(
    private readonly bytes: StoredBytes,
    private readonly storage: StorageService,
  ) {}

  /**
   * Never rejects. A partial object that could not be deleted is left to the sweep of abandoned partial objects
   * (once its upload's record is gone); nothing can download one, so none waits for a download.
   */
  async remove(
    folderId: number,
    files: ReadonlyArray<Pick<FolderFile, 'storageKey' | 'state'>>,
  ): Promise<BytesRemoval> {
    const partials = files.filter((file) => file.state === 'arriving').map((file) => file.storageKey);
    await Promise.allSettled(partials.map((key) => this.storage.deletePartial(key)));
    return this.bytes.remove(
      files.map((file) => file.storageKey),
      folderId,
    );
  }
}
