/**
 * Reading the sizes of picked files without holding up the page. Chromium fetches a picked file's size from
 * the disk the first time `size` is read, synchronously, so a folder of thousands of files would block the page
 * (posting the files to a worker costs the same). Small picks are read at once; large ones in short slices
 * after the tree has been shown.
 */

/** Picks up to this many files have their sizes read at once (a few milliseconds). */
export const SIZES_READ_AT_ONCE = 200;

/** Longest stretch of reading before the page gets the main thread back. */
const SLICE_MS = 30;

const read = new WeakSet<Blob>();

/** Reads (and so caches, in the browser) one file's size. */
function touch(file: Blob): void {
  void file.size;
  read.add(file);
}

export function sizesKnown(files: readonly Blob[]): boolean {
  return files.every((file) => read.has(file));
}

/** Reads every size now: for small picks, where it costs less than a frame. */
export function readSizesNow(files: readonly Blob[]): void {
  for (const file of files) if (!read.has(file)) touch(file);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A frame first, so what was just rendered is painted before any reading starts. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/** Reads every size in slices of a few dozen milliseconds; resolves when all are known, false if aborted. */
export async function readSizesInSlices(files: readonly Blob[], signal?: AbortSignal): Promise<boolean> {
  await afterPaint();
  let next = 0;
  while (next < files.length) {
    if (signal?.aborted) return false;
    const sliceEnd = performance.now() + SLICE_MS;
    while (next < files.length && performance.now() < sliceEnd) {
      if (!read.has(files[next])) touch(files[next]);
      next += 1;
    }
    if (next < files.length) await nextTask();
  }
  return !signal?.aborted;
}
