import { ApiException } from '../errors/api-exception.js';
import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { RemovedFolderFiles } from '../folders/endings/removed-folder-files.js';
import type { RemovalCategory } from '../folders/endings/ending.js';
import { FoldersRepository } from '../folders/folders.repository.js';
import type { Operator } from '../http/operator-access/current-operator.decorator.js';
import { OperatorFolders } from '../operators/console/operator-folders.js';
import type { OperatorFolderDto } from '../operators/dto/operator-folder.dto.js';
import { ReportsService } from '../reports/reports.service.js';

const UNKNOWN_FOLDER_MESSAGE = 'No share has this id (or it was deleted after it ended).';

interface Takedown {
  category: RemovalCategory;
  reasons: string;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * Operators taking a share down (docs/moderation.md): audited, then recorded on the share (recipients get 410
 * `removed` at once, every instance within a second; its sender reads the statement of reasons), its open
 * reports decided, and its files deleted by a job.
 */
@Injectable()
export class TakedownsService {
  private readonly logger = new Logger(TakedownsService.name);

  constructor(
    private readonly folders: FoldersRepository,
    private readonly endings: FolderEndings,
    private readonly removedFiles: RemovedFolderFiles,
    private readonly audit: AuditService,
    private readonly reports: ReportsService,
    private readonly console: OperatorFolders,
  ) {}

  /**
   * Takes share `folderId` down. Taking down a share already removed changes nothing and writes no entry (its
   * files' deletion is queued again, in case it was not the first time). 404 for a share already deleted.
   * Resolves the share as the operator console shows it.
   */
  async takeDown(folderId: number, { category, reasons }: Takedown, operator: Operator): Promise<OperatorFolderDto> {
    const folder = await this.folders.findById(folderId);
    if (!folder) throw new ApiException('unknown_share_id', UNKNOWN_FOLDER_MESSAGE);
    if (folder.endedReason !== 'removed') {
      // Logged before it takes effect: an action that then fails is on record, one that succeeded always is.
      await this.audit.record({
        actor: operator.email,
        action: 'folder.takedown',
        targetType: 'folder',
        targetId: folder.id,
        reason: reasons,
        details: { category, code: folder.code },
      });
      await this.endings.record(folder, 'removed', { category, reasons });
      const actioned = await this.reports.markActioned({ folderId: folder.id }, reasons);
      this.logger.log(`Share ${folder.code} taken down (${category}); ${actioned} open report(s) actioned`);
    }
    await this.queueFileRemoval(folder.id);
    return this.console.view(folder.id);
  }

  /**
   * The share already answers 410 and is expired, so when the queue cannot take the job (Redis away), the next
   * cleanup run after it is back deletes its files instead: the takedown itself does not fail.
   */
  private async queueFileRemoval(folderId: number): Promise<void> {
    try {
      await this.removedFiles.enqueue(folderId);
    } catch (error) {
      this.logger.warn(
        `Could not queue the deletion of removed share #${folderId}'s files (${reasonOf(error)}); cleanup deletes them`,
      );
    }
  }
}
