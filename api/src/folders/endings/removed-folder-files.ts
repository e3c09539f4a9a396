import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { StoredBytes } from '../../active-downloads/stored-bytes.js';
import { Jobs } from '../../jobs/jobs.js';
import { FoldersRepository } from '../folders.repository.js';
import { FoldersService } from '../folders.service.js';

const REMOVED_FOLDER_FILES_JOB = 'removed-share-files';

interface RemovedFolderFilesData {
  folderId: number;
}

/**
 * Deletes a removed share's stored bytes, then its rows (leaving its tombstone), in a job of its own rather than
 * at the next cleanup run: an operator's removal should take the files off the servers at once. Bytes first, so
 * a run cut off midway leaves rows that the next run (or cleanup) finishes, not bytes nothing points at. A
 * share already deleted is nothing to do, so the job may run twice.
 */
@Injectable()
export class RemovedFolderFiles implements OnModuleInit {
  private readonly logger = new Logger(RemovedFolderFiles.name);

  constructor(
    private readonly repository: FoldersRepository,
    private readonly folders: FoldersService,
    private readonly bytes: StoredBytes,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.define<RemovedFolderFilesData>({
      name: REMOVED_FOLDER_FILES_JOB,
      run: ({ folderId }) => this.run(folderId),
    });
  }

  /** Queues the deletion of share `folderId`'s files (on a worker with REDIS_URL, in this process without). */
  enqueue(folderId: number): Promise<void> {
    return this.jobs.enqueue<RemovedFolderFilesData>(REMOVED_FOLDER_FILES_JOB, { folderId });
  }

  /** Resolves how many stored files went now (bytes a download is streaming wait for a cleanup run). */
  async run(folderId: number): Promise<number> {
    const folder = await this.repository.findById(folderId);
    if (!folder) return 0;
    const { removed } = await this.bytes.remove(
      folder.files.map((file) => file.storageKey),
      folder.id,
    );
    await this.folders.remove([folder]);
    this.logger.log(`Removed share ${folder.code}: ${removed} stored file(s) deleted`);
    return removed;
  }
}
