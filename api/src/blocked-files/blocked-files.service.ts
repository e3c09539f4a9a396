import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import type { PageRequest } from '../common/page-request.js';
import { DatabaseLock } from '../database/database-lock.js';
import { BlockedFile, type BlockSource } from './blocked-file.entity.js';
import { parseHashList } from './hash-list.js';

/** Digests per query: keeps bound parameters well under SQLite's limit. */
const QUERY_CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += QUERY_CHUNK) result.push(items.slice(start, start + QUERY_CHUNK));
  return result;
}

/** What adding digests did: how many were new, how many were on the list already. */
export interface BlockOutcome {
  added: number;
  alreadyBlocked: number;
}

/** An imported list's outcome, with the lines that held no digest (1-based). */
export interface ImportOutcome extends BlockOutcome {
  invalidLines: number[];
}

/** A page of the list, newest first; `before` is a digest. */
export type BlockListPage = PageRequest<string>;

/**
 * The block list: SHA-256 digests of files no share may hold (docs/moderation.md). The only module that touches
 * `blocked_files`. Uploads ask it about every file they stored; operators add a share's files or import lists.
 */
@Injectable()
export class BlockedFilesService {
  private readonly blocked: Repository<BlockedFile>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
    private readonly clock: Clock,
  ) {
    this.blocked = dataSource.getRepository(BlockedFile);
  }

  /** Which of these digests (hex, lower case) are on the list. */
  async blockedAmong(hashes: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const chunk of chunks([...new Set(hashes)])) {
      const rows = await this.lock.read(() =>
        this.blocked.find({ select: { sha256: true }, where: { sha256: In(chunk) } }),
      );
      for (const row of rows) found.add(row.sha256);
    }
    return found;
  }

  /** Puts digests (hex, lower case) on the list; those already there keep their first entry. */
  async add(hashes: readonly string[], source: BlockSource, note: string | null = null): Promise<BlockOutcome> {
    const unique = [...new Set(hashes)];
    const existing = await this.blockedAmong(unique);
    const fresh = unique.filter((hash) => !existing.has(hash));
    const addedAt = this.clock.now();
    for (const chunk of chunks(fresh)) {
      // Ignoring conflicts: another request may block the same digest meanwhile.
      await this.lock.write(() =>
        this.blocked
          .createQueryBuilder()
          .insert()
          .values(chunk.map((sha256) => ({ sha256, addedAt, source, note })))
          .orIgnore()
          .updateEntity(false)
          .execute(),
      );
    }
    return { added: fresh.length, alreadyBlocked: existing.size };
  }

  /** Imports a list as text: one digest per line, `#` comments (see parseHashList). */
  async importList(text: string, note: string | null = null): Promise<ImportOutcome> {
    const { hashes, invalidLines } = parseHashList(text);
    return { ...(await this.add(hashes, 'import', note)), invalidLines };
  }

  /** The list, newest first. */
  async list({ limit, before }: BlockListPage): Promise<BlockedFile[]> {
    return this.lock.read(async () => {
      const query = this.blocked
        .createQueryBuilder('blocked')
        .orderBy('blocked.addedAt', 'DESC')
        .addOrderBy('blocked.sha256', 'DESC')
        .limit(limit);
      const cursor = before === undefined ? null : await this.blocked.findOneBy({ sha256: before });
      if (cursor) {
        query.where('(blocked.addedAt < :at OR (blocked.addedAt = :at AND blocked.sha256 < :sha256))', {
          at: cursor.addedAt,
          sha256: cursor.sha256,
        });
      }
      return query.getMany();
    });
  }
}
