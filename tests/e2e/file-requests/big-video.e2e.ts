/**
 * A large answer, at phone size: an uploader sends a real H.264 MP4 of more than 200 MiB (made on the spot by
 * ffmpeg: noise, so it does not compress) to a request; on the requester's page it opens in the gallery, and plays
 * seeked past its middle (its time advances), decrypted by the service worker as it streams; a range from deep in
 * the file is the original's byte for byte. Screenshots: tests/screenshots/file-request-video-*.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newPage, screenshot, useChromium } from '../../support/browser';
import { useTempDir } from '../../support/temp-folders';
import { seekAndPlay, viewer } from '../gallery/support/gallery-page';
import { viewportShot } from '../sharing/support/sharing-pages';
import {
  answersArrived,
  answerItems,
  followRequest,
  makeRequest,
  openedAnswer,
  openToAnswer,
  pickToAnswer,
  sendAndWait,
} from './support/request-pages';

const MIB = 1024 * 1024;
/** Debian's ffmpeg, as the gallery's media are made. */
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const VIDEO = 'rehearsal.mp4';
/** Nearly lossless noise at 960×540: about 31 MiB a second, so seven seconds come to more than 200 MiB. */
const VIDEO_SECONDS = 7;
const LEAST_BYTES = 200 * MIB;
/** Sealed, sent and finished on two shared cores. */
const SEND_TIMEOUT_MS = 240_000;

const browser = useChromium();
const dir = useTempDir('sharecode-fr-video-');

/** A playable MP4 (index first, as phones hand them on) of `seconds` of noise over a test pattern. */
function makeVideo(path: string, seconds: number): Buffer {
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=duration=${seconds}:size=960x540:rate=30`],
    ...['-vf', 'noise=alls=60:allf=t', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '1'],
    ...['-movflags', '+faststart', '-y', path],
  ]);
  return readFileSync(path);
}

it(
  'opens a video of more than 200 MiB in the gallery and plays it on the requester page (phone)',
  async () => {
    const path = join(dir(), VIDEO);
    const original = makeVideo(path, VIDEO_SECONDS);
    expect(statSync(path).size).toBeGreaterThan(LEAST_BYTES);

    const requester = await newPage(browser(), 'phone');
    const uploader = await newPage(browser(), 'phone');
    try {
      const request = await makeRequest(requester, { message: 'The rehearsal video', from: 'Choir' });
      await openToAnswer(uploader, request.link);
      await pickToAnswer(uploader, 'files', path);
      await sendAndWait(uploader, SEND_TIMEOUT_MS);

      await followRequest(requester, request.code);
      await answersArrived(requester, 1);
      const answer = await openedAnswer(answerItems(requester).first());
      await answer.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Gallery' }).click();
      const grid = answer.getByRole('grid');
      await grid.getByRole('button', { name: `View ${VIDEO}` }).click();
      const video = viewer(requester, VIDEO).locator('video');
      await video.waitFor({ timeout: 30_000 });
      expect(await video.getAttribute('src')).toMatch(/^\/decrypted-media\/[\w-]+\/rehearsal\.mp4$/);

      const played = await seekAndPlay(video, VIDEO_SECONDS / 2 + 1);
      expect(played.error).toBeNull();
      expect(played.duration).toBeCloseTo(VIDEO_SECONDS, 0);
      expect(played.to).toBeGreaterThan(played.from);
      expect(played.readyState).toBeGreaterThanOrEqual(2);
      await video.evaluate((element) => (element as HTMLVideoElement).pause());
      await viewportShot(requester, 'file-request-video-playing-phone');

      // Deep in the file, past where it played: the original's bytes.
      const start = original.length - 3 * MIB - 12_345;
      const slice = await video.evaluate(
        async (element, range) => {
          const response = await fetch((element as HTMLVideoElement).src, { headers: { Range: range } });
          return { status: response.status, bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
        },
        `bytes=${start}-${start + 4095}`,
      );
      expect(slice.status).toBe(206);
      expect(Buffer.from(slice.bytes).equals(original.subarray(start, start + 4096))).toBe(true);
      await requester.keyboard.press('Escape');
      await screenshot(requester, 'file-request-video-gallery-phone');
    } finally {
      await requester.context().close();
      await uploader.context().close();
    }
  },
  SEND_TIMEOUT_MS + 120_000,
);
