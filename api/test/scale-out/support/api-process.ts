import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { freePort } from '../../support/free-port.js';

/** The built server, exactly what production runs: `npm run build -w api` makes it. */
const MAIN_JS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist', 'main.js');
/** Start-up runs migrations and the cleanup catch-up before listening; a busy machine makes that slow. */
const START_TIMEOUT_MS = 45_000;
/** A process that ignores SIGTERM this long is killed outright: afterAll must never hang on one. */
const STOP_TIMEOUT_MS = 10_000;
/** Enough of the end of a process's output to explain a failure, without holding a chatty log in memory. */
const LOG_TAIL_CHARS = 20_000;
/** Error lines kept from the whole run, besides the tail. */
const ERROR_LINES_KEPT = 20;

export interface ApiProcess {
  name: string;
  /** http://127.0.0.1:{port}; a restarted process keeps its port. */
  baseUrl: string;
  http: () => request.Agent;
  /** The last of what the process wrote, for a failure's message. */
  log: () => string;
  /** SIGKILL: a crash, nothing cleaned up. */
  kill: () => Promise<void>;
  /** SIGTERM: a normal shutdown. */
  stop: () => Promise<void>;
  /** Starts the process again with the same environment and port (after `kill` or `stop`). */
  restart: () => Promise<void>;
}

/** Every child still running, so that nothing outlives the test run however it ends. */
const running = new Set<ChildProcess>();

// The last resort when afterAll never runs (the worker is torn down): `exit` handlers must be synchronous.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill(signal);
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited.finally(() => clearTimeout(late));
  }
  running.delete(child);
}

function spawnServer(env: Record<string, string>, appendLog: (text: string) => void): ChildProcess {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  // Both streams are drained: a full pipe would stall the server's logging, and with it the server.
  child.stdout.on('data', (chunk: Buffer) => appendLog(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => appendLog(chunk.toString()));
  child.once('exit', () => running.delete(child));
  return child;
}

async function untilHealthy(name: string, child: ChildProcess, baseUrl: string, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(baseUrl))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await ended(child, 'SIGKILL');
      throw new Error(
        `API process ${name} did not answer /api/health with 200 within ${START_TIMEOUT_MS} ms:\n${log()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `node dist/main.js` with `env` on a free port and resolves once /api/health answers 200. */
export async function startApiProcess(name: string, env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run npm run build -w api first`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fullEnv = { ...env, PORT: String(port) };
  let output = '';
  // Error lines (pino levels 50 and 60) are kept apart too: the tail of a busy server is all warnings.
  let partial = '';
  const errors: string[] = [];
  const appendLog = (text: string) => {
    output = (output + text).slice(-LOG_TAIL_CHARS);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    errors.push(...lines.filter((line) => /"level":[56]0\b/.test(line)));
    errors.splice(0, Math.max(0, errors.length - ERROR_LINES_KEPT));
  };
  const log = () => (errors.length ? `(its last errors)\n${errors.join('\n')}\n(its last output)\n` : '') + output;

  let child = spawnServer(fullEnv, appendLog);
  await untilHealthy(name, child, baseUrl, log);
  return {
    name,
    baseUrl,
    http: () => request.agent(baseUrl),
    log,
    kill: () => ended(child, 'SIGKILL'),
    stop: () => ended(child, 'SIGTERM'),
    restart: async () => {
      await ended(child, 'SIGTERM');
      child = spawnServer(fullEnv, appendLog);
      await untilHealthy(name, child, baseUrl, log);
    },
  };
}

/** Ends every API process still running (the afterAll of a test that may have failed halfway). */
export async function stopAllApiProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => ended(child, 'SIGTERM')));
}
