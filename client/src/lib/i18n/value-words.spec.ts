import { wordsOf } from './value-words';

const WORDS = { open: 'Open', closed: 'Closed' } as const;

describe(wordsOf.name, () => {
  it("gives a known value's words", () => {
    expect(wordsOf(WORDS, 'closed', 'Unknown')).toBe('Closed');
  });

  it('gives the fallback for a value it does not know, never the value itself', () => {
    expect(wordsOf(WORDS, 'archived', 'Unknown')).toBe('Unknown');
    expect(wordsOf(WORDS, null, 'Unknown')).toBe('Unknown');
    expect(wordsOf(WORDS, undefined, 'Unknown')).toBe('Unknown');
  });

  it("is not fooled by an object's own properties", () => {
    expect(wordsOf(WORDS, 'toString', 'Unknown')).toBe('Unknown');
    expect(wordsOf(WORDS, '__proto__', 'Unknown')).toBe('Unknown');
  });
});
