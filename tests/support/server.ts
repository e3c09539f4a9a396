import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
/** Rate limits far above anything a test run does, so browser journeys never meet a 429 by accident. */
import RELAXED_RATE_LIMITS from '../../api/test/support/relaxed-rate-limits.json';

export const REPO_ROOT = resolve(__dirname, '../..');
const API_ENTRY = join(REPO_ROOT, 'api/dist/main.js');
/** `npm run operators -w api`, built: how an operator is made on a server. */
const OPERATORS_COMMAND = join(REPO_ROOT, 'api/dist/operators/operators-command.js');
const START_TIMEOUT_MS = 30_000;
/** How long the API may take to stop gracefully on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** How global-setup hands the suite server's environment (JSON) to the test workers, for enrollOperator. */
export const SERVER_ENV_VARIABLE = 'E2E_SERVER_ENV';

/**
 * The address the suite's server lists in OPERATOR_EMAILS: a test that needs the operator console enrolls it
 * (enrollOperator). Nobody else's account is an operator.
 */
export const E2E_OPERATOR_EMAIL = 'operator@sharecode.test';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server's environment adds to the test run's own (process.env). */
  env: Record<string, string>;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API did not become healthy within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the production build (`node api/dist/main.js`, which also serves client/dist) on a free port with a fresh
 * data directory, E2E_OPERATOR_EMAIL as its one operator. `env` overrides the defaults (e.g. a shorter retention or a
 * tighter rate limit for one test).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sharecode-e2e-'));
  const serverEnv: Record<string, string> = {
    ...RELAXED_RATE_LIMITS,
    OPERATOR_EMAILS: E2E_OPERATOR_EMAIL,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ...env,
  };
  let log = '';
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitForHealth(url, child, () => log);
  return {
    url,
    dataDir,
    env: serverEnv,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, STOP_TIMEOUT_MS)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite server's environment, in a test worker (global-setup put it in SERVER_ENV_VARIABLE). */
function suiteServerEnv(): Record<string, string> {
  const json = process.env[SERVER_ENV_VARIABLE];
  if (!json) throw new Error(`${SERVER_ENV_VARIABLE} is not set: is support/global-setup.ts the globalSetup?`);
  return JSON.parse(json) as Record<string, string>;
}

/**
 * Enrolls `email` (OPERATOR_EMAILS must list it) as an operator with `password`, as an operator does it: the
 * server command, run with the environment the server got, so it writes to the server's database. Without
 * `serverEnv`, the suite's server.
 */
export async function enrollOperator(
  email: string,
  password: string,
  serverEnv: Record<string, string> = suiteServerEnv(),
): Promise<void> {
  const child = spawn(process.execPath, [OPERATORS_COMMAND, 'enroll', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverEnv, OPERATOR_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [exitCode] = (await once(child, 'close')) as [number | null];
  if (exitCode !== 0) throw new Error(`operators enroll ${email} exited with ${exitCode}: ${output.trim()}`);
}
