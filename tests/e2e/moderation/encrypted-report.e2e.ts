/**
 * A report of an end-to-end encrypted share, on phones: the recipient pastes the whole link (its key after #)
 * into the report form; the operator opens the report, and the console decrypts the share in the operator's
 * browser with that link (the tree and a text preview), which the server alone could never show.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk } from '../../support/temp-folders';
import { folderResult, pressShareFiles, previewedText, treePaths } from '../sharing/support/sharing-pages';
import { enrollTheOperator, logInOperator } from './support/operator';

const ROOT = 'leaked';
const NOTE = 'Not for sharing. marker-9a2d41\n';
const EXPLANATION = 'This folder holds my private letters.';

const browser = useChromium();
const folder = useOnDisk(() => {
  const base = mkdtempSync(join(tmpdir(), 'sharecode-encrypted-report-'));
  mkdirSync(join(base, ROOT));
  writeFileSync(join(base, ROOT, 'letter.txt'), NOTE);
  return { base, root: join(base, ROOT) };
});

describe('an operator reviews a reported end-to-end encrypted share (phones)', () => {
  let sender: Page;
  let operator: Page;
  let code: string;
  let url: string;
  let reference: string;

  beforeAll(async () => {
    sender = await newPage(browser(), 'phone');
    operator = await newPage(browser(), 'phone');
    await enrollTheOperator();
  });

  afterAll(async () => {
    await Promise.all([sender, operator].map((page) => page?.context().close()));
  });

  it('the report carries the whole link when the reporter pastes it', async () => {
    await sender.goto(`${baseUrl()}/data-sharing`);
    await sender.getByRole('checkbox', { name: 'End-to-end encrypted' }).check();
    await sender.getByTestId('folder-input').setInputFiles(folder().root);
    ({ code, url } = await pressShareFiles(sender));
    expect(url).toContain('#');

    const reporter = await newPage(browser(), 'phone');
    try {
      await reporter.goto(`${baseUrl()}/report`);
      await reporter.getByLabel('Link or code of the share').fill(url);
      await reporter.getByLabel('What is wrong with it').selectOption({ label: 'Privacy violation' });
      await reporter.getByLabel('Explanation').fill(EXPLANATION);
      await reporter.getByRole('checkbox', { name: /I believe in good faith/ }).check();
      await reporter.getByRole('button', { name: 'Send report' }).click();
      reference = (await reporter.getByTestId('report-reference').textContent())!.trim();
    } finally {
      await reporter.context().close();
    }
  });

  it('the console decrypts the share in the operator’s browser with the pasted link', async () => {
    await logInOperator(operator);
    await operator.getByRole('list', { name: 'Reports' }).getByRole('link').filter({ hasText: reference }).click();
    await operator.getByTestId('report-view').getByText(EXPLANATION).waitFor();
    expect(await operator.getByLabel('Whole link').inputValue()).toBe(url);
    expect(await operator.getByRole('tree').count()).toBe(0);

    await operator.getByRole('button', { name: 'Decrypt here' }).click();
    const result = await folderResult(operator, code);
    expect(await treePaths(result.getByRole('tree', { name: `Files in folder ${code}` }))).toEqual([
      `${ROOT}/`,
      `${ROOT}/letter.txt`,
    ]);
    expect(await previewedText(operator, result, 'letter.txt', `${ROOT}/letter.txt`)).toBe(NOTE);
    await screenshot(operator, 'operator-encrypted-share-phone');
  });
});
