/**
 * A fake camera held close to a QR code: the code's PNG scaled to the full height of a 640×480 frame, so the
 * code itself (inside its 2-module quiet zone) fills about 90% of the picture and overflows the scanner's
 * centred region (two thirds of the height). Chromium plays it with `--use-file-for-fake-video-capture`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FFMPEG } from '../../sharing/support/fake-camera';

export const FRAME = { width: 640, height: 480 } as const;

/** Writes `close-up.png` and `close-up.y4m` into `dir`; returns the .y4m path. */
export function makeCloseUpQrVideo(qrPng: Buffer, dir: string): string {
  const png = join(dir, 'close-up.png');
  const y4m = join(dir, 'close-up.y4m');
  writeFileSync(png, qrPng);
  const side = FRAME.height;
  execFileSync(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    `scale=${side}:${side}:flags=neighbor,pad=${FRAME.width}:${FRAME.height}:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p`,
    '-frames:v',
    '10',
    '-r',
    '10',
    y4m,
  ]);
  return y4m;
}
