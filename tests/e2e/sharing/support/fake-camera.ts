/**
 * A fake camera feed for Chromium (`--use-file-for-fake-video-capture`): a short .y4m video showing a QR
 * image centred on white, made with Debian's ffmpeg.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** Writes `qr.png` and `qr.y4m` into `dir`; returns the .y4m path. The QR fills 300 px of a 640×480 frame. */
export function makeQrVideo(qrPng: Buffer, dir: string): string {
  const png = join(dir, 'qr.png');
  const y4m = join(dir, 'qr.y4m');
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
    'scale=300:300:flags=neighbor,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
    '-frames:v',
    '10',
    '-r',
    '10',
    y4m,
  ]);
  return y4m;
}
