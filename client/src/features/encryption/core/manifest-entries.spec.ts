import { newFileId } from './index';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { manifestJson, parseManifestJson } from './manifest-entries';

describe('manifest content', () => {
  installNodeWebCrypto();

  const entry = (path: string, overrides: Record<string, unknown> = {}) => ({
    id: newFileId(),
    path,
    size: 10,
    type: 'text/plain',
    ...overrides,
  });
  const parse = (files: unknown[], version: unknown = 1) => parseManifestJson(JSON.stringify({ v: version, files }));

  it('accepts relative paths in normal form, with any Unicode', () => {
    const files = [
      entry('a.txt'),
      entry('dir/sub/b.txt'),
      entry('Ünïcödé/🔑 key.txt'),
      entry('.hidden'),
      entry('a:b "quoted" <x>.txt'),
    ];
    expect(parse(files)).toEqual({ files });
    expect(parseManifestJson(`${manifestJson({ files })}     `)).toEqual({ files });
  });

  it.each([
    ['', 'an empty path'],
    ['/etc/passwd', 'an absolute path'],
    ['a/../../b', 'a parent segment'],
    ['./a', 'a current-folder segment'],
    ['a//b', 'an empty segment'],
    ['a\\b', 'a backslash'],
    ['C:/x', 'a drive letter'],
    ['a\u0000b', 'a control character'],
    ['dir/', 'a trailing slash'],
    ['e\u0301', 'a path not in NFC'],
    ['invoice\u202efdp.exe', 'a bidi control'],
    ['a\u200bb', 'a zero-width space'],
    ['report.pdf ', 'a name ending with a space'],
    ['notes./a.txt', 'a folder name ending with a dot'],
  ])('refuses %j (%s)', (path) => {
    expect(parse([entry(path)])).toBeUndefined();
  });

  it('refuses bad sizes, ids and types, repeats, a file where a folder is, and other versions', () => {
    expect(parse([entry('a', { size: -1 })])).toBeUndefined();
    expect(parse([entry('a', { size: 1.5 })])).toBeUndefined();
    expect(parse([entry('a', { size: '1' })])).toBeUndefined();
    expect(parse([entry('a', { id: 'short' })])).toBeUndefined();
    expect(parse([entry('a', { type: 'x'.repeat(256) })])).toBeUndefined();
    const first = entry('a');
    expect(parse([first, { ...first, path: 'b' }])).toBeUndefined();
    expect(parse([entry('a'), entry('a')])).toBeUndefined();
    expect(parse([entry('a'), entry('a/b')])).toBeUndefined();
    expect(parse([entry('x/y/z'), entry('x/y')])).toBeUndefined();
    expect(parse([entry('a')], 2)).toBeUndefined();
    expect(parseManifestJson('not json')).toBeUndefined();
    expect(parseManifestJson('[]')).toBeUndefined();
  });

  describe('thumbnails', () => {
    const files = () => [entry('a.jpg'), entry('b.mp4')];

    it('keeps a manifest without them valid, and round-trips them', () => {
      const plain = files();
      expect(parse(plain)).toEqual({ files: plain });
      const listed = files();
      const thumbnails = { id: newFileId(), slot: 24 * 1024, of: [listed[1].id, listed[0].id] };
      const json = manifestJson({ files: listed, thumbnails });
      expect(JSON.parse(json)).toEqual({ v: 1, files: listed, thumbnails });
      expect(parseManifestJson(json)).toEqual({ files: listed, thumbnails });
    });

    it('makes the whole manifest invalid when they are wrong', () => {
      const listed = files();
      const withIndex = (thumbnails: unknown) => parseManifestJson(JSON.stringify({ v: 1, files: listed, thumbnails }));
      expect(withIndex(null)).toBeUndefined();
      expect(withIndex({ id: newFileId(), slot: 7, of: [listed[0].id] })).toBeUndefined();
      expect(withIndex({ id: newFileId(), slot: 1024, of: [newFileId()] })).toBeUndefined();
      expect(withIndex({ id: listed[0].id, slot: 1024, of: [listed[1].id] })).toBeUndefined();
      expect(() =>
        manifestJson({ files: listed, thumbnails: { id: listed[0].id, slot: 1024, of: [listed[0].id] } }),
      ).toThrow(RangeError);
    });
  });
});
