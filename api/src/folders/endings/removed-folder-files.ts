import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../jobs/jobs.js';
import { FolderBytes } from '../folder-bytes.js';
import { FoldersRepository } from '../folders.repository.js';

const REMOVED_FOLDER_FILES_JOB = 'removed-share-files';

interface RemovedFolderFilesData {
  folderId: number;
}

/**
 * Deletes a removed share's stored bytes in a job of its own: an operator's removal takes the files off the
 * servers at once, not at the next cleanup run. Its rows stay until that run (the share is expired from its
 * removal), as an ended share's do, so its code keeps answering why it went until then; cleanup then leaves
 * its tombstone. Deleting bytes already gone is no error, and a share already deleted is nothing to do, so
 * the job may run twice.
 */
@Injectable()
export class RemovedFolderFiles implements OnModuleInit {
  private readonly logger = new Logger(RemovedFolderFiles.name);

  constructor(
    private readonly repository: FoldersRepository,
    private readonly bytes: FolderBytes,
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
    const [folder] = await this.repository.findWithoutFiles([folderId]);
    if (!folder) return 0;
    const files = await this.bytes.removeFiles(folder.id);
    // The objects stored beside its files, named by rows that stay until cleanup.
    const companions = await this.bytes.remove(folder.id, []);
    const removed = files.removed + companions.removed;
    const kept = files.kept + companions.kept;
    this.logger.log(
      `Removed share ${folder.code}: ${removed} stored file(s) deleted` +
        (kept > 0 ? `, ${kept} kept until their downloads end` : ''),
    );
    return removed;
  }
}
