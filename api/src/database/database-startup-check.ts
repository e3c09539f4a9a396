import pg from 'pg';
import { redactedUrl } from '../common/redacted-url.js';

/** Start-up waits this long for PostgreSQL to accept a connection and answer before the server gives up. */
const STARTUP_TIMEOUT_MS = 3_000;

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's connection errors (ECONNREFUSED, ENOTFOUND…) say the most in their code; pg's say it in words.
  const { code } = error as { code?: unknown };
  return error.message || (typeof code === 'string' ? code : error.name);
}

/**
 * Connects once to DATABASE_URL and runs `SELECT 1`, before the app is built: a database that cannot be
 * reached stops the server at once with one message naming the variable (password masked), rather than
 * TypeORM's retries. Without DATABASE_URL there is nothing to reach (SQLite is a file in DATA_DIR).
 */
export async function checkDatabase(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl === undefined) return;
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: STARTUP_TIMEOUT_MS,
    query_timeout: STARTUP_TIMEOUT_MS,
  });
  // A failure is reported by the rejection below; an 'error' event with no listener would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`DATABASE_URL="${redactedUrl(databaseUrl)}": PostgreSQL cannot be reached (${reasonOf(error)})`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}
