/**
 * A QR code held close to the camera: it fills most of the frame, so the scanner's centred region (two thirds
 * of the smaller side) holds only part of it. The scanner must then look at the whole frame and open the folder.
 * (The far-away case, a code well inside the region, is covered by the sharing journeys' camera test.)
 */
import { baseUrl, newPage, screenshot, useChromium } from '../../support/browser';
import { useOnDisk, useTempDir } from '../../support/temp-folders';
import { pngOfDataUrl, shareViaApi, type ApiShare } from '../sharing/support/api';
import { CLOSE_UP, fakeCameraFlags, makeQrVideo, scanOnFileAccess } from '../sharing/support/fake-camera';
import { FIXTURE_PATHS, makeFixtureFolder } from '../sharing/support/fixture-files';
import { folderResult, treePaths } from '../sharing/support/sharing-pages';

const fixture = useOnDisk(makeFixtureFolder);
const dir = useTempDir('sharecode-close-up-');
let share: ApiShare;

beforeAll(async () => {
  share = await shareViaApi(baseUrl(), fixture().base, [fixture().path('text')]);
});

const browser = useChromium(() => fakeCameraFlags(makeQrVideo(pngOfDataUrl(share.qrCode), dir(), CLOSE_UP)));

it('opens the folder from a QR code that fills the camera frame', async () => {
  const page = await newPage(browser(), 'phone');
  await scanOnFileAccess(page);
  const result = await folderResult(page, share.folderCode);
  expect(await treePaths(result.getByRole('tree'))).toContain(FIXTURE_PATHS.text);
  // The camera is released once the code is read.
  expect(await page.getByRole('button', { name: 'Scan with camera' }).isVisible()).toBe(true);
  await screenshot(page, 'camera-close-up-result-phone');
  await page.context().close();
});
