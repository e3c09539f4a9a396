import sharp from 'sharp';
import { FileThumbnail } from '../../src/thumbnails/file-thumbnail.entity.js';
import { folderIdOf } from '../blocked-files/support.js';
import { errorOf, rawBodyOf } from '../support/answers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { getBytes, sharePhotos, thumbnailAt, whenSettled } from './support.js';

/** A drawing with text: librsvg would lay it out and render it, were it let read it. */
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><text x="10" y="40">not a photo</text></svg>',
);

function picture(format: 'gif' | 'tiff' | 'png'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#4080c0' } })
    .toFormat(format)
    .toBuffer();
}

describe('thumbnails of files whose bytes are not what their name says', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('shows the plain icon for an SVG named .jpg, a GIF named .png and a TIFF named .jpg; the files still download', async () => {
    const liars = [
      { path: 'drawing.jpg', content: SVG },
      { path: 'animation.png', content: await picture('gif') },
      { path: 'scan.jpg', content: await picture('tiff') },
    ];
    const share = await sharePhotos(app, [
      ...liars,
      { path: 'honest.gif', content: await picture('gif') },
      { path: 'honest.tiff', content: await picture('tiff') },
      { path: 'honest.png', content: await picture('png') },
    ]);
    for (const { path, content } of liars) {
      const answer = await whenSettled(app, share.file(path).thumbnailUrl!);
      expect({ path, status: answer.status, reason: errorOf(answer).reason }).toEqual({
        path,
        status: 404,
        reason: 'none',
      });
      expect(rawBodyOf(await getBytes(app, share.file(path).url).expect(200)).equals(content)).toBe(true);
    }
    for (const path of ['honest.gif', 'honest.tiff', 'honest.png']) {
      const thumbnail = await thumbnailAt(app, share.file(path).thumbnailUrl!);
      expect((await sharp(thumbnail).metadata()).format).toBe('webp');
    }
    const rows = await app.dataSource
      .getRepository(FileThumbnail)
      .findBy({ folderId: await folderIdOf(app, share.code) });
    const none = rows.filter((row) => row.state === 'none');
    expect(none.map((row) => row.reason)).toEqual(['unreadable', 'unreadable', 'unreadable']);
  });

  it('runs where libvips may not read SVG at all: librsvg is never reached, whatever the name', async () => {
    await expect(sharp(SVG).metadata()).rejects.toThrow(/unsupported image format/);
  });
});
