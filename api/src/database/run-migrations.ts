import type { DataSource } from 'typeorm';

/** Any fixed number names the lock; every instance must use the same one. */
const MIGRATIONS_LOCK_KEY = 7_245_013;

/**
 * Runs the pending migrations. On PostgreSQL under a session advisory lock, so instances starting at once
 * migrate one after another: the later ones find nothing left to do, where running side by side they would
 * collide on the first CREATE (duplicate key in pg_type) and fail to start.
 */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'postgres') {
    await dataSource.runMigrations();
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await dataSource.runMigrations();
  } finally {
    // Released with the session anyway: a failed unlock must not hide the migration's own error.
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
