/**
 * The commands of someone working on the code: `npm start` builds only what changed since the last build, and
 * `npm run dev` serves the client through Vite with the API behind it, rebuilt as files are saved.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort, REPO_ROOT } from '../../support/server';

const BUILD_IF_STALE = join(REPO_ROOT, 'scripts/build-if-stale.mjs');
/** A client source file whose modification time the test moves, and puts back. */
const CLIENT_SOURCE = join(REPO_ROOT, 'client/src/main.tsx');
/** A guard against a hang (tsc's first pass, the API's start, Vite's), not a speed requirement. */
const DEV_START_TIMEOUT_MS = 180_000;
/** Before Jest's own timeout, so a hang fails with what the three processes printed. */
const DEV_SERVED_DEADLINE_MS = DEV_START_TIMEOUT_MS - 20_000;
/** A request through Vite that never answers fails the test rather than hanging it. */
const REQUEST_TIMEOUT_MS = 30_000;

function whatIsStale(): string {
  return execFileSync(process.execPath, [BUILD_IF_STALE, '--dry-run'], { cwd: REPO_ROOT, encoding: 'utf8' });
}

describe('npm start builds only what changed', () => {
  it('finds both builds up to date after a build, and only the client stale once a client file changes', () => {
    // The test command builds before running the browser tests, so both are up to date here.
    expect(whatIsStale()).toBe('client: up to date\napi: up to date\n');
    const { atime, mtime } = statSync(CLIENT_SOURCE);
    const { mtimeNs } = statSync(CLIENT_SOURCE, { bigint: true });
    try {
      utimesSync(CLIENT_SOURCE, atime, new Date(mtime.getTime() + 1000));
      expect(whatIsStale()).toBe('client: stale\napi: up to date\n');
    } finally {
      // Put back to the nanosecond (a Date or a float of seconds cannot hold it): the fingerprint reads it all.
      const ns = mtimeNs % 1_000_000_000n;
      const seconds = mtimeNs / 1_000_000_000n;
      execFileSync('touch', ['-m', '-d', `@${seconds}.${ns.toString().padStart(9, '0')}`, CLIENT_SOURCE]);
    }
    expect(whatIsStale()).toBe('client: up to date\napi: up to date\n');
  });
});

describe('npm run dev', () => {
  let dev: ChildProcess | undefined;

  afterAll(async () => {
    if (!dev?.pid || dev.exitCode !== null || dev.signalCode !== null) return;
    const exited = once(dev, 'exit');
    // The dev command runs three processes; its group stops together.
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
    // Vite or the API may still hold the pipes a moment; the test no longer reads them.
    dev.stdout?.destroy();
    dev.stderr?.destroy();
  });

  it(
    'starts the API once, after its first build, and Vite once the API answers: the first request is answered',
    async () => {
      const [apiPort, clientPort] = [await freePort(), await freePort()];
      dev = spawn('npm', ['run', 'dev'], {
        cwd: REPO_ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(apiPort),
          DEV_CLIENT_PORT: String(clientPort),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'sharecode-dev-')),
        },
      });
      let output = '';
      // Vite prints its address once it serves: the moment a developer opens it. The host is "localhost", or the
      // address it resolves to where the resolver's order differs from Node's; the port may be in colour.
      const served = new RegExp(`Local:\\s+(http://\\S+:${clientPort})/`);
      const servedAt = () => served.exec(stripVTControlCharacters(output))?.[1];
      await new Promise<void>((ready, failed) => {
        const deadline = setTimeout(
          () =>
            failed(
              new Error(`Vite did not serve within ${DEV_SERVED_DEADLINE_MS} ms; npm run dev printed:\n${output}`),
            ),
          DEV_SERVED_DEADLINE_MS,
        );
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (servedAt() === undefined) return;
          clearTimeout(deadline);
          ready();
        };
        dev?.stdout?.on('data', read);
        dev?.stderr?.on('data', read);
        dev?.once('exit', (code) => {
          clearTimeout(deadline);
          failed(new Error(`npm run dev exited (${code}) before Vite served:\n${output}`));
        });
      });

      const origin = servedAt() as string;
      // The very first request through Vite reaches the API: no 502 while it compiles or restarts.
      const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (health.status !== 200) throw new Error(`The first request answered ${health.status}:\n${output}`);
      // tsc's first pass was over before the API started, and the API started once.
      const firstPass = output.search(/Found 0 errors\. Watching for file changes\./);
      const listening = [...output.matchAll(/Sharecode is listening on port/g)];
      expect(firstPass).toBeGreaterThanOrEqual(0);
      expect(listening).toHaveLength(1);
      expect(listening[0].index).toBeGreaterThan(firstPass);
      expect(output).not.toContain('Restarting');

      const page = await (await fetch(`${origin}/`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).text();
      // Vite's development page, with its hot-reload client.
      expect(page).toContain('/@vite/client');
      expect(page).toContain('<div id="root">');
    },
    DEV_START_TIMEOUT_MS,
  );
});
