/**
 * A QR code held close to the camera: it fills most of the frame, so the scanner's centred region (two thirds
 * of the smaller side) holds only part of it. The scanner must then look at the whole frame and open the folder.
 * (The far-away case, a code well inside the region, is covered by the sharing journeys' camera test.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, newPage, screenshot } from '../../support/browser';
import { pngOfDataUrl, shareViaApi, type ApiShare } from '../sharing/support/api';
import { FIXTURE_PATHS, makeFixtureFolder, type FixtureFolder } from '../sharing/support/fixture-files';
import { folderResult, treePaths } from '../sharing/support/sharing-pages';
import { makeCloseUpQrVideo } from './support/close-up-camera';

let fixture: FixtureFolder;
let dir: string;
let share: ApiShare;
let browser: Browser;

beforeAll(async () => {
  fixture = makeFixtureFolder();
  dir = mkdtempSync(join(tmpdir(), 'sharecode-close-up-'));
  share = await shareViaApi(baseUrl(), fixture.base, [fixture.path('text')]);
  const video = makeCloseUpQrVideo(pngOfDataUrl(share.qrCode), dir);
  browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(fixture.base, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

it('opens the folder from a QR code that fills the camera frame', async () => {
  const page = await newPage(browser, 'phone');
  await page.goto(`${baseUrl()}/file-access`);
  await page.getByRole('tab', { name: 'QR Code' }).click();
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const result = await folderResult(page, share.folderCode);
  expect(await treePaths(result.getByRole('tree'))).toContain(FIXTURE_PATHS.text);
  // The camera is released once the code is read.
  expect(await page.getByRole('button', { name: 'Scan with camera' }).isVisible()).toBe(true);
  await screenshot(page, 'camera-close-up-result-phone');
  await page.context().close();
});
