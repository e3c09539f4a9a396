/**
 * The operators act on a share whose files are still arriving as on any other: an operator finds it by its code
 * in the console and takes it down mid-upload. Its upload stops (the sender's dialog says the share was removed),
 * and the recipient's open page says so by itself, in place of the files. Phones.
 */
import { newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { enrollTheOperator, logInOperator } from '../moderation/support/operator';
import { folderResult } from '../sharing/support/sharing-pages';
import {
  BIG_FILE_BYTES,
  fileRow,
  pickOnDataSharing,
  shareAtOnce,
  throttleUpload,
  writeFiles,
} from './support/instant-pages';

const REASONS = 'The share held material that the law forbids sharing; removed while it was still being uploaded.';
/** A hang guard, not a speed goal: the small file arrives at once, the recipient's poll runs about once a second. */
const ARRIVAL_TIMEOUT_MS = 120_000;

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-instant-takedown-');

describe('a share taken down while its files are still arriving (phones)', () => {
  beforeAll(() => enrollTheOperator());

  it('stops its upload, and the sender and the recipient read that it was removed', async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient = await newPage(browser(), 'phone');
    const operator = await newPage(browser(), 'phone');
    try {
      const [note, film] = writeFiles(dir(), { 'taken-note.txt': 1_000, 'taken-film.bin': BIG_FILE_BYTES });
      await pickOnDataSharing(sender, [note, film]);
      // Slow enough that the film is still on its way when the operator acts.
      await throttleUpload(sender, 1_000_000);
      const { dialog, code, url } = await shareAtOnce(sender);

      await recipient.goto(url);
      const result = await folderResult(recipient, code);
      await result.getByRole('link', { name: `Download ${note.name}` }).waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      await fileRow(result, film.name).getByTestId('file-arrival').waitFor();

      await logInOperator(operator);
      await operator.getByRole('tab', { name: 'Find' }).click();
      await operator.getByLabel('Code, link or SHA-256').fill(code);
      await operator.getByRole('button', { name: 'Find' }).click();
      await operator.getByRole('list', { name: 'Shares found' }).getByRole('link').first().click();
      await operator.getByLabel('Category').selectOption({ label: 'Illegal content' });
      await operator.getByLabel('Statement of reasons').fill(REASONS);
      await operator.getByRole('button', { name: 'Take down…' }).click();
      await operator.getByRole('button', { name: 'Yes, take it down' }).click();
      await operator.getByText(`Share ${code} was taken down.`).waitFor();

      // The recipient's open page follows by itself: the files give way to the removal.
      const ended = recipient.getByTestId('share-ended');
      await ended.waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      expect(await ended.textContent()).toContain('removed');
      expect(await recipient.getByRole('tree').count()).toBe(0);
      await screenshot(recipient, 'instant-recipient-taken-down-phone');

      // The sender's upload stops with the share, and its dialog says why.
      await dialog.getByTestId('share-over').waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      expect(await dialog.getByTestId('share-over').textContent()).toContain('removed');
      expect(await dialog.getByTestId('upload-progress-text').count()).toBe(0);
      // Nor does the page behind it go on showing an upload.
      await sender
        .getByTestId('upload-progress-text')
        .first()
        .waitFor({ state: 'detached', timeout: ARRIVAL_TIMEOUT_MS });
      await screenshot(sender, 'instant-sender-taken-down-phone');
    } finally {
      await Promise.all([sender, recipient, operator].map((page) => page.context().close()));
    }
  });
});
