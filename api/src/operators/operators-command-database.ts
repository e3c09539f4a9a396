import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { redactedUrl } from '../common/redacted-url.js';
import { SQLITE_FILE_NAME } from '../config/app-config.js';
import { CONFIG_DEFAULTS, type EnvironmentSource } from '../config/environment.js';

/**
 * The environment the operators command reads: the API's, with a relative DATA_DIR (the default `./data`
 * included) made absolute against the directory `npm start` runs the API in.
 *
 * `npm start` runs in the npm project's root, wherever in the checkout it is typed, while
 * `npm run operators -w api` runs this command in `api/`: resolved against its own working directory, the
 * default would be `api/data`, a database no server reads. npm names the project's root in
 * npm_config_local_prefix (the repository root, also when the command is run from inside `api/`); run without
 * npm, a relative DATA_DIR means the working directory, as it does for `node api/dist/main.js`.
 */
export function commandEnvironment(env: EnvironmentSource, workingDirectory = process.cwd()): EnvironmentSource {
  const base = env.npm_config_local_prefix || workingDirectory;
  return { ...env, DATA_DIR: resolve(base, env.DATA_DIR || CONFIG_DEFAULTS.DATA_DIR) };
}

/** Whether the SQLite file of this (commandEnvironment's) environment is there: opening it creates it. */
export function sqliteFileExists(env: EnvironmentSource): boolean {
  return existsSync(join(env.DATA_DIR ?? CONFIG_DEFAULTS.DATA_DIR, SQLITE_FILE_NAME));
}

/**
 * The line naming the database the command acted on, so that a DATA_DIR other than the server's shows at once;
 * a SQLite file that the command had to create is said to be new (no server had used it).
 */
export function describeDatabase(
  database: { databaseUrl: string | undefined; sqliteFile: string },
  sqliteExisted: boolean,
): string {
  if (database.databaseUrl !== undefined) return `Database: PostgreSQL ${redactedUrl(database.databaseUrl)}`;
  return sqliteExisted
    ? `Database: SQLite ${database.sqliteFile}`
    : `Database: SQLite ${database.sqliteFile} (new: there was no database there; ` +
        "if the server keeps its data elsewhere, run this with the server's DATA_DIR)";
}
