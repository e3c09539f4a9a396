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

  it('rejects whole Windows paths', () => {
    expect(reason('C:\\Windows\\win.ini')).toMatch(/drive letter/);
    expect(reason('c:/x.txt')).toMatch(/drive letter/);
    expect(reason('D:')).toMatch(/drive letter/);
  });

  it('keeps names only Windows forbids, as sent', () => {
    expect(valid('a:b "quoted" <x>.txt')).toBe('a:b "quoted" <x>.txt');
    expect(valid('c:x.txt')).toBe('c:x.txt');
    expect(valid('meeting 10:30.txt')).toBe('meeting 10:30.txt');
    expect(valid('why?/a|b*c.txt')).toBe('why?/a|b*c.txt');
    expect(valid('CON/nul.txt')).toBe('CON/nul.txt');
    expect(valid('.bashrc')).toBe('.bashrc');
    expect(valid(' leading space.txt')).toBe(' leading space.txt');
  });

  // Unicode category Cf, which the rule follows, holds each of these.
  const FORMAT_CHARACTERS = [
    ...['202A', '202B', '202C', '202D', '202E'],
    ...['2066', '2067', '2068', '2069'],
    ...['200E', '200F', '061C'],
    ...['200B', '2060', 'FEFF', '00AD', '180E', 'E0001'],
  ];

  it.each(FORMAT_CHARACTERS)('rejects the invisible format character U+%s, naming it', (hex) => {
    const character = String.fromCodePoint(parseInt(hex, 16));
    expect(reason(`invoice${character}fdp.exe`)).toBe(
      `contains an invisible character (U+${hex}), which can make a name look like another`,
    );
    expect(reason(`folder${character}/a.txt`)).toMatch(`U+${hex}`);
  });

  it('rejects line separators, lone surrogates and joiners that join nothing', () => {
    expect(reason('a\u2028b.txt')).toMatch(/U\+2028/);
    expect(reason('a\u2029b.txt')).toMatch(/U\+2029/);
    expect(reason('a\ud800b.txt')).toMatch(/U\+D800/);
    expect(reason('invoice\u200d.pdf')).toMatch(/U\+200D/);
    expect(reason('\u200cname.txt')).toMatch(/U\+200C/);
    expect(reason('a\u{e0041}b.txt')).toMatch(/U\+E0041/);
  });

  it('keeps joiners and tag characters where honest names use them', () => {
    expect(valid('\u{1F468}\u200d\u{1F469}\u200d\u{1F467}.jpg')).toBe('👨\u200d👩\u200d👧.jpg');
    expect(valid('\u{1F3F3}\ufe0f\u200d\u{1F308}.png')).toBe('🏳\ufe0f\u200d🌈.png');
    expect(valid('\u0645\u06cc\u200c\u062e\u0648\u0627\u0645.txt')).toBe('می\u200cخوام.txt');
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(valid(`${scotland}.png`)).toBe(`${scotland}.png`);
  });

  it('rejects names ending with a space or a dot, folders too', () => {
    expect(reason('report.pdf ')).toBe('has a name ending with a space, which Windows drops');
    expect(reason('photos /a.jpg')).toMatch(/ending with a space/);
    expect(reason('report.pdf\u00a0')).toMatch(/ending with a space/);
    expect(reason('report.')).toBe('has a name ending with a dot, which Windows drops');
    expect(reason('etc./a.txt')).toMatch(/ending with a dot/);
    expect(reason('...')).toMatch(/ending with a dot/);
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

  it('quotes paths as typed, hidden characters escaped so they stay visible in messages', () => {
    expect(quotePath('a:b "quoted" <x>.txt')).toBe('"a:b "quoted" <x>.txt"');
    expect(quotePath('docs\\a.txt')).toBe('"docs\\a.txt"');
    expect(quotePath('a\u0000b')).toBe('"a\\u0000b"');
    expect(quotePath('line\nbreak')).toBe('"line\\nbreak"');
    expect(quotePath('invoice\u202efdp.exe')).toBe('"invoice\\u202efdp.exe"');
    expect(quotePath('tag\u{e0041}')).toBe('"tag\\u{e0041}"');
    expect(quotePath('👨\u200d👩\u200d👧.jpg')).toBe('"👨\u200d👩\u200d👧.jpg"');
  });
});
