import { isFolderCode } from './folder-code';

describe('isFolderCode', () => {
  it('accepts exactly four digits', () => {
    expect(isFolderCode('0427')).toBe(true);
    expect(isFolderCode('427')).toBe(false);
    expect(isFolderCode('04271')).toBe(false);
    expect(isFolderCode('04a7')).toBe(false);
  });
});
