import type { DataSourceOptions } from 'typeorm';

/**
 * Migrations name column types per database; entities leave date columns untyped so TypeORM picks the
 * matching default. PostgreSQL gets `timestamptz` (absolute instants whatever the server's time zone);
 * SQLite has no such type and stores `datetime` as UTC text, which TypeORM writes and compares consistently.
 * It lives beside the migrations and only they use it: migrations already run depend on it, so it never
 * changes (a different mapping is a new function).
 */
export function timestampColumnType(type: DataSourceOptions['type']): string {
  return type === 'postgres' ? 'timestamptz' : 'datetime';
}
