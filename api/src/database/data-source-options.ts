import sqlite3 from 'sqlite3';
import type { DataSourceOptions, Logger } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseOutage } from './database-outage.js';
import { observedPostgres } from './observed-postgres.js';
import { InitialSchema1767225600000 } from './migrations/1767225600000-initial-schema.js';
import { Accounts1767312000000 } from './migrations/1767312000000-accounts.js';
import { ResumableUploads1767398400000 } from './migrations/1767398400000-resumable-uploads.js';
import { ShareLinkKeys1767484800000 } from './migrations/1767484800000-share-link-keys.js';
import { SenderControl1767571200000 } from './migrations/1767571200000-sender-control.js';
import { ReportsAndAudit1767657600000 } from './migrations/1767657600000-reports-and-audit.js';
import { FolderEndings1767744000000 } from './migrations/1767744000000-folder-endings.js';
import { BlockedFilesAndScanning1767830400000 } from './migrations/1767830400000-blocked-files-and-scanning.js';
import { EncryptedShares1767916800000 } from './migrations/1767916800000-encrypted-shares.js';
import { OperatorEnrollment1768003200000 } from './migrations/1768003200000-operator-enrollment.js';
import { InstantShares1768089600000 } from './migrations/1768089600000-instant-shares.js';
import { FileThumbnails1768176000000 } from './migrations/1768176000000-file-thumbnails.js';
import { DirectOnlyShares1768262400000 } from './migrations/1768262400000-direct-only-shares.js';
import { ReportLanguages1768348800000 } from './migrations/1768348800000-report-languages.js';
import { CodeClaims1768435200000 } from './migrations/1768435200000-code-claims.js';
import { FileRequests1768521600000 } from './migrations/1768521600000-file-requests.js';
import { ResumableUploadTargets1768608000000 } from './migrations/1768608000000-resumable-upload-targets.js';
import { ReportsOfFileRequests1768651200000 } from './migrations/1768651200000-reports-of-file-requests.js';

const MIGRATIONS = [
  InitialSchema1767225600000,
  Accounts1767312000000,
  ResumableUploads1767398400000,
  ShareLinkKeys1767484800000,
  SenderControl1767571200000,
  ReportsAndAudit1767657600000,
  FolderEndings1767744000000,
  BlockedFilesAndScanning1767830400000,
  EncryptedShares1767916800000,
  OperatorEnrollment1768003200000,
  InstantShares1768089600000,
  FileThumbnails1768176000000,
  DirectOnlyShares1768262400000,
  ReportLanguages1768348800000,
  CodeClaims1768435200000,
  FileRequests1768521600000,
  ResumableUploadTargets1768608000000,
  ReportsOfFileRequests1768651200000,
];

/** How long SQLite waits on a locked database file before failing a statement. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Set on every SQLite connection as it opens, so that a commit the server acknowledged (a share, an account)
 * survives a power cut. In WAL mode a commit appends its pages to the write-ahead log, and synchronous = FULL
 * fsyncs the log at every commit; WAL's usual NORMAL syncs only at checkpoints, so a power cut could take back
 * the last commits after their 201 went out. WAL rather than the rollback journal (DELETE, equally durable with
 * FULL): one fsync per commit instead of several and a new journal file each time, and readers (another
 * process on the same file, too) keep reading the last commit while a write goes on.
 */
const SQLITE_DURABILITY = 'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;';

/**
 * A request waits this long for a PostgreSQL connection (a new one, or a free one of the pool) before it
 * answers 503. A server that is down refuses at once; this bounds one that does not answer at all. It is as
 * long as the query timeout because PostgreSQL starts a process per new connection, which on a busy server
 * takes seconds: a burst of uploads on a loaded machine must wait for it, not answer 503.
 */
const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;
/**
 * A query the server has not answered within this is abandoned and its request answers 503: a server that hangs
 * must not hang requests. Long enough for the heaviest statements (a cleanup pass, a batch of a large share's
 * file rows) on a busy server.
 */
const POSTGRES_QUERY_TIMEOUT_MS = 10_000;

type OpenCallback = (error: Error | null) => void;

/**
 * sqlite3 as TypeORM gets it: each connection set to SQLITE_DURABILITY before TypeORM sees it opened, and
 * without verbose mode, which TypeORM switches on and which wraps every call to capture a stack trace: work on
 * every query that nothing reads.
 */
const sqliteDriver = {
  ...sqlite3,
  /** Called with `new` by TypeORM, as (file, callback) or (file, mode, callback). */
  Database: function DurableDatabase(filename: string, ...args: [OpenCallback] | [number, OpenCallback]) {
    const [mode, opened] = args.length === 2 ? args : [undefined, args[0]];
    const whenOpen = (error: Error | null) => {
      if (error) opened(error);
      else database.exec(SQLITE_DURABILITY, opened);
    };
    const database =
      mode === undefined ? new sqlite3.Database(filename, whenOpen) : new sqlite3.Database(filename, mode, whenOpen);
    return database;
  },
  verbose: () => sqliteDriver,
};

/** What the data source reports to: TypeORM's log, and the tracker of PostgreSQL outages. */
export interface DatabaseObservers {
  log: Logger;
  outage: DatabaseOutage;
}

/**
 * SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. Migrations run at start-up; the
 * schema is never synchronised from the entities.
 */
export function dataSourceOptions(config: AppConfig, { log, outage }: DatabaseObservers): DataSourceOptions {
  // Entities are registered by the modules that own them (TypeOrmModule.forFeature, autoLoadEntities).
  const common = { migrations: MIGRATIONS, migrationsRun: true, synchronize: false, logger: log };
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      driver: observedPostgres(outage),
      connectTimeoutMS: POSTGRES_CONNECT_TIMEOUT_MS,
      extra: { query_timeout: POSTGRES_QUERY_TIMEOUT_MS },
      // An idle connection that broke: the server went away (TypeORM would log a warning per connection).
      poolErrorHandler: (error: unknown) => outage.failed(error),
    };
  }
  return {
    ...common,
    type: 'sqlite',
    database: config.sqliteFile,
    driver: sqliteDriver,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
  };
}
