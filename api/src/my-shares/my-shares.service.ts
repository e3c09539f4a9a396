import { ApiException } from '../errors/api-exception.js';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { FolderEndingsRepository } from '../folders/endings/folder-endings.repository.js';
import { removalOf, statusOf } from '../folders/endings/folder-status.js';
import { isArriving } from '../folders/arrival.js';
import type { Folder } from '../folders/folder.entity.js';
import { FolderBytes } from '../folders/folder-bytes.js';
import { FolderLinks } from '../folders/folder-links.js';
import { FoldersRepository } from '../folders/folders.repository.js';
import { FoldersService } from '../folders/folders.service.js';
import type { MyShareDto, MySharesResponseDto } from './dto/my-share.dto.js';
import { containsPattern } from './like-pattern.js';
import { toMyShareDto, toRemovedFolderDto, toRemovedShareDto } from './my-share.mapper.js';
import { OwnedFoldersRepository } from '../folders/owned-folders.repository.js';
import { JobPages } from '../jobs/job-pages.js';
import { scanSummaryOf } from '../folders/scan/scan-summary.js';

/** At most this many shares are listed (the newest): far more than a person keeps live at once. */
export const MY_SHARES_LIMIT = 100;
/** File paths shown per share in the list and in the search results. */
const FILES_PER_SHARE = 3;

const NOT_YOUR_SHARE_MESSAGE = 'You have no live share with this code.';

/** Ended shares the list still shows: those the sender did not end, so that it learns why they went. */
const REMOVED_REASONS = ['removed', 'malware'] as const;

/** An account's own shares: listed, searched, ended early, and removed with the account. */
@Injectable()
export class MySharesService {
  constructor(
    private readonly owned: OwnedFoldersRepository,
    private readonly repository: FoldersRepository,
    private readonly folders: FoldersService,
    private readonly links: FolderLinks,
    private readonly clock: Clock,
    private readonly endings: FolderEndings,
    private readonly tombstones: FolderEndingsRepository,
    private readonly bytes: FolderBytes,
    private readonly pages: JobPages,
  ) {}

  async list(ownerId: number, query?: string): Promise<MySharesResponseDto> {
    const pattern = query === undefined ? undefined : containsPattern(query);
    const folders = await this.owned.findLive(ownerId, this.clock.now(), MY_SHARES_LIMIT, pattern);
    const ids = folders.map((folder) => folder.id);
    const [files, matches, removedRows, tombstones] = await Promise.all([
      this.owned.sampleFiles(ids, FILES_PER_SHARE),
      pattern === undefined ? undefined : this.owned.sampleFiles(ids, FILES_PER_SHARE, pattern),
      this.owned.findRemoved(ownerId, MY_SHARES_LIMIT),
      this.tombstones.findOwnedBy(ownerId, REMOVED_REASONS, MY_SHARES_LIMIT),
    ]);
    // A share's row and its tombstone never exist together: cleanup writes the one as it deletes the other.
    const removed = [
      ...removedRows.map((folder) => {
        const { status, removal } = this.stateOf(folder);
        return toRemovedFolderDto(folder, { status, removal });
      }),
      ...tombstones.map(toRemovedShareDto),
    ]
      .sort((a, b) => b.endedAt.localeCompare(a.endedAt))
      .slice(0, MY_SHARES_LIMIT);
    return {
      removed,
      shares: folders.map((folder) =>
        toMyShareDto(
          folder,
          files.get(folder.id),
          matches && (matches.get(folder.id) ?? { paths: [], total: 0 }),
          this.links,
          this.stateOf(folder),
        ),
      ),
    };
  }

  /**
   * Ends one of the owner's live shares now: its rows and stored files are deleted, its link answers that the
   * sender ended it. 404 for any other code.
   */
  async end(ownerId: number, code: string): Promise<void> {
    const folder = await this.repository.findByCodeOwnedBy(code, ownerId);
    if (!folder || this.folders.hasEnded(folder)) throw new ApiException('not_your_share', NOT_YOUR_SHARE_MESSAGE);
    await this.folders.remove([folder], { reason: 'ended' });
  }

  /**
   * Deletes every share of the owner, expired ones too, with their stored files; their links answer that the
   * sender ended them, and no tombstone leads back to the account. Resolves how many. The shares are read a page at
   * a time (JobPages), and each one's files too, whatever an account holds.
   */
  async removeAll(ownerId: number): Promise<number> {
    let count = 0;
    const pages = this.pages.pages(
      0,
      (afterId, limit) => this.owned.findAllAfter(ownerId, afterId, limit),
      (folder) => folder.id,
    );
    for await (const page of pages) {
      for (const folder of page) await this.removeWithFiles(folder);
      count += page.length;
    }
    await this.tombstones.forgetOwner(ownerId);
    return count;
  }

  /**
   * Its files' bytes a page at a time, then its rows with the objects stored beside them. A live share ends first,
   * so that its link answers as it will once the rows are gone, and no download starts on bytes being deleted; its
   * tombstone is made of the row as read, as if it had been deleted at once.
   */
  private async removeWithFiles(folder: Folder): Promise<void> {
    if (!this.folders.hasEnded(folder)) await this.endings.record(folder, 'ended');
    await this.bytes.removeFiles(folder.id);
    folder.files = [];
    await this.folders.remove([folder], { reason: 'ended', forgetSender: true });
  }

  private stateOf(folder: Folder): Pick<MyShareDto, 'status' | 'removal' | 'scan'> {
    return {
      status: statusOf(this.endings.reasonOf(folder), folder.scanState, isArriving(folder)),
      scan: scanSummaryOf(folder),
      removal: removalOf({
        removedAt: folder.removedAt,
        category: folder.removalCategory,
        reasons: folder.removalReasons,
      }),
    };
  }
}
