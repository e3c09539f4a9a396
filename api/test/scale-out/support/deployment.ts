import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { runsScaledOut } from '../../support/other-instance.js';
import { testDatabaseFor } from '../../support/test-database.js';
import { TEST_REDIS_URL_VARIABLE } from '../../support/test-redis.js';
import { type TestStorage, testStorageFor } from '../../support/test-storage.js';

/**
 * What every instance of one deployment shares: a PostgreSQL database and a bucket of this test's own on the
 * servers the scale-out run started, and a database of that run's Redis. The test reads the database and the bucket
 * directly, to check what no API answer would show (an orphan object, a share nobody can see).
 */
export interface Deployment {
  /** DATABASE_URL, REDIS_URL and the S3_ variables, for every instance. */
  env: Record<string, string>;
  storage: TestStorage;
  /** Every share row, live or ended. */
  shareCount: () => Promise<number>;
  /** Codes some share row holds: any other code is unknown to the service. */
  heldCodes: () => Promise<Set<string>>;
  /** Storage keys the rows of shares point at. */
  referencedStorageKeys: () => Promise<Set<string>>;
  /** The parts the bucket holds of multipart uploads not completed (yet), as `uploadId/partNumber`. */
  storedUploadParts: () => Promise<Set<string>>;
  /** Drops the database and the bucket; the API processes must have stopped. */
  close: () => Promise<void>;
}

/**
 * s3rver cannot list multipart uploads in progress (ListMultipartUploads is not implemented), so they are read
 * from its directory (TEST_S3_DIRECTORY, set by scripts/with-test-s3.mjs): it keeps each upload's parts in
 * `{bucket}/._S3rver_uploads/{uploadId}/`, writing a part's `.md5` once the part is whole, and removes the
 * directory when the upload completes.
 */
async function uploadPartsIn(bucket: string): Promise<Set<string>> {
  const directory = process.env.TEST_S3_DIRECTORY;
  if (!directory) throw new Error('TEST_S3_DIRECTORY is not set: run this through npm run test:scale-out -w api');
  const uploads = join(directory, bucket, '._S3rver_uploads');
  const parts = new Set<string>();
  const entries = (path: string) =>
    readdir(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  for (const upload of await entries(uploads)) {
    for (const file of await entries(join(uploads, upload))) {
      if (file.endsWith('.md5')) parts.add(`${upload}/${file.slice(0, -'.md5'.length)}`);
    }
  }
  return parts;
}

/**
 * A deployment's processes keep the default Redis key prefix, as a real one does, so two deployments running at
 * once (one per Jest worker) would share queues, limits and relay state: each gets a database of its own. Database
 * 0 stays for in-process test apps, which prefix their keys instead (test-redis.ts).
 */
function redisDatabaseOfThisWorker(): number {
  return Number(process.env.JEST_WORKER_ID ?? '1');
}

export interface DeploymentOptions {
  /** A Redis database other than this Jest worker's, for a test that must not see any other process's keys. */
  redisDatabase?: number;
}

export async function startDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  if (!runsScaledOut()) {
    throw new Error(
      'Two instances need TEST_POSTGRES_URL, REDIS_URL and S3_BUCKET: run this through the scale-out run (npm run test:scale-out -w api)',
    );
  }
  // Names the database and the bucket (test-database.ts, test-storage.ts), as a test app's data directory does.
  const namingDir = await mkdtemp(join(tmpdir(), 'sharecode-deployment-'));
  const database = await testDatabaseFor(namingDir);
  const storage = await testStorageFor(namingDir);
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  const column = async (sql: string): Promise<string[]> =>
    (await client.query<Record<string, unknown>>(sql)).rows.map((row) => String(Object.values(row)[0]));

  const redisUrl = new URL(process.env[TEST_REDIS_URL_VARIABLE]!);
  redisUrl.pathname = `/${options.redisDatabase ?? redisDatabaseOfThisWorker()}`;
  const redis = new Redis(redisUrl.toString());
  await redis.flushdb();
  redis.disconnect();

  return {
    env: { ...database.env, ...storage.env, REDIS_URL: redisUrl.toString() },
    storage,
    shareCount: async () => Number((await column('SELECT COUNT(*) FROM folders'))[0]),
    heldCodes: async () => new Set(await column('SELECT code FROM folders')),
    referencedStorageKeys: async () => new Set(await column('SELECT storage_key FROM folder_files')),
    storedUploadParts: () => uploadPartsIn(storage.env.S3_BUCKET),
    close: async () => {
      await client.end();
      await database.drop();
      await storage.drop();
      await rm(namingDir, { recursive: true, force: true });
    },
  };
}
