import { Injectable } from '@nestjs/common';
import type { FolderStateDto } from '../dto/folder-state.dto.js';
import type { Folder } from '../folder.entity.js';
import { FoldersRepository } from '../folders.repository.js';
import { FoldersService } from '../folders.service.js';
import { UnknownManagedFolderException } from '../unknown-folder.exception.js';
import { hashManageKey, isManageKeyShaped } from './manage-key.js';
import { OpenCounter } from './open-counter.js';

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
  ) {}

  async state(code: string, manager: Manager): Promise<FolderStateDto> {
    const folder = await this.findManaged(code, manager);
    // This instance's opens of the last second are written first, so the sender sees them at once.
    await this.opens.flush();
    const current = (await this.repository.findCounters(folder.id)) ?? folder;
    return {
      folderCode: current.code,
      status: this.folders.hasEnded(current) ? 'ended' : 'live',
      opens: current.opens,
      lastOpenedAt: current.lastOpenedAt?.toISOString() ?? null,
      zipDownloads: current.zipDownloads,
      files: current.files.map((file) => ({ id: file.id, filepath: file.filepath, downloads: file.downloads })),
      expiresAt: current.expiresAt.toISOString(),
      retention: current.retention,
      passwordProtected: current.passwordHash !== null,
    };
  }

  /** Ends the share now (files removed, 410 from then on); ending one that already ended changes nothing. */
  async end(code: string, manager: Manager): Promise<void> {
    const folder = await this.findManaged(code, manager);
    if (!this.folders.hasEnded(folder)) await this.folders.end(folder);
  }

  /** The share, live or ended, if the manager may manage it; one answer for every refusal. */
  private async findManaged(code: string, { manageKey, ownerId }: Manager): Promise<Folder> {
    let folder: Folder | null = null;
    if (isManageKeyShaped(manageKey))
      folder = await this.repository.findByCodeAndManageKeyHash(code, hashManageKey(manageKey));
    else if (manageKey === undefined && ownerId !== undefined)
      folder = await this.repository.findByCodeOwnedBy(code, ownerId);
    if (!folder) throw new UnknownManagedFolderException();
    return folder;
  }
}
