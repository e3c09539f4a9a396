// @ts-check
// What the load part's instances share (bench/load.mjs): a throw-away PostgreSQL and Redis on loopback, as the
// API's scale-out tests start them (api/scripts/with-test-postgres.sh, with-test-redis.sh), Debian's packages
// installed when missing; and psql, to read the database and write rows no request can make.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
const START_TIMEOUT_MS = 30_000;
const asRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL's bin directory, or undefined. */
function postgresBin() {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRES).sort((a, b) => Number(a) - Number(b));
  const bin = join(DEBIAN_POSTGRES, versions[versions.length - 1] ?? '', 'bin');
  return existsSync(bin) ? bin : undefined;
}

/**
 * Installs Debian packages (sudo when not root), as a fresh machine needs.
 * @param {string[]} packages
 */
async function aptInstall(packages) {
  console.log(`Installing ${packages.join(', ')} from Debian's packages ...`);
  const sudo = asRoot ? [] : ['sudo'];
  const apt = async (/** @type {string[]} */ args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    await run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

/**
 * Whether something accepts connections on the loopback port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {number} port
 * @param {string} name
 */
async function untilListening(port, name) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await listening(port))) {
    if (Date.now() > deadline) throw new Error(`${name} did not listen on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** @typedef {{ url: string, psql: (sql: string) => Promise<string>, stop: () => Promise<void> }} Postgres */

/**
 * A PostgreSQL server of the bench's own on `port` (its files in a directory of its own, which the postgres
 * user can enter: PostgreSQL refuses to run as root). `psql(sql)` runs SQL and resolves its unaligned output.
 * @param {number} port
 * @returns {Promise<Postgres>}
 */
export async function startPostgres(port) {
  if (!postgresBin()) await aptInstall(['postgresql']);
  const bin = /** @type {string} */ (postgresBin());
  const asOwner = (/** @type {string} */ command, /** @type {string[]} */ args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const directory = await mkdtemp(join(tmpdir(), 'sharecode-bench-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(directory, Number(stdout.trim()), -1);
  }
  const data = join(directory, 'data');
  await asOwner('initdb', ['-D', data, '--auth=trust', '--username=sharecode', '--encoding=UTF8', '--locale=C.UTF-8']);
  // fsync off: the data is thrown away; the bench measures the API, not this disk's flushes.
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  await asOwner('pg_ctl', ['-D', data, '-l', join(directory, 'server.log'), '-w', '-o', options, 'start']);
  const url = `postgres://sharecode@127.0.0.1:${port}/postgres`;
  return {
    url,
    psql: async (sql) => {
      const psql = spawn(join(bin, 'psql'), [url, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-f', '-'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      let errors = '';
      psql.stdout.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => (output += chunk));
      psql.stderr.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => (errors += chunk));
      psql.stdin.end(sql);
      /** @type {number | null} */
      const code = await new Promise((resolve) => psql.once('exit', resolve));
      if (code !== 0) throw new Error(`psql failed (${code}): ${errors}`);
      return output.trim();
    },
    stop: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis of the bench's own on `port`, in memory only.
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRedis(port) {
  if (
    !(await run('sh', ['-c', 'command -v redis-server']).then(
      () => true,
      () => false,
    ))
  ) {
    await aptInstall(['redis-server']);
  }
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await untilListening(port, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
