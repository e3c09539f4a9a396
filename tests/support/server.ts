import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
/** Rate limits far above anything a test run does, so browser journeys never meet a 429 by accident. */
import RELAXED_RATE_LIMITS from '../../api/test/support/relaxed-rate-limits.json';

export const REPO_ROOT = resolve(__dirname, '../..');
const API_ENTRY = join(REPO_ROOT, 'api/dist/main.js');
const START_TIMEOUT_MS = 30_000;

/**
 * The account the suite's server treats as an operator (OPERATOR_EMAILS): a test that needs the operator
 * console signs up with this address. Nobody else's account is one.
 */
export const E2E_OPERATOR_EMAIL = 'operator@sharecode.test';

export interface RunningServer {
  url: string;
  dataDir: string;
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
  let log = '';
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...RELAXED_RATE_LIMITS,
      OPERATOR_EMAILS: E2E_OPERATOR_EMAIL,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...env,
    },
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
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
