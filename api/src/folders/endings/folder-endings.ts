import { ShareChanges } from '../changes/share-changes.js';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppConfig } from '../../config/app-config.js';
import type { FolderRef } from '../codes/folder-ref.js';
import { FolderCache } from '../folder-cache.js';
import type { Folder } from '../folder.entity.js';
import { FoldersRepository } from '../folders.repository.js';
import { endedByDownloads, isExpired } from '../retention.js';
import { isArriving } from '../arrival.js';
import { senderGoneAt } from '../direct-only/direct-only.js';
import type { EndedFolder } from './ended-folder.entity.js';
import type { EndReason, RecordedEndReason, RemovalCategory } from './ending.js';
import { FolderGoneException } from './folder-gone.exception.js';
import { FolderEndingsRepository } from './folder-endings.repository.js';
import { linkKeyHash } from './tombstone.js';

/** What an operator's removal records besides the reason. */
export interface RemovalDetails {
  category: RemovalCategory;
  reasons: string;
}

/**
 * Why shares end, and what recipients and senders are told: recorded on the share's row while it exists (and
 * dropped from this process's cache at once; other instances' entries live at most half a second), read back
 * from its tombstone once cleanup deleted the row.
 */
@Injectable()
export class FolderEndings {
  private readonly directOnlyGraceMs: number;

  constructor(
    private readonly folders: FoldersRepository,
    private readonly endings: FolderEndingsRepository,
    private readonly cache: FolderCache,
    private readonly changes: ShareChanges,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.directOnlyGraceMs = config.directTransfer.directOnlyGraceMs;
  }

  /**
   * Records why a share ended. `ended` (its sender) and `removed` (operators, with the category and the
   * statement of reasons) end it now; `malware` keeps its expiry, so that withdraw() can make it live again.
   */
  async record(folder: Folder, reason: RecordedEndReason, details?: RemovalDetails): Promise<void> {
    const now = this.clock.now();
    const removal =
      reason === 'removed' && details
        ? { removedAt: now, removalCategory: details.category, removalReasons: details.reasons }
        : {};
    await this.folders.recordEnding(
      folder.id,
      { endedReason: reason, ...removal },
      reason === 'malware' ? undefined : now,
    );
    this.cache.invalidate(folder);
    await this.changes.changed(folder.id);
  }

  /** A share recorded as `malware` that turned out clean (released): it opens again until its expiry. */
  async withdraw(folder: Folder): Promise<void> {
    await this.folders.recordEnding(folder.id, { endedReason: null });
    this.cache.invalidate(folder);
    await this.changes.changed(folder.id);
  }

  /**
   * Why a share no longer opens, or null while it does. A share still arriving cannot expire: past its time it
   * was abandoned by its sender (nothing more arrived), so it stopped. A share sent directly only whose sender's
   * page has been gone for DIRECT_ONLY_GRACE_SECONDS (before its retention ran out) ended as its sender left, from
   * that instant on, whether or not the cleanup's sweep has recorded it yet (see DirectOnlyShares).
   */
  reasonOf(folder: Folder): EndReason | null {
    if (folder.endedReason) return folder.endedReason;
    const now = this.clock.now();
    const senderGone = senderGoneAt(folder, this.directOnlyGraceMs);
    if (senderGone && isExpired(senderGone, now) && senderGone < folder.expiresAt) return 'sender-left';
    if (!isExpired(folder.expiresAt, now)) return null;
    return isArriving(folder) ? 'stopped' : 'expired';
  }

  /** Throws the 410 of a share that no longer opens; returns it while it does. */
  assertOpen(folder: Folder): Folder {
    const reason = this.reasonOf(folder);
    if (reason !== null) {
      const downloaded = endedByDownloads(folder.retention, folder.arrivedAt ?? folder.createdAt, folder.expiresAt);
      throw new FolderGoneException(reason, folder.removalCategory, downloaded);
    }
    return folder;
  }

  /**
   * The tombstone of the share a link named, when its row is gone: found by the key alone, like the share
   * itself, then its code checked.
   */
  async tombstoneOfLink(ref: Extract<FolderRef, { kind: 'link' }>): Promise<EndedFolder | null> {
    const tombstone = await this.endings.findByLinkKeyHash(linkKeyHash(ref.key));
    return tombstone && tombstone.code === ref.code ? tombstone : null;
  }

  /**
   * The tombstone of the last share that held `code`, when no share holds it now: until the code is given to a new
   * share (only then does it hold something else) or the tombstone is forgotten, the code says why its share
   * ended, as the share's link does.
   */
  tombstoneOfCode(code: string): Promise<EndedFolder | null> {
    return this.endings.findNewestByCode(code);
  }
}
