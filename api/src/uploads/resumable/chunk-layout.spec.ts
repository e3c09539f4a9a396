import { locateOffset } from './chunk-layout.js';

describe(locateOffset.name, () => {
  const sizes = [3, 0, 5, 2];

  it('finds the file and the position inside it', () => {
    expect(locateOffset(sizes, 0)).toEqual({ index: 0, within: 0, before: 0 });
    expect(locateOffset(sizes, 2)).toEqual({ index: 0, within: 2, before: 0 });
    expect(locateOffset(sizes, 7)).toEqual({ index: 2, within: 4, before: 3 });
    expect(locateOffset(sizes, 9)).toEqual({ index: 3, within: 1, before: 8 });
  });

  it('skips empty files: a file boundary belongs to the next file that has bytes', () => {
    expect(locateOffset(sizes, 3)).toEqual({ index: 2, within: 0, before: 3 });
  });

  it('places the end after the last file, and refuses positions outside the upload', () => {
    expect(locateOffset(sizes, 10)).toEqual({ index: 4, within: 0, before: 10 });
    expect(locateOffset([], 0)).toEqual({ index: 0, within: 0, before: 0 });
    expect(() => locateOffset(sizes, 11)).toThrow(RangeError);
    expect(() => locateOffset(sizes, -1)).toThrow(RangeError);
    expect(() => locateOffset(sizes, 1.5)).toThrow(RangeError);
  });
});
