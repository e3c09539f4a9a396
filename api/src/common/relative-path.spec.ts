import { fileNameOf, isInsideFolder, normaliseRelativePath, quotePath } from './relative-path.js';

function valid(raw: string): string {
  const result = normaliseRelativePath(raw);
  if (!result.valid) throw new Error(`expected ${raw} to be valid, got: ${result.reason}`);
  return result.path;
}

function reason(raw: string): string {
  const result = normaliseRelativePath(raw);
  if (result.valid) throw new Error(`expected ${raw} to be rejected, got ${result.path}`);
  return result.reason;
}

describe(normaliseRelativePath.name, () => {
  it('keeps ordinary nested paths', () => {
    expect(valid('photos/2024/beach.jpg')).toBe('photos/2024/beach.jpg');
    expect(valid('report.pdf')).toBe('report.pdf');
    expect(valid('with space/ünïcode 日本.txt')).toBe('with space/ünïcode 日本.txt');
  });

  it('turns backslashes into slashes', () => {
    expect(valid('docs\\sub\\a.txt')).toBe('docs/sub/a.txt');
  });

  it('drops leading ./ and /', () => {
    expect(valid('./a/b.txt')).toBe('a/b.txt');
    expect(valid('/a/b.txt')).toBe('a/b.txt');
    expect(valid('//./a.txt')).toBe('a.txt');
    expect(valid('.\\a.txt')).toBe('a.txt');
  });

  it('normalises Unicode to NFC', () => {
    const decomposed = 'cafe\u0301.txt';
    expect(valid(decomposed)).toBe('caf\u00e9.txt');
  });

  it('rejects parent-folder segments anywhere', () => {
    expect(reason('../etc/passwd')).toMatch(/\.\./);
    expect(reason('a/../../b')).toMatch(/\.\./);
    expect(reason('a\\..\\b')).toMatch(/\.\./);
    expect(reason('a/..')).toMatch(/\.\./);
  });

  it('rejects drive letters', () => {
    expect(reason('C:\\Windows\\win.ini')).toMatch(/drive letter/);
    expect(reason('c:x.txt')).toMatch(/drive letter/);
  });

  it('rejects NUL and other control characters', () => {
    expect(reason('a\u0000b.txt')).toMatch(/control/);
    expect(reason('a\nb.txt')).toMatch(/control/);
    expect(reason('a\u001b[31m.txt')).toMatch(/control/);
    expect(reason('a\u0085.txt')).toMatch(/control/);
  });

  it('rejects empty paths and empty segments', () => {
    expect(reason('')).toMatch(/empty/);
    expect(reason('/')).toMatch(/empty/);
    expect(reason('./')).toMatch(/empty/);
    expect(reason('a//b.txt')).toMatch(/empty/);
    expect(reason('a/b/')).toMatch(/empty/);
  });

  it('rejects "." segments after the start', () => {
    expect(reason('a/./b.txt')).toMatch(/"\."/);
  });

  it('rejects over-long names', () => {
    expect(reason(`${'x'.repeat(256)}.txt`)).toMatch(/255 bytes/);
    expect(reason(Array.from({ length: 120 }, () => 'abcdefghi').join('/'))).toMatch(/1024/);
  });
});

describe('path helpers', () => {
  it('takes the file name from a path', () => {
    expect(fileNameOf('a/b/c.txt')).toBe('c.txt');
    expect(fileNameOf('c.txt')).toBe('c.txt');
  });

  it('tells whether a path lies in a folder', () => {
    expect(isInsideFolder('a/b/c.txt', 'a/b')).toBe(true);
    expect(isInsideFolder('a/bc/d.txt', 'a/b')).toBe(false);
    expect(isInsideFolder('a/b', 'a/b')).toBe(false);
  });

  it('quotes paths so control characters stay visible in messages', () => {
    expect(quotePath('a\u0000b')).toBe('"a\\u0000b"');
  });
});
