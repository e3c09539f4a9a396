import { iconKindOf, previewKindOf } from './file-kind';

describe(previewKindOf.name, () => {
  it.each([
    ['a.jpg', 'image'],
    ['a.JPEG', 'image'],
    ['a.png', 'image'],
    ['a.gif', 'image'],
    ['a.bmp', 'image'],
    ['doc.pdf', 'pdf'],
    ['a.json', 'text'],
    ['a.js', 'text'],
    ['a.ts', 'text'],
    ['a.txt', 'text'],
    ['page.html', 'text'],
    ['a.css', 'text'],
    ['a.docx', null],
    ['a.zip', null],
    ['README', null],
  ])('%s → %s', (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
  });
});

describe(iconKindOf.name, () => {
  it('picks an icon per family, falling back to a plain file', () => {
    expect(iconKindOf('a/b.png')).toBe('image');
    expect(iconKindOf('b.pdf')).toBe('pdf');
    expect(iconKindOf('b.html')).toBe('code');
    expect(iconKindOf('b.txt')).toBe('text');
    expect(iconKindOf('b.zip')).toBe('archive');
    expect(iconKindOf('b.mp4')).toBe('video');
    expect(iconKindOf('b.docx')).toBe('document');
    expect(iconKindOf('b.xlsx')).toBe('sheet');
    expect(iconKindOf('b.bin')).toBe('file');
  });
});
