import { ApiException } from '../errors/api-exception.js';
import { ShareChanges } from './changes/share-changes.js';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { CodeSpace } from '../code-space/code-space.js';
import { FolderBytes } from './folder-bytes.js';
import type { FolderFile } from './folder-file.entity.js';
import type { Folder } from './folder.entity.js';
import { FoldersRepository, type NewFolder, type NewFolderFile } from './folders.repository.js';
import { FolderCache } from './folder-cache.js';
import { THUMBNAILS_PATH } from '../encrypted-shares/encrypted-upload.js';
import { endsAfterDownload, expiresAtFor, type Retention } from './retention.js';
import { newLinkKey, type FolderRef } from './codes/folder-ref.js';
import { hashManageKey, newManageKey } from './manage/manage-key.js';
import { UnknownFolderCodeException, UnknownFolderLinkException } from './unknown-folder.exception.js';
import { FolderEndings } from './endings/folder-endings.js';
import { FolderGoneException } from './endings/folder-gone.exception.js';
import { tombstoneOf, type Deletion } from './endings/tombstone.js';
import type { ScanState } from './scan/scan-state.js';

/** A folder just created, with its management key: handed to the sender once, never stored. */
export interface CreatedFolder {
  folder: Folder;
  manageKey: string;
}

/** How a new share is kept and who may do what with it. */
export interface ShareSettings {
  retention: Retention;
  /** The account it belongs to (and is listed by); null: an anonymous share. */
  ownerId: number | null;
  /** argon2id hash of its password; null: none. */
  passwordHash: string | null;
  /** End-to-end encrypted: its files are ciphertext. */
  encrypted: boolean;
  /** Its malware scan (`checking`: some files wait for it); null without a scanner. */
  scanState: ScanState | null;
  /**
   * Set for a share whose files are still to arrive (a resumable upload's): it opens at once, its retention
   * starts when the last file arrives, and it ends at this instant should its upload make no progress by then.
   */
  arrivingUntil?: Date;
  /**
   * Sent directly only: none of its files' bytes will be stored (they point at NO_STORED_OBJECT), and it lives while
   * its sender's page is seen (from now on), as well as until its retention runs out.
   */
  directOnly?: boolean;
}

/** What remove() did: the folders this call deleted, and their stored files removed now or kept for later. */
export interface FolderRemoval {
  folders: Folder[];
  files: number;
  kept: number;
}

/** A shared folder's life: created under a fresh code, looked up, ended after downloads, removed. */
@Injectable()
export class FoldersService {
  private readonly logger = new Logger(FoldersService.name);

  constructor(
    private readonly repository: FoldersRepository,
    private readonly bytes: FolderBytes,
    private readonly clock: Clock,
    private readonly cache: FolderCache,
    private readonly endings: FolderEndings,
    private readonly changes: ShareChanges,
    private readonly codes: CodeSpace,
  ) {}

  /**
   * Stores a share of files under a random free code (see ShareSettings): files already stored, or, with
   * `arrivingUntil`, files yet to arrive. Resolves null when every code is held (CodeSpace).
   */
  async create(files: readonly NewFolderFile[], settings: ShareSettings): Promise<CreatedFolder | null> {
    const now = this.clock.now();
    const manageKey = newManageKey();
    const { retention, arrivingUntil, directOnly = false, ...rest } = settings;
    const values: Omit<NewFolder, 'code'> = {
      ...rest,
      directOnly,
      senderSeenAt: directOnly ? now : null,
      linkKey: newLinkKey(),
      manageKeyHash: hashManageKey(manageKey),
      retention,
      createdAt: now,
      arrivedAt: arrivingUntil ? null : now,
      expiresAt: arrivingUntil ?? expiresAtFor(retention, now),
      totalBytes: files.reduce((sum, file) => sum + file.filesize, 0),
      receivedBytes: files.reduce((sum, file) => sum + (file.receivedBytes ?? file.filesize), 0),
    };
    const folder = await this.codes.allocate('share', (code, manager) =>
      this.repository.insertFolderIn(manager, { ...values, code }, files),
    );
    return folder && { folder, manageKey };
  }

  /**
   * The share a code or a link names, with its files: 404 when none does, 410 once it has ended, saying why
   * (FolderGoneException). A link is looked up by its key alone (then its code checked), so how long a wrong
   * link takes to answer says nothing about whether its code is in use; a link whose share cleanup deleted
   * still answers 410 from its tombstone, and so does its code until a new share holds it.
   */
  async findLive(ref: FolderRef): Promise<Folder> {
    if (ref.kind === 'code') {
      const folder = await this.cache.loadByCode(ref.code, () => this.repository.findByCode(ref.code));
      if (folder) return this.assertLive(folder);
      const ended = await this.endings.tombstoneOfCode(ref.code);
      if (ended) throw FolderGoneException.ofTombstone(ended);
      throw new UnknownFolderCodeException();
    }
    const folder = await this.cache.loadByLinkKey(ref.key, () => this.repository.findByLinkKey(ref.key));
    if (folder && folder.code === ref.code) return this.assertLive(folder);
    const tombstone = folder ? null : await this.endings.tombstoneOfLink(ref);
    if (tombstone) throw FolderGoneException.ofTombstone(tombstone);
    throw new UnknownFolderLinkException();
  }

  /** How many shares are live now. */
  countLive(): Promise<number> {
    return this.repository.countLive(this.clock.now());
  }

  /**
   * The id of the share a code or link names, live or ended, without loading it (reports keep it); null when
   * none does. Neither cached nor counted as a lookup, and as quick for an unknown code as for a known one.
   */
  identify(ref: FolderRef): Promise<number | null> {
    return this.repository.findIdOf(ref.kind === 'code' ? { code: ref.code } : { code: ref.code, linkKey: ref.key });
  }

  /** These shares without their files, for lists (ids of deleted shares are left out). */
  findWithoutFiles(folderIds: readonly number[]): Promise<Folder[]> {
    return this.repository.findWithoutFiles(folderIds);
  }

  /** These files of a share, by database id, as they are now (never from a cache). */
  findFiles(folderId: number, fileIds: readonly number[]): Promise<FolderFile[]> {
    return this.repository.findFilesOfFolderByIds(folderId, fileIds);
  }

  /** One file of a live share, by database id, with the share it belongs to. */
  async findLiveFile(ref: FolderRef, fileId: number): Promise<{ folder: Folder; file: FolderFile }> {
    const folder = await this.findLive(ref);
    const file = folder.files.find((candidate) => candidate.id === fileId);
    if (!file) throw new ApiException('file_not_found', 'File not found in this share.');
    return { folder, file };
  }

  /**
   * Notes a download delivered to the end: one file, or a ZIP of these files. Counted for the sender; and a
   * `download` share whose files have all been downloaded ends: it answers 410 from now on and its bytes are
   * removed at once, except those another download is still streaming, which a later cleanup run removes (its
   * rows stay until cleanup, so the code keeps answering "expired" rather than "invalid").
   */
  async recordCompleteDownload(folder: Folder, fileIds: readonly number[], kind: 'file' | 'zip'): Promise<void> {
    if (kind === 'zip') await this.repository.addZipDownload(folder.id);
    else await this.repository.addFileDownloads(fileIds);
    await this.changes.changed(folder.id);
    if (folder.retention !== 'download') return;
    const now = this.clock.now();
    await this.repository.markDownloaded(fileIds, now);
    // An encrypted share's thumbnails are read a few at a time by ranges, never downloaded: not a file to wait for.
    const downloads = await this.repository.countDownloads(folder.id, folder.encrypted ? THUMBNAILS_PATH : undefined);
    if (!endsAfterDownload(folder.retention, downloads)) return;
    await this.end(folder);
    this.logger.log(`Share ${folder.code} ended: every file was downloaded`);
  }

  /**
   * Ends a live share now (`ended`: its sender did; `stopped`: its sender stopped its upload before every file
   * arrived; unset: it expired, every file downloaded): it answers 410
   * from this moment (on every instance within the cache's lifetime), and its stored bytes are removed, except
   * those a download is still streaming (a later cleanup run takes them). Its files are read a page at a time
   * (JobPages), whatever it holds. Its rows stay until cleanup, so its code keeps answering why it ended rather
   * than "invalid".
   */
  async end(folder: Folder, reason?: 'ended' | 'stopped'): Promise<void> {
    await this.markEnded(folder, reason);
    const files = await this.bytes.removeFiles(folder.id);
    const companions = await this.bytes.remove(folder.id, []);
    const kept = files.kept + companions.kept;
    if (kept > 0)
      this.logger.log(
        `Share ${folder.code}: ${files.removed + companions.removed} stored files removed, ${kept} kept until their downloads end`,
      );
  }

  /** The share answers 410 from now on: why (`reason`), or because it expired. */
  private async markEnded(folder: Folder, reason: 'ended' | 'stopped' | undefined): Promise<void> {
    if (reason) {
      await this.endings.record(folder, reason);
    } else {
      await this.repository.expireAt(folder.id, this.clock.now());
      this.cache.invalidate(folder);
      await this.changes.changed(folder.id);
    }
  }

  /** Files an anonymous share under the account `ownerId` (a share that has an owner keeps it). */
  adopt(folder: Folder, ownerId: number): Promise<void> {
    return this.repository.adopt(folder.id, ownerId);
  }

  /** Whether a share has expired, or was ended or removed, by now. */
  hasEnded(folder: Folder): boolean {
    return this.endings.reasonOf(folder) !== null;
  }

  /**
   * Deletes shares (rows first, so nothing points at missing bytes), then their stored bytes; bytes a
   * download is still streaming are left to a later cleanup run. Each share is removed by whoever deletes its
   * row, so processes removing the same shares at once neither fail nor count (or delete) them twice. Each
   * leaves a tombstone (see endings/), so its link keeps saying why it ended.
   */
  async remove(folders: readonly Folder[], deletion?: Deletion): Promise<FolderRemoval> {
    const removal: FolderRemoval = { folders: [], files: 0, kept: 0 };
    for (const folder of folders) {
      // Named before the rows go, as their rows go with them.
      const companionKeys = await this.bytes.companionKeysOf(folder.id);
      if (!(await this.repository.deleteFolder(folder, tombstoneOf(folder, this.clock.now(), deletion)))) continue;
      this.cache.invalidate(folder);
      removal.folders.push(folder);
      const { removed, kept } = await this.bytes.remove(folder.id, folder.files, companionKeys);
      removal.files += removed;
      removal.kept += kept;
    }
    return removal;
  }

  /** A share by id with its files, whatever its state; null once deleted. */
  findById(folderId: number): Promise<Folder | null> {
    return this.repository.findById(folderId);
  }

  /**
   * Records a share's scan: its state, what was found (JSON of ScanFinding[]) and when it finished. Lookups on
   * this instance see it at once, on others within the cache's lifetime.
   */
  async recordScan(folder: Folder, state: ScanState, findings: string | null = null): Promise<void> {
    await this.repository.recordScan(folder.id, {
      scanState: state,
      scanFindings: findings,
      scannedAt: this.clock.now(),
    });
    this.cache.invalidate(folder);
  }

  /** The ids of up to `limit` shares whose scan has not finished, oldest first. */
  findCheckingIds(limit: number): Promise<number[]> {
    return this.repository.findCheckingIds(limit);
  }

  /**
   * An ended share answers why (410). One whose files are still arriving, or being checked for malware, opens:
   * each of its files answers for itself until it is ready (see arrival.ts).
   */
  private assertLive(folder: Folder): Folder {
    return this.endings.assertOpen(folder);
  }
}
