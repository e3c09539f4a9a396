import { downloadName, ZipEntryNames } from './download-names';

describe(downloadName.name, () => {
  it('keeps names every system accepts', () => {
    expect(downloadName('report.pdf')).toBe('report.pdf');
    expect(downloadName('ünïcode 日本 👨\u200d👩\u200d👧.txt')).toBe('ünïcode 日本 👨\u200d👩\u200d👧.txt');
    expect(downloadName('.bashrc')).toBe('.bashrc');
    expect(downloadName('console.log')).toBe('console.log');
    expect(downloadName('com10.txt')).toBe('com10.txt');
  });

  it('replaces each character Windows forbids', () => {
    expect(downloadName('a:b "quoted" <x>.txt')).toBe('a_b _quoted_ _x_.txt');
    expect(downloadName('why?|*.txt')).toBe('why___.txt');
    expect(downloadName('meeting 10:30.txt')).toBe('meeting 10_30.txt');
  });

  it('replaces the spaces and dots Windows would drop from the end', () => {
    expect(downloadName('report.pdf ')).toBe('report.pdf_');
    expect(downloadName('notes..')).toBe('notes__');
    expect(downloadName('...')).toBe('___');
  });

  it('replaces hidden characters a name stored earlier may hold', () => {
    expect(downloadName('invoice\u202efdp.exe')).toBe('invoice_fdp.exe');
    expect(downloadName('a\u0000b')).toBe('a_b');
  });

  it('prefixes device names, whatever the case and extension', () => {
    expect(downloadName('CON')).toBe('_CON');
    expect(downloadName('nul.txt')).toBe('_nul.txt');
    expect(downloadName('Com1.tar.gz')).toBe('_Com1.tar.gz');
    expect(downloadName('lpt9')).toBe('_lpt9');
    expect(downloadName('aux .txt')).toBe('_aux .txt');
    expect(downloadName('CONOUT$')).toBe('_CONOUT$');
  });

  it('never hands out an empty name', () => {
    expect(downloadName('')).toBe('_');
  });
});

describe(ZipEntryNames.name, () => {
  function namesOf(paths: string[]): string[] {
    const names = new ZipEntryNames();
    return paths.map((path) => names.nameOf(path));
  }

  it('keeps safe paths as they are', () => {
    expect(namesOf(['holiday/readme.txt', 'holiday/photos/a.jpg', 'b.txt'])).toEqual([
      'holiday/readme.txt',
      'holiday/photos/a.jpg',
      'b.txt',
    ]);
  });

  it('renames folders and files segment by segment, a folder the same way for each of its files', () => {
    expect(namesOf(['x:y/a?.txt', 'x:y/CON/b.txt', 'x:y/c.txt'])).toEqual([
      'x_y/a_.txt',
      'x_y/_CON/b.txt',
      'x_y/c.txt',
    ]);
  });

  it('numbers names that renaming or letter case makes collide, rather than overwrite', () => {
    expect(namesOf(['a:b.txt', 'a?b.txt', 'a_b.txt', 'README', 'readme', '.env', '.ENV'])).toEqual([
      'a_b.txt',
      'a_b (2).txt',
      'a_b (3).txt',
      'README',
      'readme (2)',
      '.env',
      '.ENV (2)',
    ]);
  });

  it('keeps folders that collide apart, and a file clear of a folder of its name', () => {
    expect(namesOf(['Photos/a.jpg', 'photos/a.jpg', 'Photos/b.jpg', 'x_', 'x:/c.txt'])).toEqual([
      'Photos/a.jpg',
      'photos (2)/a.jpg',
      'Photos/b.jpg',
      'x_',
      'x_ (2)/c.txt',
    ]);
  });
});
