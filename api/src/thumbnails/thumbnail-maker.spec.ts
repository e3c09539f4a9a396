import sharp from 'sharp';
import type { AppConfig } from '../config/app-config.js';
import { NoThumbnailError, ThumbnailMaker } from './thumbnail-maker.js';

/** A small grey picture in `format`, as sharp writes it (making one reads no input, so no loader is needed). */
function picture(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer();
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><text y="20">hello</text></svg>',
);

describe('ThumbnailMaker', () => {
  // Constructed first: it sets which loaders libvips may use in this process.
  const maker = new ThumbnailMaker({ thumbnailMaxInputPixels: 1_000_000 } as AppConfig);

  it('makes a WebP of each format, named as it is', async () => {
    const named: Array<[Parameters<typeof picture>[0], string]> = [
      ['jpeg', 'a.JPG'],
      ['png', 'b.png'],
      ['webp', 'c.webp'],
      ['gif', 'd.gif'],
      ['tiff', 'e.tiff'],
      ['avif', 'f.avif'],
    ];
    for (const [format, name] of named) {
      const thumbnail = await maker.make(await picture(format), `photos/${name}`);
      expect({ name, ...thumbnail, data: undefined }).toEqual({ name, width: 64, height: 48, data: undefined });
      expect((await sharp(thumbnail.data).metadata()).format).toBe('webp');
    }
  });

  it('makes none of bytes that are not what their name promises', async () => {
    const liars: Array<[Buffer, string, RegExp]> = [
      [SVG, 'x.jpg', /unsupported image format/],
      [await picture('gif'), 'x.png', /its bytes are gif, not the png its name promises/],
      [await picture('tiff'), 'x.jpg', /its bytes are tiff, not the jpeg its name promises/],
      [await picture('avif'), 'x.webp', /its bytes are heif, not the webp its name promises/],
      [await picture('jpeg'), 'x.svg', /its name promises no photo format/],
    ];
    for (const [bytes, name, why] of liars) {
      const refused: unknown = await maker.make(bytes, name).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(NoThumbnailError);
      expect((refused as NoThumbnailError).reason).toBe('unreadable');
      expect((refused as NoThumbnailError).message).toMatch(why);
    }
  });

  it('leaves libvips no loader but those of photos: SVG is refused whatever its name', async () => {
    await expect(sharp(SVG).metadata()).rejects.toThrow(/unsupported image format/);
    await expect(sharp(SVG).png().toBuffer()).rejects.toThrow(/unsupported image format/);
  });
});
