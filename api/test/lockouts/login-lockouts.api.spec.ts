import { expect } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import type { Challenge } from 'altcha-lib';
import { signUp, type TestAccount } from '../support/accounts.js';
import { solvedHeader } from '../support/proof-of-work.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PAIR_LIMIT = 3;
const ACCOUNT_BAR = 10;
const ATTACKERS = Array.from({ length: 20 }, (_, index) => `127.0.7.${index + 10}`);
const OWNER = '127.0.9.1';
/** A proof the test solves in milliseconds. */
const QUICK_WORK = '1000';
const REQUEST_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  body: { message?: string; proofOfWork?: { challenge: Challenge } };
}

/**
 * A login sent from `source`: the API tells clients apart by the socket's address (TRUST_PROXY is off),
 * and on loopback any 127.x.y.z can be the source, so each attacker here is a real address.
 */
function loginFrom(
  app: TestApp,
  source: string,
  credentials: { email: string; password: string },
  proof?: string,
): Promise<Answer> {
  const body = JSON.stringify(credentials);
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL('/api/login', app.baseUrl), {
      method: 'POST',
      agent: false,
      localAddress: source,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        ...(proof ? { 'X-Proof-Of-Work': proof } : {}),
      },
    });
    request.on('timeout', () => request.destroy(new Error(`login from ${source} did not answer`)));
    request.on('error', reject);
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()) as Answer['body'] }),
      );
    });
    request.end(body);
  });
}

/** Logs in from `source`, solving the proof of work when the answer asks for one, as the login page does. */
async function loginSolving(app: TestApp, source: string, account: TestAccount): Promise<Answer> {
  const first = await loginFrom(app, source, account);
  const challenge = first.body.proofOfWork?.challenge;
  if (first.status !== 429 || !challenge) return first;
  return loginFrom(app, source, account, await solvedHeader(challenge));
}

describe('login lockouts from many addresses', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp({
      env: {
        RATE_LOGIN_FAIL_PER_15MIN: String(PAIR_LIMIT),
        LOGIN_ACCOUNT_POW_AFTER: String(ACCOUNT_BAR),
        CODE_GUESS_POW_WORK: QUICK_WORK,
      },
    });
  });

  afterEach(() => app.close());

  it('an attacker at 20 addresses cannot lock the owner out: past the bar, a login needs a proof of work', async () => {
    const owner = await signUp(app);
    const statuses = new Set<number>();
    for (const attacker of ATTACKERS) {
      for (let attempt = 0; attempt <= PAIR_LIMIT; attempt++) {
        statuses.add((await loginFrom(app, attacker, { email: owner.email, password: `guess-${attempt}` })).status);
      }
    }
    // Wrong passwords, then this address's block or the account's proof of work; never a way in.
    expect([...statuses].sort()).toEqual([401, 429]);

    const asked = await loginFrom(app, OWNER, owner);
    expect(asked.status).toBe(429);
    expect(asked.body.message).toMatch(/^Many wrong passwords were tried for this account recently/);
    expect(asked.body.proofOfWork?.challenge).toBeDefined();
    const solved = await loginFrom(app, OWNER, owner, await solvedHeader(asked.body.proofOfWork!.challenge));
    expect(solved.status).toBe(200);
  });

  it('still blocks an attacker who solves every proof, per address, once it is past RATE_LOGIN_FAIL_PER_15MIN', async () => {
    const owner = await signUp(app);
    const [attacker] = ATTACKERS;
    const wrong = { email: owner.email, password: 'not the password' };
    for (let attempt = 0; attempt < ACCOUNT_BAR; attempt++) {
      await loginFrom(app, ATTACKERS[1 + (attempt % (ATTACKERS.length - 1))], wrong);
    }
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) {
      expect((await loginSolving(app, attacker, { ...owner, password: wrong.password })).status).toBe(401);
    }
    const blocked = await loginSolving(app, attacker, { ...owner, password: wrong.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.proofOfWork).toBeUndefined();
    expect(blocked.body.message).toBe('Too many failed logins. Please wait 15 minutes and try again.');
    expect((await loginSolving(app, attacker, owner)).status).toBe(429);
    expect((await loginSolving(app, OWNER, owner)).status).toBe(200);
  });

  it('asks no proof of work below the bar, and none of another account', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    for (let attempt = 0; attempt < ACCOUNT_BAR - 1; attempt++) {
      await loginFrom(app, ATTACKERS[attempt], { email: owner.email, password: 'not the password' });
    }
    expect((await loginFrom(app, OWNER, owner)).status).toBe(200);
    for (const attacker of ATTACKERS.slice(0, 2))
      await loginFrom(app, attacker, { email: owner.email, password: 'again' });
    expect((await loginFrom(app, OWNER, other)).status).toBe(200);
    expect((await loginFrom(app, OWNER, owner)).status).toBe(429);
  });
});
