/**
 * A page holds one request to the API for everything it hosts and shows (docs/live.md): however many shares a
 * sender's page answers for, on the code exchange and direct transfer alike, one poll at a time names them all, and
 * no poll per share or per road is made, nor any for the state it shows of them; a recipient who types an
 * encrypted share's code gets it through that poll. A recipient's page follows its share through the same kind of
 * poll, with no progress polls.
 */
import type { Page, Request } from 'playwright-core';
import { newPage, useChromium } from '../../support/browser';
import { startServer, type RunningServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { folderResult } from '../sharing/support/sharing-pages';
import { writeFiles } from '../instant/support/instant-pages';
import { share } from '../direct/support/direct-pages';
import { shareViaApi } from '../sharing/support/api';

/** Long enough for a refresh of the hosted list or a stray per-share poll to show; shorter than one poll (25 s). */
const WATCH_MS = 8_000;
/** The page settles on its list of shares within this after its last share (one refresh, one restart). */
const SETTLE_MS = 3_000;
/**
 * A hang guard well under the watch's own look every 5 s: the ending wakes the waiting request, so a page that
 * only learned of it by looking again would still pass, but one that polled every 15 s would not.
 */
const END_SHOWN_WITHIN_MS = 4_000;

const browser = useChromium(() => ['--disable-features=WebRtcHideLocalIpsWithMdns']);
const dir = useTempDir('sharecode-e2e-live-');

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The page's live requests: the one poll, and the single-share polls (roads, state) it must no longer make. */
function watchLiveRequests(page: Page) {
  const isLive = (request: Request) =>
    request.url().endsWith('/api/live') ||
    (request.method() === 'GET' && /\/api\/shares\/\d{4}\/(direct|code-exchange|state)$/.test(request.url()));
  const open = new Set<Request>();
  const polls: Array<{ shares: Array<{ code: string; roads: string[] }>; managed?: Array<{ code: string }> }> = [];
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
    // What the page shows of each share (Recent shares, the dialog) comes through the same poll.
    const followed = live.polls.at(-1)!.managed?.map(({ code }) => code);
    expect(followed).toEqual(expect.arrayContaining([first, second, third]));

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

describe("a recipient's page", () => {
  it('follows its share through the same one request, polling no progress, and says at once that it ended', async () => {
    const [file] = writeFiles(dir(), { 'kept.txt': 500 });
    const shared = await shareViaApi(server.url, dir(), [file.path]);
    const recipient = await newPage(browser(), 'phone');
    const live = watchLiveRequests(recipient);
    let progressPolls = 0;
    recipient.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/progress')) progressPolls++;
    });
    await recipient.goto(shared.folderUrl);
    const result = await folderResult(recipient, shared.folderCode);
    await result.getByText('kept.txt').first().waitFor();

    await recipient.waitForTimeout(SETTLE_MS);
    live.restart();
    await recipient.waitForTimeout(WATCH_MS);
    expect({ open: live.open, mostOpen: live.mostOpen, progressPolls }).toEqual({
      open: 1,
      mostOpen: 1,
      progressPolls: 0,
    });
    const watched = (live.polls.at(-1) as { watch?: Array<{ link: string }> }).watch;
    expect(watched).toEqual([expect.objectContaining({ link: new URL(shared.folderUrl).pathname.split('/').pop() })]);

    // Its sender ends it: the open page says so through the waiting request, without a reload.
    const ended = await fetch(`${server.url}/api/shares/${shared.folderCode}`, {
      method: 'DELETE',
      headers: { 'X-Manage-Key': shared.manageKey },
    });
    expect(ended.status).toBe(204);
    const endedNotice = recipient.getByTestId('share-ended');
    await endedNotice.waitFor({ timeout: END_SHOWN_WITHIN_MS });
    expect(await endedNotice.getAttribute('data-reason')).toBe('ended');
    await recipient.context().close();
  });
});
