import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, MoreThan, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { Folder } from './folder.entity.js';

/** Some files of one folder: the first few paths in path order, and how many there are in all. */
export interface FileSample {
  paths: string[];
  total: number;
}

interface SampleRow {
  folderId: number | string;
  filepath: string;
  total: number | string;
}

/**
 * Queries on the folders of one account. Every search runs in SQL on both SQLite and PostgreSQL: `pattern`
 * arguments come from containsPattern() and are matched against lower-cased codes and paths with
 * `ESCAPE '\'`. (SQLite's LOWER folds ASCII letters only, so there "É" matches "É" but not "é".)
 */
@Injectable()
export class OwnedFoldersRepository {
  private readonly folders: Repository<Folder>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.folders = dataSource.getRepository(Folder);
  }

  /** The owner's live shares, newest first, optionally only those whose code or a file path contains `pattern`. */
  findLive(ownerId: number, now: Date, limit: number, pattern?: string): Promise<Folder[]> {
    const query = this.folders
      .createQueryBuilder('folder')
      .where('folder.ownerId = :ownerId', { ownerId })
      .andWhere('folder.expiresAt > :now', { now })
      .orderBy('folder.createdAt', 'DESC')
      .addOrderBy('folder.id', 'DESC')
      .take(limit);
    if (pattern !== undefined) {
      query.andWhere(
        new Brackets((where) =>
          where
            .where(`folder.code LIKE :pattern ESCAPE '\\'`)
            .orWhere(
              `EXISTS (SELECT 1 FROM folder_files matched WHERE matched.folder_id = folder.id AND LOWER(matched.filepath) LIKE :pattern ESCAPE '\\')`,
            ),
        ),
        { pattern },
      );
    }
    return this.lock.read(() => query.getMany());
  }

  /**
   * The owner's shares that Sharecode's operators took down and cleanup has not deleted yet, newest removal
   * first: a takedown ends a share at once, its row going with the next cleanup run (when its tombstone takes
   * over).
   */
  findRemoved(ownerId: number, limit: number): Promise<Folder[]> {
    return this.lock.read(() =>
      this.folders.find({
        where: { ownerId, endedReason: 'removed' },
        order: { removedAt: 'DESC', id: 'DESC' },
        take: limit,
      }),
    );
  }

  /** Up to `limit` of the owner's shares, expired ones too, with an id above `afterId`, in id order, without files. */
  findAllAfter(ownerId: number, afterId: number, limit: number): Promise<Folder[]> {
    return this.lock.read(() =>
      this.folders.find({ where: { ownerId, id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit }),
    );
  }

  /**
   * For each share, its first `perFolder` file paths and its file count; with `pattern`, only the files
   * whose path contains it. One query, whatever the number of files.
   */
  async sampleFiles(
    folderIds: readonly number[],
    perFolder: number,
    pattern?: string,
  ): Promise<Map<number, FileSample>> {
    const samples = new Map<number, FileSample>();
    if (folderIds.length === 0) return samples;
    const filter = pattern === undefined ? '' : `AND LOWER(file.filepath) LIKE :pattern ESCAPE '\\'`;
    const sql = `
      SELECT ranked.folder_id AS "folderId", ranked.filepath AS "filepath", ranked.total AS "total"
      FROM (
        SELECT file.folder_id, file.filepath,
          ROW_NUMBER() OVER (PARTITION BY file.folder_id ORDER BY file.filepath) AS position,
          COUNT(*) OVER (PARTITION BY file.folder_id) AS total
        FROM folder_files file
        WHERE file.folder_id IN (:...folderIds) ${filter}
      ) ranked
      WHERE ranked.position <= :perFolder
      ORDER BY ranked.folder_id, ranked.position`;
    const [query, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      sql,
      { folderIds: [...folderIds], perFolder, ...(pattern === undefined ? {} : { pattern }) },
      {},
    );
    const rows = await this.lock.read(() => this.dataSource.query<SampleRow[]>(query, parameters));
    for (const row of rows) {
      // PostgreSQL answers COUNT(*) as a bigint string.
      const folderId = Number(row.folderId);
      const sample = samples.get(folderId) ?? { paths: [], total: Number(row.total) };
      sample.paths.push(row.filepath);
      samples.set(folderId, sample);
    }
    return samples;
  }
}
