import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan, type Repository } from 'typeorm';
import { DatabaseLock } from '../../database/database-lock.js';
import { storageKeysInPages } from '../../database/storage-keys-in-pages.js';
import { insertRows } from '../../database/insert-rows.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { FileRequest } from '../file-request.entity.js';
import { FileRequestAnswerFile } from './answer-file.entity.js';
import { FileRequestAnswer } from './answer.entity.js';

export type NewAnswer = Omit<FileRequestAnswer, 'id' | 'receivedBytes' | 'arrivedAt'>;
/** Thrown inside the insert's transaction to undo it: the request has no room for the answer. */
class NoRoom extends Error {}

export type NewAnswerFile = Omit<FileRequestAnswerFile, 'id' | 'answerId' | 'receivedBytes' | 'state'>;

/** The answers of file requests and their stored objects: single-purpose reads and writes. */
@Injectable()
export class AnswersRepository {
  private readonly dataSource: DataSource;
  private readonly answers: Repository<FileRequestAnswer>;
  private readonly files: Repository<FileRequestAnswerFile>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.dataSource = dataSource;
    this.answers = dataSource.getRepository(FileRequestAnswer);
    this.files = dataSource.getRepository(FileRequestAnswerFile);
  }

  /**
   * Records an answer with its files and counts it on its request (answers, announced bytes, revision, and how long
   * the request is kept), in one transaction, provided the request has room: fewer than `answersMax` answers, and its
   * size cap (if any) not passed by these bytes. Resolves `exists` when the request has an answer with this id.
   */
  async insert(
    values: NewAnswer,
    files: readonly NewAnswerFile[],
    { answersMax }: { answersMax: number },
  ): Promise<FileRequestAnswer | 'exists' | 'full'> {
    try {
      return await this.lock.write(() =>
        this.dataSource.transaction(async (manager) => {
          const counted = await manager
            .createQueryBuilder()
            .update(FileRequest)
            .set({
              answers: () => 'answers + 1',
              receivedBytes: () => 'received_bytes + :bytes',
              revision: () => 'revision + 1',
            })
            .where('id = :id AND answers < :answersMax', { id: values.requestId, answersMax })
            .andWhere('(size_cap IS NULL OR received_bytes + :bytes <= size_cap)')
            .setParameter('bytes', values.totalBytes)
            .execute();
          if (!counted.affected) throw new NoRoom();
          const answer = await manager.save(manager.create(FileRequestAnswer, { ...values, receivedBytes: 0 }));
          await insertRows(manager, FileRequestAnswerFile, files, (file) => ({
            ...file,
            answerId: answer.id,
            receivedBytes: 0,
            state: 'arriving' as const,
          }));
          await manager
            .createQueryBuilder()
            .update(FileRequest)
            .set({ keepUntil: values.expiresAt })
            .where('id = :id AND keep_until < :expiresAt', { id: values.requestId, expiresAt: values.expiresAt })
            .execute();
          return answer;
        }),
      );
    } catch (error) {
      if (error instanceof NoRoom) return 'full';
      if (isUniqueViolation(error)) return 'exists';
      throw error;
    }
  }

  findById(id: number): Promise<FileRequestAnswer | null> {
    if (!Number.isSafeInteger(id)) return Promise.resolve(null);
    return this.lock.read(() => this.answers.findOneBy({ id }));
  }

  /** An answer's files at these paths. */
  findFilesAt(answerId: number, paths: readonly string[]): Promise<FileRequestAnswerFile[]> {
    return this.lock.read(() => this.files.find({ where: { answerId, path: In([...paths]) } }));
  }

  /** Up to `limit` files of an answer still arriving after id `afterId`, in id (upload) order, empty or not. */
  findArrivingFiles(
    answerId: number,
    page: { afterId: number; limit: number; empty: boolean },
  ): Promise<FileRequestAnswerFile[]> {
    return this.lock.read(() =>
      this.files
        .createQueryBuilder('file')
        .where('file.answer_id = :answerId AND file.id > :afterId', { answerId, afterId: page.afterId })
        .andWhere("file.state = 'arriving'")
        .andWhere(page.empty ? 'file.size = 0' : 'file.size > 0')
        .orderBy('file.id', 'ASC')
        .take(page.limit)
        .getMany(),
    );
  }

  findOfRequest(requestId: number): Promise<FileRequestAnswer[]> {
    return this.lock.read(() => this.answers.find({ where: { requestId }, order: { id: 'ASC' } }));
  }

  findOne(requestId: number, publicId: string): Promise<FileRequestAnswer | null> {
    return this.lock.read(() => this.answers.findOneBy({ requestId, publicId }));
  }

  findFilesOf(answerIds: readonly number[]): Promise<FileRequestAnswerFile[]> {
    if (answerIds.length === 0) return Promise.resolve([]);
    return this.lock.read(() =>
      this.files.find({ where: { answerId: In([...answerIds]) }, order: { answerId: 'ASC', path: 'ASC' } }),
    );
  }

  findFile(answerId: number, path: string): Promise<FileRequestAnswerFile | null> {
    return this.lock.read(() => this.files.findOneBy({ answerId, path }));
  }

  findFileById(id: number): Promise<FileRequestAnswerFile | null> {
    return this.lock.read(() => this.files.findOneBy({ id }));
  }

  /** Answers whose time is over at `now`, or whose request was removed: up to `limit`, id above `afterId`. */
  findExpiredAfter(now: Date, afterId: number, limit: number): Promise<FileRequestAnswer[]> {
    return this.lock.read(() =>
      this.answers
        .createQueryBuilder('answer')
        .where('answer.id > :afterId', { afterId })
        .andWhere(
          '(answer.expires_at <= :now OR EXISTS (SELECT 1 FROM file_requests request WHERE request.id = answer.request_id AND request.removed_at IS NOT NULL))',
          { now },
        )
        .orderBy('answer.id', 'ASC')
        .take(limit)
        .getMany(),
    );
  }

  /** Up to `limit` files of an answer whose id is above `afterId`: where each is stored. */
  findStoredAfter(answerId: number, afterId: number, limit: number): Promise<FileRequestAnswerFile[]> {
    return this.lock.read(() =>
      this.files.find({ where: { answerId, id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit }),
    );
  }

  /** Deletes an answer's row (its files' rows go with it) and bumps its request's revision. */
  async delete(answer: Pick<FileRequestAnswer, 'id' | 'requestId'>): Promise<boolean> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager.delete(FileRequestAnswer, { id: answer.id });
        if (!result.affected) return false;
        await manager.increment(FileRequest, { id: answer.requestId }, 'revision', 1);
        return true;
      }),
    );
  }

  /** Every storage key an answer's file points at: objects the orphan sweep must leave alone. */
  findAllStorageKeys(pageRows: number): Promise<Set<string>> {
    return storageKeysInPages(this.lock, this.files, pageRows);
  }

  /** Records how far an answer's upload got (its bytes, and those of the object being filled); bumps the revision. */
  async recordProgress(
    answer: Pick<FileRequestAnswer, 'id'>,
    snapshot: { receivedBytes: number; partial?: { id: number; receivedBytes: number } },
    requestId: number,
  ): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(FileRequestAnswer, { id: answer.id }, { receivedBytes: snapshot.receivedBytes });
        if (snapshot.partial)
          await manager.update(
            FileRequestAnswerFile,
            { id: snapshot.partial.id, answerId: answer.id },
            { receivedBytes: snapshot.partial.receivedBytes },
          );
        await manager.increment(FileRequest, { id: requestId }, 'revision', 1);
      }),
    );
  }

  /** One object arrived whole, stored under `storageKey`. */
  async markFileReady(file: Pick<FileRequestAnswerFile, 'id' | 'size'>, storageKey: string, requestId: number) {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(
          FileRequestAnswerFile,
          { id: file.id },
          { state: 'ready', receivedBytes: file.size, storageKey },
        );
        await manager.increment(FileRequest, { id: requestId }, 'revision', 1);
      }),
    );
  }

  /**
   * The answer arrived whole at `at`: kept until `expiresAt` (and its request at least as long), its bytes all here.
   */
  async markArrived(answer: Pick<FileRequestAnswer, 'id' | 'requestId' | 'totalBytes'>, at: Date, expiresAt: Date) {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(
          FileRequestAnswer,
          { id: answer.id },
          { state: 'arrived', arrivedAt: at, expiresAt, receivedBytes: answer.totalBytes },
        );
        await manager.increment(FileRequest, { id: answer.requestId }, 'revision', 1);
        await manager
          .createQueryBuilder()
          .update(FileRequest)
          .set({ keepUntil: expiresAt })
          .where('id = :id AND keep_until < :expiresAt', { id: answer.requestId, expiresAt })
          .execute();
      }),
    );
  }

  /** The answer's upload was cancelled or abandoned: its objects go with it at the next cleanup. */
  async markStopped(answer: Pick<FileRequestAnswer, 'id' | 'requestId'>, at: Date) {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(FileRequestAnswer, { id: answer.id }, { state: 'stopped', expiresAt: at });
        await manager.increment(FileRequest, { id: answer.requestId }, 'revision', 1);
      }),
    );
  }
}
