import { readdir, readFile, readlink } from 'node:fs/promises';
import type { Response } from 'supertest';
import { CODE_SPACE } from '../../src/code-space/codes.js';
import { sessionCookieOf } from '../support/accounts.js';
import { bodyOf, folderOf, uploadedOf } from '../support/answers.js';
import { type ChallengeBody, solvedHeader } from '../support/proof-of-work.js';
import { linkOf, uploadWithFilePaths } from '../support/uploads.js';
import { type LoggedApiProcess, startLoggedApiProcess } from './support/logged-api-process.js';

/** With one live share, this exposure allows one failed code lookup per window: the next lookup needs a proof. */
const BUDGET_OF_ONE = String(1 / CODE_SPACE);
/** Small proofs keep the test quick. */
const QUICK_WORK = '2000';
const SHARE_PASSWORD = 'share-pw-Zq81-unmistakable';
const ACCOUNT_PASSWORD = 'account-pw-Hx42-unmistakable';
/** A request id of the caller's own, which the server must keep and answer. */
const CALLER_REQUEST_ID = 'caller-trace-0001';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  context?: string;
  route?: string;
  path?: string;
  status?: number;
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** The inodes of the TCP sockets `pid` has open, as /proc names them (`socket:[12345]`). */
async function socketInodes(pid: number): Promise<Set<string>> {
  const fds = await readdir(`/proc/${pid}/fd`);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return new Set(targets.flatMap((target) => /^socket:\[(\d+)\]$/.exec(target)?.slice(1) ?? []));
}

/** The TCP ports `pid` listens on (Linux: its sockets matched against /proc/net/tcp and tcp6 in LISTEN state). */
async function listeningPorts(pid: number): Promise<number[]> {
  const inodes = await socketInodes(pid);
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of lines(await readFile(table, 'utf8')).slice(1)) {
      const fields = row.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields[3] === '0A' && inodes.has(fields[9])) ports.push(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return ports;
}

/**
 * The built server at LOG_LEVEL=debug, taken through everything that carries a secret: a protected share
 * opened by link with its password (a grant), a file and the ZIP downloaded with the grant, a code lookup
 * past the guessing budget with a proof of work, the sender's view with the management key, an account
 * signed up, logged in (a session cookie) and deleted, and the share ended. Every line it writes must be
 * JSON, the lines of a request must carry its id, and none of those secrets may appear anywhere.
 */
describe('the logs of a running server', () => {
  let api: LoggedApiProcess;
  let portsListenedOn: number[];
  const secrets = new Map<string, string>();
  /** Each answer's X-Request-Id, with what the request was. */
  const answered: Array<{ id: string; what: string }> = [];

  function note(response: Response, what: string): Response {
    answered.push({ id: String(response.headers['x-request-id']), what });
    return response;
  }

  beforeAll(async () => {
    api = await startLoggedApiProcess({
      LOG_LEVEL: 'debug',
      CODE_GUESS_EXPOSURE: BUDGET_OF_ONE,
      CODE_GUESS_POW_WORK: QUICK_WORK,
    });

    const uploaded = uploadedOf(
      note(
        await uploadWithFilePaths(
          api.asTestApp(),
          [
            { path: 'docs/letter.txt', content: 'a protected letter\n' },
            { path: 'docs/photo.bin', content: Buffer.alloc(4096, 7) },
          ],
          { retention: '24h' },
        )
          .field('password', SHARE_PASSWORD)
          .expect(201),
        'upload',
      ),
    );
    const link = linkOf(uploaded.folderUrl);
    const code = uploaded.folderCode;
    secrets.set('link key', link.slice(link.indexOf('-') + 1));
    secrets.set('management key', uploaded.manageKey);
    secrets.set('share password', SHARE_PASSWORD);

    const opened = folderOf(
      note(await api.http().get(`/s/${link}/qr`).set('X-Share-Password', SHARE_PASSWORD).expect(200), 'link lookup'),
    );
    const grant = new URL(opened.zipUrl, api.baseUrl).searchParams.get('grant')!;
    secrets.set('grant', grant);
    secrets.set("grant's signature", grant.split('.')[1]);
    note(await api.http().get(opened.files[0].url).expect(200), 'file download');
    note(await api.http().get(opened.zipUrl).expect(200), 'ZIP');
    note(await api.http().get(`/api/folders/${link}/nothing-here`).expect(404), 'unknown route under a link');

    const wrongCode = code === '0000' ? '0001' : '0000';
    note(await api.http().get(`/api/folders/retrieve/${wrongCode}`).expect(404), 'wrong code');
    const refused = note(
      await api.http().get(`/api/folders/retrieve/${code}`).set('X-Request-Id', CALLER_REQUEST_ID).expect(429),
      'code lookup past the budget',
    );
    const proof = await solvedHeader(bodyOf<ChallengeBody>(refused).proofOfWork.challenge);
    secrets.set('proof of work', proof);
    const solution = (JSON.parse(Buffer.from(proof, 'base64').toString()) as { solution: { derivedKey: string } })
      .solution;
    secrets.set("proof of work's key", solution.derivedKey);
    note(
      await api
        .http()
        .get(`/api/folders/retrieve/${code}`)
        .set('X-Proof-Of-Work', proof)
        .set('X-Share-Password', SHARE_PASSWORD)
        .set('X-Request-Id', 'not a sane id: it has spaces and goes on'.repeat(3))
        .expect(200),
      'code lookup with a proof',
    );

    note(
      await api.http().get(`/api/shares/${code}/state`).set('X-Manage-Key', uploaded.manageKey).expect(200),
      "sender's state",
    );

    const account = { username: 'Log Tester', email: 'logs@example.com', password: ACCOUNT_PASSWORD };
    secrets.set('account password', ACCOUNT_PASSWORD);
    note(await api.http().post('/api/signup').send(account).expect(201), 'sign-up');
    const login = note(
      await api.http().post('/api/login').send({ email: account.email, password: account.password }).expect(200),
      'login',
    );
    const cookie = sessionCookieOf(login.headers['set-cookie'])!;
    secrets.set('session cookie', cookie.slice(cookie.indexOf('=') + 1));
    note(await api.http().get('/api/me').set('Cookie', cookie).expect(200), 'me');
    note(
      await api.http().delete('/api/me').set('Cookie', cookie).send({ password: ACCOUNT_PASSWORD }).expect(204),
      'account deletion',
    );

    note(
      await api.http().delete(`/api/shares/${code}`).set('X-Manage-Key', uploaded.manageKey).expect(204),
      'end the share',
    );
    note(await api.http().get(`/s/${link}/qr`).expect(410), 'ended share');

    portsListenedOn = await listeningPorts(api.pid);
    // A clean shutdown logs too, and then every line has been written.
    await api.stop();
  }, 120_000);

  afterAll(() => api?.stop());

  const logged = (): LogLine[] => lines(api.stdout()).map((line) => JSON.parse(line) as LogLine);

  it('writes every line, on stdout and stderr, as a JSON object', () => {
    const all = [...lines(api.stdout()), ...lines(api.stderr())];
    expect(all.length).toBeGreaterThan(answered.length);
    for (const line of all) {
      let parsed: Partial<LogLine> | null = null;
      try {
        parsed = JSON.parse(line) as Partial<LogLine>;
      } catch {
        // Reported below, with the line.
      }
      expect({ line, level: typeof parsed?.level, msg: typeof parsed?.msg }).toEqual({
        line,
        level: 'number',
        msg: 'string',
      });
    }
  });

  it('logs each request once, under the id it answered in X-Request-Id', () => {
    for (const { id, what } of answered) {
      const completed = logged().filter((line) => line.requestId === id && /^request /.test(line.msg));
      expect({ what, lines: completed.length }).toEqual({ what, lines: 1 });
    }
    expect(new Set(answered.map(({ id }) => id)).size).toBe(answered.length);
  });

  it("keeps a caller's sane request id and replaces one that is not", () => {
    const ids = answered.map(({ id }) => id);
    expect(ids).toContain(CALLER_REQUEST_ID);
    const replaced = answered.find(({ what }) => what === 'code lookup with a proof')!.id;
    expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("puts the request's id on the lines the app logs while serving it", () => {
    const ids = new Set(answered.map(({ id }) => id));
    // The guessing budget's warning and the account deletion are logged by the app while a request runs.
    const inRequest = logged().filter((line) => line.context === 'CodeGuessBudget' || line.context === 'AuthService');
    expect(inRequest.map((line) => line.context).sort()).toEqual(['AuthService', 'CodeGuessBudget']);
    for (const line of inRequest) expect(ids.has(line.requestId!)).toBe(true);
  });

  it('names routes by their pattern, and hides the link of a path that matched none', () => {
    const routes = new Set(logged().flatMap((line) => (line.route ? [line.route] : [])));
    expect([...routes]).toEqual(
      expect.arrayContaining(['/api/folders/:link/files/:id', '/api/folders/:link/zip', '/s/:ref/qr', 'other']),
    );
    const unmatched = logged().find((line) => line.route === 'other' && line.status === 404);
    expect(unmatched?.path).toBe('/api/folders/*/nothing-here');
  });

  it('never writes a secret: link key, management key, passwords, grant, session cookie, proof of work', () => {
    const everything = api.stdout() + api.stderr();
    const leaked = [...secrets].filter(([, value]) => everything.includes(value)).map(([name]) => name);
    expect(leaked).toEqual([]);
    expect(secrets.size).toBe(9);
  });

  it('listens on its public port only when METRICS_PORT is unset', () => {
    expect(portsListenedOn).toEqual([api.port]);
  });
});
