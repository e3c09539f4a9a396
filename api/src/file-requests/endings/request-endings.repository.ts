import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, type Repository } from 'typeorm';
import { DatabaseLock } from '../../database/database-lock.js';
import { EndedFileRequest } from './ended-file-request.entity.js';

export type NewEndedFileRequest = Omit<EndedFileRequest, 'id'>;

/** Tombstones of deleted file requests. */
@Injectable()
export class RequestEndingsRepository {
  private readonly ended: Repository<EndedFileRequest>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.ended = dataSource.getRepository(EndedFileRequest);
  }

  findByLinkKeyHash(linkKeyHash: string): Promise<EndedFileRequest | null> {
    return this.lock.read(() => this.ended.findOneBy({ linkKeyHash }));
  }

  /** The newest tombstone of a code (codes are reused). */
  findNewestByCode(code: string): Promise<EndedFileRequest | null> {
    return this.lock.read(() => this.ended.findOne({ where: { code }, order: { id: 'DESC' } }));
  }

  async deleteOutdated(now: Date): Promise<number> {
    const result = await this.lock.write(() => this.ended.delete({ keepUntil: LessThanOrEqual(now) }));
    return result.affected ?? 0;
  }
}
