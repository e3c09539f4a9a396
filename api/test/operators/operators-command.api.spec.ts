import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logIn, newAccount, signUp } from '../support/accounts.js';
import { userOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { testDatabaseFor } from '../support/test-database.js';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The built command, exactly what an operator runs: `npm run build -w api` makes it. */
const COMMAND = join(REPO_ROOT, 'api', 'dist', 'operators', 'operators-command.js');
/** What `npm start` runs once the build is current. */
const MAIN_JS = join(REPO_ROOT, 'api', 'dist', 'main.js');
const LISTED = 'ops@example.com';
/** Nest, migrations and one password hash, on a busy machine. */
const COMMAND_TIMEOUT_MS = 60_000;
/** npm, the command, then the API's start-up: a guard against a hang, not a speed requirement. */
const README_TIMEOUT_MS = 120_000;

interface Run {
  exitCode: number | null;
  /** stdout's lines. */
  stdout: string[];
  stderr: string;
}

/** Runs `command` to its end, stdin no terminal. */
async function runToEnd(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): Promise<Run> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [exitCode] = (await once(child, 'close')) as [number | null];
  return { exitCode, stdout: stdout.split('\n').filter((line) => line.trim() !== ''), stderr: stderr.trim() };
}

describe('npm run operators -w api (the compiled command)', () => {
  let app: TestApp;

  beforeAll(async () => {
    if (!existsSync(COMMAND)) throw new Error(`${COMMAND} is missing: run npm run build -w api first`);
    app = await createTestApp({ env: { OPERATOR_EMAILS: LISTED } });
  });

  afterAll(() => app.close());

  /** Runs the command against the test app's database, as a shell on its server would; stdin is no terminal. */
  async function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
    const database = await testDatabaseFor(app.dataDir);
    return runToEnd(process.execPath, [COMMAND, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: app.dataDir, OPERATOR_EMAILS: LISTED, ...database.env, ...env },
    });
  }

  /** The first line of an opened database: the test app's SQLite file, or its PostgreSQL database on that run. */
  async function databaseLine(): Promise<unknown> {
    const database = await testDatabaseFor(app.dataDir);
    return database.env.DATABASE_URL
      ? expect.stringMatching(/^Database: PostgreSQL postgres(ql)?:\/\/\S+$/)
      : `Database: SQLite ${join(app.dataDir, 'sharecode.sqlite')}`;
  }

  it(
    'enrolls a listed address while the server runs: its squatter is signed out and the operator logs in',
    async () => {
      const squatter = await signUp(app, newAccount({ email: LISTED }));
      const squatterCookie = await logIn(app, squatter);
      const password = 'set-on-the-server';

      expect(await run(['enroll', LISTED], { OPERATOR_PASSWORD: password })).toEqual({
        exitCode: 0,
        stdout: [
          await databaseLine(),
          `${LISTED} is now an operator: its password was replaced and all its sessions ended.`,
        ],
        stderr: '',
      });

      await app.http().get('/api/me').set('Cookie', squatterCookie).expect(401);
      const cookie = await logIn(app, { ...squatter, password });
      expect(userOf(await app.http().get('/api/me').set('Cookie', cookie).expect(200)).operator).toBe(true);
      await app.http().get('/api/operator/audit').set('Cookie', cookie).expect(200);
      const listed = await run(['list']);
      expect(listed).toEqual({
        exitCode: 0,
        stdout: [await databaseLine(), expect.stringMatching(/^ops@example\.com: enrolled \d{4}-\S+Z \(operator\)$/)],
        stderr: '',
      });
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'exits 1 with one line for an unlisted address, a missing password or a wrong command',
    async () => {
      expect(await run(['enroll', 'outsider@example.com'], { OPERATOR_PASSWORD: 'long-enough' })).toEqual({
        exitCode: 1,
        stdout: [await databaseLine()],
        stderr: 'outsider@example.com is not listed in OPERATOR_EMAILS: add it there first.',
      });
      // Refused before any database is opened.
      expect(await run(['enroll', LISTED])).toEqual({
        exitCode: 1,
        stdout: [],
        stderr: 'No terminal to ask for the password on: set OPERATOR_PASSWORD instead.',
      });
      expect(await run(['promote', LISTED])).toEqual({
        exitCode: 1,
        stdout: [],
        stderr: 'usage: npm run operators -w api -- list | enroll <email> | revoke <email>',
      });
    },
    COMMAND_TIMEOUT_MS,
  );
});

/**
 * The README's way, end to end: `npm run operators -w api -- enroll <email>` typed at the repository root, then
 * the server `npm start` runs there (node api/dist/main.js, from the root, with the same environment). npm runs
 * the command in api/ but the server in the root: a relative DATA_DIR (the default ./data is one) must name the
 * same database for both, or the operator is enrolled where no server looks and cannot sign in.
 */
describe('npm run operators -w api, typed at the repository root as the README says', () => {
  let dataDir: string;
  /** DATA_DIR as a relative path, like the default: from the root it names dataDir, from api/ somewhere else. */
  let relativeDataDir: string;

  beforeAll(async () => {
    if (!existsSync(COMMAND) || !existsSync(MAIN_JS)) throw new Error('run npm run build -w api first');
    dataDir = await mkdtemp(join(tmpdir(), 'sharecode-readme-'));
    relativeDataDir = relative(REPO_ROOT, dataDir);
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    // Where the command wrote before it read DATA_DIR as npm start does.
    await rm(resolve(REPO_ROOT, 'api', relativeDataDir), { recursive: true, force: true });
  });

  it(
    'enrolls in the database the server then serves: the operator signs in',
    async () => {
      const password = 'typed-on-the-server';
      // The same environment for both, as one shell gives it; no DATABASE_URL: the SQLite file under DATA_DIR.
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: relativeDataDir,
        OPERATOR_EMAILS: LISTED,
        PORT: String(await freePort()),
        CLIENT_DIR: join(dataDir, 'no-client'),
      };

      const enrolled = await runToEnd('npm', ['run', 'operators', '-w', 'api', '--', 'enroll', LISTED], {
        cwd: REPO_ROOT,
        env: { ...env, OPERATOR_PASSWORD: password },
      });
      if (enrolled.exitCode !== 0) throw new Error(`enroll exited with ${enrolled.exitCode}: ${enrolled.stderr}`);
      expect(enrolled.stdout).toContain(`${LISTED} is now an operator (new account).`);

      const server = spawn(process.execPath, [MAIN_JS], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        let output = '';
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await new Promise<void>((listening, failed) => {
          server.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('Sharecode is listening on port')) listening();
          });
          server.once('exit', (code) => failed(new Error(`the server exited (${code}) before listening:\n${output}`)));
        });

        const baseUrl = `http://127.0.0.1:${env.PORT}`;
        const login = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: LISTED, password }),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers.getSetCookie()[0].split(';')[0];
        const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { Cookie: cookie } })).json()) as {
          user: { operator?: boolean };
        };
        expect(me.user.operator).toBe(true);
      } finally {
        if (server.exitCode === null && server.signalCode === null) {
          const stopped = once(server, 'exit');
          server.kill('SIGTERM');
          await stopped;
        }
      }
      // It says which database it used: a new one here, as nothing ran on this DATA_DIR before.
      expect(enrolled.stdout).toContain(
        `Database: SQLite ${join(dataDir, 'sharecode.sqlite')} (new: there was no database there; ` +
          "if the server keeps its data elsewhere, run this with the server's DATA_DIR)",
      );
    },
    README_TIMEOUT_MS,
  );
});
