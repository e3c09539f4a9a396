import { expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.js';

/** The built entry points, exactly what production runs: `npm run build -w api` makes them. */
const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const ENTRY_POINTS = ['main.js', 'worker.js'];
/** "Within a few seconds", with room for Node's own start on a busy machine; retries took 30 s. */
const FAIL_WITHIN_MS = 12_000;
/** A process still running this long has not failed fast: it is killed and the test fails on its time. */
const KILL_AFTER_MS = 45_000;
const SECRET = 'n0t-for-logs-7Qx';
/** A line of a stack trace, as Node prints one ("    at fn (file:line)"), raw or inside a JSON string. */
const STACK_FRAME = /(^|\\n|\n)\s+at \S/;

interface Run {
  exitCode: number | null;
  ms: number;
  lines: string[];
}

/** Runs an entry point with `env` (over a minimal environment of its own) until it exits, keeping every line. */
async function runUntilExit(entry: string, env: Record<string, string>): Promise<Run> {
  const path = join(DIST, entry);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build -w api first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-startup-'));
  try {
    const started = Date.now();
    const child = spawn(process.execPath, [path], {
      env: { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const kill = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    const [exitCode] = (await once(child, 'close').finally(() => clearTimeout(kill))) as [number | null];
    return { exitCode, ms: Date.now() - started, lines: output.split('\n').filter((line) => line.trim() !== '') };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A loopback port nothing listens on: connecting to it is refused at once. */
const closedPort = freePort;

interface Case {
  variable: string;
  env: (port: number) => Record<string, string>;
  /** What the one line says was tried, credentials masked. */
  names: (port: number) => string;
}

const CASES: Case[] = [
  {
    variable: 'MAX_UPLOAD_BYTES',
    env: () => ({ MAX_UPLOAD_BYTES: '2GB' }),
    names: () => 'MAX_UPLOAD_BYTES="2GB": MAX_UPLOAD_BYTES must be a whole number of bytes',
  },
  {
    variable: 'DATABASE_URL',
    env: (port) => ({ DATABASE_URL: `postgres://sharecode:${SECRET}@127.0.0.1:${port}/sharecode` }),
    names: (port) =>
      `DATABASE_URL="postgres://sharecode:***@127.0.0.1:${port}/sharecode": PostgreSQL cannot be reached`,
  },
  {
    variable: 'REDIS_URL',
    env: (port) => ({ REDIS_URL: `redis://:${SECRET}@127.0.0.1:${port}` }),
    names: (port) => `REDIS_URL="redis://:***@127.0.0.1:${port}": Redis cannot be reached`,
  },
  {
    variable: 'S3_BUCKET',
    env: (port) => ({
      S3_BUCKET: 'files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'sharecode',
      S3_SECRET_ACCESS_KEY: SECRET,
    }),
    names: (port) => `S3_BUCKET="files" at S3_ENDPOINT="http://127.0.0.1:${port}" cannot be reached`,
  },
];

describe.each(ENTRY_POINTS)('node dist/%s, when a dependency or setting is wrong', (entry) => {
  it.each(CASES.map((testCase) => [testCase.variable, testCase] as const))(
    'fails fast on %s: exit code 1, one line naming it, no stack trace, no password',
    async (_variable, { variable, env, names }) => {
      const port = await closedPort();
      const run = await runUntilExit(entry, env(port));
      expect(run.exitCode).toBe(1);
      expect(run.ms).toBeLessThan(FAIL_WITHIN_MS);
      const naming = run.lines.filter((line) => line.includes(variable));
      expect(naming).toHaveLength(1);
      const { msg } = JSON.parse(naming[0]) as { msg: string };
      expect(msg).toMatch(/could not start: /);
      expect(msg).toContain(names(port));
      expect(run.lines.filter((line) => STACK_FRAME.test(line))).toEqual([]);
      expect(run.lines.filter((line) => line.includes(SECRET))).toEqual([]);
    },
  );
});
