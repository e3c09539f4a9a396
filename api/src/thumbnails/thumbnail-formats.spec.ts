import { formatPromisedBy, suffixOf } from './thumbnail-formats.js';

describe('formatPromisedBy', () => {
  it("reads the format off a file name's last suffix, whatever its case", () => {
    expect(formatPromisedBy('trip/IMG_0001.JPEG')?.format).toBe('jpeg');
    expect(formatPromisedBy('a.b/photo.jfif')?.format).toBe('jpeg');
    expect(formatPromisedBy('scan.tif')?.format).toBe('tiff');
    expect(formatPromisedBy('phone.heic')?.format).toBe('heif');
    expect(formatPromisedBy('animated.gif')?.format).toBe('gif');
  });

  it('promises nothing for a document, a name with no suffix, or a hidden file', () => {
    for (const name of ['drawing.svg', 'paper.pdf', 'photos/jpg', 'photos/.png', 'photo.jpg.txt'])
      expect(formatPromisedBy(name)).toBeUndefined();
  });
});

describe('suffixOf', () => {
  it('takes the last suffix of the last path segment only', () => {
    expect(suffixOf('holiday.2024/readme')).toBe('');
    expect(suffixOf('archive.tar.GZ')).toBe('.gz');
  });
});
