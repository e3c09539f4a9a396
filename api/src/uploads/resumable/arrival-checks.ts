import { ApiException } from '../../errors/api-exception.js';
import { Injectable, Logger } from '@nestjs/common';
import { BlockedFilesService } from '../../blocked-files/blocked-files.service.js';
import { FolderArrivals } from '../../arrivals/folder-arrivals.js';
import { FolderEndings } from '../../folders/endings/folder-endings.js';
import { RemovedFolderFiles } from '../../folders/endings/removed-folder-files.js';
import type { Folder } from '../../folders/folder.entity.js';
import { ScanningService } from '../../scanning/scanning.service.js';
import { StorageService, StoredObjectNotFoundError } from '../../storage/storage.service.js';
import { ThumbnailsService } from '../../thumbnails/thumbnails.service.js';
import { blockedFileMessage } from '../uploads.service.js';
import { storedSha256 } from './stored-digest.js';
import type { ArrivedFile } from './upload-file.js';

/**
 * The checks a file passes once every byte of it has arrived, before anyone may download it: the same as a plain
 * upload's, file by file. Its partial object becomes a stored object, its SHA-256 is known (computed as its bytes
 * passed, or read back when they came over several chunks) and looked up in the block list; then it opens, or
 * waits for its malware scan (CLAMAV_HOST, unencrypted shares).
 *
 * A file on the block list ends the whole share as its removal by Sharecode (`removed`, the file named in the
 * statement its sender reads), its bytes all deleted: the share had opened while it arrived, so recipients learn
 * why it went, and the upload stops (422 now, 410 afterwards).
 */
@Injectable()
export class ArrivalChecks {
  private readonly logger = new Logger(ArrivalChecks.name);

  constructor(
    private readonly storage: StorageService,
    private readonly blockedFiles: BlockedFilesService,
    private readonly scanning: ScanningService,
    private readonly arrivals: FolderArrivals,
    private readonly endings: FolderEndings,
    private readonly removedFiles: RemovedFolderFiles,
    private readonly thumbnails: ThumbnailsService,
  ) {}

  /**
   * Checks files of `share` whose bytes are all stored. `recovering`: an earlier request may have stored some of
   * them already before it stopped (a crash, a storage outage), so each is looked for first.
   */
  async check(share: Folder, files: readonly ArrivedFile[], recovering = false): Promise<void> {
    if (files.length === 0) return;
    const digests: string[] = [];
    for (const file of files) {
      await this.store(file, recovering);
      digests.push(file.sha256 ?? (await storedSha256(this.storage, file.storageKey)));
    }
    const blocked = await this.blockedFiles.blockedAmong(digests);
    const first = files.findIndex((_file, index) => blocked.has(digests[index]));
    if (first !== -1) await this.refuse(share, files[first].filepath);
    const state = this.scanning.arrivedFileState(share.encrypted);
    await this.arrivals.recordChecked(
      share,
      files.map((file, index) => ({ id: file.fileId, sha256: digests[index], state })),
    );
    if (state === 'scanning')
      await this.scanning.scan(
        share.id,
        files.map((file) => file.fileId),
      );
    else
      await this.thumbnails.request(
        share,
        files.map((file) => ({ id: file.fileId, filepath: file.filepath, filesize: file.filesize })),
      );
  }

  /** Turns a file's partial object into its stored object (once: a recovered one may be stored already). */
  private async store(file: ArrivedFile, recovering: boolean): Promise<void> {
    if (file.storedWhole) return;
    if (recovering && (await this.storedSize(file.storageKey)) === file.filesize) {
      // Pieces a completion left behind before it stopped; the stored object is whole.
      await this.storage.deletePartial(file.storageKey);
      return;
    }
    const stored = await this.storage.completePartial(file.storageKey);
    if (stored.size !== file.filesize) {
      // Its bytes went meanwhile (the share ended under the check): nothing of it is handed out, or kept.
      await this.storage.delete(stored.key);
      throw new ApiException(
        'upload_incomplete_on_disk',
        `Stored ${stored.size} bytes of ${file.filepath}, expected ${file.filesize}.`,
        { params: { path: file.filepath, stored: stored.size, filesize: file.filesize } },
      );
    }
  }

  private async storedSize(key: string): Promise<number | undefined> {
    try {
      return await this.storage.size(key);
    } catch (error) {
      if (error instanceof StoredObjectNotFoundError) return undefined;
      throw error;
    }
  }

  /** Ends the share for a file on the block list, deletes its bytes, and refuses the upload (422). */
  private async refuse(share: Folder, filepath: string): Promise<never> {
    const message = blockedFileMessage(filepath);
    await this.endings.record(share, 'removed', { category: 'other', reasons: message });
    await this.removedFiles.enqueue(share.id);
    this.logger.warn(`Share ${share.code} removed while arriving: "${filepath}" is on the block list`);
    throw new ApiException('blocked_file', message, { params: { path: filepath } });
  }
}
