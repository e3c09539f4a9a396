import sqlite3 from 'sqlite3';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { InitialSchema1767225600000 } from './migrations/1767225600000-initial-schema.js';
import { Accounts1767312000000 } from './migrations/1767312000000-accounts.js';
import { ResumableUploads1767398400000 } from './migrations/1767398400000-resumable-uploads.js';
import { ShareLinkKeys1767484800000 } from './migrations/1767484800000-share-link-keys.js';
import { SenderControl1767571200000 } from './migrations/1767571200000-sender-control.js';

const MIGRATIONS = [
  InitialSchema1767225600000,
  Accounts1767312000000,
  ResumableUploads1767398400000,
  ShareLinkKeys1767484800000,
  SenderControl1767571200000,
];

/** How long SQLite waits on a locked database file before failing a statement. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. Migrations run at start-up; the
 * schema is never synchronised from the entities.
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  // Entities are registered by the modules that own them (TypeOrmModule.forFeature, autoLoadEntities).
  const common = {
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    // Failed queries are not logged here: unique violations are expected during code allocation, and
    // every other failure reaches the exception filter, which logs it.
    logging: ['warn', 'migration'] as const,
  };
  if (config.databaseUrl) {
    return { ...common, type: 'postgres', url: config.databaseUrl, logging: [...common.logging] };
  }
  return {
    ...common,
    type: 'sqlite',
    database: config.sqliteFile,
    // TypeORM switches sqlite3 into verbose mode, which wraps every call to capture a stack trace: work on
    // every query that nothing reads. Handing it a driver whose verbose() is a no-op keeps plain sqlite3.
    driver: { ...sqlite3, verbose: () => sqlite3 },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    logging: [...common.logging],
  };
}
