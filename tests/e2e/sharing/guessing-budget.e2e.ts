/**
 * Past the service-wide guessing budget, code lookups need a proof of work: a person who types the right code
 * sees why it takes a moment ("Checking this code…") while the browser solves it, then gets the folder; the
 * share's link keeps opening at once. The server runs with a budget of one wrong code and enough work that
 * solving is visibly slow.
 */
import type { Page, Request } from 'playwright-core';
import { newPage, useChromium } from '../../support/browser';
import { type RunningServer, startServer } from '../../support/server';
import { useOnDisk } from '../../support/temp-folders';
import { layoutAndA11yProblems } from './support/a11y';
import { type ApiShare, shareViaApi } from './support/api';
import { makeFixtureFolder } from './support/fixture-files';
import { folderResult, viewportShot } from './support/sharing-pages';

/** Enough hashing that solving shows (the server picks a counter between half of it and all of it). */
const POW_WORK = '250000';
const CHECKING = 'Checking this code… many wrong codes were tried recently.';
const WAY_OUT = 'or open the link or scan the QR, which always work';

const browser = useChromium();
const fixture = useOnDisk(makeFixtureFolder);
let server: RunningServer;
let share: ApiShare;

/** Codes no share holds: the share's own code with its first digit changed. */
function wrongCodes(code: string): string[] {
  return [1, 2].map((step) => `${(Number(code[0]) + step) % 10}${code.slice(1)}`);
}

beforeAll(async () => {
  // Budget = max(1, floor(0.0001 × 10 000 / live shares)) = 1 wrong code per window.
  server = await startServer({ CODE_GUESS_EXPOSURE: '0.0001', CODE_GUESS_POW_WORK: POW_WORK });
  share = await shareViaApi(server.url, fixture().base, [fixture().path('text'), fixture().path('pdf')]);

  // Someone guessing: the first wrong code spends the budget, after which code lookups ask for work.
  const answers: Response[] = [];
  for (const code of wrongCodes(share.folderCode))
    answers.push(await fetch(`${server.url}/api/folders/retrieve/${code}`));
  const [first, second] = answers;
  expect(first.status).toBe(404);
  expect(second.status).toBe(429);
  expect(((await second.json()) as { proofOfWork?: { challenge?: unknown } }).proofOfWork?.challenge).toBeTruthy();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** Requests carrying a proof of work, and answers that asked for one, as the page makes them. */
function watchProofs(page: Page) {
  const proven: string[] = [];
  const challenged: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-proof-of-work']) proven.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.status() === 429) challenged.push(new URL(response.url()).pathname);
  });
  return { proven, challenged };
}

/**
 * Starts a code lookup with `start`, then holds the page's proof-carrying request until the solving state has
 * been photographed and checked, and lets it go. Resolves how long solving took (from the message showing to
 * the proof being sent).
 */
async function photographSolving(page: Page, name: string, start: () => Promise<void>): Promise<number> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/folders/retrive/'),
    async (route) => {
      if (route.request().headers()['x-proof-of-work']) await held;
      await route.continue();
    },
  );
  await start();
  const status = page.getByRole('status').filter({ hasText: CHECKING });
  await status.waitFor({ timeout: 15_000 });
  const shownAt = Date.now();
  expect(await status.textContent()).toContain(WAY_OUT);
  const sent: Promise<Request> = page.waitForRequest((request) => Boolean(request.headers()['x-proof-of-work']), {
    timeout: 60_000,
  });
  await viewportShot(page, name);
  expect(await layoutAndA11yProblems(page)).toEqual([]);
  await sent;
  const solvedIn = Date.now() - shownAt;
  release();
  return solvedIn;
}

describe.each(['desktop', 'phone'] as const)('code lookups past the guessing budget (%s)', (viewport) => {
  let page: Page;

  beforeEach(async () => {
    // The budget is counted per window of the clock (GUESS_WINDOW_MS): one that turned during this file would give
    // it back, and lookups would need no work. A wrong code spends it again (404), or is refused as spent (429).
    const again = await fetch(`${server.url}/api/folders/retrieve/${wrongCodes(share.folderCode)[0]}`);
    expect([404, 429]).toContain(again.status);
    page = await newPage(browser(), viewport);
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('/file-access (File Code): says "Checking this code…" while the proof is solved, then opens the folder', async () => {
    const seen = watchProofs(page);
    await page.goto(`${server.url}/file-access`);
    await page.getByLabel('4-digit file code').fill(share.folderCode);
    const solvedIn = await photographSolving(page, `guessing-budget-file-access-checking-${viewport}`, () =>
      page.getByRole('button', { name: 'Get files' }).click(),
    );
    const result = await folderResult(page, share.folderCode);
    expect(await page.getByText(CHECKING).count()).toBe(0);
    expect(seen.proven).toEqual([`/api/folders/retrive/${share.folderCode}`]);
    // Downloads go through the link the answer carries, never the bare code.
    const zip = await result.getByRole('link', { name: 'Download all' }).getAttribute('href');
    expect(zip).toMatch(new RegExp(`^/api/folders/${share.folderCode}-[A-Za-z0-9_-]{22}/zip$`));
    console.log(`[guessing-budget] ${viewport} /file-access: the proof took about ${solvedIn} ms`);
  });

  it('/features/file-recovery: the same for the code boxes', async () => {
    const seen = watchProofs(page);
    await page.goto(`${server.url}/features/file-recovery`);
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(share.folderCode);
    await photographSolving(page, `guessing-budget-file-recovery-checking-${viewport}`, () =>
      page.getByRole('button', { name: 'Recover Files' }).click(),
    );
    await page.getByRole('region', { name: 'Recovered folder' }).waitFor({ timeout: 15_000 });
    await folderResult(page, share.folderCode);
    expect(seen.proven).toEqual([`/api/folders/retrive/${share.folderCode}`]);
  });

  it('/s/{code} typed in: solves, opens, and leaves the link in the address bar', async () => {
    const seen = watchProofs(page);
    await page.goto(`${server.url}/s/${share.folderCode}`);
    await page.getByRole('status').filter({ hasText: CHECKING }).waitFor({ timeout: 15_000 });
    await folderResult(page, share.folderCode);
    await page.waitForURL(share.folderUrl);
    expect(seen.proven).toEqual([`/s/${share.folderCode}`]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Shared folder ${share.folderCode}`);
  });

  it("the share's link opens at once, with no proof of work", async () => {
    const seen = watchProofs(page);
    await page.goto(share.folderUrl);
    await folderResult(page, share.folderCode);
    expect(seen.proven).toEqual([]);
    expect(seen.challenged).toEqual([]);
    expect(await page.getByText(CHECKING).count()).toBe(0);
  });
});
