import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, MoreThan, Not, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { FolderFile } from './folder-file.entity.js';
import { Folder } from './folder.entity.js';
import type { FileArrivalState } from './arrival.js';

/** What one flush of an upload's progress records on its share. */
export interface ArrivalProgress {
  /** Bytes of the share received so far, all files together. */
  receivedBytes: number;
  /** Files whose every byte is now stored (their checks are yet to run). */
  arrivedFileIds: readonly number[];
  /** The file bytes are still streaming into, and how many of them it has. */
  partial?: { id: number; receivedBytes: number };
  /** The share ends then, should nothing more arrive. */
  arrivingUntil: Date;
  now: Date;
}

/** A file whose checks are done: its digest, and whether it still waits for a scan. */
export interface CheckedFile {
  id: number;
  sha256: string;
  state: Exclude<FileArrivalState, 'arriving'>;
}

/** Adds one to a share's arrival revision, as part of an UPDATE of its row. */
const NEXT_REVISION = () => 'arrival_revision + 1';

/** Every query about files arriving in a share; each method does one thing. */
/** A share's file as an upload filling it needs it. */
export type ArrivingFile = Pick<FolderFile, 'id' | 'filepath' | 'filesize' | 'storageKey' | 'state'>;
const ARRIVING_FILE_COLUMNS = { id: true, filepath: true, filesize: true, storageKey: true, state: true } as const;

@Injectable()
export class ArrivalsRepository {
  private readonly folders: Repository<Folder>;
  private readonly files: Repository<FolderFile>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.folders = dataSource.getRepository(Folder);
    this.files = dataSource.getRepository(FolderFile);
  }

  /**
   * Records an upload's progress, only while its share is still arriving and open (not ended, not past the time
   * it ends without progress); resolves whether it was. Nothing is written for a share that no longer is.
   */
  recordProgress(folderId: number, progress: ArrivalProgress): Promise<boolean> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager.update(
          Folder,
          { id: folderId, arrivedAt: IsNull(), endedReason: IsNull(), expiresAt: MoreThan(progress.now) },
          { receivedBytes: progress.receivedBytes, expiresAt: progress.arrivingUntil, arrivalRevision: NEXT_REVISION },
        );
        if (result.affected === 0) return false;
        if (progress.arrivedFileIds.length > 0) {
          await manager.update(
            FolderFile,
            { id: In([...progress.arrivedFileIds]) },
            { receivedBytes: () => 'filesize' },
          );
        }
        if (progress.partial) {
          await manager.update(
            FolderFile,
            { id: progress.partial.id },
            { receivedBytes: progress.partial.receivedBytes },
          );
        }
        return true;
      }),
    );
  }

  /** Records the checks of arrived files of a share (each still arriving), in one transaction. */
  async recordChecked(folderId: number, files: readonly CheckedFile[]): Promise<void> {
    if (files.length === 0) return;
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        for (const file of files) {
          await manager.update(
            FolderFile,
            { id: file.id, state: 'arriving' },
            { sha256: file.sha256, state: file.state, receivedBytes: () => 'filesize' },
          );
        }
        await manager.update(Folder, { id: folderId }, { arrivalRevision: NEXT_REVISION });
      }),
    );
  }

  /** A file's scan is done: it opens. */
  async markScanned(folderId: number, fileId: number): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(FolderFile, { id: fileId, state: 'scanning' }, { state: 'ready' });
        await manager.update(Folder, { id: folderId }, { arrivalRevision: NEXT_REVISION });
      }),
    );
  }

  /**
   * Records that every byte of a still-open share arrived at `arrivedAt`, its retention ending at `expiresAt`;
   * resolves whether it was still arriving and open.
   */
  async complete(folderId: number, arrivedAt: Date, expiresAt: Date): Promise<boolean> {
    const result = await this.lock.write(() =>
      this.folders.update(
        { id: folderId, arrivedAt: IsNull(), endedReason: IsNull(), expiresAt: MoreThan(arrivedAt) },
        { arrivedAt, expiresAt, receivedBytes: () => 'total_bytes', arrivalRevision: NEXT_REVISION },
      ),
    );
    return (result.affected ?? 0) > 0;
  }

  /** Whether any file of the share cannot be downloaded yet. */
  async hasUnreadyFiles(folderId: number): Promise<boolean> {
    return (await this.lock.read(() => this.files.count({ where: { folderId, state: Not('ready') } }))) > 0;
  }

  /** The share's files that cannot be downloaded yet, in upload order. */
  findUnreadyFiles(folderId: number): Promise<FolderFile[]> {
    return this.lock.read(() => this.files.find({ where: { folderId, state: Not('ready') }, order: { id: 'ASC' } }));
  }

  /**
   * Up to `limit` of the share's files still arriving, after id `afterId`, in upload order (ids follow the
   * announced order); only empty ones, or only those with bytes, when `empty` says so.
   */
  findArriving(
    folderId: number,
    { afterId, limit, empty }: { afterId: number; limit: number; empty?: boolean },
  ): Promise<ArrivingFile[]> {
    const sizes = empty === undefined ? {} : { filesize: empty ? 0 : MoreThan(0) };
    return this.lock.read(() =>
      this.files.find({
        select: ARRIVING_FILE_COLUMNS,
        where: { folderId, state: 'arriving', id: MoreThan(afterId), ...sizes },
        order: { id: 'ASC' },
        take: limit,
      }),
    );
  }

  /** The share's files at these paths, as they are now. */
  findFilesAt(folderId: number, filepaths: readonly string[]): Promise<ArrivingFile[]> {
    if (filepaths.length === 0) return Promise.resolve([]);
    return this.lock.read(() =>
      this.files.find({ select: ARRIVING_FILE_COLUMNS, where: { folderId, filepath: In([...filepaths]) } }),
    );
  }

  /** One file as it is now, never from a cache. */
  findFile(fileId: number): Promise<FolderFile | null> {
    return this.lock.read(() => this.files.findOneBy({ id: fileId }));
  }

  /** A share by link key, without its files: what a poll compares first. */
  findByLinkKey(linkKey: string): Promise<Folder | null> {
    return this.lock.read(() => this.folders.findOneBy({ linkKey }));
  }

  /** Up to `limit` of the share's files waiting for their malware scan, after id `afterId`, in upload order. */
  findScanningOf(folderId: number, afterId: number, limit: number): Promise<FolderFile[]> {
    return this.lock.read(() =>
      this.files.find({
        where: { folderId, state: 'scanning', id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: limit,
      }),
    );
  }

  /** Up to `limit` files waiting for their malware scan, oldest first. */
  findScanning(limit: number): Promise<Array<Pick<FolderFile, 'id' | 'folderId'>>> {
    return this.lock.read(() =>
      this.files.find({
        select: { id: true, folderId: true },
        where: { state: 'scanning' },
        order: { id: 'ASC' },
        take: limit,
      }),
    );
  }
}
