import { pathParts } from './path-parts';

describe(pathParts.name, () => {
  it('keeps the extension and a few characters before it whole, and lets the rest of the name give way', () => {
    expect(pathParts('gradient.png')).toEqual({ folders: [], nameStart: 'gr', nameEnd: 'adient.png' });
    expect(pathParts('a-very-long-file-name-indeed.tar.gz')).toEqual({
      folders: [],
      nameStart: 'a-very-long-file-name-inde',
      nameEnd: 'ed.tar.gz',
    });
  });

  it('splits the folders after each separator', () => {
    expect(pathParts('trip/photos/b.png')).toEqual({ folders: ['trip/', 'photos/'], nameStart: '', nameEnd: 'b.png' });
  });

  it('keeps the end of a name without an extension, or of a dot file, whole', () => {
    expect(pathParts('docs/README')).toEqual({ folders: ['docs/'], nameStart: '', nameEnd: 'README' });
    expect(pathParts('.gitignore')).toEqual({ folders: [], nameStart: '.git', nameEnd: 'ignore' });
  });

  it('joins back to the path', () => {
    for (const path of ['x', 'ä/ö/ü.txt', 'deep/er/still/a-name-that-is-long.json']) {
      const { folders, nameStart, nameEnd } = pathParts(path);
      expect([...folders, nameStart, nameEnd].join('')).toBe(path);
    }
  });
});
