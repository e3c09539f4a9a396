/**
 * What a server acting against its users could change on the way, caught by the pages (phone size), with a proxy
 * between the browsers and the API: a request's card swapped for another request's, or one of its bytes flipped,
 * makes the uploader's page say "This request was altered on its way to you", and no answer is ever announced; an
 * answer's wrapped key moved onto another answer makes the requester's page refuse that answer, fetching none of
 * it, while the answer the key was made for still opens. Screenshots: tests/screenshots/file-request-altered-*.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import {
  answerItems,
  answersArrived,
  answerTree,
  followRequest,
  loadAfresh,
  makeRequest,
  openedAnswer,
  openToAnswer,
  pickToAnswer,
  sendAndWait,
  throughOrigin,
  writeTestFiles,
  type MadeRequest,
} from './support/request-pages';
import { startRewritingProxy, type RewritingProxy } from './support/rewriting-proxy';

/** The card's layout (docs/file-requests.md): magic, version, key commitment, nonce, then ciphertext and tag. */
const CARD_BYTES_TO_FLIP = { version: 4, commitment: 20, nonce: 40, ciphertext: 200, tag: -1 };

const browser = useChromium();
const files = useOnDisk(() =>
  writeTestFiles(mkdtempSync(join(tmpdir(), 'sharecode-fr-tamper-')), { 'first.txt': 2_000, 'second.txt': 3_000 }),
);

let proxy: RewritingProxy;
beforeAll(async () => {
  proxy = await startRewritingProxy(baseUrl());
});
afterEach(() => proxy.clear());
afterAll(async () => {
  await proxy?.close();
});

/** The request's answer to its uploader, read straight from the API (the proxy's view of what it forwards). */
async function uploaderView(ref: string): Promise<{ card: string }> {
  const response = await fetch(`${baseUrl()}/api/file-requests/${ref}`);
  if (!response.ok) throw new Error(`GET ${ref}: ${response.status}`);
  return (await response.json()) as { card: string };
}

function flipped(card: string, at: number): string {
  const bytes = Buffer.from(card, 'base64url');
  const index = at < 0 ? bytes.length + at : at;
  bytes[index] ^= 0x01;
  return bytes.toString('base64url');
}

/** Whatever the uploader's page sent that was not a read: an answer announced, bytes sent, anything written. */
function writes(): string[] {
  return proxy.seen.filter((line) => !/^(GET|HEAD) /.test(line));
}

describe("a request's card altered on its way to the uploader (phone)", () => {
  let requester: Page;
  let uploader: Page;
  let request: MadeRequest;
  let other: MadeRequest;

  beforeAll(async () => {
    requester = await newPage(browser(), 'phone');
    uploader = await newPage(browser(), 'phone');
    request = await makeRequest(requester, { message: 'The real request', from: 'Real' });
    other = await makeRequest(requester, { message: 'Send them to me instead', from: 'Someone else' });
  });
  afterAll(async () => {
    await requester?.context().close();
    await uploader?.context().close();
  });

  async function expectAltered(name: string): Promise<void> {
    await loadAfresh(uploader, throughOrigin(request.link, proxy.url));
    const failure = uploader.getByTestId('answer-failure');
    await failure.waitFor({ timeout: 30_000 });
    expect(`${await failure.getAttribute('data-kind')}: ${await failure.textContent()}`).toBe(
      'altered: Nothing was sent. Ask for the link again.',
    );
    await uploader.getByText('This request was altered on its way to you').waitFor();
    expect(await uploader.getByTestId('request-message').count()).toBe(0);
    expect(await uploader.getByTestId('files-input').count()).toBe(0);
    if (name) await screenshot(uploader, name);
  }

  it('opens as asked through the proxy while nothing is changed', async () => {
    await openToAnswer(uploader, throughOrigin(request.link, proxy.url));
    expect(await uploader.getByTestId('request-message').textContent()).toBe('The real request');
  });

  it("catches another request's card in place of its own, and announces no answer", async () => {
    const swapped = (await uploaderView(other.ref)).card;
    proxy.rewrite(new RegExp(`^/api/file-requests/${request.ref}$`), (body) => ({
      ...(body as object),
      card: swapped,
    }));
    await expectAltered('file-request-altered-phone');
    expect(await layoutAndA11yProblems(uploader)).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it.each(Object.entries(CARD_BYTES_TO_FLIP))('catches one flipped byte of its card (%s)', async (_field, at) => {
    const card = (await uploaderView(request.ref)).card;
    proxy.rewrite(new RegExp(`^/api/file-requests/${request.ref}$`), (body) => ({
      ...(body as object),
      card: flipped(card, at),
    }));
    await expectAltered('');
    expect(writes()).toEqual([]);
  });

  it('was asked for the card each time, through the proxy', () => {
    const reads = proxy.seen.filter((line) => line === `GET /api/file-requests/${request.ref}`);
    expect(reads.length).toBe(2 + Object.keys(CARD_BYTES_TO_FLIP).length);
  });
});

describe("an answer's wrapped key moved to another answer, on its way to the requester (phone)", () => {
  let requester: Page;
  let uploader: Page;
  let request: MadeRequest;

  beforeAll(async () => {
    // The requester works through the proxy from the start: its keys are kept by the page's origin.
    requester = await newPage(browser(), 'phone');
    uploader = await newPage(browser(), 'phone');
    request = await makeRequest(requester, { message: 'Two answers', from: 'Requester' }, proxy.url);
  });
  afterAll(async () => {
    await requester?.context().close();
    await uploader?.context().close();
  });

  it('refuses the answer carrying a key made for another, fetches none of it, and still opens the other', async () => {
    for (const name of ['first.txt', 'second.txt']) {
      await openToAnswer(uploader, request.link);
      await pickToAnswer(uploader, 'files', join(files().base, name));
      await sendAndWait(uploader);
    }
    // The answers as the API lists them: the first one's key is put on the second.
    const ids: string[] = [];
    proxy.rewrite(new RegExp(`^/api/file-requests/${request.code}/state$`), (body) => {
      const state = body as { answers: { id: string; wrappedKey: string }[] };
      const [first, second] = state.answers;
      ids.splice(0, ids.length, first.id, second.id);
      return { ...state, answers: [first, { ...second, wrappedKey: first.wrappedKey }] };
    });
    await followRequest(requester, request.code, proxy.url);
    await answersArrived(requester, 2);
    const [honest, moved] = ids;
    const refused = answerItems(requester).filter({ has: requester.getByTestId('answer-refused') });
    await refused.waitFor();
    expect(await answerItems(requester).count()).toBe(2);
    expect(await refused.count()).toBe(1);
    expect(await refused.getByTestId('answer-refused').textContent()).toBe(
      'This answer was not made for this request; it was not opened.',
    );
    expect(await refused.getByRole('tree').count()).toBe(0);

    const opened = answerItems(requester).filter({ hasNot: requester.getByTestId('answer-refused') });
    const tree = await answerTree(await openedAnswer(opened), request.code);
    expect(tree).toHaveLength(1);
    await screenshot(requester, 'file-request-refused-answer-phone');
    expect(await layoutAndA11yProblems(requester)).toEqual([]);

    // The honest answer's objects were read (its manifest at least); not one of the refused answer's.
    const filesOf = (id: string) => proxy.seen.filter((line) => line.includes(`/answers/${id}/files/`));
    expect(filesOf(honest).length).toBeGreaterThan(0);
    expect(filesOf(moved)).toEqual([]);
  });
});
