import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { storageKeysInPages } from '../database/storage-keys-in-pages.js';
import { FolderFile } from './folder-file.entity.js';
import { Folder } from './folder.entity.js';

/**
 * The reads of jobs that go through every share or every file of one (cleanup, the orphan sweep, removing a share's
 * bytes): a page at a time, by key, and only the columns they use, so what one share holds bounds no job's memory.
 */
@Injectable()
export class FolderSweepsRepository {
  private readonly folders: Repository<Folder>;
  private readonly files: Repository<FolderFile>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.folders = dataSource.getRepository(Folder);
    this.files = dataSource.getRepository(FolderFile);
  }

  /** Up to `limit` folders expired at `now` with an id above `afterId`, in id order, without their files. */
  findExpiredAfter(now: Date, afterId: number, limit: number): Promise<Folder[]> {
    return this.lock.read(() =>
      this.folders.find({
        where: { expiresAt: LessThanOrEqual(now), id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: limit,
      }),
    );
  }

  /** Up to `limit` files of folder `folderId` whose path sorts after `afterPath`, in path order: where each is. */
  findStoredAfter(
    folderId: number,
    afterPath: string,
    limit: number,
  ): Promise<Pick<FolderFile, 'filepath' | 'storageKey' | 'state'>[]> {
    return this.lock.read(() =>
      this.files.find({
        select: { filepath: true, storageKey: true, state: true },
        where: { folderId, filepath: MoreThan(afterPath) },
        order: { filepath: 'ASC' },
        take: limit,
      }),
    );
  }

  /**
   * Every storage key a file row points at, for telling orphans apart, read `pageRows` rows at a time: a row
   * added meanwhile comes after the last page read (ids only grow), one deleted meanwhile belongs to a share
   * whose bytes are going anyway.
   */
  findAllStorageKeys(pageRows: number): Promise<Set<string>> {
    return storageKeysInPages(this.lock, this.files, pageRows);
  }
}
