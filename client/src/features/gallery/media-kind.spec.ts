import { defaultView, galleryOffered, isVisual, mediaTypeOf } from './media-kind';

describe('which files the gallery shows', () => {
  it.each([
    ['holiday/IMG_0001.JPG', { kind: 'image', inline: true }],
    ['a.webp', { kind: 'image', inline: true }],
    ['phone/IMG_2.heic', { kind: 'image', inline: false }],
    ['clip.mp4', { kind: 'video', inline: true }],
    ['clip.MOV', { kind: 'video', inline: true }],
    ['film.mkv', { kind: 'video', inline: false }],
    ['song.mp3', { kind: 'audio', inline: true }],
    ['take.wav', { kind: 'audio', inline: true }],
    ['old.wma', { kind: 'audio', inline: false }],
  ])('%s is %o', (path, type) => {
    expect(mediaTypeOf(path)).toEqual(type);
  });

  it.each(['notes.txt', 'report.pdf', 'drawing.svg', 'README', '.jpg'])('%s is left to the Files view', (path) => {
    expect(mediaTypeOf(path)).toBeNull();
  });

  it('counts photos and videos as visual, audio not', () => {
    expect([isVisual('a.jpg'), isVisual('b.mp4'), isVisual('c.mp3')]).toEqual([true, true, false]);
  });
});

describe('the view a folder opens in', () => {
  it('offers the gallery only when there is a photo or a video', () => {
    expect(galleryOffered(['a.txt', 'b.mp3'])).toBe(false);
    expect(galleryOffered(['a.txt', 'b.png'])).toBe(true);
    expect(galleryOffered([])).toBe(false);
  });

  it('opens the gallery when most files are photos or videos, the files otherwise', () => {
    expect(defaultView(['a.jpg', 'b.mp4', 'c.txt'])).toBe('gallery');
    expect(defaultView(['a.jpg', 'c.txt'])).toBe('files');
    expect(defaultView(['a.jpg', 'b.pdf', 'c.txt'])).toBe('files');
    expect(defaultView(['song.mp3', 'other.mp3'])).toBe('files');
    expect(defaultView([])).toBe('files');
  });
});
