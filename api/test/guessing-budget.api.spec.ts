import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { CODE_SPACE } from '../src/code-space/codes.js';
import { type ChallengeBody, solvedHeader, tampered } from './support/proof-of-work.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { shareWithLink } from './support/uploads.js';
import { bodyOf, errorOf, folderOf, retrievalOf } from './support/answers.js';

/** With one live share, this exposure allows exactly one failed code lookup per window. */
const BUDGET_OF_ONE = String(1 / CODE_SPACE);
/** Small proofs keep the tests quick; the schedule is what is under test, not the default work. */
const QUICK_WORK = '2000';
const POW = 'X-Proof-Of-Work';

/** Every request names its client through X-Forwarded-For, which TRUST_PROXY makes the server believe. */
function trusted(env: Record<string, string>) {
  return createTestApp({ env: { TRUST_PROXY: 'on', CODE_GUESS_POW_WORK: QUICK_WORK, ...env } });
}

/** A client address of its own for each request, so no per-client limit is ever reached. */
let nextClient = 1;
function freshClient(): string {
  const n = nextClient++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const CODE_ROUTES = [
  (code: string) => `/api/folders/retrive/${code}`,
  (code: string) => `/api/folders/retrieve/${code}`,
  (code: string) => `/s/${code}`,
  (code: string) => `/s/${code}/qr`,
];

describe('the guessing budget', () => {
  let app: TestApp;
  let code: string;
  let link: string;
  let unused: string[];

  async function start(env: Record<string, string>): Promise<void> {
    app = await trusted(env);
    ({ code, link } = await shareWithLink(app));
    unused = Array.from({ length: 20 }, (_, i) => String(i).padStart(4, '0')).filter((candidate) => candidate !== code);
  }

  const get = (path: string, client = freshClient()) =>
    app.http().get(path).set('X-Forwarded-For', client).set('Accept', 'application/json');

  async function spendBudget(failures = 1): Promise<void> {
    for (let i = 0; i < failures; i++) await get(`/api/folders/retrieve/${unused[i]}`).expect(404);
  }

  async function challenge(): Promise<ChallengeBody> {
    return bodyOf<ChallengeBody>(await get(`/api/folders/retrieve/${code}`).expect(429));
  }

  afterEach(() => app.close());

  it.each(CODE_ROUTES.map((route) => [route('{code}'), route]))(
    'counts an unknown code on %s',
    async (_name, route) => {
      await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
      await get(`/api/folders/retrieve/${code}`).expect(200);
      await get(route(unused[0])).expect(404);
      const refused = await get(`/api/folders/retrieve/${code}`).expect(429);
      expect(bodyOf<ChallengeBody>(refused).proofOfWork.challenge.parameters.data).toEqual({ level: 1 });
    },
  );

  it('does not count code lookups that find their share, nor malformed codes', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    for (let i = 0; i < 20; i++) await get(CODE_ROUTES[i % CODE_ROUTES.length](code)).expect(200);
    await get('/api/folders/retrieve/12a4').expect(400);
    await get('/s/123').expect(400);
    await get(`/api/folders/retrieve/${code}`).expect(200);
  });

  it('lets no more wrong codes through than the budget when they all arrive at once', async () => {
    await start({ CODE_GUESS_EXPOSURE: String(3 / CODE_SPACE) });
    const answers = await Promise.all(
      unused.slice(0, 15).map(async (guess) => (await get(`/api/folders/retrieve/${guess}`)).status),
    );
    expect(answers.filter((status) => status === 404)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(12);
  });

  it('does not count unknown links, and never slows or refuses a link', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    for (const wrong of unused.slice(0, 5)) await get(`/s/${wrong}-${link.slice(5)}/qr`).expect(404);
    await get(`/api/folders/retrieve/${code}`).expect(200);

    await spendBudget();
    await get(`/api/folders/retrieve/${code}`).expect(429);
    const body = retrievalOf(await get(`/s/${link}/qr`).expect(200));
    await get(`/s/${link}`).expect(200);
    await get(body.data.files[0].url).expect(200);
    await get(body.data.zipUrl).expect(200);
    await get(body.data.qrCode).expect(200);
  });

  it('answers code lookups past the budget with 429, Retry-After and a message saying what to do', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    await spendBudget();
    for (const route of CODE_ROUTES) {
      const refused = await get(route(code)).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(errorOf(refused).code).toBe('proof_of_work_required');
      expect(errorOf(refused).message).toMatch(/^Many wrong codes were tried recently/);
      expect(errorOf(refused).code).toBe('proof_of_work_required');
      expect(errorOf(refused).message).toMatch(/link or QR code always works/);
      expect(bodyOf<ChallengeBody>(refused).proofOfWork.challenge.signature).toEqual(expect.any(String));
    }
  });

  it('lets a code lookup with a valid proof of work through', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    await spendBudget();
    const header = await solvedHeader((await challenge()).proofOfWork.challenge);
    const folder = folderOf(await get(`/api/folders/retrieve/${code}`).set(POW, header).expect(200));
    expect(folder.folderCode).toBe(code);
  });

  it('refuses a replayed solution', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    await spendBudget();
    const header = await solvedHeader((await challenge()).proofOfWork.challenge);
    await get(`/api/folders/retrieve/${code}`).set(POW, header).expect(200);
    const replayed = await get(`/s/${code}/qr`).set(POW, header).expect(429);
    expect(errorOf(replayed).proofOfWork).toBeDefined();
  });

  it('refuses forged solutions', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    await spendBudget();
    const header = await solvedHeader((await challenge()).proofOfWork.challenge);
    const forgeries = [
      'not base64 json',
      Buffer.from('{"challenge":{}}').toString('base64'),
      tampered(header, (payload) => (payload.solution.derivedKey = 'ab'.repeat(32))),
      tampered(header, (payload) => (payload.challenge.parameters.data = { level: 9 })),
      tampered(header, (payload) => (payload.challenge.signature = '00'.repeat(32))),
      tampered(header, (payload) => (payload.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 86_400)),
    ];
    for (const forged of forgeries) await get(`/api/folders/retrieve/${code}`).set(POW, forged).expect(429);
    // The genuine one still works: the forgeries did not use it up.
    await get(`/api/folders/retrieve/${code}`).set(POW, header).expect(200);
  });

  it('doubles the work each time the budget is spent again in the window', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    await spendBudget();
    const first = (await challenge()).proofOfWork.challenge;
    const spare = (await challenge()).proofOfWork.challenge;
    expect(first.parameters.data).toEqual({ level: 1 });
    // A wrong code with a valid proof still counts: the budget is spent a second time.
    await get(`/api/folders/retrieve/${unused[1]}`)
      .set(POW, await solvedHeader(first))
      .expect(404);
    const second = (await challenge()).proofOfWork.challenge;
    expect(second.parameters.data).toEqual({ level: 2 });
    // A proof of the lower level no longer passes; one of the current level does.
    await get(`/api/folders/retrieve/${code}`)
      .set(POW, await solvedHeader(spare))
      .expect(429);
    await get(`/api/folders/retrieve/${code}`)
      .set(POW, await solvedHeader(second))
      .expect(200);
  });

  it('does not let one address at its own limit spend the budget', async () => {
    // 20 live shares: a budget of 50 failures, five times one client's allowance of 10.
    await start({ CODE_GUESS_EXPOSURE: '0.1', RATE_LOOKUP_FAIL_PER_15MIN: '10' });
    for (let i = 1; i < 20; i++) await shareWithLink(app, [{ path: `f${i}.txt`, content: String(i) }]);
    const live = new Set(
      (await app.dataSource.query<{ code: string }[]>('SELECT code FROM folders')).map((row) => row.code),
    );
    const wrong = Array.from({ length: CODE_SPACE }, (_, i) => String(i).padStart(4, '0')).filter((c) => !live.has(c));
    const attacker = '198.51.100.7';
    const answers: number[] = [];
    for (const guess of wrong.slice(0, 100))
      answers.push((await get(`/api/folders/retrieve/${guess}`, attacker)).status);
    expect(answers.filter((status) => status === 404)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(90);
    await get(`/api/folders/retrieve/${code}`).expect(200);
  });

  it('logs one warning per window when the budget is spent', async () => {
    await start({ CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await spendBudget(1);
      const header = await solvedHeader((await challenge()).proofOfWork.challenge);
      await get(`/api/folders/retrieve/${unused[5]}`).set(POW, header).expect(404);
      const lines = warn.mock.calls
        .map((call) => String(call[0]))
        .filter((line) => /guessing budget is spent/.test(line));
      expect(lines).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
