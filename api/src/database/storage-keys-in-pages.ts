import { type FindOptionsWhere, MoreThan, type Repository } from 'typeorm';
import type { DatabaseLock } from './database-lock.js';

/** A row that points at a stored object, with an id that only grows. */
interface StorageKeyRow {
  id: number;
  storageKey: string;
}

/**
 * Every storage key of `rows`' table, read `pageRows` rows at a time in id order, so that memory holds the keys and
 * one page, never the table's rows: a row added meanwhile comes after the last page read (ids only grow); one
 * deleted meanwhile may still be listed, which only spares its object one sweep longer.
 */
export async function storageKeysInPages<Row extends StorageKeyRow>(
  lock: DatabaseLock,
  rows: Repository<Row>,
  pageRows: number,
): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let afterId = 0; ;) {
    const page = await lock.read(() =>
      rows.find({
        select: { id: true, storageKey: true },
        where: { id: MoreThan(afterId) } as FindOptionsWhere<Row>,
        order: { id: 'ASC' },
        take: pageRows,
      } as Parameters<Repository<Row>['find']>[0]),
    );
    for (const row of page) keys.add(row.storageKey);
    if (page.length < pageRows) return keys;
    afterId = page[page.length - 1].id;
  }
}
