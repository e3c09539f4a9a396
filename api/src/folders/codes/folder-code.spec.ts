import { isFolderCode } from './folder-code.js';

describe(isFolderCode.name, () => {
  it('accepts exactly 4 digits', () => {
    expect(isFolderCode('0042')).toBe(true);
    for (const bad of ['042', '00042', 'abcd', '12a4', ' 1234', '１２３４', '']) {
      expect(isFolderCode(bad)).toBe(false);
    }
  });
});
