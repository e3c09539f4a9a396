import {
  baseName,
  extensionOf,
  isWithin,
  joinPath,
  normalizeRelativePath,
  parentPath,
  pathSegments,
  relativePathOf,
} from './relative-path';

describe(normalizeRelativePath.name, () => {
  it.each([
    ['a\\b\\c.txt', 'a/b/c.txt'],
    ['./a/b.txt', 'a/b.txt'],
    ['/a/b.txt', 'a/b.txt'],
    ['.//./a.txt', 'a.txt'],
    ['a//b.txt', 'a/b.txt'],
    ['folder/', 'folder'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeRelativePath(input)).toBe(expected);
  });

  it('composes Unicode to NFC', () => {
    expect(normalizeRelativePath('Cafe\u0301.txt')).toBe('Caf\u00e9.txt');
  });
});

describe('path pieces', () => {
  it('splits, names and parents paths', () => {
    expect(pathSegments('a/./b//c.txt')).toEqual(['a', 'b', 'c.txt']);
    expect(baseName('a/b/c.txt')).toBe('c.txt');
    expect(baseName('c.txt')).toBe('c.txt');
    expect(parentPath('a/b/c.txt')).toBe('a/b');
    expect(parentPath('c.txt')).toBe('');
    expect(joinPath('a', '', 'b/c', 'd.txt')).toBe('a/b/c/d.txt');
  });

  it('tells whether a path lies within a folder, without prefix confusion', () => {
    expect(isWithin('photos/a.jpg', 'photos')).toBe(true);
    expect(isWithin('photos', 'photos')).toBe(true);
    expect(isWithin('photos-old/a.jpg', 'photos')).toBe(false);
    expect(isWithin('anything', '')).toBe(true);
  });

  it('reads lower-case extensions, ignoring dot files and extension-less names', () => {
    expect(extensionOf('dir.v2/Report.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
  });
});

describe(relativePathOf.name, () => {
  function fileWithRelativePath(name: string, relative: string): File {
    const file = new File(['x'], name);
    Object.defineProperty(file, 'webkitRelativePath', { value: relative });
    return file;
  }

  it('prefers a dropped path, then the folder picker path, then the name', () => {
    expect(relativePathOf(fileWithRelativePath('a.txt', 'root/sub/a.txt'), '/dropped/a.txt')).toBe('dropped/a.txt');
    expect(relativePathOf(fileWithRelativePath('a.txt', 'root/sub/a.txt'))).toBe('root/sub/a.txt');
    expect(relativePathOf(fileWithRelativePath('a.txt', ''))).toBe('a.txt');
  });
});
