import { nestedDeeperThan } from './json-depth.js';

/** `levels` arrays, one inside the other. */
function nested(levels: number): unknown {
  let value: unknown = 'innermost';
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe(nestedDeeperThan.name, () => {
  it('counts each array or object as one level, scalars as none', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan([], 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it('finds the deepest branch, wherever it is', () => {
    const body = { shallow: [1, 2], deep: { list: [{}, nested(5)] } };
    expect(nestedDeeperThan(body, 8)).toBe(false);
    expect(nestedDeeperThan(body, 7)).toBe(true);
  });

  it('measures a body far deeper than the stack allows recursion to', () => {
    expect(nestedDeeperThan(nested(200_000), 32)).toBe(true);
    expect(nestedDeeperThan(nested(32), 32)).toBe(false);
  });
});
