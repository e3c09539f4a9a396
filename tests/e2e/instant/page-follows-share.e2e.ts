/**
 * A recipient's open page shows the share as it is now, without a reload (phone size): opened while the files
 * arrive, it reads when the share expires once they have all arrived (its retention, two hours; not the day an
 * unfinished upload is kept); opened on a share kept until downloaded, it says the share ended once someone
 * downloaded the last file. The sender gone mid-upload is instant-abandoned.e2e.ts. Screenshots:
 * tests/screenshots/page-follows-*.
 */
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { shareViaApi, type RetrievedFolder } from '../sharing/support/api';
import { FIXTURE_PATHS, makeFixtureFolder } from '../sharing/support/fixture-files';
import { folderResult } from '../sharing/support/sharing-pages';
import { pickOnDataSharing, shareAtOnce, throttleUpload, writeFiles } from './support/instant-pages';

const MIB = 1024 * 1024;
/** A hang guard, not a speed goal: a whole share's page asks whether it ended every 15 s. */
const FOLLOW_TIMEOUT_MS = 45_000;

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-page-follows-');
const fixture = useOnDisk(makeFixtureFolder);

describe("a recipient's open page follows the share (phone)", () => {
  it("reads the retention's expiry once every file has arrived, not the unfinished upload's", async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient = await newPage(browser(), 'phone');
    try {
      const files = writeFiles(dir(), { 'notes.txt': 2_000, 'clip.bin': 20 * MIB });
      await pickOnDataSharing(sender, files);
      await throttleUpload(sender);
      const { code, url } = await shareAtOnce(sender);

      await recipient.goto(url);
      const result = await folderResult(recipient, code);
      await result.getByTestId('arrival-summary').waitFor();
      // While arriving, no expiry is shown: it counts from the end of the upload.
      expect(await result.getByTestId('expiry').count()).toBe(0);

      await result.getByTestId('arrival-summary').waitFor({ state: 'detached', timeout: FOLLOW_TIMEOUT_MS });
      const expiry = result.getByTestId('expiry');
      await expiry.waitFor();
      expect(await expiry.textContent()).toMatch(/^expires in (1 h 5\d min|2 h)$/);
      expect(await result.getByText('Kept for 2 hours').count()).toBe(1);
      await screenshot(recipient, 'page-follows-arrived-phone');
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('says the share ended once its last file was downloaded elsewhere, kept until downloaded', async () => {
    const share = await shareViaApi(baseUrl(), fixture().base, [fixture().path('text')], 'download');
    const recipient = await newPage(browser(), 'phone');
    try {
      await recipient.goto(share.folderUrl);
      const result = await folderResult(recipient, share.folderCode);
      await result.getByRole('tree').waitFor();

      // Another device downloads everything.
      const { data } = (await (await fetch(`${share.folderUrl}/qr`)).json()) as RetrievedFolder;
      expect(data.files.map((file) => file.filepath)).toEqual([FIXTURE_PATHS.text]);
      for (const file of data.files) expect((await fetch(new URL(file.url, baseUrl()))).status).toBe(200);

      const ended = recipient.getByTestId('share-ended');
      await ended.waitFor({ timeout: FOLLOW_TIMEOUT_MS });
      expect(await ended.getByRole('heading').textContent()).toBe('Everything in this share was downloaded');
      expect(await recipient.getByRole('tree').count()).toBe(0);
      await screenshot(recipient, 'page-follows-downloaded-phone');
    } finally {
      await recipient.context().close();
    }
  });
});
