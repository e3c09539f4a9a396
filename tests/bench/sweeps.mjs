// @ts-check
// The sweeps part of the benchmark (BENCH_PARTS=sweeps; `node bench/sweeps.mjs` runs it alone): a resumable upload
// of the most files a share may hold, announced and abandoned (no byte sent), its share expired and the upload
// stale, swept by the jobs every start runs (cleanup's catch-up, the stale-upload sweep). The API's peak RSS during
// that start against its RSS once started on the same data with nothing to sweep: the sweeps read their rows a page
// at a time, so what one upload holds must not show in the process's memory. On SQLite and on PostgreSQL.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startPostgres } from './load-services.mjs';
import { peakRss, rss, startApi } from './processes.mjs';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { MIB } from './settings.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */

const PORTS = { api: 3931, postgres: 3932 };
/** MAX_FILES_PER_SHARE (api/src/uploads/multipart-reader.ts). */
const FILES = 50_000;
/** The most the API's RSS may grow over idle while it sweeps. */
const RSS_ALLOWANCE = 128 * MIB;
/** Long after any stale or expiry limit: what the aged rows say. */
const LONG_AGO = '2000-01-01 00:00:00';
/** Idle: settled this long after its start. */
const SETTLE_MS = 3_000;
const SWEEP_TIMEOUT_MS = 10 * 60_000;

/**
 * A database for the API: its environment, SQL run while the API is stopped (rows no request can make), and the
 * rows left to sweep, read while it runs.
 * @typedef {{ name: string, env: Record<string, string>, exec: (sql: string) => Promise<void>,
 *   rowsLeft: () => Promise<number>, stop: () => Promise<void> }} Database
 */

const LEFT_SQL =
  'SELECT (SELECT count(*) FROM resumable_upload_files) + (SELECT count(*) FROM resumable_uploads) + ' +
  '(SELECT count(*) FROM folder_files) AS n';

/**
 * @param {string} dataDir
 * @returns {Database}
 */
function sqlite(dataDir) {
  const file = join(dataDir, 'sharecode.sqlite');
  return {
    name: 'SQLite',
    env: {},
    exec: (sql) => {
      const database = new DatabaseSync(file);
      try {
        database.exec(sql);
        return Promise.resolve();
      } finally {
        database.close();
      }
    },
    rowsLeft: () => {
      const database = new DatabaseSync(file, { readOnly: true });
      try {
        return Promise.resolve(Number(/** @type {{ n: number }} */ (database.prepare(LEFT_SQL).get()).n));
      } finally {
        database.close();
      }
    },
    stop: () => Promise.resolve(),
  };
}

/** @returns {Promise<Database>} */
async function postgres() {
  const server = await startPostgres(PORTS.postgres);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: server.url },
    exec: async (sql) => {
      await server.psql(sql);
    },
    rowsLeft: async () => Number(await server.psql(LEFT_SQL)),
    stop: server.stop,
  };
}

/**
 * Announces the upload of FILES one-byte files, as a browser does in one request; sends nothing.
 * @param {string} apiBase
 */
async function announce(apiBase) {
  const paths = Array.from({ length: FILES }, (_, index) => `photos/${Math.floor(index / 1000)}/IMG_${index}.jpg`);
  const form = new FormData();
  form.append('filePaths', JSON.stringify(paths));
  form.append('fileSizes', JSON.stringify(paths.map(() => 1)));
  const created = await fetch(`${apiBase}/api/resumable-uploads`, { method: 'POST', body: form });
  if (created.status !== 201) throw new Error(`the announcement answered ${created.status}: ${await created.text()}`);
}

/**
 * Resolves once nothing is left to sweep (true), or false past SWEEP_TIMEOUT_MS.
 * @param {Database} database
 */
async function swept(database) {
  const deadline = Date.now() + SWEEP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await database.rowsLeft()) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * One database's row: the idle RSS of a start with nothing to sweep, then the peak of a start that sweeps.
 * @param {string} dataDir
 * @param {Database} database
 * @returns {Promise<Row>}
 */
async function sweepRow(dataDir, database) {
  const env = { DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client'), ...database.env };
  const announcing = await startApi('sharecode api (announcing)', PORTS.api, env);
  try {
    await announce(announcing.apiBase);
  } finally {
    await announcing.server.stop();
  }
  const idle = await startApi('sharecode api (idle)', PORTS.api, env);
  let idleRss;
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    idleRss = await rss(idle.server.pid);
  } finally {
    await idle.server.stop();
  }
  // A day later, say: the upload untouched since, its share ended.
  await database.exec(
    `UPDATE resumable_uploads SET updated_at = '${LONG_AGO}'; UPDATE folders SET expires_at = '${LONG_AGO}';`,
  );
  const started = performance.now();
  const sweeping = await startApi('sharecode api (sweeping)', PORTS.api, env);
  let done;
  let peak;
  let seconds;
  try {
    done = await swept(database);
    seconds = (performance.now() - started) / 1000;
    peak = await peakRss(sweeping.server.pid);
  } finally {
    await sweeping.server.stop();
  }
  const over = peak - idleRss;
  return goalRow({
    metric: `start sweeping a ${FILES}-file abandoned upload, peak RSS over idle (${database.name})`,
    sharecode: `${figure(over / MIB, 1, 'MiB')} (peak ${figure(peak / MIB, 0, 'MiB')}, swept in ${figure(seconds, 1, 's')})`,
    reference: `idle ${figure(idleRss / MIB, 0, 'MiB')}`,
    value: over / MIB,
    goal: { bound: '<=', limit: RSS_ALLOWANCE / MIB, unit: 'MiB' },
    fault: done ? undefined : 'rows left unswept',
  });
}

/**
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function sweepRows(work) {
  const rows = [];
  const sqliteDir = join(work, 'sweeps-sqlite');
  await mkdir(sqliteDir);
  rows.push(await sweepRow(sqliteDir, sqlite(sqliteDir)));
  const postgresDir = join(work, 'sweeps-postgres');
  await mkdir(postgresDir);
  const database = await postgres();
  try {
    rows.push(await sweepRow(postgresDir, database));
  } finally {
    await database.stop();
  }
  return rows;
}

await runAloneIfMain(import.meta.url, sweepRows);
