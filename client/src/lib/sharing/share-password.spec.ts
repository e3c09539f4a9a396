import { SHARE_PASSWORD_LENGTH_MESSAGE, sharePasswordProblem } from './share-password';

describe(sharePasswordProblem.name, () => {
  it('takes 4 to 128 characters, counting an emoji as one', () => {
    expect(sharePasswordProblem('abcd')).toBeUndefined();
    expect(sharePasswordProblem('x'.repeat(128))).toBeUndefined();
    expect(sharePasswordProblem('ab😀c')).toBeUndefined();
  });

  it('refuses shorter and longer ones in words', () => {
    expect(sharePasswordProblem('abc')).toBe(SHARE_PASSWORD_LENGTH_MESSAGE);
    expect(sharePasswordProblem('😀😀😀')).toBe(SHARE_PASSWORD_LENGTH_MESSAGE);
    expect(sharePasswordProblem('x'.repeat(129))).toBe(SHARE_PASSWORD_LENGTH_MESSAGE);
  });
});
