import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import {
  type ArrivalProgress,
  type ArrivingFile,
  ArrivalsRepository,
  type CheckedFile,
} from '../folders/arrivals.repository.js';
import { ShareChanges } from '../folders/changes/share-changes.js';
import { FolderCache } from '../folders/folder-cache.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersRepository } from '../folders/folders.repository.js';
import { expiresAtFor } from '../folders/retention.js';

/** A share as the recording of its arrival needs it. */
type ArrivingFolder = Pick<Folder, 'id' | 'code' | 'linkKey' | 'retention'>;

/**
 * Files arriving in a share while its upload runs: the upload's progress, each file's checks, its scan, and the
 * moment the last file arrived (which starts the share's retention). Lookups on this instance see a file open at
 * once (its cache entry is dropped), on other instances within the cache's half second; progress alone leaves
 * cached entries be, since it changes every second and they live half a second anyway.
 */
@Injectable()
export class FolderArrivals {
  constructor(
    private readonly repository: ArrivalsRepository,
    private readonly folders: FoldersRepository,
    private readonly cache: FolderCache,
    private readonly changes: ShareChanges,
    private readonly clock: Clock,
  ) {}

  /** Records progress while the share is still arriving and open; resolves false once it is not. */
  async recordProgress(folder: ArrivingFolder, progress: ArrivalProgress): Promise<boolean> {
    const recorded = await this.repository.recordProgress(folder.id, progress);
    if (recorded) await this.changes.changed(folder.id);
    return recorded;
  }

  /** Records arrived files as checked: each opens now (`ready`) or once scanned (`scanning`). */
  async recordChecked(folder: ArrivingFolder, files: readonly CheckedFile[]): Promise<void> {
    await this.repository.recordChecked(folder.id, files);
    this.cache.invalidate(folder);
    await this.changes.changed(folder.id);
  }

  /** A file's malware scan is done (whatever it found: an infected share was quarantined before). */
  async recordScanned(folder: Folder, fileId: number): Promise<void> {
    await this.repository.markScanned(folder.id, fileId);
    this.cache.invalidate(folder);
    await this.changes.changed(folder.id);
  }

  /**
   * Every byte has arrived: the share's retention starts now. Resolves false for a share that was no longer
   * arriving and open (already complete, ended, or past the time it ended without progress).
   */
  async complete(folder: ArrivingFolder): Promise<boolean> {
    const now = this.clock.now();
    const completed = await this.repository.complete(folder.id, now, expiresAtFor(folder.retention, now));
    this.cache.invalidate(folder);
    if (completed) await this.changes.changed(folder.id);
    return completed;
  }

  /** Whether every file of an arrived share can be downloaded: its scan, if any, is then over. */
  async allReady(folderId: number): Promise<boolean> {
    return !(await this.repository.hasUnreadyFiles(folderId));
  }

  /**
   * A page of the share's files still arriving, in upload order, as they are now: `limit` after id `afterId`; only
   * empty ones, or only those with bytes, when `empty` says so.
   */
  arrivingFiles(folderId: number, page: { afterId: number; limit: number; empty?: boolean }): Promise<ArrivingFile[]> {
    return this.repository.findArriving(folderId, page);
  }

  /** The share's files at these paths, as they are now, never from a cache (an upload works on them). */
  filesAt(folderId: number, filepaths: readonly string[]): Promise<ArrivingFile[]> {
    return this.repository.findFilesAt(folderId, filepaths);
  }

  /** The share by id, without its files, as it is now. */
  async findById(folderId: number): Promise<Folder | null> {
    return (await this.folders.findWithoutFiles([folderId]))[0] ?? null;
  }

  /** A page of share `folderId`'s files waiting for their malware scan: `limit` after id `afterId`, in upload order. */
  scanningFiles(folderId: number, { afterId, limit }: { afterId: number; limit: number }): Promise<FolderFile[]> {
    return this.repository.findScanningOf(folderId, afterId, limit);
  }

  /** Up to `limit` files waiting for their malware scan, by share, oldest first. */
  async findScanning(limit: number): Promise<Map<number, number[]>> {
    const byFolder = new Map<number, number[]>();
    for (const { id, folderId } of await this.repository.findScanning(limit)) {
      byFolder.set(folderId, [...(byFolder.get(folderId) ?? []), id]);
    }
    return byFolder;
  }
}
