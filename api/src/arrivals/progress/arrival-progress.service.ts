import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import type { FolderRef } from '../../folders/codes/folder-ref.js';
import { DirectOnlyShares } from '../../folders/direct-only/direct-only-shares.js';
import { FolderEndings } from '../../folders/endings/folder-endings.js';
import { FolderGoneException } from '../../folders/endings/folder-gone.exception.js';
import type { Folder } from '../../folders/folder.entity.js';
import { FolderGrants } from '../../folders/password/folder-grants.js';
import { FolderPasswordRequiredException } from '../../folders/password/folder-password.js';
import { UnknownFolderLinkException } from '../../folders/unknown-folder.exception.js';
import { fileArrivalStatus, folderArrivalStatus, lastReceivedAt } from '../../folders/arrival.js';
import { ArrivalsRepository } from '../../folders/arrivals.repository.js';
import type { FolderProgressDto } from './dto/folder-progress.dto.js';

/** A poll's answer: the tag of the share's arrival as it stands, and what changed unless the poller has it. */
export interface ProgressAnswer {
  /** The share's id: what a watch listens to (ShareChanges). */
  folderId: number;
  etag: string;
  /** Absent when the poller's If-None-Match names the current tag (304). */
  progress?: FolderProgressDto;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as HTTP has it for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The progress of a share whose files are arriving, for its recipients' pages to poll through the link on any
 * instance: the share's row alone (one index probe, never a cache) decides whether anything changed since the
 * poller's tag, which is the share's arrival revision, bumped in the database with every change; only then are
 * its files read, and only those not yet ready. Not an open, and not rate-limited as lookups are: polling is what
 * it is for. Ended, unknown, and protected without a grant, it answers as the share's downloads do. A share sent
 * directly only is polled for as long as it is open: whether its sender's page is there, and its ending.
 */
@Injectable()
export class ArrivalProgressService {
  private readonly abandonedAfterMs: number;

  constructor(
    private readonly repository: ArrivalsRepository,
    private readonly endings: FolderEndings,
    private readonly grants: FolderGrants,
    private readonly directOnly: DirectOnlyShares,
    config: AppConfig,
  ) {
    this.abandonedAfterMs = config.uploadAbandonedAfterMs;
  }

  async progressOf(
    ref: FolderRef,
    grant: string | undefined,
    ifNoneMatch: string | undefined,
  ): Promise<ProgressAnswer> {
    const folder = await this.openFolder(ref);
    if (folder.passwordHash !== null && !this.grants.isValid(folder, grant))
      throw new FolderPasswordRequiredException(folder.code);
    const senderPresent = await this.directOnly.senderPresent(folder);
    // A direct-only share changes for its recipients as its sender's page comes and goes.
    const presence = senderPresent === null ? '' : `.${senderPresent ? 'there' : 'away'}`;
    const etag = `W/"${folder.id}.${folder.arrivalRevision}${presence}"`;
    if (matches(ifNoneMatch, etag)) return { folderId: folder.id, etag };
    const pending = await this.repository.findUnreadyFiles(folder.id);
    return {
      folderId: folder.id,
      etag,
      progress: {
        status: folderArrivalStatus(folder, pending),
        receivedBytes: folder.receivedBytes,
        totalBytes: folder.totalBytes,
        expiresAt: folder.expiresAt.toISOString(),
        lastReceivedAt: lastReceivedAt(folder, this.abandonedAfterMs)?.toISOString() ?? null,
        files: pending.map((file) => ({
          id: file.id,
          status: fileArrivalStatus(file) === 'arriving' ? 'arriving' : 'checking',
          receivedBytes: file.receivedBytes,
        })),
        senderPresent,
      },
    };
  }

  /** The share the link names, without its files, while it opens: 404 or 410 (from its tombstone) otherwise. */
  private async openFolder(ref: FolderRef): Promise<Folder> {
    if (ref.kind !== 'link') throw new UnknownFolderLinkException();
    const folder = await this.repository.findByLinkKey(ref.key);
    if (folder && folder.code === ref.code) return this.endings.assertOpen(folder);
    const tombstone = folder ? null : await this.endings.tombstoneOfLink(ref);
    if (tombstone) throw FolderGoneException.ofTombstone(tombstone);
    throw new UnknownFolderLinkException();
  }
}
