/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a short .y4m video of a QR image centred on
 * white in a 640×480 frame, made with Debian's ffmpeg; and the steps that start a scan.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl } from '../../../support/browser';

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FRAME = { width: 640, height: 480 } as const;

/** How big the QR image shows in the frame, and the name of the files made. */
interface QrShot {
  name: string;
  /** The side of the QR image (quiet zone included) in pixels. */
  side: number;
}

/** A code well inside the scanner's centred region (two thirds of the frame's height). */
const FAR_AWAY: QrShot = { name: 'qr', side: 300 };

/**
 * A code held close: the image as high as the frame, so the code itself (inside its 2-module quiet zone)
 * fills about 90% of the picture and overflows the scanner's centred region.
 */
export const CLOSE_UP: QrShot = { name: 'close-up', side: FRAME.height };

/** Writes `<name>.png` and `<name>.y4m` into `dir`; returns the .y4m path. */
export function makeQrVideo(qrPng: Buffer, dir: string, shot: QrShot = FAR_AWAY): string {
  const png = join(dir, `${shot.name}.png`);
  const y4m = join(dir, `${shot.name}.y4m`);
  writeFileSync(png, qrPng);
  execFileSync(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    `scale=${shot.side}:${shot.side}:flags=neighbor,pad=${FRAME.width}:${FRAME.height}:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p`,
    '-frames:v',
    '10',
    '-r',
    '10',
    y4m,
  ]);
  return y4m;
}

/** Chromium flags: a camera that plays `video`, granted without asking. */
export function fakeCameraFlags(video: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}

/** Opens /file-access on its QR Code tab and presses Scan with camera. */
export async function scanOnFileAccess(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/file-access`);
  await page.getByRole('tab', { name: 'QR Code' }).click();
  await page.getByRole('button', { name: 'Scan with camera' }).click();
}
