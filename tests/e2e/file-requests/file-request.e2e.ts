/**
 * A file request, at phone size, in three browsers: the requester makes it on /request (what, who, 24 hours) and
 * gets a code, a link and a QR code; one uploader opens the link, reads who asks and what, and sends plain files
 * (an empty one, one over 1 MiB); another sends a folder of nested paths. The requester's /request/{code} shows both
 * answers as they arrive, each opens in the encrypted view with its tree, and every file (and one answer's ZIP)
 * downloads byte for byte; after a reload both still open. Then nothing the server keeps (its objects and its
 * SQLite database) holds a name, a path, the message, who asks or a window of any file's bytes. Screenshots:
 * tests/screenshots/file-request-*.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { download } from '../sharing/support/sharing-pages';
import { readZip } from '../sharing/support/zip';
import { plaintextHits, storedFiles, suiteDataDir } from './support/at-rest';
import {
  answerItems,
  answersArrived,
  answerTree,
  followRequest,
  makeRequest,
  openedAnswer,
  openToAnswer,
  pickToAnswer,
  sendAndWait,
  writeTestFiles,
  type MadeRequest,
} from './support/request-pages';

const MIB = 1024 * 1024;
/** Words only this run writes, so a hit on disk can only come from it. */
const MARK = randomBytes(4).toString('hex');
const MESSAGE = `The signed lease and the inventory photos, please ${MARK}`;
const FROM = `Dana Okafor ${MARK}`;

/** Uploader 1's plain files: sizes around the 64 KiB record and past 1 MiB, and an empty one. */
const PLAIN_SIZES = {
  [`lease-${MARK}.pdf`]: 1.5 * MIB + 17,
  [`note-${MARK}.txt`]: 5_000,
  [`empty-${MARK}.txt`]: 0,
  [`records-${MARK}.bin`]: 64 * 1024,
};
/** Uploader 2's folder: nested paths. */
const FOLDER_ROOT = `inventory-${MARK}`;
const FOLDER_SIZES = {
  [`${FOLDER_ROOT}/kitchen-${MARK}/oven-${MARK}.jpg`]: 300_000,
  [`${FOLDER_ROOT}/kitchen-${MARK}/sink.jpg`]: 2 * MIB + 3,
  [`${FOLDER_ROOT}/bedroom-${MARK}/closet/shelf-${MARK}.txt`]: 700,
  [`${FOLDER_ROOT}/readme-${MARK}.md`]: 1_234,
};

/** The tree an answer of `paths` shows: every folder then its files, each level by name. */
function expectedTree(paths: string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(`${parts.slice(0, i).join('/')}/`);
  }
  return [...folders, ...paths].sort();
}

/** The least margin a page's content keeps from the screen's edges at phone size (the page frame's padding). */
const PAGE_MARGIN_PX = 12;

const browser = useChromium();
const plain = useOnDisk(() => writeTestFiles(mkdtempSync(join(tmpdir(), 'sharecode-fr-plain-')), PLAIN_SIZES));
const folder = useOnDisk(() => writeTestFiles(mkdtempSync(join(tmpdir(), 'sharecode-fr-folder-')), FOLDER_SIZES));
const downloads = useTempDir('sharecode-fr-downloads-');

describe('a file request answered by two people (phone)', () => {
  let request: MadeRequest;
  let requester: Page;
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    requester = await newPage(browser(), 'phone', { acceptDownloads: true });
    first = await newPage(browser(), 'phone');
    second = await newPage(browser(), 'phone');
  });

  afterAll(async () => {
    for (const page of [requester, first, second]) await page?.context().close();
  });

  it('makes a request: a code, a link with the key after #, a QR code', async () => {
    request = await makeRequest(requester, { message: MESSAGE, from: FROM });
    expect(request.code).toMatch(/^\d{4}$/);
    expect(request.link).toMatch(new RegExp(`/r/${request.code}-[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$`));
    expect(request.qrPng.subarray(1, 4).toString()).toBe('PNG');
    await screenshot(requester, 'file-request-made-phone');
    expect(await layoutAndA11yProblems(requester)).toEqual([]);

    await followRequest(requester, request.code);
    await requester.getByText('Nothing has been sent yet.', { exact: false }).waitFor();
    await screenshot(requester, 'file-request-waiting-phone');
    expect(await layoutAndA11yProblems(requester)).toEqual([]);
  });

  it('shows the first uploader who asks and what, and sends plain files', async () => {
    await openToAnswer(first, request.link);
    expect(await first.locator('#answer-request-title').textContent()).toBe(`${FROM} asks you for files`);
    expect(await first.getByTestId('request-message').textContent()).toBe(MESSAGE);
    await first.getByText('Sharecode cannot scan encrypted files for malware.', { exact: false }).waitFor();
    // Inside the page's margins, as every page is, not against the screen's edges.
    const title = (await first.locator('#answer-request-title').boundingBox())!;
    expect(title.x).toBeGreaterThanOrEqual(PAGE_MARGIN_PX);
    expect(title.x + title.width).toBeLessThanOrEqual(390 - PAGE_MARGIN_PX);
    await screenshot(first, 'file-request-uploader-phone');
    expect(await layoutAndA11yProblems(first)).toEqual([]);

    await pickToAnswer(
      first,
      'files',
      Object.keys(PLAIN_SIZES).map((name) => join(plain().base, name)),
    );
    expect(await first.getByTestId('answer-picked').textContent()).toContain('4 files picked');
    await sendAndWait(first);
    await screenshot(first, 'file-request-uploader-arrived-phone');
    expect(await layoutAndA11yProblems(first)).toEqual([]);
  });

  it("links the uploader's page to a report form about the file request, with its whole link", async () => {
    const reporter = await newPage(browser(), 'phone');
    try {
      await openToAnswer(reporter, request.link);
      await reporter.getByRole('link', { name: 'Report this request' }).click();
      await reporter.getByRole('heading', { level: 1, name: 'Report a file request' }).waitFor();
      expect(await reporter.getByLabel('Link or code of the file request').inputValue()).toBe(request.link);
      await screenshot(reporter, 'file-request-report-phone');
      expect(await layoutAndA11yProblems(reporter)).toEqual([]);
    } finally {
      await reporter.context().close();
    }
  });

  it('shows the first answer on the requester page as it arrives, with its tree', async () => {
    await answersArrived(requester, 1);
    const answer = await openedAnswer(answerItems(requester).first());
    expect(await answerTree(answer, request.code)).toEqual(expectedTree(Object.keys(PLAIN_SIZES)));
  });

  it('takes a folder from the second uploader', async () => {
    await openToAnswer(second, request.link);
    await pickToAnswer(second, 'folder', join(folder().base, FOLDER_ROOT));
    await sendAndWait(second);
  });

  it('shows both answers apart, each with its own tree', async () => {
    await answersArrived(requester, 2);
    const trees = [];
    for (const item of await answerItems(requester).all())
      trees.push(await answerTree(await openedAnswer(item), request.code));
    expect(trees).toContainEqual(expectedTree(Object.keys(PLAIN_SIZES)));
    expect(trees).toContainEqual(expectedTree(Object.keys(FOLDER_SIZES)));
    await screenshot(requester, 'file-request-answers-phone');
    expect(await layoutAndA11yProblems(requester)).toEqual([]);
  });

  it('downloads every file and one answer as a ZIP, byte for byte', async () => {
    const sent = new Map([...plain().bytes, ...folder().bytes]);
    const saved: string[] = [];
    for (const item of await answerItems(requester).all()) {
      const answer = await openedAnswer(item);
      const paths = (await answerTree(answer, request.code)).filter((path) => !path.endsWith('/'));
      for (const path of paths) {
        const name = path.split('/').pop()!;
        const file = await download(
          requester,
          () => answer.getByRole('button', { name: `Download ${name}`, exact: true }).click(),
          downloads(),
        );
        expect(file.name).toBe(name);
        expect(file.bytes.equals(sent.get(path)!)).toBe(true);
        saved.push(path);
      }
    }
    expect(saved.sort()).toEqual([...sent.keys()].sort());
    const folderAnswer = answerItems(requester).filter({ hasText: FOLDER_ROOT });
    const zip = await download(
      requester,
      () => folderAnswer.getByRole('button', { name: 'Download all' }).click(),
      downloads(),
    );
    const entries = await readZip(zip.path);
    expect([...entries.keys()].sort()).toEqual(Object.keys(FOLDER_SIZES).sort());
    for (const [path, bytes] of folder().bytes) expect(entries.get(path)?.equals(bytes)).toBe(true);
  });

  it('opens both answers again after a reload', async () => {
    await requester.reload();
    await answersArrived(requester, 2);
    const trees = [];
    for (const item of await answerItems(requester).all())
      trees.push(await answerTree(await openedAnswer(item), request.code));
    expect(trees.sort()).toEqual(
      [expectedTree(Object.keys(PLAIN_SIZES)), expectedTree(Object.keys(FOLDER_SIZES))].sort(),
    );
  });

  it('keeps no plaintext at rest: no name, path, message, name of who asks or window of bytes', () => {
    const needles = new Map<string, Buffer>();
    const text = (label: string, value: string) => {
      needles.set(`${label} (UTF-8)`, Buffer.from(value));
      needles.set(`${label} (UTF-16)`, Buffer.from(value, 'utf16le'));
    };
    text('message', MESSAGE);
    text('from', FROM);
    text('mark', MARK);
    for (const [path, bytes] of [...plain().bytes, ...folder().bytes]) {
      for (const segment of path.split('/')) text(`segment ${segment}`, segment);
      text(`path ${path}`, path);
      if (bytes.length === 0) continue;
      const windows = new Set([0, Math.max(0, bytes.length - 32)]);
      for (let at = MIB; at < bytes.length; at += MIB) windows.add(Math.min(at, bytes.length - 32));
      for (const at of windows) needles.set(`${path} @${at}`, bytes.subarray(at, at + 32));
    }
    const stored = storedFiles(suiteDataDir());
    expect(stored.some((file) => file.endsWith('.sqlite') || file.includes('sqlite'))).toBe(true);
    expect(stored.length).toBeGreaterThan(8);
    expect(plaintextHits(stored, needles)).toEqual([]);
  });
});

describe.each(['desktop'] as ViewportName[])('a file request (%s screenshots)', (viewport) => {
  it("shows the form, the uploader's page and an opened answer", async () => {
    const requester = await newPage(browser(), viewport);
    const uploader = await newPage(browser(), viewport);
    try {
      const request = await makeRequest(requester, { message: `Desktop ${MESSAGE}`, from: FROM });
      await screenshot(requester, `file-request-made-${viewport}`);
      await openToAnswer(uploader, request.link);
      await pickToAnswer(uploader, 'folder', join(folder().base, FOLDER_ROOT));
      await screenshot(uploader, `file-request-uploader-${viewport}`);
      await sendAndWait(uploader);
      await followRequest(requester, request.code);
      await answersArrived(requester, 1);
      await openedAnswer(answerItems(requester).first());
      await screenshot(requester, `file-request-answers-${viewport}`);
      expect(await layoutAndA11yProblems(requester)).toEqual([]);
    } finally {
      await requester.context().close();
      await uploader.context().close();
    }
  });
});
