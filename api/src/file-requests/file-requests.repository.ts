import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, IsNull, MoreThan, Not, type Repository } from 'typeorm';
import { CodeSpace } from '../code-space/code-space.js';
import { DatabaseLock } from '../database/database-lock.js';
import type { RemovalCategory } from '../folders/endings/ending.js';
import { EndedFileRequest } from './endings/ended-file-request.entity.js';
import type { NewEndedFileRequest } from './endings/request-endings.repository.js';
import { FileRequest } from './file-request.entity.js';

export type NewFileRequest = Omit<
  FileRequest,
  'id' | 'answers' | 'receivedBytes' | 'endedReason' | 'removedAt' | 'removalCategory' | 'removalReasons' | 'revision'
>;

/** The `file_requests` rows: single-purpose reads and writes, each under the database lock. */
@Injectable()
export class FileRequestsRepository {
  private readonly requests: Repository<FileRequest>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
    private readonly codes: CodeSpace,
  ) {
    this.requests = dataSource.getRepository(FileRequest);
  }

  /** Inserts a request inside the caller's transaction: the one claiming its code (CodeSpace.allocate). */
  insertIn(manager: EntityManager, values: NewFileRequest): Promise<FileRequest> {
    return manager.save(FileRequest, manager.create(FileRequest, values));
  }

  findByLinkKey(linkKey: string): Promise<FileRequest | null> {
    return this.lock.read(() => this.requests.findOneBy({ linkKey }));
  }

  findById(id: number): Promise<FileRequest | null> {
    return this.lock.read(() => this.requests.findOneBy({ id }));
  }

  findByIds(ids: readonly number[]): Promise<FileRequest[]> {
    return this.lock.read(() => this.requests.findBy({ id: In([...new Set(ids)]) }));
  }

  findByCode(code: string): Promise<FileRequest | null> {
    return this.lock.read(() => this.requests.findOneBy({ code }));
  }

  /** An account's requests, newest first. */
  findOwnedBy(ownerId: number, limit: number): Promise<FileRequest[]> {
    return this.lock.read(() => this.requests.find({ where: { ownerId }, order: { id: 'DESC' }, take: limit }));
  }

  /** Requests taking answers at `now`: neither closed nor ended. */
  countOpen(now: Date): Promise<number> {
    return this.lock.read(() => this.requests.countBy({ closesAt: MoreThan(now), endedReason: IsNull() }));
  }

  /** Ends a request still open; bumps its revision. Resolves whether it did (false: already ended or removed). */
  async end(id: number, keepUntil: Date): Promise<boolean> {
    const result = await this.lock.write(() =>
      this.requests.update({ id, endedReason: IsNull() }, { endedReason: 'ended', keepUntil }),
    );
    if (!result.affected) return false;
    await this.bumpRevision(id);
    return true;
  }

  /** Records an operator's removal (whatever ended it before); resolves whether it was not removed already. */
  async remove(id: number, removal: { at: Date; category: RemovalCategory; reasons: string }): Promise<boolean> {
    const result = await this.lock.write(() =>
      this.requests.update(
        // NULL compares unknown to 'removed': a request still open is matched on its own.
        [
          { id, endedReason: IsNull() },
          { id, endedReason: Not('removed') },
        ],
        {
          endedReason: 'removed',
          removedAt: removal.at,
          removalCategory: removal.category,
          removalReasons: removal.reasons,
          keepUntil: removal.at,
        },
      ),
    );
    const removed = (result.affected ?? 0) > 0;
    if (removed) await this.bumpRevision(id);
    return removed;
  }

  bumpRevision(id: number): Promise<unknown> {
    return this.lock.write(() => this.requests.increment({ id }, 'revision', 1));
  }

  /**
   * Deletes a request's row (its answers and their files go with it), gives its code back and writes its tombstone,
   * in one transaction. Resolves whether this call deleted it (another run may have).
   */
  async deleteWithTombstone(request: FileRequest, tombstone: NewEndedFileRequest): Promise<boolean> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager.delete(FileRequest, { id: request.id });
        if (!result.affected) return false;
        await this.codes.release(request.code, 'request', manager);
        await manager.createQueryBuilder().insert().into(EndedFileRequest).values(tombstone).orIgnore().execute();
        return true;
      }),
    );
  }

  /**
   * Up to `limit` requests with an id above `afterId` whose time is over at `now` (kept long enough, or removed)
   * and that hold no answer any more: ready to become tombstones.
   */
  findFinishedAfter(now: Date, afterId: number, limit: number): Promise<FileRequest[]> {
    return this.lock.read(() =>
      this.requests
        .createQueryBuilder('request')
        .where('request.id > :afterId', { afterId })
        .andWhere('(request.keep_until <= :now OR request.removed_at IS NOT NULL)', { now })
        .andWhere('NOT EXISTS (SELECT 1 FROM file_request_answers answer WHERE answer.request_id = request.id)')
        .orderBy('request.id', 'ASC')
        .take(limit)
        .getMany(),
    );
  }

  /** Up to `limit` requests removed by operators that still hold answers, id above `afterId`. */
  findRemovedWithAnswersAfter(afterId: number, limit: number): Promise<FileRequest[]> {
    return this.lock.read(() =>
      this.requests
        .createQueryBuilder('request')
        .where('request.id > :afterId', { afterId })
        .andWhere('request.removed_at IS NOT NULL')
        .andWhere('EXISTS (SELECT 1 FROM file_request_answers answer WHERE answer.request_id = request.id)')
        .orderBy('request.id', 'ASC')
        .take(limit)
        .getMany(),
    );
  }
}
