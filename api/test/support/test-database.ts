import { basename } from 'node:path';
import pg from 'pg';

/**
 * Set by the PostgreSQL run of the API tests (scripts/with-test-postgres.sh): the URL of a throw-away server
 * on which each test app gets a schema of its own. Unset, test apps use SQLite in their data directory.
 */
export const TEST_POSTGRES_URL_VARIABLE = 'TEST_POSTGRES_URL';

/**
 * A schema per app rather than a database: PostgreSQL takes about 0.4 s to create a database, which the run's
 * several hundred apps would pay one at a time. The app reaches its schema through the connection's
 * search_path, which the URL carries, and sees it as it would a database's public schema.
 */
export interface TestDatabase {
  /** Environment for the app: DATABASE_URL, or nothing for SQLite. */
  env: Record<string, string>;
  /** Deletes the app's schema and everything in it (SQLite's file goes with the data directory). */
  drop: () => Promise<void>;
}

/** An app's connection still open in a transaction must not hold the run up: the server is thrown away anyway. */
const DROP_LOCK_TIMEOUT = '5s';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The database behind the test app whose data directory is `dataDir`. Its schema is named after that
 * directory, so an app restarted on the same data directory finds the same tables, as it would its SQLite file.
 */
export async function testDatabaseFor(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!serverUrl) return { env: {}, drop: () => Promise.resolve() };

  const schema = `test_${basename(dataDir)
    .replace(/[^a-zA-Z0-9]/g, '_')
    .toLowerCase()}`;
  await onServer(serverUrl, (client) => client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`));
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () =>
      onServer(serverUrl, async (client) => {
        await client.query(`SET lock_timeout = '${DROP_LOCK_TIMEOUT}'`);
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      }),
  };
}
