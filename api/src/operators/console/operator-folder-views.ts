import { Injectable } from '@nestjs/common';
import type { FolderStatus } from '../../folders/dto/folder-state.dto.js';
import { FolderEndings } from '../../folders/endings/folder-endings.js';
import { statusOf } from '../../folders/endings/folder-status.js';
import { isArriving } from '../../folders/arrival.js';
import type { Folder } from '../../folders/folder.entity.js';
import { FoldersService } from '../../folders/folders.service.js';
import type { OperatorFolderSummaryDto } from '../dto/folder-summary.dto.js';

/** Shares as lines of the console's lists, read through the folders module. */
@Injectable()
export class OperatorFolderViews {
  constructor(
    private readonly folders: FoldersService,
    private readonly endings: FolderEndings,
  ) {}

  status(folder: Folder): FolderStatus {
    return statusOf(this.endings.reasonOf(folder), folder.scanState, isArriving(folder));
  }

  summary(folder: Folder): OperatorFolderSummaryDto {
    return {
      id: folder.id,
      code: folder.code,
      status: this.status(folder),
      createdAt: folder.createdAt.toISOString(),
      totalBytes: folder.totalBytes,
    };
  }

  /** Summaries of these shares by id; shares deleted since are missing from the map. */
  async summaries(folderIds: readonly number[]): Promise<Map<number, OperatorFolderSummaryDto>> {
    const unique = [...new Set(folderIds)];
    const folders = await this.folders.findWithoutFiles(unique);
    return new Map(folders.map((folder) => [folder.id, this.summary(folder)]));
  }
}
