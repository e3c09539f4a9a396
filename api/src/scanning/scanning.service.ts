import { ApiException } from '../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { AppConfig } from '../config/app-config.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { FoldersService } from '../folders/folders.service.js';
import type { Operator } from '../http/operator-access/current-operator.decorator.js';
import type { ReleasedDto } from './dto/release.dto.js';
import { parseFindings, type ScanState } from '../folders/scan/scan-state.js';
import { ShareScans } from './share-scans.js';

const UNKNOWN_SHARE_MESSAGE = 'No share has this id (it may have been deleted).';
const NOT_QUARANTINED_MESSAGE = 'This share is not quarantined: only a share found to carry malware can be released.';

/** Malware scanning as the rest of the API sees it: what a new share starts as, its scan, an operator's release. */
@Injectable()
export class ScanningService {
  constructor(
    private readonly config: AppConfig,
    private readonly scans: ShareScans,
    private readonly folders: FoldersService,
    private readonly endings: FolderEndings,
    private readonly audit: AuditService,
  ) {}

  /**
   * A new share's scan state: none without a scanner (CLAMAV_HOST unset); `unscanned` for an encrypted share
   * (its bytes are ciphertext, nothing to find); else `checking` until every file of it is scanned.
   */
  initialState(encrypted: boolean): ScanState | null {
    if (!this.config.scanning) return null;
    return encrypted ? 'unscanned' : 'checking';
  }

  /** What a file that arrived whole (and passed the block list) becomes: waiting for its scan, or ready. */
  arrivedFileState(encrypted: boolean): 'scanning' | 'ready' {
    return this.config.scanning && !encrypted ? 'scanning' : 'ready';
  }

  /** Queues the scan of a share's files waiting for it (those of `fileIds`, when given). */
  scan(folderId: number, fileIds?: number[]): Promise<void> {
    return this.scans.enqueue(folderId, fileIds);
  }

  /** A share whose last file arrived: if every file is ready by now, its scan is over (`clean`). */
  async settle(folderId: number): Promise<void> {
    if (this.config.scanning) await this.scans.settle(folderId);
  }

  /** An operator's release of a quarantined share (a false positive): it opens again until its expiry; audited. */
  async release(folderId: number, reason: string, operator: Operator): Promise<ReleasedDto> {
    const folder = await this.folders.findById(folderId);
    if (!folder) throw new ApiException('unknown_share_id', UNKNOWN_SHARE_MESSAGE);
    if (folder.endedReason !== 'malware') throw new ApiException('not_quarantined', NOT_QUARANTINED_MESSAGE);
    await this.endings.withdraw(folder);
    await this.audit.record({
      actor: operator.email,
      action: 'folder.release',
      targetType: 'folder',
      targetId: folder.id,
      reason,
      details: { code: folder.code, findings: parseFindings(folder.scanFindings) },
    });
    return { id: folder.id, status: 'live' };
  }
}
