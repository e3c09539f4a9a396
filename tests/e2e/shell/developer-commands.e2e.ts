/**
 * The commands of someone working on the code: `npm start` builds only what changed since the last build, and
 * `npm run dev` serves the client through Vite with the API behind it, rebuilt as files are saved.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '../../support/server';

const BUILD_IF_STALE = join(REPO_ROOT, 'scripts/build-if-stale.mjs');
/** A client source file whose modification time the test moves, and puts back. */
const CLIENT_SOURCE = join(REPO_ROOT, 'client/src/main.tsx');
const DEV_START_TIMEOUT_MS = 90_000;

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

  afterAll(() => {
    // The dev command runs three processes; its group stops together.
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  });

  it('serves the client with hot reload and sends API requests to the API', async () => {
    const [apiPort, clientPort] = [await freePort(), await freePort()];
    dev = spawn('npm', ['run', 'dev'], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(apiPort),
        DEV_CLIENT_PORT: String(clientPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sharecode-dev-')),
      },
    });
    const origin = `http://localhost:${clientPort}`;
    const deadline = Date.now() + DEV_START_TIMEOUT_MS;
    let health: Response | undefined;
    while (Date.now() < deadline && !health?.ok) {
      health = await fetch(`${origin}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(health?.status).toBe(200);
    const page = await (await fetch(`${origin}/`)).text();
    // Vite's development page, with its hot-reload client.
    expect(page).toContain('/@vite/client');
    expect(page).toContain('<div id="root">');
  });
});
