/**
 * A sender's page holds one request to the API for everything it hosts (docs/live.md): however many shares it
 * answers for, on the code exchange and direct transfer alike, one poll at a time names them all, and no poll per
 * share or per road is made. Then a recipient who types an encrypted share's code gets it through that poll.
 */
import type { Page, Request } from 'playwright-core';
import { newPage, useChromium } from '../../support/browser';
import { startServer, type RunningServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { folderResult } from '../sharing/support/sharing-pages';
import { writeFiles } from '../instant/support/instant-pages';
import { share } from '../direct/support/direct-pages';

/** Long enough for a refresh of the hosted list or a stray per-share poll to show; shorter than one poll (25 s). */
const WATCH_MS = 8_000;
/** The page settles on its list of shares within this after its last share (one refresh, one restart). */
const SETTLE_MS = 3_000;

const browser = useChromium(() => ['--disable-features=WebRtcHideLocalIpsWithMdns']);
const dir = useTempDir('sharecode-e2e-live-');

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The page's live requests: the one poll, and the single-share polls it must no longer make. */
function watchLiveRequests(page: Page) {
  const isLive = (request: Request) =>
    request.url().endsWith('/api/live/sender') ||
    (request.method() === 'GET' && /\/api\/shares\/\d{4}\/(direct|code-exchange)$/.test(request.url()));
  const open = new Set<Request>();
  const polls: Array<{ shares: Array<{ code: string; roads: string[] }> }> = [];
  let singleSharePolls = 0;
  let mostOpen = 0;
  page.on('request', (request) => {
    if (!isLive(request)) return;
    if (request.method() === 'GET') singleSharePolls++;
    else polls.push(request.postDataJSON() as (typeof polls)[number]);
    open.add(request);
    mostOpen = Math.max(mostOpen, open.size);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    polls,
    get open() {
      return open.size;
    },
    get singleSharePolls() {
      return singleSharePolls;
    },
    /** Starts counting the most requests open at once afresh. */
    restart() {
      mostOpen = open.size;
      singleSharePolls = 0;
    },
    get mostOpen() {
      return mostOpen;
    },
  };
}

const codeOf = (url: string) => /\/s\/(\d{4})-/.exec(url)![1];

describe("a sender's page hosting several shares", () => {
  it('holds one request for all of them, and a recipient typing a code is answered through it', async () => {
    const files = writeFiles(dir(), { 'one.txt': 1_000, 'two.txt': 2_000, 'three.txt': 3_000 });
    const sender = await newPage(browser(), 'desktop');
    const live = watchLiveRequests(sender);
    // Two encrypted shares (their code exchange is answered by any page of this browser), then a plain one whose
    // files this page holds (sent directly from it).
    const first = codeOf((await share(sender, server.url, [files[0]], true)).url);
    const second = codeOf((await share(sender, server.url, [files[1]], true)).url);
    const third = codeOf((await share(sender, server.url, [files[2]])).url);

    await sender.waitForTimeout(SETTLE_MS);
    live.restart();
    await sender.waitForTimeout(WATCH_MS);
    expect({ open: live.open, mostOpen: live.mostOpen, singleSharePolls: live.singleSharePolls }).toEqual({
      open: 1,
      mostOpen: 1,
      singleSharePolls: 0,
    });
    const named = live.polls.at(-1)!.shares.map(({ code, roads }) => ({ code, roads }));
    expect(named).toEqual(
      expect.arrayContaining([
        { code: first, roads: ['code-exchange'] },
        { code: second, roads: ['code-exchange'] },
        { code: third, roads: ['direct'] },
      ]),
    );

    const recipient = await newPage(browser(), 'phone');
    await recipient.goto(`${server.url}/file-access`);
    await recipient.getByLabel('4-digit file code').fill(second);
    await recipient.getByRole('button', { name: 'Get files' }).click();
    await (await folderResult(recipient, second)).getByText('two.txt').first().waitFor();
    await sender.getByText(`Someone opened your share with the code ${second}.`).waitFor();
    await recipient.context().close();
    await sender.context().close();
  });
});
