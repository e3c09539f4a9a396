import { ApiException } from '../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { FoldersService } from '../folders/folders.service.js';
import type { Operator } from '../http/operator-access/current-operator.decorator.js';
import type { BlockedShareDto, BlockListDto, ImportOutcomeDto } from './dto/blocked-files.dto.js';
import { BlockedFilesService, type BlockListPage } from './blocked-files.service.js';

const UNKNOWN_SHARE_MESSAGE = 'No share has this id (it may have been deleted).';

/** What operators do with the block list; each change is audited. */
@Injectable()
export class BlockListAdmin {
  constructor(
    private readonly blockedFiles: BlockedFilesService,
    private readonly folders: FoldersService,
    private readonly audit: AuditService,
  ) {}

  /** Puts every file of a share on the list (files stored before digests were kept have none, and are skipped). */
  async blockShare(folderId: number, operator: Operator): Promise<BlockedShareDto> {
    const folder = await this.folders.findById(folderId);
    if (!folder) throw new ApiException('unknown_share_id', UNKNOWN_SHARE_MESSAGE);
    const hashes = folder.files.flatMap((file) => (file.sha256 === null ? [] : [file.sha256]));
    const outcome = await this.blockedFiles.add(hashes, 'operator', `Files of share ${folder.code} (#${folder.id})`);
    await this.audit.record({
      actor: operator.email,
      action: 'folder.block-files',
      targetType: 'folder',
      targetId: folder.id,
      details: { code: folder.code, ...outcome },
    });
    return { blocked: outcome.added + outcome.alreadyBlocked };
  }

  async importList(text: string, note: string | null, operator: Operator): Promise<ImportOutcomeDto> {
    const outcome = await this.blockedFiles.importList(text, note);
    await this.audit.record({
      actor: operator.email,
      action: 'blocked-files.import',
      targetType: 'blocked-files',
      targetId: 'import',
      reason: note,
      details: { ...outcome },
    });
    return outcome;
  }

  async list(page: BlockListPage): Promise<BlockListDto> {
    const entries = await this.blockedFiles.list(page);
    return {
      entries: entries.map(({ sha256, addedAt, source, note }) => ({
        sha256,
        addedAt: addedAt.toISOString(),
        source,
        note,
      })),
    };
  }
}
