import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { freePort } from '../../support/free-port.js';
import RELAXED_RATE_LIMITS from '../../support/relaxed-rate-limits.json' with { type: 'json' };
import type { TestApp } from '../../support/test-app.js';

/** The built server, exactly what production runs: `npm run build -w api` makes it. */
const MAIN_JS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist', 'main.js');
/** Start-up runs migrations and the cleanup catch-up before listening; a busy machine makes that slow. */
const START_TIMEOUT_MS = 45_000;
/**
 * A jest hook or test that starts one such process allows this long: the start, and stopping the process that did
 * not start in time, on a busy machine (jest's default 30 s is less than a start may take there).
 */
export const API_PROCESS_HOOK_MS = START_TIMEOUT_MS + 15_000;
/** A process that ignores SIGTERM this long is killed outright: afterAll must never hang on one. */
const STOP_TIMEOUT_MS = 10_000;

const PUBLIC_URL = 'http://sharecode.test';

/**
 * `node dist/main.js` on a data directory of its own (SQLite, local disk, no Redis), with every byte it
 * writes to stdout and stderr kept: what the log tests read. Unlike test/scale-out's processes, nothing of
 * the output is dropped, since a secret may be anywhere in it.
 */
export interface LoggedApiProcess {
  baseUrl: string;
  port: number;
  pid: number;
  http: () => request.Agent;
  /** The process as the shared upload and account helpers take an app: they only call `http()`. */
  asTestApp: () => TestApp;
  /** Everything written to stdout so far. */
  stdout: () => string;
  stderr: () => string;
  /** SIGTERM, then waits for the exit (a clean shutdown logs too); removes the data directory. */
  stop: () => Promise<void>;
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited.finally(() => clearTimeout(late));
}

/** The built API on `port` and `dataDir`, with `env` over a minimal environment of its own, all output kept. */
function spawnApi(port: number, dataDir: string, env: Record<string, string>) {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run npm run build -w api first`);
  // Only what the test chooses: the scale-out run's DATABASE_URL or REDIS_URL must not leak in.
  const child = spawn(process.execPath, [MAIN_JS], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: join(dataDir, 'no-client'),
      PUBLIC_URL,
      ...RELAXED_RATE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return { child, output };
}

/** Starts the built API with `env` and resolves once it is healthy. */
export async function startLoggedApiProcess(env: Record<string, string>): Promise<LoggedApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-logged-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, output } = spawnApi(port, dataDir, env);
  const stdout = () => output.stdout;
  const stderr = () => output.stderr;
  const stop = async () => {
    await ended(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The API did not become healthy within ${START_TIMEOUT_MS} ms:\n${stdout()}\n${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const http = () => request.agent(baseUrl);
  return {
    baseUrl,
    port,
    pid: child.pid!,
    http,
    asTestApp: () => ({ http }) as unknown as TestApp,
    stdout,
    stderr,
    stop,
  };
}

/** Runs the built API with `env` until it exits by itself (a start-up that fails): its exit code and output. */
export async function runFailingApiProcess(
  env: Record<string, string>,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-failing-'));
  try {
    const { child, output } = spawnApi(await freePort(), dataDir, env);
    const late = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
    const [exitCode] = (await once(child, 'close').finally(() => clearTimeout(late))) as [number | null];
    return { exitCode, ...output };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
