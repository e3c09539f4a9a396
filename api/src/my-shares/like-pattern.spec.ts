import { containsPattern } from './like-pattern.js';

describe(containsPattern.name, () => {
  it('matches the text anywhere, lower-cased', () => {
    expect(containsPattern('Beach')).toBe('%beach%');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});
