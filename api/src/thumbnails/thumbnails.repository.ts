import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, MoreThan, Not, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { FileThumbnail, type NoThumbnailReason } from './file-thumbnail.entity.js';

/** A thumbnail made and stored. */
export interface MadeThumbnail {
  storageKey: string;
  width: number;
  height: number;
  size: number;
}

/** Every query on file_thumbnails; each method does one thing. */
@Injectable()
export class ThumbnailsRepository {
  private readonly thumbnails: Repository<FileThumbnail>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.thumbnails = dataSource.getRepository(FileThumbnail);
  }

  /** Records that thumbnails are asked of these files of share `folderId`; a file asked of before keeps its row. */
  async request(folderId: number, fileIds: readonly number[], at: Date): Promise<void> {
    if (fileIds.length === 0) return;
    await this.lock.write(() =>
      this.thumbnails
        .createQueryBuilder()
        .insert()
        .values(fileIds.map((fileId) => ({ fileId, folderId, state: 'pending' as const, requestedAt: at })))
        .orIgnore()
        .updateEntity(false)
        .execute(),
    );
  }

  findByFile(fileId: number): Promise<FileThumbnail | null> {
    return this.lock.read(() => this.thumbnails.findOneBy({ fileId }));
  }

  /** The share's thumbnails, made or not, by file id. */
  findByFolder(folderId: number): Promise<FileThumbnail[]> {
    return this.lock.read(() => this.thumbnails.findBy({ folderId }));
  }

  /** Records a thumbnail made of a file whose thumbnail is still pending; resolves whether it was. */
  async recordMade(fileId: number, made: MadeThumbnail, at: Date): Promise<boolean> {
    const result = await this.lock.write(() =>
      this.thumbnails.update({ fileId, state: 'pending' }, { ...made, state: 'ready', madeAt: at }),
    );
    return (result.affected ?? 0) > 0;
  }

  /** Records that no thumbnail can be made of a file, and why. */
  async recordNone(fileId: number, reason: NoThumbnailReason, at: Date): Promise<void> {
    await this.lock.write(() =>
      this.thumbnails.update({ fileId, state: 'pending' }, { state: 'none', reason, madeAt: at }),
    );
  }

  /** Forgets thumbnails asked of these files and not made: they are asked for again should anyone want them. */
  async forgetPending(fileIds: readonly number[]): Promise<void> {
    if (fileIds.length === 0) return;
    await this.lock.write(() => this.thumbnails.delete({ fileId: In([...fileIds]), state: 'pending' }));
  }

  /** Up to `limit` thumbnails asked for before `before` and still not made, oldest first. */
  findPending(before: Date, limit: number): Promise<Array<Pick<FileThumbnail, 'fileId' | 'folderId'>>> {
    return this.lock.read(() =>
      this.thumbnails.find({
        select: { fileId: true, folderId: true },
        where: { state: 'pending', requestedAt: LessThan(before) },
        order: { fileId: 'ASC' },
        take: limit,
      }),
    );
  }

  /**
   * Up to `limit` storage keys of made thumbnails whose file id is above `afterFileId`, in file id order, with those
   * ids: of share `folderId`, or of every share when it is null. Only the two columns, a page at a time: a share of
   * MAX_FILES_PER_SHARE photos has as many thumbnails.
   */
  findStorageKeysAfter(
    folderId: number | null,
    afterFileId: number,
    limit: number,
  ): Promise<Array<{ fileId: number; storageKey: string }>> {
    return this.lock.read(async () => {
      const rows = await this.thumbnails.find({
        select: { fileId: true, storageKey: true },
        where: {
          ...(folderId === null ? {} : { folderId }),
          fileId: MoreThan(afterFileId),
          storageKey: Not(IsNull()),
        },
        order: { fileId: 'ASC' },
        take: limit,
      });
      return rows.map((row) => ({ fileId: row.fileId, storageKey: row.storageKey! }));
    });
  }
}
