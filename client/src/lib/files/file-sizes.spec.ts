import { readSizesInSlices, readSizesNow, sizesKnown } from './file-sizes';

const files = (count: number) => Array.from({ length: count }, (_, n) => new File(['x'.repeat(n % 7)], `f${n}.txt`));

describe('file sizes', () => {
  it('knows the sizes read now, and only those', () => {
    const picked = files(3);
    expect(sizesKnown(picked)).toBe(false);
    readSizesNow(picked.slice(0, 2));
    expect(sizesKnown(picked.slice(0, 2))).toBe(true);
    expect(sizesKnown(picked)).toBe(false);
  });

  it('reads large picks in slices, after the page had a chance to paint', async () => {
    const picked = files(2_000);
    const reading = readSizesInSlices(picked);
    expect(sizesKnown(picked)).toBe(false);
    await expect(reading).resolves.toBe(true);
    expect(sizesKnown(picked)).toBe(true);
  });

  it('stops when aborted', async () => {
    const picked = files(10);
    const controller = new AbortController();
    const reading = readSizesInSlices(picked, controller.signal);
    controller.abort();
    await expect(reading).resolves.toBe(false);
    expect(sizesKnown(picked)).toBe(false);
  });
});
