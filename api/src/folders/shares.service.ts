import { GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { StorageService } from '../storage/storage.service.js';
import type { FolderFile } from './folder-file.entity.js';
import type { Folder } from './folder.entity.js';
import { FoldersRepository, type NewShare } from './folders.repository.js';
import { ShareCache } from './share-cache.js';
import { endsAfterDownload, expiresAtFor, isExpired, type Retention } from './retention.js';
import { allocateShareCode, type ClaimResult } from './share-code.js';
import type { PlannedFile } from './upload-form.js';
import { UnknownShareCodeException } from './unknown-share-code.exception.js';

export const EXPIRED_MESSAGE = 'This share has expired and its files were deleted. Ask the sender to share them again.';

/** A share's life: created under a fresh code, looked up, ended after downloads, removed. */
@Injectable()
export class SharesService {
  private readonly logger = new Logger(SharesService.name);

  constructor(
    private readonly repository: FoldersRepository,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly cache: ShareCache,
  ) {}

  /**
   * Stores a share of already-stored files under a random free code, owned by the account `ownerId` (null:
   * an anonymous share). Resolves null when every code is held by a live share.
   */
  async create(files: readonly PlannedFile[], retention: Retention, ownerId: number | null = null): Promise<Folder | null> {
    const now = this.clock.now();
    const share: Omit<NewShare, 'code'> = {
      retention,
      ownerId,
      createdAt: now,
      expiresAt: expiresAtFor(retention, now),
      totalBytes: files.reduce((sum, file) => sum + file.filesize, 0),
    };
    return allocateShareCode({
      claim: (code) => this.claim({ ...share, code }, files),
      heldCodes: () => this.repository.findLiveCodes(this.clock.now()),
    });
  }

  /** The share behind a code, with its files: 404 when no share holds it, 410 once it has expired. */
  async findLive(code: string): Promise<Folder> {
    const folder = await this.cache.load(code, () => this.repository.findByCodeWithFiles(code));
    return this.assertLive(folder);
  }

  /** One file of a live share, by database id, with the share it belongs to. */
  async findLiveFile(code: string, fileId: number): Promise<{ folder: Folder; file: FolderFile }> {
    const folder = await this.findLive(code);
    const file = folder.files.find((candidate) => candidate.id === fileId);
    if (!file) throw new NotFoundException('File not found in this share.');
    return { folder, file };
  }

  /**
   * Notes that these files were each downloaded completely. A `download` share whose files have all been
   * downloaded ends: it answers 410 from now on and its bytes are removed at once (its rows stay until
   * cleanup, so the code keeps answering "expired" rather than "invalid").
   */
  async recordCompleteDownload(folder: Folder, fileIds: readonly number[]): Promise<void> {
    if (folder.retention !== 'download') return;
    const now = this.clock.now();
    await this.repository.markDownloaded(fileIds, now);
    const files = await this.repository.findFilesOfShare(folder.id);
    if (!endsAfterDownload(folder.retention, files)) return;
    await this.repository.expireAt(folder.id, now);
    this.cache.invalidate(folder.code);
    await Promise.all(files.map((file) => this.storage.delete(file.storageKey)));
    this.logger.log(`Share ${folder.code} ended: every file was downloaded (${files.length} files removed)`);
  }

  /** Deletes shares (rows first, so nothing points at missing bytes), then their stored bytes. */
  async remove(folders: readonly Folder[]): Promise<number> {
    await this.repository.deleteShares(folders.map((folder) => folder.id));
    for (const folder of folders) this.cache.invalidate(folder.code);
    const keys = folders.flatMap((folder) => folder.files.map((file) => file.storageKey));
    await Promise.all(keys.map((key) => this.storage.delete(key)));
    return keys.length;
  }

  private assertLive(folder: Folder | null): Folder {
    if (!folder) throw new UnknownShareCodeException();
    if (isExpired(folder.expiresAt, this.clock.now())) throw new GoneException(EXPIRED_MESSAGE);
    return folder;
  }

  /**
   * One atomic attempt at a code. When the holder is a share that has expired but was not cleaned up yet,
   * it is removed and the code tried once more.
   */
  private async claim(share: NewShare, files: readonly PlannedFile[]): Promise<ClaimResult<Folder>> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return { claimed: true, value: await this.repository.insertShare(share, files) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const holder = await this.repository.findByCodeWithFiles(share.code);
      if (!holder || !isExpired(holder.expiresAt, this.clock.now())) break;
      await this.remove([holder]);
      this.logger.log(`Reclaimed code ${share.code} from an expired share`);
    }
    return { claimed: false };
  }
}
