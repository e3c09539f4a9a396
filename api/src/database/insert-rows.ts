import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/** Rows per INSERT statement: keeps bound parameters well under SQLite's limit. */
const INSERT_CHUNK_ROWS = 500;

/**
 * Inserts `rows` into `entity` in statements of at most INSERT_CHUNK_ROWS rows, inside the caller's
 * transaction; `row(item, index)` builds each row from its item and its position in the list.
 */
export async function insertRows<Entity extends ObjectLiteral, Item>(
  manager: EntityManager,
  entity: EntityTarget<Entity>,
  items: readonly Item[],
  row: (item: Item, index: number) => QueryDeepPartialEntity<Entity>,
): Promise<void> {
  for (let start = 0; start < items.length; start += INSERT_CHUNK_ROWS) {
    const rows = items.slice(start, start + INSERT_CHUNK_ROWS).map((item, offset) => row(item, start + offset));
    await manager.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
  }
}
