import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThanOrEqual, type Repository } from 'typeorm';
import { DatabaseLock } from '../../database/database-lock.js';
import { EndedFolder } from './ended-folder.entity.js';
import type { EndReason } from './ending.js';

/**
 * Every query on tombstones (`ended_folders`) but their insertion, which FoldersRepository does in the
 * transaction that deletes the share's row.
 */
@Injectable()
export class FolderEndingsRepository {
  private readonly endings: Repository<EndedFolder>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.endings = dataSource.getRepository(EndedFolder);
  }

  findByLinkKeyHash(linkKeyHash: string): Promise<EndedFolder | null> {
    return this.lock.read(() => this.endings.findOneBy({ linkKeyHash }));
  }

  /** The newest tombstone of `code`: the last share that held it. */
  findNewestByCode(code: string): Promise<EndedFolder | null> {
    return this.lock.read(() => this.endings.findOne({ where: { code }, order: { id: 'DESC' } }));
  }

  /** The newest tombstone of `code` whose management key hash is `manageKeyHash`. */
  findByCodeAndManageKeyHash(code: string, manageKeyHash: string): Promise<EndedFolder | null> {
    return this.lock.read(() => this.endings.findOne({ where: { code, manageKeyHash }, order: { id: 'DESC' } }));
  }

  /** The newest tombstone of `code` of the account `ownerId`. */
  findByCodeOwnedBy(code: string, ownerId: number): Promise<EndedFolder | null> {
    return this.lock.read(() => this.endings.findOne({ where: { code, ownerId }, order: { id: 'DESC' } }));
  }

  /** The account's tombstones with one of these reasons, newest first. */
  findOwnedBy(ownerId: number, reasons: readonly EndReason[], limit: number): Promise<EndedFolder[]> {
    return this.lock.read(() =>
      this.endings.find({ where: { ownerId, reason: In([...reasons]) }, order: { id: 'DESC' }, take: limit }),
    );
  }

  /** An account being deleted: its tombstones no longer lead back to it. */
  async forgetOwner(ownerId: number): Promise<void> {
    await this.lock.write(() => this.endings.update({ ownerId }, { ownerId: null, manageKeyHash: null }));
  }

  /** Deletes the tombstones kept until `now` or earlier; resolves how many. */
  async deleteOutdated(now: Date): Promise<number> {
    const result = await this.lock.write(() => this.endings.delete({ keepUntil: LessThanOrEqual(now) }));
    return result.affected ?? 0;
  }
}
