import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/free-port.js';

const run = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** A PostgreSQL server of a test's own, which it stops and starts again. */
export interface PostgresServer {
  /** postgres://… of its `postgres` database. */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are ended (57P01), new ones refused. */
  stop(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

/**
 * Debian's PostgreSQL (installed by scripts/with-test-postgres.sh), in a throw-away directory on a free
 * loopback port; as root, run as the postgres user the package created, since PostgreSQL refuses root.
 */
export async function createPostgres(): Promise<PostgresServer> {
  const versions = (await readdir(DEBIAN_POSTGRES)).sort((a, b) => Number(a) - Number(b));
  const bin = join(DEBIAN_POSTGRES, versions[versions.length - 1], 'bin');
  const asRoot = process.getuid?.() === 0;
  const asOwner = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const directory = await mkdtemp(join(tmpdir(), 'sharecode-pg-outage-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(directory, Number(stdout.trim()), -1);
  }
  const data = join(directory, 'data');
  const port = await freePort();
  await asOwner('initdb', ['-D', data, '--auth=trust', '--username=sharecode', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const server: PostgresServer = {
    url: `postgres://sharecode@127.0.0.1:${port}/postgres`,
    start: async () => {
      await asOwner('pg_ctl', ['-D', data, '-l', join(directory, 'server.log'), '-w', '-o', options, 'start']);
    },
    stop: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    remove: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
