import { pathProblem, quotePath, refusedPathMessage } from './path-rules';

describe(pathProblem.name, () => {
  it('accepts ordinary paths and names only Windows forbids', () => {
    for (const path of [
      'photos/2024/beach.jpg',
      'a:b "quoted" <x>.txt',
      'c:x.txt',
      'meeting 10:30.txt',
      'why?/a|b*c.txt',
      'CON/nul.txt',
      '.bashrc',
      ' leading space.txt',
      '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}.jpg',
      '\u0645\u06cc\u200c\u062e\u0648\u0627\u0645.txt',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}.png',
    ])
      expect(pathProblem(path)).toBeUndefined();
  });

  it.each([
    '202A',
    '202B',
    '202C',
    '202D',
    '202E',
    '2066',
    '2067',
    '2068',
    '2069',
    '200E',
    '200F',
    '061C',
    '200B',
    '2060',
    'FEFF',
    '00AD',
    'E0001',
  ])("refuses the invisible format character U+%s in the server's words", (hex) => {
    expect(pathProblem(`invoice${String.fromCodePoint(parseInt(hex, 16))}fdp.exe`)).toBe(
      `contains an invisible character (U+${hex}), which can make a name look like another`,
    );
  });

  it('refuses control characters, separators, joiners that join nothing and lone surrogates', () => {
    expect(pathProblem('a\u0000b')).toBe('contains control characters');
    expect(pathProblem('a\u2028b')).toMatch(/U\+2028/);
    expect(pathProblem('invoice\u200d.pdf')).toMatch(/U\+200D/);
    expect(pathProblem('a\ud800b')).toMatch(/U\+D800/);
  });

  it('refuses names ending with a space or a dot, folders too', () => {
    expect(pathProblem('report.pdf ')).toBe('has a name ending with a space, which Windows drops');
    expect(pathProblem('photos /a.jpg')).toBe('has a name ending with a space, which Windows drops');
    expect(pathProblem('report.')).toBe('has a name ending with a dot, which Windows drops');
    expect(pathProblem('...')).toBe('has a name ending with a dot, which Windows drops');
  });

  it('refuses what is no relative path, as the server does', () => {
    expect(pathProblem('C:/Windows/win.ini')).toBe('starts with a drive letter');
    expect(pathProblem('')).toBe('is empty');
    expect(pathProblem('a/../b')).toBe('goes up a folder ("..")');
    expect(pathProblem('a/./b')).toBe('has a "." folder name');
    expect(pathProblem('a//b')).toBe('has an empty folder name');
    expect(pathProblem(`${'x'.repeat(256)}.txt`)).toBe('has a name longer than 255 bytes');
    expect(pathProblem('a/'.repeat(600))).toBe('is longer than 1024 characters');
  });
});

describe(refusedPathMessage.name, () => {
  it('names the first refused file as typed, with no escapes but for hidden characters', () => {
    expect(refusedPathMessage(['ok.txt', 'a:b "quoted" <x>.txt'])).toBeUndefined();
    expect(refusedPathMessage(['ok.txt', 'a:b "quoted" <x>.txt ', 'b.'])).toBe(
      'Invalid file path "a:b "quoted" <x>.txt ": it has a name ending with a space, which Windows drops.',
    );
    expect(refusedPathMessage(['invoice\u202efdp.exe'])).toBe(
      'Invalid file path "invoice\\u202efdp.exe": it contains an invisible character (U+202E), which can make a ' +
        'name look like another.',
    );
  });

  it('quotes names as typed', () => {
    expect(quotePath('a:b "quoted" <x>.txt')).toBe('"a:b "quoted" <x>.txt"');
    expect(quotePath('line\nbreak')).toBe('"line\\nbreak"');
    expect(quotePath('tag\u{e0041}')).toBe('"tag\\u{e0041}"');
  });
});
