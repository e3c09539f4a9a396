import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port.js';

/** The built worker, exactly what production runs: `npm run build -w api` makes it. */
const WORKER_JS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist', 'worker.js');
/** Start-up runs migrations and connects to everything; a busy machine makes that slow. */
const START_TIMEOUT_MS = 45_000;
/** A worker that ignores SIGTERM this long is killed outright: afterAll must never hang on one. */
const STOP_TIMEOUT_MS = 30_000;
const LOG_TAIL_CHARS = 20_000;

export interface WorkerProcess {
  /** What the process wrote last, for a failure's message. */
  log: () => string;
  /** SIGKILL: a crash, nothing released. */
  kill: () => Promise<void>;
  /** SIGTERM: a normal shutdown; resolves once the process has exited. */
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// The last resort when afterAll never runs: `exit` handlers must be synchronous.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) });
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

/** Starts `node dist/worker.js` with `env` and resolves once its /health (on a free METRICS_PORT) answers 200. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  if (!existsSync(WORKER_JS)) throw new Error(`${WORKER_JS} is missing: run npm run build -w api first`);
  const port = await freePort();
  const child = spawn(process.execPath, [WORKER_JS], {
    env: { ...process.env, ...env, METRICS_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const append = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-LOG_TAIL_CHARS));
  // Both streams are drained: a full pipe would stall the worker's logging, and with it the worker.
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  child.once('exit', () => running.delete(child));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await ended(child, 'SIGKILL');
      throw new Error(`The worker did not answer /health with 200 within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { log: () => output, kill: () => ended(child, 'SIGKILL'), stop: () => ended(child, 'SIGTERM') };
}

/** Ends every worker still running (the afterAll of a test that may have failed halfway). */
export async function stopAllWorkerProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => ended(child, 'SIGKILL')));
}
