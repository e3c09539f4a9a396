import { FILE_CSP, MEDIA_PREVIEW_CSP, PDF_PREVIEW_CSP, presentFile } from './file-presentation.js';

describe(presentFile.name, () => {
  it('sends downloads as attachments with the stored type', () => {
    expect(presentFile('photo.jpg', 'image/jpeg', false)).toEqual({
      contentType: 'image/jpeg',
      disposition: 'attachment',
      contentSecurityPolicy: FILE_CSP,
    });
  });

  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.bmp', 'image/bmp'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
  ])('previews image %s inline as %s', (name, type) => {
    expect(presentFile(name, 'application/octet-stream', true)).toMatchObject({
      contentType: type,
      disposition: 'inline',
    });
  });

  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.MOV', 'video/quicktime'],
    ['clip.webm', 'video/webm'],
    ['song.mp3', 'audio/mpeg'],
    ['voice.m4a', 'audio/mp4'],
    ['take.wav', 'audio/wav'],
    ['track.flac', 'audio/flac'],
    ['note.opus', 'audio/ogg'],
  ])('plays %s inline as %s, sandboxed, its own bytes allowed as media', (name, type) => {
    expect(presentFile(name, 'application/octet-stream', true)).toEqual({
      contentType: type,
      disposition: 'inline',
      contentSecurityPolicy: MEDIA_PREVIEW_CSP,
    });
    expect(MEDIA_PREVIEW_CSP).toMatch(/^sandbox; default-src 'none'; media-src 'self';/);
  });

  it('previews PDF inline, framable by our own pages', () => {
    expect(presentFile('doc.pdf', 'application/pdf', true)).toEqual({
      contentType: 'application/pdf',
      disposition: 'inline',
      contentSecurityPolicy: PDF_PREVIEW_CSP,
    });
  });

  it.each(['a.txt', 'a.json', 'a.js', 'a.ts', 'a.css', 'a.md', 'a.csv', 'a.xml', 'a.log', 'page.html', 'page.htm'])(
    'previews %s as plain text, so markup and scripts never run',
    (name) => {
      expect(presentFile(name, 'text/html', true)).toEqual({
        contentType: 'text/plain; charset=utf-8',
        disposition: 'inline',
        contentSecurityPolicy: FILE_CSP,
      });
    },
  );

  it.each(['drawing.svg', 'archive.zip', 'noextension', '.hidden', 'program.exe'])(
    'keeps %s an attachment even when a preview is asked for',
    (name) => {
      expect(presentFile(name, 'image/svg+xml', true)).toMatchObject({ disposition: 'attachment' });
    },
  );

  it('sandboxes every response but PDF previews', () => {
    expect(FILE_CSP).toMatch(/sandbox/);
    expect(FILE_CSP).toMatch(/frame-ancestors 'self'/);
  });
});
