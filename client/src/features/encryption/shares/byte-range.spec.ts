import { parseByteRange } from './byte-range';

describe(parseByteRange.name, () => {
  it('reads the ranges players ask for: from a byte on, a closed range, the last bytes', () => {
    expect(parseByteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 1000 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 1000 });
    expect(parseByteRange('bytes=0-1', 1000)).toEqual({ start: 0, end: 2 });
    expect(parseByteRange('bytes=100-5000', 1000)).toEqual({ start: 100, end: 1000 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 1000 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 1000 });
  });

  it('answers the whole file without a header, for several ranges or a malformed one', () => {
    expect(parseByteRange(null, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseByteRange('bytes=9-5', 1000)).toBeNull();
    expect(parseByteRange('items=0-5', 1000)).toBeNull();
    expect(parseByteRange('bytes=-', 1000)).toBeNull();
  });

  it('refuses a range outside the file', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
