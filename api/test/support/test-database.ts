import { basename } from 'node:path';
import pg from 'pg';

/**
 * Set by the PostgreSQL run of the API tests (scripts/with-test-postgres.sh): the URL of a throw-away server
 * on which each test app gets a database of its own. Unset, test apps use SQLite in their data directory.
 */
export const TEST_POSTGRES_URL_VARIABLE = 'TEST_POSTGRES_URL';

export interface TestDatabase {
  /** Environment for the app: DATABASE_URL, or nothing for SQLite. */
  env: Record<string, string>;
  /** Deletes the database (SQLite's file goes with the data directory). */
  drop: () => Promise<void>;
}

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
 * The database behind the test app whose data directory is `dataDir`. It is named after that directory,
 * so an app restarted on the same data directory finds the same database, as it would its SQLite file.
 */
export async function testDatabaseFor(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!serverUrl) return { env: {}, drop: () => Promise.resolve() };

  const name = `test_${basename(dataDir)
    .replace(/[^a-zA-Z0-9]/g, '_')
    .toLowerCase()}`;
  await onServer(serverUrl, async (client) => {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
