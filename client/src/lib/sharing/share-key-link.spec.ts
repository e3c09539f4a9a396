import { fragmentOf, keyOfFragment, linkWithKey } from './share-key-link';

const KEY = 'q8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9TfR2cLw7hN1';

describe('share links with their key', () => {
  it('puts the key after # and reads it back', () => {
    const link = linkWithKey('http://localhost/s/4821-q8Xk0vY3m9TfR2cLw7hN1A', KEY);
    expect(link).toBe(`http://localhost/s/4821-q8Xk0vY3m9TfR2cLw7hN1A#${KEY}`);
    expect(keyOfFragment(new URL(link).hash)).toBe(KEY);
  });

  it('replaces a fragment already there, and reads none from an empty one', () => {
    expect(linkWithKey('http://localhost/s/1234-x#old', KEY)).toBe(`http://localhost/s/1234-x#${KEY}`);
    expect(keyOfFragment('')).toBeNull();
    expect(keyOfFragment('#')).toBeNull();
  });

  it('reads the fragment of an address typed or scanned', () => {
    expect(fragmentOf(`http://localhost/s/1234-x#${KEY}`)).toBe(`#${KEY}`);
    expect(fragmentOf('http://localhost/s/1234-x')).toBe('');
  });
});
