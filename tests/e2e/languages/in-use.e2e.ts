/**
 * The product in use in Arabic, Japanese and German, at phone and desktop size: a person whose browser speaks the
 * language sends a folder of two files and reads the share dialog (the code in ASCII digits, left to right, heard
 * digit by digit in the page's language; the file count in the language's plural words); a second person types
 * the code in their own digits and opens the share (names isolated, the recipient's words in the language), then
 * mistypes a code and reads why in the language. Arabic mirrors the layout while the code and names keep their
 * own direction. Every expected word comes from the language's catalogue.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { appDrawn, baseUrl, newPage, screenshot, useChromium, type ViewportName } from '../../support/browser';
import { useOnDisk } from '../../support/temp-folders';
import { unusedCode } from '../sharing/support/api';
import { viewportShot } from '../sharing/support/sharing-pages';
import { catalogue, formatted, type MessageValues } from './support/catalogue';
import {
  chevronPointsTowards,
  glyphsRunLeftToRight,
  layoutProblems,
  nativeDigits,
  startsOnTheRight,
  textDirection,
} from './support/layout';

const browser = useChromium();

const LANGUAGES = [
  { tag: 'ar', dir: 'rtl', browserLocale: 'ar-EG', zero: '٠' },
  { tag: 'ja', dir: 'ltr', browserLocale: 'ja-JP', zero: '０' },
  { tag: 'de', dir: 'ltr', browserLocale: 'de-DE', zero: '0' },
] as const;
const VIEWPORTS: ViewportName[] = ['phone', 'desktop'];

/** The folder sent: a name in Latin letters with brackets, which mirror if not isolated, and one in Arabic. */
const FOLDER = 'trip (2024)';
const FILES = { 'notes (final).txt': 'Packing list.\n', 'تقرير.txt': 'قائمة.\n' };
const [LATIN_NAME, ARABIC_NAME] = Object.keys(FILES);
const FILE_COUNT = 2;
/** Under 1 KB: the size is said in the language's words for bytes. */
const TOTAL_BYTES = Object.values(FILES).reduce((sum, text) => sum + Buffer.byteLength(text), 0);

/** The API's own message for a code no share holds (its body's `message`), in the source language. */
const SERVER_SAYS_UNKNOWN_CODE = catalogue('en')['apiError.unknown_code'];

/** The share dialog's status is polled every 5 s: a change shows within two rounds. */
const STATUS_TIMEOUT_MS = 15_000;

const picked = useOnDisk(() => {
  const base = mkdtempSync(join(tmpdir(), 'sharecode-in-use-'));
  const root = join(base, FOLDER);
  mkdirSync(root, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
  return { base, root };
});

async function openIn(page: Page, path: string, tag: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await appDrawn(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
}

/**
 * Holds the upload's chunks (PATCH /api/resumable-uploads/{id}) until the returned function is called, so the
 * share stays "arriving" for as long as the test reads it.
 */
async function holdChunks(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/resumable-uploads/'),
    async (route) => {
      if (route.request().method() === 'PATCH') await released;
      await route.continue();
    },
  );
  return release;
}

describe.each(LANGUAGES)('the product in use in $tag', ({ tag, dir, browserLocale, zero }) => {
  const words = catalogue(tag);
  const say = (id: string, values?: MessageValues) => formatted(tag, id, values);

  describe.each(VIEWPORTS)('%s', (viewport) => {
    let sender: Page;
    let recipient: Page;
    let code = '';
    let wrong = '';
    const shot = (page: Page, name: string) => screenshot(page, `languages-in-use-${tag}-${name}-${viewport}`);

    beforeAll(async () => {
      sender = await newPage(browser(), viewport, { locale: browserLocale });
      recipient = await newPage(browser(), viewport, { locale: browserLocale });
    });

    afterAll(async () => {
      await sender?.context().close();
      await recipient?.context().close();
    });

    it('sends two files: the code in ASCII digits left to right, heard digit by digit, and the count in its plural words', async () => {
      await openIn(sender, '/data-sharing', tag);
      await sender.getByRole('radio', { name: words['send.filePicker.folderMode'] }).check();
      await sender.getByTestId('folder-input').setInputFiles(picked().root);
      await sender.getByRole('tree', { name: words['send.selectionTree.treeLabel'] }).waitFor();
      expect(await layoutProblems(sender)).toEqual([]);

      const release = await holdChunks(sender);
      try {
        await sender.getByRole('button', { name: words['dataSharing.page.shareButton'] }).click();
        const dialog = sender.getByRole('dialog', { name: words['send.shareModal.title'] });
        const shown = dialog.getByTestId('folder-code');
        await shown.waitFor();
        code = (await shown.textContent()) ?? '';
        expect(code).toMatch(/^[0-9]{4}$/);
        await expect(textDirection(shown)).resolves.toBe('ltr');
        await expect(glyphsRunLeftToRight(shown)).resolves.toBe(true);
        // What a screen reader says: each digit alone, in the page's language (no lang of its own on the way up).
        const spoken = shown.locator('xpath=following-sibling::*[1]');
        expect(await spoken.textContent()).toBe([...code].join(' '));
        expect(await spoken.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(tag);
        expect(await shown.getAttribute('aria-hidden')).toBe('true');

        const status = dialog.getByTestId('share-status');
        const arriving = say('send.shareStatus.arriving', {
          arrived: '0',
          count: FILE_COUNT,
          total: String(FILE_COUNT),
        });
        await status.filter({ hasText: arriving }).waitFor({ timeout: STATUS_TIMEOUT_MS });
        expect(await status.textContent()).toBe(arriving);
        expect(await layoutProblems(sender)).toEqual([]);
        await viewportShot(sender, `languages-in-use-${tag}-share-dialog-${viewport}`);
      } finally {
        release();
      }
      const dialog = sender.getByRole('dialog', { name: words['send.shareModal.title'] });
      await dialog.locator('[data-arrival="arrived"]').waitFor({ timeout: STATUS_TIMEOUT_MS });
      await dialog
        .getByTestId('share-status')
        .filter({ hasText: words['send.shareStatus.waiting'] })
        .waitFor({ timeout: STATUS_TIMEOUT_MS });
    });

    it(`opens the share by the code typed in the language's digits, its names isolated, its words in ${tag}`, async () => {
      await openIn(recipient, '/file-access', tag);
      const field = recipient.getByLabel(words['fileAccess.codeForm.label']);
      await field.pressSequentially(nativeDigits(code, zero));
      expect(await field.inputValue()).toBe(code);
      await recipient.getByRole('button', { name: words['fileAccess.codeForm.submit'] }).click();

      const result = recipient.getByRole('region', { name: say('receive.shareHeader.title', { code }) });
      await result.waitFor();
      const tree = result.getByRole('tree', { name: say('receive.shareView.treeLabel', { code }) });
      await tree.waitFor();
      const names = await isolatedNames(tree);
      expect(names[0]).toBe(FOLDER);
      expect(names.slice(1).sort()).toEqual([ARABIC_NAME, LATIN_NAME].sort());
      // The count of files, and of bytes, in the language's plural words.
      const size = say('files.size.bytes', { count: TOTAL_BYTES, size: String(TOTAL_BYTES) });
      const meta = result.locator('header p').first();
      expect(await meta.textContent()).toMatch(
        new RegExp(
          `^${escaped(say('receive.shareHeader.filesAndSize', { count: FILE_COUNT, files: String(FILE_COUNT), size }))}( · |$)`,
        ),
      );
      const folderSize = tree.locator(`li[data-path="${FOLDER}/"] [id$="-size"]`);
      expect(await folderSize.textContent()).toBe(say('files.treeRow.folderSize', { count: FILE_COUNT, size }));
      await result.getByRole('link', { name: words['receive.shareView.downloadAll'] }).waitFor();
      for (const name of [LATIN_NAME, ARABIC_NAME])
        await result.getByRole('button', { name: say('receive.fileRow.viewLabel', { name }) }).waitFor();
      expect(await layoutProblems(recipient)).toEqual([]);
      await shot(recipient, 'opened');

      // The sender's dialog hears of it, in the sender's language.
      await sender
        .getByRole('dialog', { name: words['send.shareModal.title'] })
        .getByTestId('share-status')
        .filter({ hasText: words['send.shareStatus.opened'] })
        .waitFor({ timeout: STATUS_TIMEOUT_MS });
    });

    it('the layout follows the language’s direction, while the code and the Latin names read left to right', async () => {
      const rtl = dir === 'rtl';
      const nav = recipient.getByRole('navigation', { name: words['layout.nav.label'] });
      await expect(startsOnTheRight(nav.getByRole('link').first())).resolves.toBe(rtl);

      const result = recipient.getByRole('region', { name: say('receive.shareHeader.title', { code }) });
      const heading = result.getByRole('heading').first();
      await expect(textDirection(heading)).resolves.toBe(dir);
      const headingCode = heading.locator('[dir="ltr"]');
      expect(await headingCode.textContent()).toBe(code);
      await expect(glyphsRunLeftToRight(headingCode)).resolves.toBe(true);

      const tree = result.getByRole('tree');
      const latin = tree.locator('bdi', { hasText: LATIN_NAME });
      await expect(textDirection(latin)).resolves.toBe('ltr');
      await expect(glyphsRunLeftToRight(latin)).resolves.toBe(true);
      await expect(textDirection(tree.locator('bdi', { hasText: ARABIC_NAME }))).resolves.toBe('rtl');

      // A closed folder's chevron points the way its contents open: towards the end of the line.
      const folderRow = tree.locator(`li[data-path="${FOLDER}/"]`);
      await folderRow.locator('[data-toggle]').click();
      await tree.locator(`li[data-path="${FOLDER}/"][aria-expanded="false"]`).waitFor();
      const chevron = folderRow.locator('[data-toggle] > span[aria-hidden="true"]').first();
      await chevronPointsTowards(chevron, rtl ? 'left' : 'right');
      expect(await layoutProblems(recipient)).toEqual([]);
      if (viewport === 'phone') await shot(recipient, 'folder-closed');
    });

    it('a mistyped code on /file-access is explained in the language, never in the server’s English', async () => {
      wrong = await unusedCode(baseUrl());
      const field = recipient.getByLabel(words['fileAccess.codeForm.label']);
      await field.fill('');
      await field.pressSequentially(nativeDigits(wrong, zero));
      await recipient.getByRole('button', { name: words['fileAccess.codeForm.submit'] }).click();
      const line = recipient.getByTestId('error-line');
      await line.getByRole('heading', { name: words['lookup.failure.unknownCodeTitle'] }).waitFor();
      await line.getByText(words['lookup.failure.unknownCode']).waitFor();
      expect(await line.textContent()).not.toContain(SERVER_SAYS_UNKNOWN_CODE);
      expect(await layoutProblems(recipient)).toEqual([]);
    });

    it('the recovery page’s code boxes take the language’s digits, and explain a mistyped code in it', async () => {
      await openIn(recipient, '/features/file-recovery', tag);
      const box = (position: number) =>
        recipient.getByRole('textbox', { name: say('codeBoxes.digitLabel', { position, length: wrong.length }) });
      await box(1).click();
      await recipient.keyboard.type(nativeDigits(wrong, zero));
      const boxes = [...wrong].map((_, index) => box(index + 1));
      expect((await Promise.all(boxes.map((input) => input.inputValue()))).join('')).toBe(wrong);
      // The code runs left to right in every language: its first box is the leftmost.
      const lefts = await Promise.all(boxes.map(async (input) => (await input.boundingBox())!.x));
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
      await recipient
        .getByRole('region', { name: words['featuresFileRecovery.page.formLabel'] })
        .getByRole('button', { name: words['featuresFileRecovery.page.recoverButton'] })
        .click();
      await recipient.getByTestId('recovery-error').getByText(words['lookup.failure.unknownCode']).waitFor();
      expect(await layoutProblems(recipient)).toEqual([]);
      await shot(recipient, 'wrong-code');
    });

    it('the recovery page heads a mistyped code with the API’s sentence for its error code, translated', async () => {
      const shown = await recipient.getByTestId('recovery-error').textContent();
      expect(shown).toContain(words['apiError.unknown_code']);
      expect(shown).not.toContain(SERVER_SAYS_UNKNOWN_CODE);
    });
  });
});

/** The names the tree shows, each read from its <bdi>, in display order. */
async function isolatedNames(tree: Locator): Promise<string[]> {
  return tree
    .locator('li[data-path]')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('bdi')?.textContent ?? `(no <bdi> in ${row.getAttribute('data-path')})`),
    );
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
