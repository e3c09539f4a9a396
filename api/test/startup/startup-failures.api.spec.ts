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
/**
 * A guard against a hang, not a measure of speed: a process still running this long is killed and the test
 * fails. That start-up gives up after one attempt rather than retrying is checked where it is decided, in
 * src/startup-checks.spec.ts; here the exit is waited for.
 */
const KILL_AFTER_MS = 45_000;
/** Longer than KILL_AFTER_MS, so that a hung process fails with its output rather than Jest's timeout. */
const TEST_TIMEOUT_MS = KILL_AFTER_MS + 15_000;
const SECRET = 'n0t-for-logs-7Qx';
/** A line of a stack trace, as Node prints one ("    at fn (file:line)"), raw or inside a JSON string. */
const STACK_FRAME = /(^|\\n|\n)\s+at \S/;

interface Run {
  exitCode: number | null;
  lines: string[];
}

/** Runs an entry point with `env` (over a minimal environment of its own) until it exits, keeping every line. */
async function runUntilExit(entry: string, env: Record<string, string>): Promise<Run> {
  const path = join(DIST, entry);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build -w api first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-startup-'));
  try {
    const child = spawn(process.execPath, [path], {
      env: { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let killed = false;
    const kill = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, KILL_AFTER_MS);
    const [exitCode] = (await once(child, 'close').finally(() => clearTimeout(kill))) as [number | null];
    if (killed) throw new Error(`node ${entry} did not exit within ${KILL_AFTER_MS} ms (a hang guard):\n${output}`);
    return { exitCode, lines: output.split('\n').filter((line) => line.trim() !== '') };
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
    'fails on %s: exit code 1, one line naming it, no stack trace, no password',
    async (_variable, { variable, env, names }) => {
      const port = await closedPort();
      const run = await runUntilExit(entry, env(port));
      expect(run.exitCode).toBe(1);
      const naming = run.lines.filter((line) => line.includes(variable));
      expect(naming).toHaveLength(1);
      const { msg } = JSON.parse(naming[0]) as { msg: string };
      expect(msg).toMatch(/could not start: /);
      expect(msg).toContain(names(port));
      expect(run.lines.filter((line) => STACK_FRAME.test(line))).toEqual([]);
      expect(run.lines.filter((line) => line.includes(SECRET))).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
