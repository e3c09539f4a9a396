import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port.js';
import RELAXED_RATE_LIMITS from '../../support/relaxed-rate-limits.json' with { type: 'json' };

/** The built server, exactly what production runs (with its access log): `npm run build -w api` makes it. */
const MAIN_JS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist', 'main.js');
/** Start-up runs migrations and the cleanup catch-up before listening; a busy machine makes that slow. */
const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 10_000;
/** A busy machine may be slow to answer one health check: down means several went unanswered. */
const HEALTH_TIMEOUT_MS = 5_000;
const HEALTH_ATTEMPTS = 3;
const EXIT_REPORT_MS = 500;
/** The last lines of stderr a crash report quotes: enough for the uncaught error and its stack. */
const KEPT_ERROR_LINES = 20;

/**
 * `node dist/main.js` in a child process on a data directory of its own (SQLite, local disk, no Redis): a request
 * that ends the process shows as the child's exit, with its last output, instead of taking the test runner down.
 */
export class ServerUnderAttack {
  readonly dataDir: string;
  private child: ChildProcess | undefined;
  private errors: string[] = [];
  private exit: string | undefined;
  private currentPort = 0;

  private constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  static async start(): Promise<ServerUnderAttack> {
    const server = new ServerUnderAttack(await mkdtemp(join(tmpdir(), 'sharecode-robustness-')));
    try {
      await server.launch();
    } catch (error) {
      await server.close();
      throw error;
    }
    return server;
  }

  get port(): number {
    return this.currentPort;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.currentPort}`;
  }

  /** Why the server is down (its exit and the end of its stderr, or no answer to health checks); undefined if up. */
  async downReason(): Promise<string | undefined> {
    for (let attempt = 0; attempt < HEALTH_ATTEMPTS && this.exit === undefined; attempt += 1) {
      if (await this.healthy()) return undefined;
    }
    // An exit is reported a moment after the socket closes: give it that moment, to name it.
    if (this.exit === undefined) await new Promise((resolve) => setTimeout(resolve, EXIT_REPORT_MS));
    return this.exit ?? 'it no longer answers /api/health';
  }

  /** Throws, naming `after`, unless the process still runs and answers its health check. */
  async assertUp(after: string): Promise<void> {
    const down = await this.downReason();
    if (down !== undefined) throw new Error(`The server is down after ${after}: ${down}`);
  }

  /** Starts the process again on the same data after a crash, so that the next attacks still run. */
  async restartIfDown(): Promise<void> {
    if ((await this.downReason()) === undefined) return;
    await this.end();
    await this.launch();
  }

  /** SIGTERM, waiting for the clean shutdown; keeps the data directory for inspection. */
  async stop(): Promise<void> {
    await this.end();
  }

  async close(): Promise<void> {
    await this.end();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  private async healthy(): Promise<boolean> {
    try {
      const answer = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      return answer.status === 200;
    } catch {
      return false;
    }
  }

  private async launch(): Promise<void> {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run npm run build -w api first`);
    this.currentPort = await freePort();
    this.errors = [];
    this.exit = undefined;
    // Only what the suite chooses: a scale-out run's DATABASE_URL or REDIS_URL must not leak in.
    const child = spawn(process.execPath, [MAIN_JS], {
      env: {
        PATH: process.env.PATH,
        PORT: String(this.currentPort),
        DATA_DIR: this.dataDir,
        CLIENT_DIR: join(this.dataDir, 'no-client'),
        PUBLIC_URL: 'http://sharecode.test',
        ...RELAXED_RATE_LIMITS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The access log (stdout) is read and dropped; stderr is where an uncaught error ends up.
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => {
      this.errors.push(...chunk.toString().split('\n').filter(Boolean));
      this.errors.splice(0, Math.max(0, this.errors.length - KEPT_ERROR_LINES));
    });
    child.on('exit', (code, signal) => {
      this.exit = `exited (${signal ?? `code ${code}`}); its stderr ends:\n${this.errors.join('\n')}`;
    });
    this.child = child;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await this.healthy())) {
      const exit = this.exitReport();
      if (exit !== undefined) throw new Error(`The server did not start: ${exit}`);
      if (Date.now() > deadline) throw new Error(`The server was not healthy within ${START_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Read through a call: the exit handler sets it while `launch` waits, which narrowing cannot see. */
  private exitReport(): string | undefined {
    return this.exit;
  }

  private async end(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited.finally(() => clearTimeout(late));
  }
}
