import { Injectable } from '@nestjs/common';
import type { FolderStateDto } from '../folders/dto/folder-state.dto.js';
import { DirectOnlyShares } from '../folders/direct-only/direct-only-shares.js';
import { EndedFolder } from '../folders/endings/ended-folder.entity.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { FolderEndingsRepository } from '../folders/endings/folder-endings.repository.js';
import { endedFolderState, removalOf, statusOf } from '../folders/endings/folder-status.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersRepository } from '../folders/folders.repository.js';
import { FoldersService } from '../folders/folders.service.js';
import { UnknownManagedFolderException } from '../folders/unknown-folder.exception.js';
import { scanSummaryOf } from '../folders/scan/scan-summary.js';
import { fileArrivalStatus, isArriving } from '../folders/arrival.js';
import { hashManageKey, isManageKeyShaped } from '../folders/manage/manage-key.js';
import { OpenCounter } from '../folders/manage/open-counter.js';

/** Who asks to manage a folder: the holder of its management key, or a signed-in account. */
export interface Manager {
  manageKey?: string;
  ownerId?: number;
}

/** The sender's side of a shared folder: its state, and ending it early (docs/sender-control.md). */
@Injectable()
export class FolderManagementService {
  constructor(
    private readonly repository: FoldersRepository,
    private readonly folders: FoldersService,
    private readonly opens: OpenCounter,
    private readonly endings: FolderEndings,
    private readonly tombstones: FolderEndingsRepository,
    private readonly directOnly: DirectOnlyShares,
  ) {}

  /** Also once cleanup deleted the share, from its tombstone (its last counters and why it ended). */
  async state(code: string, manager: Manager): Promise<FolderStateDto> {
    return (await this.watchedState(code, manager)).state;
  }

  /**
   * The state, and the id of the share whose changes (ShareChanges) can change it: none once cleanup deleted the
   * share, whose tombstone changes no more.
   */
  async watchedState(code: string, manager: Manager): Promise<{ folderId?: number; state: FolderStateDto }> {
    const folder = await this.findManaged(code, manager);
    if (folder instanceof EndedFolder) return { state: endedFolderState(folder) };
    return { folderId: folder.id, state: await this.stateOf(folder) };
  }

  private async stateOf(folder: Folder): Promise<FolderStateDto> {
    // This instance's opens of the last second are written first, so the sender sees them at once.
    await this.opens.flush();
    const current = (await this.repository.findCounters(folder.id)) ?? folder;
    return {
      folderCode: current.code,
      status: statusOf(this.endings.reasonOf(current), current.scanState, isArriving(current)),
      removal: removalOf({
        removedAt: current.removedAt,
        category: current.removalCategory,
        reasons: current.removalReasons,
      }),
      opens: current.opens,
      lastOpenedAt: current.lastOpenedAt?.toISOString() ?? null,
      zipDownloads: current.zipDownloads,
      files: current.files.map((file) => ({
        id: file.id,
        filepath: file.filepath,
        downloads: file.downloads,
        filesize: file.filesize,
        status: fileArrivalStatus(file),
        receivedBytes: file.receivedBytes,
      })),
      expiresAt: current.expiresAt.toISOString(),
      arrivedAt: current.arrivedAt?.toISOString() ?? null,
      receivedBytes: current.receivedBytes,
      totalBytes: current.totalBytes,
      retention: current.retention,
      passwordProtected: current.passwordHash !== null,
      scan: scanSummaryOf(current),
      directOnly: current.directOnly,
      senderPresent: await this.directOnly.senderPresent(current),
    };
  }

  /**
   * Ends the share now (files removed, 410 "ended" from then on); ending one that already ended (or was
   * deleted since) changes nothing.
   */
  async end(code: string, manager: Manager): Promise<void> {
    const folder = await this.findManaged(code, manager);
    if (!(folder instanceof EndedFolder) && !this.folders.hasEnded(folder)) await this.folders.end(folder, 'ended');
  }

  /**
   * The share, live or ended, or its tombstone once cleanup deleted it, if the manager may manage it; one
   * answer for every refusal. A live share holding the code wins over an older share's tombstone. Also what
   * authorises the sender's side of the code exchange (code-exchange/).
   */
  async findManaged(code: string, { manageKey, ownerId }: Manager): Promise<Folder | EndedFolder> {
    let folder: Folder | EndedFolder | null = null;
    if (isManageKeyShaped(manageKey)) {
      const hash = hashManageKey(manageKey);
      folder =
        (await this.repository.findByCodeAndManageKeyHash(code, hash)) ??
        (await this.tombstones.findByCodeAndManageKeyHash(code, hash));
    } else if (manageKey === undefined && ownerId !== undefined) {
      folder =
        (await this.repository.findByCodeOwnedBy(code, ownerId)) ??
        (await this.tombstones.findByCodeOwnedBy(code, ownerId));
    }
    if (!folder) throw new UnknownManagedFolderException();
    return folder;
  }
}
