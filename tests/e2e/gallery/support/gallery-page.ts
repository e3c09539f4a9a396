/** What the gallery's browser tests read off a page: thumbnails shown, the viewer of a file. */
import type { Locator, Page } from 'playwright-core';

/** Thumbnails are made by the worker within seconds of a share; the grid asks again after each Retry-After. */
const THUMBNAILS_TIMEOUT_MS = 30_000;

/** A path's last segment: what tiles and the viewer call a file. */
export const name = (path: string) => path.split('/').pop()!;

/** Resolves once every photo tile in `grid` shows its thumbnail; returns each one's drawn size by name. */
export async function thumbnailsShown(
  page: Page,
  grid: Locator,
  timeout = THUMBNAILS_TIMEOUT_MS,
): Promise<Record<string, { width: number; height: number }>> {
  await page.waitForFunction(
    (element) =>
      Array.from(element.querySelectorAll('button[data-kind="image"]')).every((tile) => {
        const image = tile.querySelector('img');
        return image !== null && image.complete && image.naturalWidth > 0;
      }),
    await grid.elementHandle(),
    { timeout, polling: 250 },
  );
  return grid.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('button[data-kind="image"]')).map((tile) => {
        const image = tile.querySelector('img')!;
        return [
          tile.getAttribute('aria-label')!.replace(/^View /, ''),
          { width: image.naturalWidth, height: image.naturalHeight },
        ];
      }),
    ),
  );
}

/** The full-screen viewer showing the file at `path`. */
export function viewer(page: Page, path: string): Locator {
  return page.getByRole('dialog', { name: name(path) });
}

/**
 * Seeks the player to `middle` seconds and plays it muted for a second: where it was after the seek, where after
 * playing, its duration, readyState and error.
 */
export function seekAndPlay(video: Locator, middle: number) {
  return video.evaluate(async (element, seconds) => {
    const player = element as HTMLVideoElement;
    player.muted = true;
    if (player.readyState < 1)
      await new Promise((done) => player.addEventListener('loadedmetadata', done, { once: true }));
    const seeked = new Promise((done) => player.addEventListener('seeked', done, { once: true }));
    player.currentTime = seconds;
    await seeked;
    await player.play();
    const from = player.currentTime;
    await new Promise((done) => setTimeout(done, 1_000));
    return {
      duration: player.duration,
      from,
      to: player.currentTime,
      readyState: player.readyState,
      error: player.error?.code ?? null,
    };
  }, middle);
}
