import { decideRange } from './byte-range.js';

describe(decideRange.name, () => {
  it('sends the whole file without a Range header', () => {
    expect(decideRange(100, undefined, undefined)).toEqual({ kind: 'whole' });
  });

  it('sends one satisfiable range', () => {
    expect(decideRange(100, 'bytes=10-19', undefined)).toEqual({ kind: 'partial', range: { start: 10, end: 19 } });
    expect(decideRange(100, 'bytes=-10', undefined)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(decideRange(100, 'bytes=95-', undefined)).toEqual({ kind: 'partial', range: { start: 95, end: 99 } });
  });

  it('combines overlapping ranges into one', () => {
    expect(decideRange(100, 'bytes=0-9,5-19', undefined)).toEqual({ kind: 'partial', range: { start: 0, end: 19 } });
  });

  it('sends an empty file whole, whatever range is asked for', () => {
    for (const range of ['bytes=0-', 'bytes=0-0', 'bytes=-1', 'bytes=5-9']) {
      expect(decideRange(0, range, undefined)).toEqual({ kind: 'whole' });
    }
  });

  it('refuses ranges past the end', () => {
    expect(decideRange(100, 'bytes=200-300', undefined)).toEqual({ kind: 'unsatisfiable' });
  });

  it('falls back to the whole file for malformed, multiple or conditional ranges', () => {
    expect(decideRange(100, 'bytes=abc', undefined)).toEqual({ kind: 'whole' });
    expect(decideRange(100, 'bytes=0-9,50-59', undefined)).toEqual({ kind: 'whole' });
    expect(decideRange(100, 'items=0-9', undefined)).toEqual({ kind: 'whole' });
    expect(decideRange(100, 'bytes=0-9', '"etag"')).toEqual({ kind: 'whole' });
  });
});
