/**
 * Updates and the share sheet: a new build deployed under an open page brings up "A new version is available", and Reload
 * switches to it; the manifest's share target (a POST from the system share sheet, answered by the service
 * worker) opens /data-sharing with the shared files selected, ready to share.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { REPO_ROOT, startServer, type RunningServer } from '../../support/server';
import { layoutAndA11yProblems } from '../sharing/support/a11y';
import { treePaths, viewportShot } from '../sharing/support/sharing-pages';
import { downloadShare, sharedCode, waitForServiceWorker } from './support/pwa-pages';

const BUILD_MARKER = 'sharecode-build';

/**
 * Turns the copy of the client in `dir` into "the next build": index.html changes, and so does its revision
 * in the service worker's precache list, as a real rebuild would make them.
 */
function deployNextBuild(dir: string, build: string): void {
  const indexPath = join(dir, 'index.html');
  writeFileSync(
    indexPath,
    readFileSync(indexPath, 'utf8').replace('<head>', `<head>\n    <meta name="${BUILD_MARKER}" content="${build}" />`),
  );
  const swPath = join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const next = sw.replace(/("revision":")([0-9a-f]+)(","url":"index\.html")/, `$1${build.padStart(32, '0')}$3`);
  if (next === sw) throw new Error('index.html was not found in the precache list of sw.js');
  writeFileSync(swPath, next);
}

const browser = useChromium();

describe.each(['desktop', 'phone'] as const)('a new version (%s)', (viewport) => {
  let clientDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sharecode-next-build-'));
    cpSync(join(REPO_ROOT, 'client/dist'), clientDir, { recursive: true });
    server = await startServer({ CLIENT_DIR: clientDir });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('is offered with "A new version is available", and Reload switches to it', async () => {
    const page = await newPage(browser(), viewport);
    try {
      await page.goto(`${server.url}/faq`);
      await waitForServiceWorker(page);
      expect(await page.locator(`meta[name="${BUILD_MARKER}"]`).count()).toBe(0);

      deployNextBuild(clientDir, '2');
      // The browser looks for a new service worker on navigation; it installs and waits for the person.
      await page.reload();
      const prompt = page.getByTestId('reload-prompt');
      await prompt.waitFor({ timeout: 30_000 });
      expect(await prompt.textContent()).toContain('A new version is available');
      expect(await page.locator(`meta[name="${BUILD_MARKER}"]`).count()).toBe(0);
      await viewportShot(page, `pwa-update-prompt-${viewport}`);
      expect(await layoutAndA11yProblems(page)).toEqual([]);

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await page.locator(`meta[name="${BUILD_MARKER}"][content="2"]`).waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      expect(await page.getByTestId('reload-prompt').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('the share target', () => {
  it('opens /data-sharing with the files another app shared selected, and shares them', async () => {
    const page = await newPage(browser(), 'phone');
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForServiceWorker(page);
      const shared = [
        { name: 'holiday.jpg', content: 'not really a jpeg' },
        { name: 'holiday.jpg', content: 'another one, same name' },
        { name: 'notes.txt', content: 'shared from the notes app\n' },
      ];
      // What the system share sheet does: a multipart POST navigation to the manifest's share_target action.
      await Promise.all([
        page.waitForURL(`${baseUrl()}/data-sharing`),
        page.evaluate((files) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/share-target';
          form.enctype = 'multipart/form-data';
          const input = document.createElement('input');
          input.type = 'file';
          input.name = 'files';
          input.multiple = true;
          const transfer = new DataTransfer();
          for (const file of files) transfer.items.add(new File([file.content], file.name));
          input.files = transfer.files;
          form.append(input);
          document.body.append(form);
          form.submit();
        }, shared),
      ]);

      await page.getByText('3 files received from another app. Press Share Files to share them.').waitFor();
      const tree = page.getByRole('tree', { name: 'Selected files' });
      expect(await treePaths(tree)).toEqual(['holiday (2).jpg', 'holiday.jpg', 'notes.txt']);
      await screenshot(page, 'pwa-share-target-phone');
      expect(await layoutAndA11yProblems(page)).toEqual([]);

      await page.getByRole('button', { name: 'Share Files' }).click();
      const files = await downloadShare(baseUrl(), await sharedCode(page));
      expect(files.get('holiday.jpg')?.toString()).toBe('not really a jpeg');
      expect(files.get('holiday (2).jpg')?.toString()).toBe('another one, same name');
      expect(files.get('notes.txt')?.toString()).toBe('shared from the notes app\n');
    } finally {
      await page.context().close();
    }
  });
});
