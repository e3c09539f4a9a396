import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan, type Repository } from 'typeorm';
import { DatabaseLock } from '../../database/database-lock.js';
import { storageKeysInPages } from '../../database/storage-keys-in-pages.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { FileRequest } from '../file-request.entity.js';
import { FileRequestAnswerFile } from './answer-file.entity.js';
import { FileRequestAnswer } from './answer.entity.js';

export type NewAnswer = Omit<FileRequestAnswer, 'id' | 'receivedBytes' | 'arrivedAt'>;
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
   * Records an answer with its files and counts it on its request (answers, announced bytes, revision, and how
   * long the request is kept), in one transaction; null when the request already has an answer with this id.
   */
  async insert(values: NewAnswer, files: readonly NewAnswerFile[]): Promise<FileRequestAnswer | null> {
    try {
      return await this.lock.write(() =>
        this.dataSource.transaction(async (manager) => {
          const answer = await manager.save(manager.create(FileRequestAnswer, { ...values, receivedBytes: 0 }));
          await manager.insert(
            FileRequestAnswerFile,
            files.map((file) => ({ ...file, answerId: answer.id, receivedBytes: 0, state: 'arriving' as const })),
          );
          await manager
            .createQueryBuilder()
            .update(FileRequest)
            .set({
              answers: () => 'answers + 1',
              receivedBytes: () => 'received_bytes + :bytes',
              revision: () => 'revision + 1',
            })
            .setParameter('bytes', values.totalBytes)
            .where('id = :id', { id: values.requestId })
            .execute();
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
      if (isUniqueViolation(error)) return null;
      throw error;
    }
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

  /** Records bytes of one object that arrived (its upload's progress) and bumps its request's revision. */
  async recordProgress(file: Pick<FileRequestAnswerFile, 'id' | 'answerId'>, receivedBytes: number, requestId: number) {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(FileRequestAnswerFile, { id: file.id }, { receivedBytes });
        await manager
          .createQueryBuilder()
          .update(FileRequestAnswer)
          .set({
            receivedBytes: () =>
              '(SELECT COALESCE(SUM(received_bytes), 0) FROM file_request_answer_files WHERE answer_id = :answerId)',
          })
          .setParameter('answerId', file.answerId)
          .where('id = :answerId', { answerId: file.answerId })
          .execute();
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
