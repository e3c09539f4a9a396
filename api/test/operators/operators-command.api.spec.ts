import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logIn, newAccount, signUp } from '../support/accounts.js';
import { userOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { testDatabaseFor } from '../support/test-database.js';

/** The built command, exactly what an operator runs: `npm run build -w api` makes it. */
const COMMAND = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'operators', 'operators-command.js');
const LISTED = 'ops@example.com';
/** Nest, migrations and one password hash, on a busy machine. */
const COMMAND_TIMEOUT_MS = 60_000;

interface Run {
  exitCode: number | null;
  output: string;
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
    const child = spawn(process.execPath, [COMMAND, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: app.dataDir, OPERATOR_EMAILS: LISTED, ...database.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [exitCode] = (await once(child, 'close')) as [number | null];
    return { exitCode, output: output.trim() };
  }

  it(
    'enrolls a listed address while the server runs: its squatter is signed out and the operator logs in',
    async () => {
      const squatter = await signUp(app, newAccount({ email: LISTED }));
      const squatterCookie = await logIn(app, squatter);
      const password = 'set-on-the-server';

      expect(await run(['enroll', LISTED], { OPERATOR_PASSWORD: password })).toEqual({
        exitCode: 0,
        output: `${LISTED} is now an operator: its password was replaced and all its sessions ended.`,
      });

      await app.http().get('/api/me').set('Cookie', squatterCookie).expect(401);
      const cookie = await logIn(app, { ...squatter, password });
      expect(userOf(await app.http().get('/api/me').set('Cookie', cookie).expect(200)).operator).toBe(true);
      await app.http().get('/api/operator/audit').set('Cookie', cookie).expect(200);
      const listed = await run(['list']);
      expect(listed.exitCode).toBe(0);
      expect(listed.output).toMatch(/^ops@example\.com: enrolled \d{4}-\S+Z \(operator\)$/);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'exits 1 with one line for an unlisted address, a missing password or a wrong command',
    async () => {
      expect(await run(['enroll', 'outsider@example.com'], { OPERATOR_PASSWORD: 'long-enough' })).toEqual({
        exitCode: 1,
        output: 'outsider@example.com is not listed in OPERATOR_EMAILS: add it there first.',
      });
      expect(await run(['enroll', LISTED])).toEqual({
        exitCode: 1,
        output: 'No terminal to ask for the password on: set OPERATOR_PASSWORD instead.',
      });
      expect(await run(['promote', LISTED])).toEqual({
        exitCode: 1,
        output: 'usage: npm run operators -w api -- list | enroll <email> | revoke <email>',
      });
    },
    COMMAND_TIMEOUT_MS,
  );
});
