import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { CleanupService } from '../../src/cleanup/cleanup.service.js';
import { Clock } from '../../src/common/clock.js';
import { FILES_DIR_NAME, SQLITE_FILE_NAME } from '../../src/config/app-config.js';
import { configureApp } from '../../src/configure-app.js';
import { Jobs } from '../../src/jobs/jobs.js';
import { FolderFile } from '../../src/folders/folder-file.entity.js';
import { Folder } from '../../src/folders/folder.entity.js';
import { startTestWorker, untilJobsSettled } from '../jobs/support/test-worker.js';
import { ManualClock } from './manual-clock.js';
import RELAXED_RATE_LIMITS from './relaxed-rate-limits.json' with { type: 'json' };
import { testDatabaseFor } from './test-database.js';
import { testRedisFor } from './test-redis.js';
import { type TestStorage, testStorageFor } from './test-storage.js';

export const TEST_PUBLIC_URL = 'http://sharecode.test';
export const CLIENT_PAGE = '<!doctype html><title>Sharecode client</title><div id="root"></div>';

export interface TestAppOptions {
  /** Extra environment variables (they win over the defaults here). */
  env?: Record<string, string>;
  /** Reuse a data directory, to restart on the same database and files. */
  dataDir?: string;
  clock?: ManualClock;
  /**
   * With REDIS_URL, whether a worker runs beside the app (default true). Off, the app's jobs wait in the queue:
   * for tests of the API process alone, such as its outages (a worker would have one of its own).
   */
  worker?: boolean;
  /** Providers to replace, each token by its value (shorter waits, say). */
  overrides?: ReadonlyArray<{ token: unknown; value: unknown }>;
}

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:{port} of the listening server. */
  baseUrl: string;
  http: () => request.Agent;
  dataDir: string;
  filesDir: string;
  clock: ManualClock;
  dataSource: DataSource;
  cleanup: CleanupService;
  /** Keys of the stored files: file names on local disk, or object names in the bucket on the S3 run. */
  storedFiles: () => Promise<string[]>;
  /** The app's stored bytes as the backend holds them (see test-storage.ts). */
  storage: TestStorage;
  folderCount: () => Promise<number>;
  /**
   * Everything the database holds, as bytes to search: SQLite's files (journal included) as written to
   * disk, or every row of every table on PostgreSQL.
   */
  databaseContents: () => Promise<Buffer[]>;
  fileRowCount: () => Promise<number>;
  /** Stops the app, keeping its data directory. */
  stop: () => Promise<void>;
  /** Deletes the data directory and database of an app already stopped. */
  removeData: () => Promise<void>;
  /** Stops the app and deletes its data directory and database. */
  close: () => Promise<void>;
}

async function databaseContents(dataSource: DataSource, dataDir: string): Promise<Buffer[]> {
  if (dataSource.options.type === 'postgres') {
    const tables: { name: string }[] = await dataSource.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    return Promise.all(
      tables.map(async ({ name }) => {
        const rows: { row: string }[] = await dataSource.query(`SELECT t::text AS row FROM "${name}" t`);
        return Buffer.from(rows.map(({ row }) => row).join('\n'));
      }),
    );
  }
  const files = (await readdir(dataDir)).filter((name) => name.startsWith(SQLITE_FILE_NAME));
  return Promise.all(files.map((name) => readFile(join(dataDir, name))));
}

/**
 * The real application, configured exactly as main.ts does, on a temporary data directory and SQLite file
 * (or PostgreSQL database: see test-database.ts), files on local disk (or in a bucket: test-storage.ts) and
 * in-process rate limits (or Redis: test-redis.ts), listening on an ephemeral port, with a clock the test controls.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sharecode-api-')));
  const clientDir = join(dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), CLIENT_PAGE);
  const clock = options.clock ?? new ManualClock();
  const database = await testDatabaseFor(dataDir);
  const storage = await testStorageFor(dataDir);
  const redis = testRedisFor(dataDir);
  const removeData = async () => {
    await database.drop();
    await storage.drop();
    // A part of the app that failed to start may still be writing its last file there as the folder goes.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    CLIENT_DIR: clientDir,
    ...database.env,
    ...storage.env,
    ...redis.env,
    // Limits high enough that only the rate-limit tests ever reach them.
    ...RELAXED_RATE_LIMITS,
    ...options.env,
  };

  let app: NestExpressApplication | undefined;
  // With REDIS_URL the app only enqueues its jobs: a worker beside it runs them, as in a deployment.
  let worker: INestApplicationContext | undefined;
  try {
    let builder = Test.createTestingModule({ imports: [AppModule.forRoot(env)] })
      .overrideProvider(Clock)
      .useValue(clock);
    for (const { token, value } of [...redis.overrides, ...(options.overrides ?? [])])
      builder = builder.overrideProvider(token).useValue(value);
    const moduleRef = await builder.compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error'] });
    configureApp(app);
    await app.listen(0, '127.0.0.1');
    const jobs = app.get(Jobs);
    if (jobs.shared && options.worker !== false) {
      worker = await startTestWorker({ env, clock, overrides: redis.overrides });
    }
    // The start-up jobs (catching up on what expired, sweeping orphans) are done before the test begins.
    if (!jobs.shared || worker) await untilJobsSettled(jobs);
  } catch (error) {
    // What did start (a Redis connection, say) is closed, or its sockets would keep jest from exiting.
    await worker?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    // Why the app did not start is what the test needs to see, not how tidying up after it went.
    if (!options.dataDir) await removeData().catch(() => undefined);
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataSource = app.get(DataSource);
  const filesDir = join(dataDir, FILES_DIR_NAME);

  const stop = async () => {
    await worker?.close();
    await app.close();
  };
  return {
    app,
    baseUrl,
    http: () => request.agent(baseUrl),
    dataDir,
    filesDir,
    clock,
    dataSource,
    cleanup: app.get(CleanupService),
    storedFiles: () => storage.storedFiles(),
    storage,
    folderCount: () => dataSource.getRepository(Folder).count(),
    databaseContents: () => databaseContents(dataSource, dataDir),
    fileRowCount: () => dataSource.getRepository(FolderFile).count(),
    stop,
    removeData,
    close: async () => {
      try {
        await stop();
      } finally {
        await removeData();
      }
    },
  };
}

/** A test app behind a trusted proxy (TRUST_PROXY=on): each request names its client in X-Forwarded-For. */
export function createTestAppBehindProxy(env: Record<string, string>): Promise<TestApp> {
  return createTestApp({ env: { TRUST_PROXY: 'on', ...env } });
}
